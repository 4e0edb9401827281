import { t } from '@lingui/core/macro';
import type { z } from '@/lib/zod';
import { getSettings } from '@/lib/settings';
import { apiPrefixesSchema, getApiConfig, type ApiArea, type ApiPrefixes } from './config';
import { ApiError, isRetryableApiError } from './errors';
import { describeExpectation, formatIssuePath } from '@/lib/zodIssues';
import { CLIENT_APP_NAME_HEADER } from './params';
import { beginRetryWait } from './retryStatus';
import { parseAnswer } from '@/model/listAnswer';

export type QueryValue = string | number | boolean | null | undefined;

/** Every fetcher's last argument: the abort signal React Query hands to queryFn. */
export type FetchOptions = {
  signal?: AbortSignal;
  /** false: fail at the first error (as-you-type suggestions, where a newer keystroke retries anyway). */
  retry?: boolean;
};

export type ApiRequest<T> = {
  /** The spec's route, e.g. "GET /v3/{part}": named in errors instead of the concrete URL. */
  endpoint: string;
  /** Selects the deployment's prefix (VITE_API_PREFIXES); none for the demo's own routes. */
  area?: ApiArea;
  method?: 'GET' | 'POST';
  /** false: a GET is not retried (see FetchOptions.retry). */
  retry?: boolean;
  /** Route under the base, path segments already encoded (see encodePathSegment). */
  path: string;
  /** undefined and null values are left out. */
  query?: Record<string, QueryValue>;
  body?: unknown;
  schema: z.ZodMiniType<T>;
  signal?: AbortSignal;
  /** The model and usage endpoints require client-app-name of 3 to 100 characters. */
  requireClientAppName?: boolean;
  /** What an answer without content (204 or an empty body) means; without it such an answer is malformed. */
  onNoContent?: () => T;
  /** What a 404 means when it is a result rather than a failure. */
  onNotFound?: () => T;
};

let prefixOverride: { raw: string; prefixes: ApiPrefixes } = { raw: '', prefixes: {} };

/** Settings' prefix map, over the build's: parsed once per change; one that does not parse is ignored. */
function settingsPrefixes(): ApiPrefixes {
  const raw = getSettings().apiPrefixes;
  if (raw !== prefixOverride.raw) {
    const parsed = apiPrefixesSchema.safeParse(raw);
    prefixOverride = { raw, prefixes: parsed.success ? parsed.data : {} };
  }
  return prefixOverride.prefixes;
}

function apiBase(area: ApiArea | undefined): string {
  const { baseUrl } = getApiConfig();
  const prefixes = { ...getApiConfig().prefixes, ...settingsPrefixes() };
  // fetch in the browser resolves a relative base itself; jsdom and node need an absolute URL.
  const origin =
    typeof window !== 'undefined' && window.location ? window.location.origin : 'http://localhost';
  const absolute = /^https?:\/\//i.test(baseUrl) ? baseUrl : `${origin}${baseUrl}`;
  return `${absolute}${area ? (prefixes[area] ?? '') : ''}`;
}

export function buildUrl(area: ApiArea | undefined, path: string, query?: Record<string, QueryValue>): URL {
  const url = new URL(`${apiBase(area)}${path}`);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
  }
  return url;
}

function buildHeaders(hasBody: boolean): Headers {
  const { token, clientAppName } = getSettings();
  const headers = new Headers({ Accept: 'application/json' });
  headers.set(CLIENT_APP_NAME_HEADER, clientAppName);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (hasBody) headers.set('Content-Type', 'application/json');
  return headers;
}

const MESSAGE_KEYS = ['message', 'Message', 'error', 'error_description', 'detail', 'title'] as const;
const MAX_MESSAGE = 300;

/** The server's own words from an error body: a JSON message field, else short plain text (never HTML). */
export function extractServerMessage(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  let found: string | undefined;
  try {
    const body: unknown = JSON.parse(trimmed);
    if (typeof body === 'string') found = body;
    else if (body && typeof body === 'object' && !Array.isArray(body)) {
      const record = body as Record<string, unknown>;
      for (const key of MESSAGE_KEYS) {
        const value = record[key];
        if (typeof value === 'string' && value.trim()) {
          found = value;
          break;
        }
        if (
          value &&
          typeof value === 'object' &&
          typeof (value as Record<string, unknown>).message === 'string'
        ) {
          found = String((value as Record<string, unknown>).message);
          break;
        }
      }
    }
  } catch {
    if (!/^<(!doctype|html|\?xml)/i.test(trimmed)) found = trimmed;
  }
  const clean = found?.replace(/\s+/g, ' ').trim();
  if (!clean) return undefined;
  return clean.length > MAX_MESSAGE ? `${clean.slice(0, MAX_MESSAGE - 1)}…` : clean;
}

/** Retry-After as seconds: either delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

function checkClientAppName(endpoint: string): void {
  const length = getSettings().clientAppName.length;
  if (length < 3 || length > 100) {
    throw new ApiError({
      kind: 'rule',
      rule: 'client-app-name',
      endpoint,
      // Shown on the page (describeApiError): in the language shown when the request was made.
      message: t`client-app-name must be 3 to 100 characters on the model and usage-statistics endpoints (it has ${length}). Change it in Settings.`,
    });
  }
}

/**
 * A malformed answer's message, naming the endpoint and the failing field as they are (data). Settings'
 * connection test shows it, so it is in the language shown when the request was made.
 */
function malformedMessage(endpoint: string, fieldPath: string, expected: string | undefined): string {
  if (fieldPath)
    return expected
      ? t`${endpoint}: malformed answer at ${fieldPath}: expected ${expected}`
      : t`${endpoint}: malformed answer at ${fieldPath}`;
  return expected ? t`${endpoint}: malformed answer: expected ${expected}` : t`${endpoint}: malformed answer`;
}

async function parseBody<T>(req: ApiRequest<T>, status: number, value: unknown): Promise<T> {
  const parsed = await parseAnswer(req.schema, value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const fieldPath = issue ? formatIssuePath(issue.path) : '';
  const expected = issue ? describeExpectation(issue) : undefined;
  throw new ApiError({
    kind: 'schema',
    endpoint: req.endpoint,
    status,
    message: malformedMessage(req.endpoint, fieldPath, expected),
    ...(fieldPath ? { fieldPath } : {}),
    expected,
    cause: parsed.error,
  });
}

async function interpret<T>(req: ApiRequest<T>, response: Response, text: string): Promise<T> {
  const { status } = response;
  if (status === 404 && req.onNotFound) return req.onNotFound();
  if (!response.ok) {
    const retryAfterSeconds = parseRetryAfter(response.headers.get('Retry-After'));
    throw new ApiError({
      kind: 'http',
      endpoint: req.endpoint,
      status,
      message: `${req.endpoint} answered HTTP ${status}`,
      serverMessage: extractServerMessage(text),
      retryAfterSeconds,
    });
  }
  if (status === 204 || text.trim() === '') {
    if (req.onNoContent) return req.onNoContent();
    return parseBody(req, status, undefined);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (cause) {
    const { endpoint } = req;
    throw new ApiError({
      kind: 'schema',
      endpoint,
      status,
      message: t`${endpoint}: the answer is not JSON`,
      expected: 'JSON',
      cause,
    });
  }
  return parseBody(req, status, body);
}

async function attempt<T>(req: ApiRequest<T>, url: URL, headers: Headers): Promise<T> {
  const { timeoutMs } = getApiConfig();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(req.signal?.reason);
  req.signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method: req.method ?? 'GET',
        headers,
        body: req.body === undefined ? undefined : JSON.stringify(req.body),
        signal: controller.signal,
      });
      text = await response.text();
    } catch (cause) {
      // The caller's abort is not a failure: rethrow it as is so React Query treats it as a cancellation.
      if (req.signal?.aborted) throw req.signal.reason ?? cause;
      if (timedOut) {
        throw new ApiError({
          kind: 'timeout',
          endpoint: req.endpoint,
          message: `${req.endpoint} did not answer within ${Math.round(timeoutMs / 1000)} s`,
          cause,
        });
      }
      throw new ApiError({
        kind: 'network',
        endpoint: req.endpoint,
        message: `${req.endpoint}: network failure`,
        cause,
      });
    }
    return await interpret(req, response, text);
  } finally {
    clearTimeout(timer);
    req.signal?.removeEventListener('abort', forwardAbort);
  }
}

/**
 * The only fetch of the portal. GETs retry network failures, 5xx and 429 with exponential backoff (a
 * Retry-After wins over the backoff); other answers, and every POST, are never retried.
 */
export async function apiRequest<T>(req: ApiRequest<T>): Promise<T> {
  if (req.requireClientAppName) checkClientAppName(req.endpoint);
  const url = buildUrl(req.area, req.path, req.query);
  const headers = buildHeaders(req.body !== undefined);
  const config = getApiConfig();
  const delays = (req.method ?? 'GET') === 'GET' && req.retry !== false ? config.retryDelaysMs : [];
  for (let retry = 0; ; retry++) {
    if (req.signal?.aborted) throw req.signal.reason;
    try {
      return await attempt(req, url, headers);
    } catch (error) {
      const backoff = delays[retry];
      if (backoff === undefined || !isRetryableApiError(error)) throw error;
      const retryAfter = error instanceof ApiError ? error.retryAfterSeconds : undefined;
      const delay = retryAfter === undefined ? backoff : retryAfter * 1000;
      // A long Retry-After is not sat out silently: the error carries it so the page can say how long.
      if (delay > config.maxRetryAfterMs) throw error;
      const done = beginRetryWait(retry + 1, delays.length);
      try {
        await config.sleep(delay, req.signal);
      } finally {
        done();
      }
    }
  }
}
