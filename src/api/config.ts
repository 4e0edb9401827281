import { addCustomIssue, z } from '@/lib/zod';
import { lazySchema } from '@/lib/lazySchema';

/**
 * The API areas of the portal. A deployment whose public routes carry an API-name segment
 * (`{host}/catalog/v3/...`, `{host}/pricing/v1/...`) maps each area to its prefix.
 */
export const API_AREAS = ['catalog', 'pricing', 'quotes', 'models', 'orders', 'stats'] as const;
export type ApiArea = (typeof API_AREAS)[number];
export type ApiPrefixes = Partial<Record<ApiArea, string>>;

const isApiArea = (name: string): name is ApiArea => (API_AREAS as readonly string[]).includes(name);

const prefixSchema = lazySchema(() =>
  z.pipe(
    z
      .string()
      .check(
        z.trim(),
        z.regex(/^\/?[A-Za-z0-9._~\-/]*$/, { message: 'a prefix is a plain path such as /catalog' }),
      ),
    z.transform((p) => (p === '' || p === '/' ? '' : `/${p.replace(/^\/+|\/+$/g, '')}`)),
  ),
);

/** `catalog=/catalog,pricing=/pricing` → `{ catalog: '/catalog', pricing: '/pricing' }`. */
export const apiPrefixesSchema = lazySchema(() =>
  z.pipe(
    z.string().check(z.trim()),
    z.transform((raw, ctx): ApiPrefixes => {
      const prefixes: ApiPrefixes = {};
      for (const entry of raw.split(',').filter((e) => e.trim() !== '')) {
        const [area, value = '', ...rest] = entry.split('=');
        const name = area?.trim() ?? '';
        const parsedPrefix = prefixSchema.safeParse(value);
        if (!isApiArea(name) || rest.length > 0 || !parsedPrefix.success) {
          addCustomIssue(ctx, {
            message: `VITE_API_PREFIXES entry "${entry.trim()}" must look like area=/prefix with area one of ${API_AREAS.join(', ')}`,
          });
          return z.NEVER;
        }
        prefixes[name] = parsedPrefix.data;
      }
      return prefixes;
    }),
  ),
);

const baseUrlSchema = lazySchema(() =>
  z.pipe(
    z.string().check(
      z.trim(),
      z.refine((v) => v.startsWith('/') || /^https?:\/\/[^/]/i.test(v), {
        message: 'VITE_API_BASE_URL must be a path such as /api or an http(s) URL',
      }),
    ),
    z.transform((v) => v.replace(/\/+$/, '')),
  ),
);

/** Where the API is when VITE_API_BASE_URL is not set: the same origin's /api (the proxy of vite.config.ts). */
const DEFAULT_API_BASE_URL = '/api';

const envSchema = lazySchema(() =>
  z.object({
    VITE_API_BASE_URL: z.pipe(
      z.transform((v: unknown) => (v === '' ? undefined : v)),
      z._default(baseUrlSchema, DEFAULT_API_BASE_URL),
    ),
    VITE_API_PREFIXES: z.pipe(
      z.transform((v: unknown) => v ?? ''),
      apiPrefixesSchema,
    ),
  }),
);

const isUnset = (value: unknown) => value === undefined || value === '';

export type ApiConfig = {
  /** Without a trailing slash: '' means the origin itself. */
  baseUrl: string;
  prefixes: ApiPrefixes;
  /** Per-attempt time limit of a request. */
  timeoutMs: number;
  /** Delays before the 1st, 2nd, ... retry of a GET; its length is the number of retries. */
  retryDelaysMs: readonly number[];
  /** A Retry-After longer than this is not waited for: the 429 is surfaced with the wait time instead. */
  maxRetryAfterMs: number;
  /** Injected so tests can run retries without real waiting. */
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
};

export function readApiEnv(env: Record<string, unknown>): Pick<ApiConfig, 'baseUrl' | 'prefixes'> {
  // A deployment that sets neither reads as the defaults without building the schema: every page start
  // reads the env, and the schema's first build and parse were about 6 ms of a laptop's CPU in its first task.
  if (isUnset(env.VITE_API_BASE_URL) && isUnset(env.VITE_API_PREFIXES)) {
    return { baseUrl: DEFAULT_API_BASE_URL, prefixes: {} };
  }
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`API configuration: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  }
  return { baseUrl: parsed.data.VITE_API_BASE_URL, prefixes: parsed.data.VITE_API_PREFIXES };
}

export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function defaults(): ApiConfig {
  return {
    ...readApiEnv(import.meta.env),
    timeoutMs: 20_000,
    retryDelaysMs: [500, 1_500, 4_000],
    maxRetryAfterMs: 30_000,
    sleep: abortableSleep,
  };
}

// Read once: the env is fixed for the life of the page; tests adjust it through configureApi.
let current: ApiConfig = defaults();

export function getApiConfig(): ApiConfig {
  return current;
}

/** Overrides part of the configuration (tests: fast retries, a base URL, prefixes). */
export function configureApi(overrides: Partial<ApiConfig>): void {
  current = { ...current, ...overrides };
}

export function resetApiConfig(): void {
  current = defaults();
}
