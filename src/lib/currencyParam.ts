import { z } from '@/lib/zod';
import { lazySchema } from '@/lib/lazySchema';
import { CURRENCY_CODES, type CurrencyCode } from '@/lib/currencies';
import { getSettings, type Settings } from '@/lib/settings';
import { useSettings } from '@/lib/useSettings';

/**
 * `?currency=` on every page that shows prices: a shared link shows the sender's currency. Lower case is
 * accepted; an unknown code is dropped (the saved setting applies) rather than failing the page.
 */
export const currencySearchParam = lazySchema(() =>
  z.catch(z.optional(z.pipe(z.string().check(z.trim(), z.toUpperCase()), z.enum(CURRENCY_CODES))), undefined),
);

/** The one rule for the currency prices are shown in: the URL's when present, else the saved setting. */
export function displayCurrency(fromUrl: CurrencyCode | undefined, settings: Settings = getSettings()) {
  return fromUrl ?? settings.currency;
}

/** displayCurrency for a component: re-renders when the saved setting changes. */
export function useDisplayCurrency(fromUrl: CurrencyCode | undefined): CurrencyCode {
  return displayCurrency(fromUrl, useSettings());
}
