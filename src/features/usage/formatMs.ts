import { t } from '@lingui/core/macro';
import { formatQuantity } from '@/lib/format';

/** Milliseconds with their unit ("1,234 ms"): the figure in the user's locale, the unit from the catalog. */
export function formatMs(value: number): string {
  const duration = formatQuantity(value);
  return t`${duration} ms`;
}
