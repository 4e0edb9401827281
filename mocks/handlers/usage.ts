import type { HttpHandler } from 'msw';
import {
  usageApiSchema,
  type UsageApi,
  type UsageFullDetail,
  type UsageSummaryRow,
} from '../../src/model/schemas';
import { decodeJwt } from '../../src/lib/jwt';
import { getDataset, getState, mockNow } from '../db';
import { hashString } from '../data/prng';
import { makeChange, makePricing } from '../data/builders';
import { DAY, isoDate, isoDateTime, msToTicks, parseIsoDate } from '../data/time';
import type { LoggedCall } from '../data/usage';
import { MockHttpError, badRequest, endpoint, ok } from '../record';
import { withMakerNames } from '../maker';
import { readString } from './query';
import { partView } from './views';

/**
 * Usage statistics (spec 4.1 to 4.3): the seeded seven days plus every call recorded in this session.
 * Models and statistics calls are never logged, as the spec says they cannot be queried.
 */
function allCalls(): LoggedCall[] {
  return [...getDataset().usage, ...getState().calls];
}

/** The names a token's `apps` claim may give the statistics API (the claim's vocabulary is not in the spec). */
const STATS_GRANTS = ['stats', 'statistics', 'usage'];

/**
 * A bearer JWT whose `apps` claim lists the APIs it grants, without the statistics API, is refused with
 * 403, as the real service refuses a token without that grant. Tokens without the claim pass.
 */
function requireStatsGrant(request: Request): void {
  const token = /^Bearer\s+(\S+)/i.exec(request.headers.get('authorization') ?? '')?.[1];
  const apps = token ? decodeJwt(token)?.apps : null;
  if (apps && !apps.some((app) => STATS_GRANTS.includes(app.toLowerCase())))
    throw new MockHttpError(403, 'The access token does not grant the statistics API.');
}

function readApi(url: URL): UsageApi {
  const raw = readString(url, 'api');
  const parsed = usageApiSchema.safeParse(raw.toLowerCase());
  if (!parsed.success) throw badRequest(`api must be one of ${usageApiSchema.options.join(', ')}`);
  return parsed.data;
}

function readDay(url: URL): string {
  const raw = readString(url, 'date');
  if (raw === '') throw badRequest('date is required (yyyy-MM-dd)');
  if (parseIsoDate(raw) === null) throw badRequest('date must be a date in the form yyyy-MM-dd');
  return raw;
}

const ERROR_MESSAGES: Record<number, string> = {
  400: 'The request is not valid.',
  401: 'The access token is missing, invalid or expired.',
  404: 'No data was found for the request.',
  429: 'Too many requests.',
  500: 'An unexpected error occurred.',
};

/** Seeded calls keep no body: rebuild a plausible logged response from the data set. */
function seededResponse(call: LoggedCall): unknown {
  const status = call.row.ResponseCode;
  if (status >= 400) return { message: ERROR_MESSAGES[status] ?? 'Error' };
  const ds = getDataset();
  const h = hashString(call.row.TraceIdentifier);
  const rec = ds.parts[h % ds.parts.length]!;
  const stockOf = (r: typeof rec) => r.part.stockQuantity;
  switch (call.action) {
    case 'GET v3/{part}':
      return partView(rec, 'USD', stockOf, { related: false, documents: true });
    case 'GET v3/search':
      return ds.parts
        .slice(h % 5000, (h % 5000) + 3)
        .map((r) => ({ part: r.part.part, description: r.part.description }));
    case 'GET v3':
      return ds.parts
        .slice(h % 5000, (h % 5000) + 2)
        .map((r) => partView(r, 'USD', stockOf, { related: false, documents: false }));
    case 'GET v3/delta/availability': {
      const t = Date.parse(call.row.RequestTimeUtc) - DAY;
      return [0, 1, 2].map((k) =>
        makeChange(
          isoDateTime(t + k * 1000),
          ds.parts[(h + k * 7) % ds.parts.length]!.part.part,
          msToTicks(t + k * 1000),
          1000 * (k + 1),
        ),
      );
    }
    case 'GET v1/customerpricing/{part}': {
      const price = rec.part.price[0]?.price ?? 0;
      // No customer named: the builder's customerInformation (no OEM, no CM) is what the service answers.
      const body = makePricing(rec.part.part, {
        fullIncrementsRequired: rec.part.packaging.fullIncrementRequired,
        packagingQuantity: rec.part.packaging.standardQuantity,
        isoCurrencyCode: 'USD',
        bookPrice: { oem: price, distributor: Math.round(price * 0.82 * 10_000) / 10_000 },
        prices: rec.part.price.map((b) => ({
          suggestedPrice: b.price,
          contract: null,
          oemCustomer: null,
          minimumOrderQuantity: b.minimumQuantity,
        })),
      });
      return { ...body, customerInformation: withMakerNames(body.customerInformation) };
    }
    case 'GET v1':
      return {
        totalResultsCount: ds.quotes.length,
        opportunities: ds.quotes.slice(h % 50, (h % 50) + 2).map(withMakerNames),
      };
    case 'POST v1/new':
      return [`SO${4_000_000 + (h % 99_999)}`];
    case 'GET v1/leadtime/{part}':
      return {
        part: rec.part.part,
        standardLeadDays: rec.part.standardLeadDays,
        quotedLeadDays: rec.part.standardLeadDays + 7,
      };
    default:
      return ds.orders
        .slice(h % 390, (h % 390) + 2)
        .map(({ Shipments: _shipments, ...line }) => ({ ...line, Id: `a1b2c3d4:${line.Id}` }));
  }
}

export const usageHandlers: HttpHandler[] = [
  endpoint({
    id: 'usage.summary',
    method: 'get',
    path: '/v1/requests/summary',
    requireAppName: true,
    resolve: ({ request }) => {
      requireStatsGrant(request);
      const first = isoDate(mockNow() - 6 * DAY);
      const groups = new Map<string, { row: UsageSummaryRow; totalMs: number }>();
      for (const call of allCalls()) {
        const date = call.row.RequestTimeUtc.slice(0, 10);
        if (date < first) continue;
        const key = `${date}|${call.api}|${call.action}`;
        const g = groups.get(key) ?? {
          row: {
            Api: call.api,
            RequestDate: date,
            Action: call.action,
            AverageResponseTimeMs: 0,
            RequestCount: 0,
          },
          totalMs: 0,
        };
        g.row.RequestCount += 1;
        g.totalMs += call.row.TotalElapsedMilliseconds;
        groups.set(key, g);
      }
      const rows = [...groups.values()].map((g) => ({
        ...g.row,
        AverageResponseTimeMs: Math.round(g.totalMs / g.row.RequestCount),
      }));
      rows.sort(
        (a, b) =>
          b.RequestDate.localeCompare(a.RequestDate) ||
          a.Api.localeCompare(b.Api) ||
          a.Action.localeCompare(b.Action),
      );
      return ok(rows);
    },
  }),
  endpoint({
    id: 'usage.details',
    method: 'get',
    path: '/v1/requests/details',
    requireAppName: true,
    resolve: ({ request, url }) => {
      requireStatsGrant(request);
      const api = readApi(url);
      const date = readDay(url);
      const rows = allCalls()
        .filter((c) => c.api === api && c.row.RequestTimeUtc.startsWith(date))
        .map((c) => c.row)
        .sort((a, b) => a.RequestTimeUtc.localeCompare(b.RequestTimeUtc));
      return ok(rows);
    },
  }),
  endpoint({
    id: 'usage.fulldetail',
    method: 'get',
    path: '/v1/requests/fulldetail',
    requireAppName: true,
    resolve: ({ request, url }) => {
      requireStatsGrant(request);
      const api = readApi(url);
      const date = readDay(url);
      const trace = readString(url, 'traceIdentifier');
      if (trace === '') throw badRequest('traceIdentifier is required');
      const call = allCalls().find(
        (c) =>
          c.api === api &&
          c.row.RequestTimeUtc.startsWith(date) &&
          c.row.TraceIdentifier.toLowerCase() === trace.toLowerCase(),
      );
      if (!call) throw new MockHttpError(404, `No logged ${api} call ${trace} on ${date}`);
      const detail: UsageFullDetail = {
        TraceIdentifier: call.row.TraceIdentifier,
        Request: { Method: call.method, Path: call.row.Url, Headers: call.headers },
        Response: (call.response ?? seededResponse(call)) as UsageFullDetail['Response'],
        RequestTimeUtc: call.row.RequestTimeUtc,
        TotalElapsedMilliseconds: call.row.TotalElapsedMilliseconds,
        ResponseCode: call.row.ResponseCode,
        Url: call.row.Url,
        QueryString: call.row.QueryString,
        Action: call.action,
      };
      return ok(detail);
    },
  }),
];
