import { Badge, type BadgeProps } from '@mantine/core';
import { t } from '@lingui/core/macro';

type Tone = { color: string; label?: string };

/**
 * The spec names only a production value; real catalogs use several spellings, so match loosely by
 * meaning and fall back to gray for anything unknown (the value itself is always shown).
 */
export function lifecycleTone(status: string): Tone {
  const value = status.trim().toLowerCase();
  if (value === '') return { color: 'gray', label: t`Unknown` };
  if (/^(production|active|in production|released)$/.test(value)) return { color: 'green' };
  if (/nrnd|not recommended|last time buy|ltb/.test(value)) return { color: 'yellow' };
  if (/obsolete|eol|end of life|discontinued/.test(value)) return { color: 'red' };
  if (/preview|new|pre-?release|sampling|prototype/.test(value)) return { color: 'blue' };
  return { color: 'gray' };
}

/**
 * A part's lifecycle status as a coloured badge; accepts any string the API sends. The text keeps the body
 * colour (the tint carries the tone): Mantine's light-variant text is below 4.5:1 on its own tint.
 */
export function LifecycleBadge({ status, ...badgeProps }: { status: string } & Omit<BadgeProps, 'color'>) {
  const tone = lifecycleTone(status);
  return (
    <Badge
      color={tone.color}
      c="var(--mantine-color-text)"
      variant="light"
      radius="sm"
      tt="none"
      {...badgeProps}
    >
      {tone.label ?? status}
    </Badge>
  );
}
