import { NativeSelect } from '@mantine/core';
import { CURRENCIES, isCurrencyCode } from '@/lib/currencies';
import { saveSettings } from '@/lib/settings';
import { useSettings } from '@/lib/useSettings';

/**
 * The currency every price is shown in. It is the saved default currency; pages that keep a currency in
 * their URL take it from there first, so a shared link shows the sender's currency.
 */
export function CurrencyPicker() {
  const { currency } = useSettings();
  return (
    <NativeSelect
      aria-label="Currency"
      value={currency}
      onChange={(e) => {
        const value = e.currentTarget.value;
        if (isCurrencyCode(value)) saveSettings({ currency: value });
      }}
      data={CURRENCIES.map((c) => ({ value: c.code, label: c.code }))}
      w={84}
    />
  );
}
