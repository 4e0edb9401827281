import { plural, t } from '@lingui/core/macro';
import { getSettings } from '@/lib/settings';
import { tokenClaimsNote } from '@/lib/grants';

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'schema' | 'rule';

export type ApiErrorInit = {
  kind: ApiErrorKind;
  /** e.g. "GET /v3/{part}": the spec's route, never the concrete URL (which may hold user input). */
  endpoint: string;
  message: string;
  status?: number;
  serverMessage?: string;
  /** First failing field of a malformed answer, e.g. "[3].price[0].minimumQuantity". */
  fieldPath?: string;
  /** What that field should have been, for a person: "a whole number". */
  expected?: string;
  retryAfterSeconds?: number;
  /** Which rule a 'rule' error broke, e.g. "client-app-name" (Settings can fix that one). */
  rule?: string;
  cause?: unknown;
};

/** The one error type of the API module: every failure of a fetcher is an ApiError (or an abort). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly endpoint: string;
  readonly status?: number;
  readonly serverMessage?: string;
  readonly fieldPath?: string;
  readonly expected?: string;
  readonly retryAfterSeconds?: number;
  readonly rule?: string;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.endpoint = init.endpoint;
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.fieldPath = init.fieldPath;
    this.expected = init.expected;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.rule = init.rule;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Transient failures worth another attempt: the network, 5xx and 429. Never other 4xx, rules or schemas. */
export function isRetryableApiError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'network') return true;
  return error.kind === 'http' && error.status !== undefined && (error.status === 429 || error.status >= 500);
}

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** Rules that Settings can fix: the client-app-name. */
const SETTINGS_RULES = new Set(['client-app-name']);

export type DescribedError = {
  title: string;
  message: string;
  action?: 'settings' | 'retry' | 'wait' | 'reload';
};

/** A code chunk that no longer exists or could not be fetched (typically after a redeploy): only a reload helps. */
const CHUNK_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk \S+ failed/i;

/** Module and asset URLs mean nothing to a person; the message keeps its words without them. */
function withoutUrls(message: string): string {
  const file = t`(a file of the portal)`;
  return message.replace(/(?:https?:\/\/|\/(?=src\/|assets\/|node_modules\/))\S+/g, () => file);
}

/** The server's own words (data, as it sent them) after the portal's sentence. */
function withServerMessage(message: string, error: ApiError): string {
  const { serverMessage } = error;
  if (!serverMessage) return message;
  const said = t`The server said: "${serverMessage}"`;
  return `${message} ${said}`;
}

/** Sentences in a row, each a message of its own; empty ones (no token claims) are left out. */
const sentences = (...parts: string[]) => parts.filter(Boolean).join(' ');

function describeHttp(error: ApiError): DescribedError {
  const status = error.status ?? 0;
  if (status === 400) {
    return {
      title: t`The request was rejected`,
      message: withServerMessage(
        t`The server could not accept this request. Check the values you entered.`,
        error,
      ),
    };
  }
  // The service refused: only now does the token's own payload help explain why (it never decides).
  if (status === 401) {
    const { token } = getSettings();
    const claims = tokenClaimsNote(token);
    return {
      title: t`Not authorised`,
      message: token
        ? withServerMessage(
            sentences(
              t`The service refused your access token (HTTP 401).`,
              claims,
              t`Check the token in Settings.`,
            ),
            error,
          )
        : t`This needs an access token. Add your token in Settings.`,
      action: 'settings',
    };
  }
  if (status === 403) {
    const claims = tokenClaimsNote(getSettings().token);
    return {
      title: t`Access denied`,
      message: withServerMessage(
        sentences(
          t`The service answered that your access token does not allow this (HTTP 403).`,
          claims,
          t`Check the token in Settings, or ask your administrator for one that includes this API.`,
        ),
        error,
      ),
      action: 'settings',
    };
  }
  if (status === 404) {
    return {
      title: t`Not found`,
      message: withServerMessage(t`The server has nothing at this address.`, error),
    };
  }
  if (status === 429) {
    const wait = error.retryAfterSeconds;
    return {
      title: t`Too many requests`,
      message:
        wait !== undefined
          ? plural(wait, {
              one: 'The service is limiting requests. Wait # second and try again.',
              other: 'The service is limiting requests. Wait # seconds and try again.',
            })
          : t`The service is limiting requests. Wait a moment and try again.`,
      action: 'wait',
    };
  }
  if (status >= 500) {
    return {
      title: t`The service had a problem`,
      message: withServerMessage(
        t`The service answered with an error (HTTP ${status}) even after retrying. Try again in a moment.`,
        error,
      ),
      action: 'retry',
    };
  }
  return {
    title: t`The request failed`,
    message: withServerMessage(t`The service answered HTTP ${status}.`, error),
  };
}

/** What a malformed answer was missing: the field (its path, as data) and what it should have been. */
function describeSchema(error: ApiError): string {
  const { fieldPath, expected } = error;
  if (fieldPath) {
    const wanted = expected ?? t`another value`;
    return t`The server's answer did not match the expected format: field "${fieldPath}" expected ${wanted}.`;
  }
  return expected
    ? t`The server's answer did not match the expected format: expected ${expected}.`
    : t`The server's answer did not match the expected format.`;
}

/**
 * Any error, explained for a person, with the next step where there is one. Called while rendering, so the
 * explanation is in the language shown.
 */
export function describeApiError(error: unknown): DescribedError {
  if (!(error instanceof ApiError)) {
    if (isAbortError(error)) return { title: t`Cancelled`, message: t`The request was cancelled.` };
    const text = error instanceof Error ? error.message : '';
    if (CHUNK_LOAD_FAILURE.test(text)) {
      return {
        title: t`This page could not be loaded`,
        message: t`Part of the portal could not be downloaded, usually because a new version was published meanwhile. Reload the page to get it.`,
        action: 'reload',
      };
    }
    return {
      title: t`Something went wrong`,
      // The error's own words (a browser's or a library's): shown as they are.
      message: text ? withoutUrls(text) : t`An unexpected error occurred.`,
      action: 'retry',
    };
  }
  switch (error.kind) {
    case 'rule':
      return {
        title: t`Request not sent`,
        // The rule's message is the portal's own, written when the request was checked.
        message: error.message,
        ...(error.rule && SETTINGS_RULES.has(error.rule) ? { action: 'settings' as const } : {}),
      };
    case 'network':
      return {
        title: t`Cannot reach the service`,
        message: t`The portal could not reach the API. Check your connection and try again.`,
        action: 'retry',
      };
    case 'timeout':
      return {
        title: t`The service is not answering`,
        message: t`The API took too long to answer. Try again in a moment.`,
        action: 'retry',
      };
    case 'schema':
      return { title: t`Unexpected answer`, message: describeSchema(error) };
    case 'http':
      return describeHttp(error);
  }
}
