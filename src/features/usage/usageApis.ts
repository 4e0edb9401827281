import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n';
import { USAGE_APIS, type UsageApi } from '@/model/schemas';

/** How the page names each API; `delivery` is the service's internal name of the lead-time API (spec 4.2). */
export const API_LABELS: Record<UsageApi, MessageDescriptor> = {
  catalog: msg`Catalog`,
  orders: msg`Orders`,
  pricing: msg`Pricing`,
  quotes: msg`Quotes`,
  delivery: msg`Lead time (delivery)`,
};

/** One chart colour per API, the same in every chart and legend. */
export const API_COLORS: Record<UsageApi, string> = {
  catalog: 'blue.6',
  orders: 'teal.6',
  pricing: 'orange.6',
  quotes: 'grape.6',
  delivery: 'lime.7',
};

/** The queryable API a summary row's Api names (case-insensitive), or null (models, statistics, …). */
export function queryableApi(name: string): UsageApi | null {
  const lower = name.trim().toLowerCase();
  return (USAGE_APIS as readonly string[]).includes(lower) ? (lower as UsageApi) : null;
}

/** A queryable API by its name on screen; any other API as the service names it (data, not translated). */
export function apiLabel(name: string): string {
  const api = queryableApi(name);
  return api ? i18n._(API_LABELS[api]) : name;
}

export const NOT_QUERYABLE_NOTE = msg`Calls to the models and statistics APIs appear in the weekly summary but cannot be listed call by call: the service does not offer them for request rows.`;
