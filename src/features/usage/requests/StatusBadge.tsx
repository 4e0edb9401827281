import { Badge } from '@mantine/core';
import { codeClass } from './requestRows';

const COLORS = { '2xx': 'green', '3xx': 'blue', '4xx': 'orange', '5xx': 'red', all: 'gray', other: 'gray' };

/**
 * An HTTP status as a tinted badge; the number itself is the text, so colour is never the only cue, and
 * the text keeps the page's text colour so it reads in light and dark.
 */
export function StatusBadge({ status }: { status: number }) {
  return (
    <Badge
      color={COLORS[codeClass(status)]}
      variant="light"
      radius="sm"
      style={{ fontVariantNumeric: 'tabular-nums', color: 'var(--mantine-color-text)' }}
    >
      {status}
    </Badge>
  );
}
