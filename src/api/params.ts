import {
  OPEN_ORDER_FILTERS,
  ORDER_HISTORY_FILTERS,
  ORDER_SEARCH_FILTERS,
  type FilterDeclarations,
} from '@/model/orderFilters';
import { getApiProfile } from './profile';

/**
 * Query-parameter names of the order endpoints, from the filter declarations (model/orderFilters.ts): a
 * filter the spec names carries its wire name there (startAfter, includeReceivedOrders, matchOrderType on
 * open orders, initialDate, finalDate, mfgLineNumber, lineNumber); every other name comes from the API
 * profile (profile.ts, docs/api-assumptions.md "API profile"), read at call time so a profile loaded at
 * start applies. The mocks keep their own names (mocks/orderNames.ts).
 */

/** The filters of a request whose wire name the API profile gives (the ones without a spec name). */
type ProfileNamed<D extends FilterDeclarations> = {
  [K in keyof D as D[K] extends { specName: string } ? never : K]: string;
};
type WireNames<D extends FilterDeclarations> = { [K in keyof D]: string } & { startAfter: 'startAfter' };

function wireNames<D extends FilterDeclarations>(declarations: D, profile: ProfileNamed<D>): WireNames<D> {
  const fromProfile: Readonly<Record<string, string>> = profile;
  const names = Object.entries(declarations).map(([key, d]) => [key, d.specName ?? fromProfile[key] ?? key]);
  return { ...Object.fromEntries(names), startAfter: 'startAfter' } as WireNames<D>;
}

export const openOrderParams = () => wireNames(OPEN_ORDER_FILTERS, getApiProfile().orders.open);
export const orderHistoryParams = () => wireNames(ORDER_HISTORY_FILTERS, getApiProfile().orders.history);
export const orderSearchParams = () => wireNames(ORDER_SEARCH_FILTERS, getApiProfile().orders.search);

/** The header every request carries to name the calling application. */
export const CLIENT_APP_NAME_HEADER = 'client-app-name';
