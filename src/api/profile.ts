import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n';
import { parseWithMessages, z } from '@/lib/zod';
import { lazySchema } from '@/lib/lazySchema';

/**
 * The API profile: the wire names the spec does not show (sections 4.12-4.15), in one place a deployment
 * can set without rebuilding. Every name has a default (this portal's choice, docs/api-assumptions.md,
 * "API profile"); a deployment overrides any of them, at build time with `VITE_API_PROFILE` (JSON) and at
 * run time with `api-profile.json` served beside the app (the file wins, name by name). The names the
 * spec does show (startAfter, includeReceivedOrders, matchOrderType on open orders, initialDate,
 * finalDate, mfgLineNumber, lineNumber) are not in the profile: the filter declarations fix them
 * (model/orderFilters.ts).
 *
 * Order filters are keyed by the portal's own filter names (the keys of those declarations), so a filter
 * is declared once and its wire name is looked up here.
 */

/*
 * A wrong profile stops the start with a message naming the entry (main.tsx): the messages are read when
 * a check fails, in the language active then (English, if the chosen one has not loaded yet).
 */
const wireName = lazySchema(() =>
  z.string().check(
    z.regex(/^[A-Za-z_][A-Za-z0-9_.-]{0,63}$/, {
      error: () => t`must be a name of letters, digits, "_", "." or "-", starting with a letter or "_"`,
    }),
  ),
);

const names = <K extends string>(defaults: Record<K, string>) =>
  z.pipe(
    z.optional(
      z.strictObject(
        Object.fromEntries(Object.keys(defaults).map((key) => [key, z.optional(wireName)])) as Record<
          K,
          z.ZodMiniOptional<typeof wireName>
        >,
      ),
    ),
    z.transform((given) => ({ ...defaults, ...given }) as Record<K, string>),
  );

/** Today's names: the order filters and match counts, the search term, the new-order body fields. */
export const DEFAULT_API_PROFILE = {
  orders: {
    open: {
      matchCount: 'matchCount',
      part: 'partNumber',
      confirmationNumber: 'confirmationNumber',
      pastDueOnly: 'pastDueOnly',
    },
    history: {
      matchCount: 'matchCount',
      orderType: 'matchOrderType',
      orderId: 'orderId',
      confirmationNumber: 'confirmationNumber',
      poNumber: 'poNumber',
      part: 'partNumber',
      customerPart: 'customerPartNumber',
      endCustomerName: 'endCustomerName',
      includeCancelled: 'includeCancelledLines',
      includeShipments: 'includeShipmentInformation',
    },
    search: {
      searchTerm: 'searchTerm',
      matchCount: 'matchCount',
      orderType: 'matchOrderType',
      includeCancelled: 'includeCancelledLines',
    },
  },
  newOrder: {
    order: {
      PONumber: 'PONumber',
      ReferencePONumber: 'ReferencePONumber',
      OrderType: 'OrderType',
      ShipToId: 'ShipToId',
      BillToId: 'BillToId',
      EndCustomerId: 'EndCustomerId',
      CarrierId: 'CarrierId',
      ServiceLevelId: 'ServiceLevelId',
      BillingOptionId: 'BillingOptionId',
      Currency: 'Currency',
      HoldReason: 'HoldReason',
      Notes: 'Notes',
      Lines: 'Lines',
    },
    line: {
      LineNumber: 'LineNumber',
      Part: 'Part',
      CustomerPart: 'CustomerPart',
      Quantity: 'Quantity',
      RequestedDate: 'RequestedDate',
    },
  },
} as const;

type Names<T> = { [K in keyof T]: string };

export type ApiProfile = {
  orders: { [E in keyof typeof DEFAULT_API_PROFILE.orders]: Names<(typeof DEFAULT_API_PROFILE.orders)[E]> };
  newOrder: {
    [P in keyof typeof DEFAULT_API_PROFILE.newOrder]: Names<(typeof DEFAULT_API_PROFILE.newOrder)[P]>;
  };
};

const D = DEFAULT_API_PROFILE;

/**
 * Two filters of one request (or two fields of one object) sent under one name would collide. `what`
 * names the group; the names and keys are the profile's own (data).
 */
const distinct = (what: MessageDescriptor) => (map: Record<string, string>, ctx: z.core.$RefinementCtx) => {
  const seen = new Map<string, string>();
  for (const [key, name] of Object.entries(map)) {
    const other = seen.get(name);
    if (other) {
      const group = i18n._(what);
      ctx.addIssue({ code: 'custom', path: [key], message: t`${group}: "${name}" is also ${other}'s name` });
    }
    seen.set(name, key);
  }
};

// Built on the first check (api-profile.json's arrival), not while the app's code loads.
export const apiProfileSchema = lazySchema(() =>
  z.strictObject({
    orders: z.pipe(
      z.optional(
        z.strictObject({
          open: names(D.orders.open).check(z.superRefine(distinct(msg`open orders`))),
          history: names(D.orders.history).check(z.superRefine(distinct(msg`history`))),
          search: names(D.orders.search).check(z.superRefine(distinct(msg`order search`))),
        }),
      ),
      z.transform((o) => o ?? { open: D.orders.open, history: D.orders.history, search: D.orders.search }),
    ),
    newOrder: z.pipe(
      z.optional(
        z.strictObject({
          order: names(D.newOrder.order).check(z.superRefine(distinct(msg`new order`))),
          line: names(D.newOrder.line).check(z.superRefine(distinct(msg`new order line`))),
        }),
      ),
      z.transform((n) => n ?? { order: D.newOrder.order, line: D.newOrder.line }),
    ),
  }),
) satisfies z.ZodMiniType<ApiProfile, unknown>;

/** Input of the profile: any subset of the names. */
export type ApiProfileInput = z.input<typeof apiProfileSchema>;

/** `{}`: what the build ships in api-profile.json, and what an unset VITE_API_PROFILE reads as. */
const isEmptyObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;

/**
 * Validates a profile; the error names the source and the first wrong entry. `{}` is the defaults: the
 * schema (87 zod objects) is built for a profile that names something, not at every start.
 */
export function parseApiProfile(source: string, value: unknown): ApiProfile {
  if (isEmptyObject(value)) return D;
  const parsed = apiProfileSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const problem = issue?.message ?? t`unreadable`;
  // Shown to the person starting the portal (main.tsx), naming the source and the entry as they are.
  if (issue && issue.path.length > 0) {
    const entry = issue.path.join('.');
    throw new Error(t`${source} is not a valid API profile at ${entry}: ${problem}`);
  }
  throw new Error(t`${source} is not a valid API profile: ${problem}`);
}

/** Two profiles merged name by name (the second wins). */
function merge(base: ApiProfileInput, over: ApiProfileInput): ApiProfileInput {
  return {
    orders: {
      open: { ...base.orders?.open, ...over.orders?.open },
      history: { ...base.orders?.history, ...over.orders?.history },
      search: { ...base.orders?.search, ...over.orders?.search },
    },
    newOrder: {
      order: { ...base.newOrder?.order, ...over.newOrder?.order },
      line: { ...base.newOrder?.line, ...over.newOrder?.line },
    },
  };
}

/** `VITE_API_PROFILE`, JSON; empty or unset is no override. */
export function readProfileEnv(raw: unknown): ApiProfileInput {
  if (typeof raw !== 'string' || raw.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new Error(t`VITE_API_PROFILE is not JSON`);
  }
  parseApiProfile('VITE_API_PROFILE', value);
  return value as ApiProfileInput;
}

let current: ApiProfile | undefined;

/** The profile in force: the defaults, then VITE_API_PROFILE, then api-profile.json once loaded. */
export function getApiProfile(): ApiProfile {
  current ??= parseApiProfile('VITE_API_PROFILE', readProfileEnv(import.meta.env.VITE_API_PROFILE));
  return current;
}

/** Tests and the start-up: replaces the profile (validated; over the build's VITE_API_PROFILE). */
export function setApiProfile(input: unknown, source = t`The API profile`): ApiProfile {
  const profile = parseApiProfile(source, input);
  const env = readProfileEnv(import.meta.env.VITE_API_PROFILE);
  current = isEmptyObject(env) ? profile : parseApiProfile(source, merge(env, input as ApiProfileInput));
  return current;
}

/** Where a deployment puts the file: beside index.html. */
export const API_PROFILE_FILE = 'api-profile.json';

declare global {
  interface Window {
    /** The request for api-profile.json that public/boot.js started before the app's code arrived. */
    __apiProfileResponse?: Promise<Response>;
  }
}

/** The answer boot.js already asked for (once, with the same options as below), or a request of our own. */
function requestProfileFile(baseUrl: string): Promise<Response> {
  const early = typeof window === 'undefined' ? undefined : window.__apiProfileResponse;
  if (early && baseUrl === import.meta.env.BASE_URL) {
    delete window.__apiProfileResponse;
    return early;
  }
  return fetch(`${baseUrl}${API_PROFILE_FILE}`, { cache: 'no-cache', credentials: 'omit' });
}

/**
 * Reads `api-profile.json` beside the app, once at start (the build ships `{}`: the defaults). No file
 * (404, a network failure, or a server's SPA fallback answering its HTML page) is no override; a JSON
 * file that is not a valid profile stops the start with a message naming the entry.
 */
export async function loadApiProfile(baseUrl: string = import.meta.env.BASE_URL): Promise<ApiProfile> {
  let response: Response;
  try {
    response = await requestProfileFile(baseUrl);
  } catch {
    return getApiProfile();
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !/json/i.test(type)) return getApiProfile();
  let value: unknown;
  try {
    value = await response.json();
  } catch {
    const file = API_PROFILE_FILE;
    throw new Error(t`${file} is not JSON`);
  }
  // Its error quotes zod's message for the wrong entry: in English even before English is loaded.
  return parseWithMessages(() => setApiProfile(value, API_PROFILE_FILE));
}
