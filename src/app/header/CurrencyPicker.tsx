import { NativeSelect } from '@mantine/core';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { t } from '@lingui/core/macro';
import { CURRENCY_CODES, isCurrencyCode } from '@/lib/currencies';
import { currencySearchParam, useDisplayCurrency } from '@/lib/currencyParam';
import { saveSettings } from '@/lib/settings';

/**
 * The currency every price is shown in, and the saved default. A page whose URL carries `?currency=` shows
 * that currency (a shared link shows the sender's), so the picker shows it too, and a choice made there
 * rewrites the URL as well: header and prices never disagree.
 */
export function CurrencyPicker() {
  const location = useLocation();
  const navigate = useNavigate();
  const fromUrl = currencySearchParam.parse((location.search as Record<string, unknown>).currency);
  const currency = useDisplayCurrency(fromUrl);
  return (
    <NativeSelect
      aria-label={t`Currency`}
      value={currency}
      onChange={(e) => {
        const value = e.currentTarget.value;
        if (!isCurrencyCode(value)) return;
        saveSettings({ currency: value });
        if (fromUrl === undefined) return;
        const params = new URLSearchParams(location.searchStr);
        params.set('currency', value);
        void navigate({
          href: `${location.pathname}?${params.toString()}${location.hash ? `#${location.hash}` : ''}`,
        });
      }}
      data={CURRENCY_CODES}
      w={84}
    />
  );
}
