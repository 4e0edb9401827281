import { t } from '@lingui/core/macro';
import { searchParts } from './catalog';
import type { ApiArea } from './config';
import { ApiError, describeApiError } from './errors';
import { getModelTypes } from './models';
import { getOpenOrders } from './orders';
import { getCustomerPricing } from './pricing';
import { getQuotes } from './quotes';
import { getUsageSummary } from './usage';

/**
 * The connection test of Settings: one harmless read per API, with the base URL, prefix map, token and
 * client-app-name in force, and what each answer means for a person:
 * - reachable: a well-formed answer;
 * - refused: 401 or 403 (the token, or the APIs it grants);
 * - not found: 404 on a route that always exists, so the prefix of that API is wrong (a misrouted 404
 *   would otherwise read as "no such part" on every page);
 * - malformed: an answer that does not fit the spec (a wrong base URL often answers an HTML page);
 * - failed: anything else (network, time limit, 5xx after retries, 429).
 */
export type ConnectionStatus = 'reachable' | 'refused' | 'not-found' | 'malformed' | 'failed' | 'skipped';

export type ConnectionResult = {
  area: ApiArea;
  /** The request made, as the spec names it. */
  endpoint: string;
  status: ConnectionStatus;
  httpStatus?: number;
  /** What the answer means, in the language shown when the test ran. */
  detail: string;
};

/** Any part number the catalog knows: pricing answers 404 for an unknown part, so it needs a real one. */
type Context = { part?: string };

type Check = { area: ApiArea; endpoint: string; run: (ctx: Context, signal: AbortSignal) => Promise<void> };

const CHECKS: readonly Check[] = [
  {
    area: 'catalog',
    endpoint: 'GET /v3/search',
    run: async (ctx, signal) => {
      const hits = await searchParts({ query: 'a', resultCount: 1 }, { signal });
      ctx.part = hits.items[0]?.part;
    },
  },
  {
    area: 'pricing',
    endpoint: 'GET /v1/customerpricing/{part}',
    run: async (ctx, signal) => {
      if (!ctx.part) throw new SkipCheck(t`needs a part number from the catalog, which did not answer one`);
      await getCustomerPricing(ctx.part, {}, { signal });
    },
  },
  {
    area: 'quotes',
    endpoint: 'GET /v1',
    run: async (_ctx, signal) => void (await getQuotes({}, { signal })),
  },
  {
    area: 'models',
    endpoint: 'GET /v1/model/ModelTypes',
    run: async (_ctx, signal) => void (await getModelTypes({ signal })),
  },
  {
    area: 'orders',
    endpoint: 'GET /v1/openorders',
    run: async (_ctx, signal) => void (await getOpenOrders({ matchCount: 1 }, { signal })),
  },
  {
    area: 'stats',
    endpoint: 'GET /v1/requests/summary',
    run: async (_ctx, signal) => void (await getUsageSummary({ signal })),
  },
];

class SkipCheck extends Error {}

function classify(check: Check, error: unknown): ConnectionResult {
  const base = { area: check.area, endpoint: check.endpoint };
  if (error instanceof SkipCheck) {
    const reason = error.message;
    return { ...base, status: 'skipped', detail: t`Not checked: ${reason}.` };
  }
  if (error instanceof ApiError && error.kind === 'http' && (error.status === 401 || error.status === 403)) {
    return {
      ...base,
      status: 'refused',
      httpStatus: error.status,
      detail:
        error.status === 401
          ? t`Refused by the service (401): the token is missing, expired or not valid.`
          : t`Refused by the service (403): the token does not grant this API.`,
    };
  }
  if (error instanceof ApiError && error.kind === 'http' && error.status === 404) {
    return {
      ...base,
      status: 'not-found',
      httpStatus: 404,
      detail: t`Not found (404) on a route that always exists: check the route prefix of this API.`,
    };
  }
  if (error instanceof ApiError && error.kind === 'schema') {
    const problem = error.message;
    return {
      ...base,
      status: 'malformed',
      detail: t`Malformed answer: ${problem}. Check the base URL and prefix: they may point at something that is not the API.`,
    };
  }
  const described = describeApiError(error);
  return {
    ...base,
    status: 'failed',
    ...(error instanceof ApiError && error.status !== undefined ? { httpStatus: error.status } : {}),
    // The explanation's title and sentences, as the pages show them.
    detail: `${described.title}: ${described.message}`,
  };
}

/** Runs every check in turn (pricing uses the catalog's part number) and reports each one. */
export async function testConnection(signal: AbortSignal): Promise<ConnectionResult[]> {
  const ctx: Context = {};
  const results: ConnectionResult[] = [];
  for (const check of CHECKS) {
    try {
      await check.run(ctx, signal);
      results.push({
        area: check.area,
        endpoint: check.endpoint,
        status: 'reachable',
        detail: t`Reachable.`,
      });
    } catch (error) {
      if (signal.aborted) throw error;
      results.push(classify(check, error));
    }
  }
  return results;
}
