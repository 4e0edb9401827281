import { Badge, type MantineColor } from '@mantine/core';

/** Colours of the statuses seen so far; the complete set is not in the spec, so others are grey. */
const STATUS_COLORS: Record<string, MantineColor> = {
  received: 'grape',
  open: 'blue',
  scheduled: 'indigo',
  'partially shipped': 'orange',
  'fully shipped': 'teal',
  cancelled: 'gray',
};

export const statusColor = (status: string): MantineColor => STATUS_COLORS[status.toLowerCase()] ?? 'gray';

/** A line's status as the table shows it (the text keeps the body colour, readable in light and dark). */
export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={statusColor(status)} c="var(--mantine-color-text)" variant="light" radius="sm" tt="none">
      {status}
    </Badge>
  );
}
