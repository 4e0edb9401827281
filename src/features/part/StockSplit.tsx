import { Group, Stack, Text } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { t } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
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
 * The shortfall's sentence: one message per case (some ship now or none; a date or not), with the lead
 * time's plural inside it. The figures are formatted first and named in the messages.
 */
function Shortfall({ now, later, leadDays }: { now: number; later: number; leadDays: number }) {
  const due = dateAfterDays(leadDays);
  const nowQuantity = formatQuantity(now);
  const laterQuantity = formatQuantity(later);
  const lead = formatQuantity(leadDays);
  const date = due ? <CalendarDate value={due} /> : null;
  if (now > 0) {
    return date ? (
      <Trans>
        {nowQuantity} ship now from stock; {laterQuantity} follow on the standard lead time of{' '}
        <Plural value={leadDays} one={`${lead} day`} other={`${lead} days`} />, by {date}.
      </Trans>
    ) : (
      <Trans>
        {nowQuantity} ship now from stock; {laterQuantity} follow on the standard lead time of{' '}
        <Plural value={leadDays} one={`${lead} day`} other={`${lead} days`} />.
      </Trans>
    );
  }
  return date ? (
    <Trans>
      None in stock: {laterQuantity} follow on the standard lead time of{' '}
      <Plural value={leadDays} one={`${lead} day`} other={`${lead} days`} />, by {date}.
    </Trans>
  ) : (
    <Trans>
      None in stock: {laterQuantity} follow on the standard lead time of{' '}
      <Plural value={leadDays} one={`${lead} day`} other={`${lead} days`} />.
    </Trans>
  );
}

/**
 * Stock against the quantity, as distributors show it: how many ship now, how many follow on the standard
 * lead time (with the date), and where to ask for a better offer on a large shortfall.
 */
export function StockSplit({ part, quantity, stock, leadDays }: Props) {
  const now = Math.min(stock, quantity);
  const later = quantity - now;
  const total = formatQuantity(quantity);
  return (
    <Stack gap={4} aria-label={t`Availability of this quantity`} role="group">
      <Group gap={6} wrap="nowrap" align="flex-start">
        <Text component="span" lh={1} mt={3} c="dimmed">
          <IconTruckDelivery size={16} aria-hidden />
        </Text>
        <Text size="sm">
          {later === 0 ? (
            <Trans>All {total} can ship now from stock.</Trans>
          ) : (
            <Shortfall now={now} later={later} leadDays={leadDays} />
          )}
        </Text>
      </Group>
      {later > 0 ? (
        <Text size="sm" pl={22}>
          <Trans>
            Need them sooner or at a better price?{' '}
            <AnchorLink to="/pricing" search={{ part, qty: quantity }}>
              Ask for a quote
            </AnchorLink>
            .
          </Trans>
        </Text>
      ) : null}
    </Stack>
  );
}
