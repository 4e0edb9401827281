import { Text, type TextProps } from '@mantine/core';
import { HoverHint } from './HoverHint';
import { formatCalendarDate, formatDateTime, formatMoney, formatQuantity, formatUtc } from '@/lib/format';

export function Money({
  amount,
  currency,
  precise,
  ...textProps
}: { amount: number; currency: string; precise?: boolean } & TextProps) {
  return (
    <Text
      component="span"
      inherit
      style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      {...textProps}
    >
      {formatMoney(amount, currency, { precise })}
    </Text>
  );
}

export function Quantity({ value, ...textProps }: { value: number } & TextProps) {
  return (
    <Text component="span" inherit style={{ fontVariantNumeric: 'tabular-nums' }} {...textProps}>
      {formatQuantity(value)}
    </Text>
  );
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

export function CalendarDate({ value }: { value: string }) {
  return (
    <time dateTime={value} style={{ whiteSpace: 'nowrap' }}>
      {formatCalendarDate(value)}
    </time>
  );
}
