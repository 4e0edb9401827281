import { Text, type TextProps } from '@mantine/core';
import { HoverHint } from './HoverHint';
import { calendarDayOf } from '@/lib/dateTime';
import {
  formatCalendarDate,
  formatDateTime,
  formatMoney,
  formatPlainAmount,
  formatQuantity,
  formatUtc,
} from '@/lib/format';

/** A figure in running text or a table cell: tabular digits, and an amount never broken across lines. */
function Figure({ text, mayBreak = false, ...textProps }: { text: string; mayBreak?: boolean } & TextProps) {
  const style = mayBreak
    ? { fontVariantNumeric: 'tabular-nums' }
    : { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' };
  return (
    <Text component="span" inherit style={style} {...textProps}>
      {text}
    </Text>
  );
}

export function Money({
  amount,
  currency,
  precise,
  ...textProps
}: { amount: number; currency: string; precise?: boolean } & TextProps) {
  return <Figure text={formatMoney(amount, currency, { precise })} {...textProps} />;
}

/** An amount in a currency the API does not state (quote prices): a plain number, never a currency sign. */
export function Amount({ amount, ...textProps }: { amount: number } & TextProps) {
  return <Figure text={formatPlainAmount(amount)} {...textProps} />;
}

export function Quantity({ value, ...textProps }: { value: number } & TextProps) {
  return <Figure text={formatQuantity(value)} mayBreak {...textProps} />;
}

/** A UTC date-time from the API in the user's locale, with the exact UTC value on hover and focus. */
export function DateTime({ value }: { value: string }) {
  const utc = formatUtc(value);
  return (
    <HoverHint label={utc}>
      {(hint) => (
        <time dateTime={value} tabIndex={0} style={{ whiteSpace: 'nowrap' }} {...hint}>
          {formatDateTime(value)}
        </time>
      )}
    </HoverHint>
  );
}

/**
 * An order date (Requested, Scheduled, RescheduleDate, ShipDate): a midnight value is a calendar day,
 * shown as the date alone and the same in every time zone; any other time is a true instant.
 */
export function DayOrDateTime({ value }: { value: string }) {
  const day = calendarDayOf(value);
  return day ? <CalendarDate value={day} /> : <DateTime value={value} />;
}

export function CalendarDate({ value }: { value: string }) {
  return (
    <time dateTime={value} style={{ whiteSpace: 'nowrap' }}>
      {formatCalendarDate(value)}
    </time>
  );
}
