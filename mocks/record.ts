import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { UsageApi } from '../src/model/schemas';
import { CLIENT_APP_NAME_HEADER } from '../src/api/params';
import {
  getMockControl,
  latencyForCall,
  slowAnswerDelay,
  takeFault,
  type EndpointId,
  type Fault,
} from './control';
import { loggedBody, mockNow, prepareDataset, recordCall } from './db';
import type { DataArea } from './data';
import { uuidFrom, createRng } from './data/prng';
import { isoDateTime } from './data/time';
import { MOCK_REMOTE_IP } from './data/usage';
import { mockApiPrefix } from './apiBase';
import { yieldToInput } from '../src/lib/yieldToMain';
import { HUGE_ENDPOINTS, hostileValues, hugeList, isFirstPage, withoutHugeCursor } from './hostile';

/**
 * The shared shape of every mock endpoint: latency, faults, the bearer-token and client-app-name checks,
 * error bodies, and recording the call for the usage statistics. Handlers only compute a MockResult.
 *
 * Error bodies are always JSON `{ "message": "..." }` (the spec does not show one; see
 * docs/api-assumptions.md).
 */
export const API_PREFIX = mockApiPrefix();

export interface MockResult {
  status: number;
  /** JSON body; omitted for 204. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** Thrown by handlers for a 4xx answer: the wrapper turns it into `{ message }`. */
export class MockHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new MockHttpError(400, message);
export const ok = (body: unknown): MockResult => ({ status: 200, body });
export const noContent = (): MockResult => ({ status: 204 });

export interface EndpointContext {
  request: Request;
  url: URL;
  params: Record<string, string>;
}

export interface EndpointDef {
  /** Fault-switch id; null for demo-control routes, which never fault. */
  id: EndpointId | null;
  method: 'get' | 'post';
  /** Route under /api, as the spec writes it: '/v3/search', '/v1/model/:part'. */
  path: string;
  /** When set, the call is logged for the usage statistics under this API and action. */
  usage?: { api: UsageApi; action: string };
  /** The model and usage endpoints require client-app-name of 3 to 100 characters. */
  requireAppName?: boolean;
  resolve: (ctx: EndpointContext) => MockResult | Promise<MockResult>;
}

const FAULT_ANSWERS: Record<'unauthorized' | 'forbidden' | 'rate-limited' | 'server-error', MockResult> = {
  unauthorized: {
    status: 401,
    body: { message: 'The access token is missing, invalid or expired (mock fault).' },
  },
  forbidden: { status: 403, body: { message: 'The access token does not grant this API (mock fault).' } },
  'rate-limited': { status: 429, body: { message: 'Too many requests; retry later (mock fault).' } },
  'server-error': { status: 500, body: { message: 'An unexpected error occurred (mock fault).' } },
};

let traceRng = createRng(Date.now() >>> 0);
/** Tests reseed trace ids so logged calls are reproducible. */
export function reseedTraceIds(seed: number): void {
  traceRng = createRng(seed);
}

function errorResult(error: unknown): MockResult {
  if (error instanceof MockHttpError) return { status: error.status, body: { message: error.message } };
  console.error('Mock handler failed', error);
  return { status: 500, body: { message: 'The mock backend failed to answer this request.' } };
}

function authFailure(request: Request): MockResult | null {
  if (!getMockControl().requireToken) return null;
  const auth = request.headers.get('authorization') ?? '';
  return /^Bearer\s+\S+/i.test(auth)
    ? null
    : { status: 401, body: { message: 'Authorization: Bearer <token> is required.' } };
}

function appNameFailure(request: Request): MockResult | null {
  const name = request.headers.get(CLIENT_APP_NAME_HEADER);
  if (name === null || name.trim() === '')
    return { status: 400, body: { message: `The ${CLIENT_APP_NAME_HEADER} header is required.` } };
  if (name.length < 3 || name.length > 100)
    return {
      status: 400,
      body: { message: `The ${CLIENT_APP_NAME_HEADER} header must be 3 to 100 characters long.` },
    };
  return null;
}

/**
 * Valid JSON that breaks the endpoint's schema: the first field of the first object gets a value of the
 * wrong type (string ↔ number), an empty list gets an object with none of the required fields, and a
 * bare string (the model URL) becomes a number.
 */
export function corrupt(body: unknown): unknown {
  const wrong = (v: unknown): unknown =>
    typeof v === 'number' ? 'not-a-number' : typeof v === 'string' ? 12345 : 'garbage';
  const corruptObject = (o: Record<string, unknown>) => {
    const [key] = Object.keys(o);
    return key === undefined ? { unexpected: true } : { ...o, [key]: wrong(o[key]) };
  };
  if (Array.isArray(body)) {
    const [first, ...rest] = body as unknown[];
    if (first === undefined) return [{ unexpected: true }];
    return [
      first !== null && typeof first === 'object'
        ? corruptObject(first as Record<string, unknown>)
        : { unexpected: first },
      ...rest,
    ];
  }
  if (typeof body === 'string') return 12345;
  if (body !== null && typeof body === 'object') return corruptObject(body as Record<string, unknown>);
  return { unexpected: true };
}

/** The answer, its body written as JSON once (`bodyText`) for the response and the usage log alike. */
function toResponse(result: MockResult, bodyText: string | undefined): Response {
  if (result.status === 204 || bodyText === undefined) {
    return new HttpResponse(null, { status: result.status, headers: result.headers });
  }
  const headers = new Headers(result.headers);
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  // No Content-Length: MSW's helpers measure the body for it (a Blob of it), which the portal never reads.
  return new HttpResponse(bodyText, { status: result.status, headers });
}

function normalizeParams(
  params: Record<string, string | readonly string[] | undefined>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) {
    if (typeof v === 'string') out[k] = v;
    else if (v) out[k] = v.join('/');
  }
  return out;
}

async function answer(def: EndpointDef, ctx: EndpointContext, fault: Fault | null): Promise<MockResult> {
  if (fault && fault.kind in FAULT_ANSWERS) {
    const result = FAULT_ANSWERS[fault.kind as keyof typeof FAULT_ANSWERS];
    const retryAfter =
      fault.kind === 'rate-limited' ? (fault.retryAfterSeconds ?? 5) : fault.retryAfterSeconds;
    return retryAfter === undefined ? result : { ...result, headers: { 'Retry-After': String(retryAfter) } };
  }
  const refused =
    (def.id ? authFailure(ctx.request) : null) ?? (def.requireAppName ? appNameFailure(ctx.request) : null);
  if (refused) return refused;
  let result: MockResult;
  try {
    result = await def.resolve(ctx);
  } catch (error) {
    result = errorResult(error);
  }
  if (fault?.kind === 'malformed' && result.status < 300)
    return { ...result, status: 200, body: corrupt(result.body) };
  // "Nothing to report": a list answers [], anything else 204 without a body.
  if (fault?.kind === 'empty' && result.status < 300)
    return Array.isArray(result.body) ? { ...result, status: 200, body: [] } : { status: 204 };
  // 204 without a body, lists included (a .NET service's way of saying "nothing").
  if (fault?.kind === 'no-content' && result.status < 300) return { status: 204 };
  return def.id ? withHostileData(def.id, ctx.url, result) : result;
}

/** The hostile-data switch (control.ts, mocks/hostile.ts) applied to a successful answer. */
function withHostileData(id: EndpointId, url: URL, result: MockResult): MockResult {
  const mode = getMockControl().hostileData;
  if (!mode || result.status >= 300 || result.body === undefined) return result;
  if (mode === 'values') return { ...result, body: hostileValues(result.body) };
  return HUGE_ENDPOINTS.has(id) && isFirstPage(url) ? { ...result, body: hugeList(result.body) } : result;
}

/**
 * The seeded data each endpoint's answer reads beyond the parts, made in slices while the call waits out its
 * latency: made when the answer was written, an area was one task of 30 to 110 ms of the demo page's main
 * thread (issue 22). An area left out here is still made, at once, when the answer reads it.
 */
const DATA_AREAS: Record<EndpointId, readonly DataArea[]> = {
  'catalog.search': ['availability'],
  'catalog.part': ['availability'],
  'catalog.list': ['availability'],
  'catalog.availability': ['availability'],
  'pricing.customer': [],
  'quotes.list': ['quotes'],
  'models.types': [],
  'models.url': [],
  'orders.open': ['orders'],
  'orders.history': ['orders'],
  'orders.search': ['orders'],
  'orders.new': ['orders'],
  'usage.summary': ['usage'],
  'usage.details': ['usage'],
  'usage.fulldetail': ['usage', 'quotes', 'orders'],
};

/** Faults that can follow the endpoint's work (`Fault.afterWork`); the others replace it. */
const AFTER_WORK_KINDS = new Set<Fault['kind']>(['server-error', 'network-error', 'slow']);

export function endpoint(def: EndpointDef): HttpHandler {
  return http[def.method](`${API_PREFIX}${def.path}`, async ({ request, params }) => {
    const started = performance.now();
    const latency = latencyForCall();
    await Promise.all([
      latency > 0 ? delay(latency) : undefined,
      prepareDataset(def.id ? DATA_AREAS[def.id] : []),
    ]);
    const args = normalizeParams(params);
    const fault = def.id ? takeFault(def.id, args['part']?.trim()) : null;
    const url = new URL(request.url);
    // A cursor from the huge answer's last row is read as the real row it copies (mocks/hostile.ts).
    const read = getMockControl().hostileData === 'huge' ? withoutHugeCursor(url) : url;
    const ctx = { request, url: read, params: args };
    // The work is done before the fault when asked (the body can be read once: it is not done twice).
    const worksFirst = fault?.afterWork && AFTER_WORK_KINDS.has(fault.kind);
    const worked = worksFirst ? await answer(def, ctx, null) : null;
    if (fault?.kind === 'network-error') return HttpResponse.error();
    if (fault?.kind === 'slow') await slowAnswerDelay(fault.delayMs ?? 8_000);
    const result = worked && fault?.kind === 'slow' ? worked : await answer(def, ctx, fault);
    // Writing the answer down (its JSON and the usage log) is a task of its own, and MSW's sending it to its
    // worker another: with the work above, one answer was a task of 15 to 27 ms of the demo page's main
    // thread (issue 22).
    await yieldToInput();
    // Written once: the demo page's main thread wrote each answer three times (issue 22).
    const bodyText = result.body === undefined ? undefined : JSON.stringify(result.body);
    if (def.usage) {
      const path = url.pathname.replace(/^.*?\/api(?=\/)/, '');
      const headers: Record<string, string> = {};
      request.headers.forEach((value, key) => {
        headers[key] = value;
      });
      recordCall({
        api: def.usage.api,
        action: def.usage.action,
        method: def.method.toUpperCase(),
        path,
        headers,
        row: {
          Api: def.usage.api,
          RequestTimeUtc: isoDateTime(mockNow()),
          TraceIdentifier: uuidFrom(traceRng),
          TotalElapsedMilliseconds: Math.max(1, Math.round(performance.now() - started)),
          RemoteIp: MOCK_REMOTE_IP,
          ResponseCode: result.status,
          // The service logs the path with its API-name prefix (spec 2.6), e.g. /catalog/v3/ABC-123.
          Url: `/${def.usage.api}${path}`,
          QueryString: url.search,
        },
        response: bodyText === undefined ? null : loggedBody(bodyText),
      });
    }
    await yieldToInput();
    return toResponse(result, bodyText);
  });
}
