import { Badge, type BadgeProps } from '@mantine/core';
import { t } from '@lingui/core/macro';

/** The tone of a regulation's result: the spec gives no values, so match the usual wordings loosely. */
export function complianceTone(result: string): string {
  const value = result.toLowerCase();
  if (/exempt/.test(value)) return 'yellow';
  if (/not|non|svhc|contains|fail/.test(value)) return 'red';
  if (/compliant|pass|yes|free/.test(value)) return 'green';
  return 'gray';
}

/**
 * One regulation's result as a badge ("RoHS Compliant"). The text keeps the body colour (the tint carries
 * the tone), readable in light and dark.
 */
export function ComplianceBadge({
  regulation,
  result,
  ...badgeProps
}: { regulation?: string; result: string } & Omit<BadgeProps, 'color'>) {
  return (
    <Badge
      color={complianceTone(result)}
      c="var(--mantine-color-text)"
      variant="light"
      radius="sm"
      tt="none"
      {...badgeProps}
    >
      {/* "Halogen Free: Halogen Free" reads once as "Halogen Free". */}
      {regulation && !result.toLowerCase().startsWith(regulation.toLowerCase()) ? `${regulation} ` : ''}
      {result || t`No result`}
    </Badge>
  );
}
