import type { JsonValue, UsageApi, UsageRequestRow } from '../../src/model/schemas';
import type { PartRecord } from './parts';
import { createRng, uuidFrom, type Rng } from './prng';
import { DAY, isoDateTime, startOfUtcDay } from './time';
import type { Steps } from './steps';

/**
 * A logged call as the usage-statistics endpoints see it: the request row (4.2) plus what the full
 * detail (4.3) needs. Seeded calls carry no response body; the usage handler rebuilds a plausible one
 * from the data set when asked, so seven days of history cost only the rows.
 */
export interface LoggedCall {
  api: UsageApi;
  action: string;
  method: string;
  /** API-relative path without the API-name prefix, e.g. '/v3/TSH-010-254-DG'. */
  path: string;
  headers: Record<string, string>;
  row: UsageRequestRow;
  /** The logged response body; undefined for seeded calls (rebuilt on demand). */
  response?: JsonValue;
}

export const API_ACTIONS: Record<UsageApi, readonly { action: string; weight: number }[]> = {
  catalog: [
    { action: 'GET v3/{part}', weight: 50 },
    { action: 'GET v3/search', weight: 25 },
    { action: 'GET v3', weight: 8 },
    { action: 'GET v3/delta/availability', weight: 17 },
  ],
  orders: [
    { action: 'GET v1/openorders', weight: 40 },
    { action: 'GET v1/history', weight: 30 },
    { action: 'GET v1/search', weight: 22 },
    { action: 'POST v1/new', weight: 8 },
  ],
  pricing: [{ action: 'GET v1/customerpricing/{part}', weight: 1 }],
  quotes: [{ action: 'GET v1', weight: 1 }],
  delivery: [{ action: 'GET v1/leadtime/{part}', weight: 1 }],
};

const DAILY_VOLUME: Record<UsageApi, readonly [number, number]> = {
  catalog: [120, 260],
  orders: [40, 110],
  pricing: [30, 90],
  quotes: [6, 30],
  delivery: [15, 50],
};

const ELAPSED: Record<string, readonly [number, number]> = {
  'GET v3/{part}': [35, 220],
  'GET v3/search': [80, 650],
  'GET v3': [180, 950],
  'GET v3/delta/availability': [60, 420],
  'GET v1/customerpricing/{part}': [45, 260],
  'GET v1': [70, 380],
  'GET v1/openorders': [120, 720],
  'GET v1/history': [150, 1100],
  'GET v1/search': [110, 800],
  'POST v1/new': [250, 1400],
  'GET v1/leadtime/{part}': [30, 180],
};

export const CALLER_IPS = ['203.0.113.10', '203.0.113.24', '198.51.100.7', '2001:db8:4::17'] as const;
export const MOCK_REMOTE_IP = '203.0.113.42';

function base64Url(text: string): string {
  return btoa(text).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** A fake (unsigned) JWT of the shape src/lib/jwt.ts reads: org, env and apps in the payload. */
export function fakeJwt(sub: string, now: number): string {
  const header = base64Url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: 'mock-key-1' }));
  const payload = base64Url(
    JSON.stringify({
      sub,
      org: 'avalon-components',
      env: 'production',
      apps: ['catalog', 'orders', 'pricing', 'quotes', 'delivery'],
      iat: Math.floor(now / 1000) - 3600,
      exp: Math.floor(now / 1000) + 3600,
    }),
  );
  return `${header}.${payload}.${base64Url('mock-signature-not-valid').slice(0, 43)}`;
}

function queryFor(rng: Rng, action: string, part: string): { path: string; query: string } {
  const enc = encodeURIComponent(part);
  switch (action) {
    case 'GET v3/{part}':
      return {
        path: `/v3/${enc}`,
        query: rng.chance(0.5) ? '?isoCurrencyCode=USD&includeRelatedParts=true' : '',
      };
    case 'GET v3/search':
      return {
        path: '/v3/search',
        query: `?query=${encodeURIComponent(part.slice(0, rng.int(3, 8)))}&resultCount=${rng.pick([10, 25, 50])}`,
      };
    case 'GET v3':
      return { path: '/v3', query: rng.chance(0.3) ? '' : `?startAfterPart=${enc}` };
    case 'GET v3/delta/availability':
      return {
        path: '/v3/delta/availability',
        query: `?epochMilliseconds=${1_700_000_000_000 + rng.int(0, 99_999_999)}&recordCount=1000`,
      };
    case 'GET v1/customerpricing/{part}':
      return {
        path: `/v1/customerpricing/${enc}`,
        query: `?quantity=${rng.pick([1, 100, 1000, 5000])}&isoCurrencyCode=${rng.pick(['USD', 'USD', 'EUR'])}`,
      };
    case 'GET v1':
      return { path: '/v1', query: rng.chance(0.5) ? '' : `?pageNumber=${rng.int(1, 4)}` };
    case 'GET v1/openorders':
      return { path: '/v1/openorders', query: `?matchCount=${rng.pick([10, 25, 50])}` };
    case 'GET v1/history':
      return { path: '/v1/history', query: `?partNumber=${enc}&includeShipmentInformation=true` };
    case 'GET v1/search':
      return { path: '/v1/search', query: `?searchTerm=${enc}` };
    case 'POST v1/new':
      return { path: '/v1/new', query: '' };
    default:
      return { path: `/v1/leadtime/${enc}`, query: '' };
  }
}

/** Seven days (today and the six before it, UTC) of the organization's traffic, ascending by time. */
export function* usageSteps(seed: number, now: number, parts: readonly PartRecord[]): Steps<LoggedCall[]> {
  const root = createRng(seed).fork('usage');
  const calls: LoggedCall[] = [];
  const today = startOfUtcDay(now);
  const tokens = {
    'Avalon ERP Connector': `Bearer ${fakeJwt('svc-avalon-erp', now)}`,
    'parts-portal': `Bearer ${fakeJwt('buyer@avalon.example', now)}`,
  };
  for (const api of Object.keys(API_ACTIONS) as UsageApi[]) {
    const actionWeights = API_ACTIONS[api].map((a) => [a.action, a.weight] as const);
    for (let d = 6; d >= 0; d--) {
      const rng = root.fork(`${api}:${d}`);
      const dayStart = today - d * DAY;
      const span = Math.min(DAY, now - dayStart);
      const [lo, hi] = DAILY_VOLUME[api];
      const count = Math.round(rng.int(lo, hi) * (span / DAY));
      const times = Array.from({ length: count }, () => dayStart + Math.floor(rng.next() * span)).sort(
        (a, b) => a - b,
      );
      for (const t of times) {
        yield;
        const action = rng.weighted(actionWeights);
        const part = rng.pick(parts).partNumber;
        const { path, query } = queryFor(rng, action, part);
        const [eLo, eHi] = ELAPSED[action] ?? [50, 300];
        const status = rng.weighted([
          [200, 920],
          [404, action.includes('{part}') ? 50 : 5],
          [400, 15],
          [401, 5],
          [429, 5],
          [500, 3],
        ] as const);
        const app = rng.chance(0.7) ? 'Avalon ERP Connector' : 'parts-portal';
        const method = action.split(' ')[0] ?? 'GET';
        calls.push({
          api,
          action,
          method,
          path,
          headers: {
            Authorization: tokens[app],
            'client-app-name': app,
            Accept: 'application/json',
            'User-Agent':
              app === 'parts-portal' ? 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)' : 'AvalonErp/4.2 (.NET 8)',
            ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
          },
          row: {
            Api: api,
            RequestTimeUtc: isoDateTime(t),
            TraceIdentifier: uuidFrom(rng),
            TotalElapsedMilliseconds: Math.round(eLo + (eHi - eLo) * rng.next() ** 2),
            RemoteIp: rng.pick(CALLER_IPS),
            ResponseCode: status,
            Url: `/${api}${path}`,
            QueryString: query,
          },
        });
      }
    }
  }
  return calls;
}
