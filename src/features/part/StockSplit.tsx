import { Group, Stack, Text } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { CalendarDate } from '@/components/Formatted';
import { formatQuantity } from '@/lib/format';
import { AnchorLink } from '@/components/links';

/**
 * Today plus a number of days, as the calendar date (yyyy-MM-dd) in the user's time zone; null when the
 * API's lead time gives no date a calendar can show (negative, or beyond the year 9999).
 */
export function dateAfterDays(days: number, now: Date = new Date()): string | null {
  if (!Number.isSafeInteger(days) || days < 0) return null;
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  if (Number.isNaN(date.getTime()) || date.getFullYear() > 9999) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

type Props = { part: string; quantity: number; stock: number; leadDays: number };

/**
 * Stock against the quantity, as distributors show it: how many ship now, how many follow on the standard
 * lead time (with the date), and where to ask for a better offer on a large shortfall.
 */
export function StockSplit({ part, quantity, stock, leadDays }: Props) {
  const now = Math.min(stock, quantity);
  const later = quantity - now;
  const due = dateAfterDays(leadDays);
  return (
    <Stack gap={4} aria-label="Availability of this quantity" role="group">
      <Group gap={6} wrap="nowrap" align="flex-start">
        <Text component="span" lh={1} mt={3} c="dimmed">
          <IconTruckDelivery size={16} aria-hidden />
        </Text>
        <Text size="sm">
          {later === 0 ? (
            <>All {formatQuantity(quantity)} can ship now from stock.</>
          ) : (
            <>
              {now > 0 ? `${formatQuantity(now)} ship now from stock; ` : 'None in stock: '}
              {formatQuantity(later)} follow on the standard lead time of {formatQuantity(leadDays)}{' '}
              {leadDays === 1 ? 'day' : 'days'}
              {due ? (
                <>
                  , by <CalendarDate value={due} />
                </>
              ) : null}
              .
            </>
          )}
        </Text>
      </Group>
      {later > 0 ? (
        <Text size="sm" pl={22}>
          Need them sooner or at a better price?{' '}
          <AnchorLink to="/pricing" search={{ part, qty: quantity }}>
            Ask for a quote
          </AnchorLink>
          .
        </Text>
      ) : null}
    </Stack>
  );
}
