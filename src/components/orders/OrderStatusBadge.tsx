import { Badge } from '@mantine/core';

/** Colours of the statuses seen so far; the complete set is not in the spec, so others are grey. */
const STATUS_COLORS: Record<string, string> = {
  received: 'grape',
  open: 'blue',
  scheduled: 'indigo',
  'partially shipped': 'orange',
  'fully shipped': 'teal',
  cancelled: 'gray',
};

export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="light" color={STATUS_COLORS[status.toLowerCase()] ?? 'gray'} radius="sm">
      {status}
    </Badge>
  );
}
