import { t } from '@lingui/core/macro';
import { z } from '@/lib/zod';
import { lazySchema } from '@/lib/lazySchema';
import { CURRENCY_CODES, DEFAULT_CURRENCY, type CurrencyCode } from './currencies';

export const DEFAULT_CLIENT_APP_NAME = 'Parts Portal';

/*
 * The Settings form's messages are read when a check fails (zod calls `error` then), so they are in the
 * language shown. None is built at module level: this module is also loaded by the end-to-end tests' Node
 * side (through the mock data), where no Lingui macro runs. Each schema is built on first use (a check or
 * the form), not while the app's code loads (docs/performance.md).
 */
export const clientAppNameSchema = lazySchema(() =>
  z.string().check(
    z.trim(),
    z.minLength(3, { error: () => t`Use at least 3 characters` }),
    z.maxLength(100, { error: () => t`Use at most 100 characters` }),
    z.regex(/^[\x20-\x7E]+$/, {
      error: () => t`Use printable ASCII characters only (it is sent as an HTTP header)`,
    }),
  ),
);

export const tokenSchema = lazySchema(() =>
  z.string().check(
    z.trim(),
    z.maxLength(8192, { error: () => t`A token this long is not a bearer token` }),
    z.regex(/^[A-Za-z0-9\-._~+/]*=*$/, {
      error: () => t`A bearer token has no spaces or special characters`,
    }),
  ),
);

/**
 * The manufacturer's name as the service writes it into field names (`acmePart` → "Acme"); '' = find the
 * one field that fits (src/model/schemas/manufacturer.ts).
 */
export const manufacturerNameSchema = lazySchema(() =>
  z.string().check(
    z.trim(),
    z.maxLength(60, { error: () => t`Use at most 60 characters` }),
    z.regex(/^([A-Za-z][A-Za-z0-9]*)?$/, {
      error: () =>
        t`Letters and digits only, starting with a letter, as in the field names (Acme for acmePart)`,
    }),
  ),
);

export const CSV_HEADER_CHOICES = ['english', 'language'] as const;
export type CsvHeaders = (typeof CSV_HEADER_CHOICES)[number];

/** The settings' fields, for the Settings form to extend (features/settings/settingsForm.ts). */
export const settingsShape = () => ({
  token: tokenSchema,
  clientAppName: clientAppNameSchema,
  currency: z.enum(CURRENCY_CODES),
  manufacturerName: z._default(manufacturerNameSchema, ''),
  /** `area=/prefix,…` over the build's VITE_API_PREFIXES, for this browser (checked by the API module). */
  apiPrefixes: z._default(z.string().check(z.trim(), z.maxLength(500)), ''),
  /** CSV column headers: English (stable keys for tools, the default) or the portal's language. */
  csvHeaders: z._default(z.enum(CSV_HEADER_CHOICES), 'english'),
});

export const settingsSchema = lazySchema(() => z.object(settingsShape()));

export type Settings = {
  token: string;
  clientAppName: string;
  currency: CurrencyCode;
  manufacturerName: string;
  apiPrefixes: string;
  csvHeaders: CsvHeaders;
};

const TOKEN_KEY = 'parts-portal.token';
const PREFS_KEY = 'parts-portal.prefs';

type Prefs = Omit<Settings, 'token'>;

/** What a first visit has, and what each saved preference that does not fit falls back to. */
const DEFAULT_PREFS: Prefs = {
  clientAppName: DEFAULT_CLIENT_APP_NAME,
  currency: DEFAULT_CURRENCY,
  manufacturerName: '',
  apiPrefixes: '',
  csvHeaders: 'english',
};

const prefsSchema = lazySchema(() =>
  z.object({
    clientAppName: z.catch(clientAppNameSchema, DEFAULT_PREFS.clientAppName),
    currency: z.catch(z.enum(CURRENCY_CODES), DEFAULT_PREFS.currency),
    manufacturerName: z.catch(manufacturerNameSchema, DEFAULT_PREFS.manufacturerName),
    apiPrefixes: z.catch(z.string().check(z.maxLength(500)), DEFAULT_PREFS.apiPrefixes),
    csvHeaders: z.catch(z.enum(CSV_HEADER_CHOICES), DEFAULT_PREFS.csvHeaders),
  }),
) satisfies z.ZodMiniType<Prefs, unknown>;

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

/** The saved preferences, each one that does not fit falling back to its default. */
function readPrefs(): Prefs {
  const saved = storage('local')?.getItem(PREFS_KEY);
  // Nothing saved (a first visit): the defaults, without building the schema at start.
  if (saved == null) return DEFAULT_PREFS;
  let prefs: unknown;
  try {
    prefs = JSON.parse(saved);
  } catch {
    return DEFAULT_PREFS;
  }
  const parsed = prefsSchema.safeParse(prefs);
  return parsed.success ? parsed.data : DEFAULT_PREFS;
}

function readSettings(): Settings {
  const { clientAppName, currency, manufacturerName, apiPrefixes, csvHeaders } = readPrefs();
  // The token lives in sessionStorage so it ends with the browser tab and never reaches disk-backed storage.
  const token = storage('session')?.getItem(TOKEN_KEY) ?? '';
  return { token, clientAppName, currency, manufacturerName, apiPrefixes, csvHeaders };
}

let current: Settings = readSettings();
const listeners = new Set<() => void>();

export function getSettings(): Settings {
  return current;
}

export function subscribeSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function saveSettings(next: Partial<Settings>): Settings {
  current = { ...current, ...next };
  const session = storage('session');
  if (current.token) session?.setItem(TOKEN_KEY, current.token);
  else session?.removeItem(TOKEN_KEY);
  storage('local')?.setItem(
    PREFS_KEY,
    JSON.stringify({
      clientAppName: current.clientAppName,
      currency: current.currency,
      manufacturerName: current.manufacturerName,
      apiPrefixes: current.apiPrefixes,
      csvHeaders: current.csvHeaders,
    }),
  );
  listeners.forEach((l) => l());
  return current;
}

/** Re-reads storage; tests and the storage event of another tab use it. */
export function reloadSettings(): void {
  current = readSettings();
  listeners.forEach((l) => l());
}
