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
  return message.replace(/(?:https?:\/\/|\/(?=src\/|assets\/|node_modules\/))\S+/g, '(a file of the portal)');
}

function withServerMessage(message: string, error: ApiError): string {
  return error.serverMessage ? `${message} The server said: "${error.serverMessage}"` : message;
}

function describeHttp(error: ApiError): DescribedError {
  const status = error.status ?? 0;
  if (status === 400) {
    return {
      title: 'The request was rejected',
      message: withServerMessage(
        'The server could not accept this request. Check the values you entered.',
        error,
      ),
    };
  }
  // The service refused: only now does the token's own payload help explain why (it never decides).
  if (status === 401) {
    const { token } = getSettings();
    const claims = tokenClaimsNote(token);
    return {
      title: 'Not authorised',
      message: token
        ? withServerMessage(
            `The service refused your access token (HTTP 401).${claims ? ` ${claims}` : ''} Check the token in Settings.`,
            error,
          )
        : 'This needs an access token. Add your token in Settings.',
      action: 'settings',
    };
  }
  if (status === 403) {
    const claims = tokenClaimsNote(getSettings().token);
    return {
      title: 'Access denied',
      message: withServerMessage(
        `The service answered that your access token does not allow this (HTTP 403).${claims ? ` ${claims}` : ''} Check the token in Settings, or ask your administrator for one that includes this API.`,
        error,
      ),
      action: 'settings',
    };
  }
  if (status === 404) {
    return {
      title: 'Not found',
      message: withServerMessage('The server has nothing at this address.', error),
    };
  }
  if (status === 429) {
    const wait = error.retryAfterSeconds;
    return {
      title: 'Too many requests',
      message:
        wait !== undefined
          ? `The service is limiting requests. Wait ${wait} second${wait === 1 ? '' : 's'} and try again.`
          : 'The service is limiting requests. Wait a moment and try again.',
      action: 'wait',
    };
  }
  if (status >= 500) {
    return {
      title: 'The service had a problem',
      message: withServerMessage(
        `The service answered with an error (HTTP ${status}) even after retrying. Try again in a moment.`,
        error,
      ),
      action: 'retry',
    };
  }
  return {
    title: 'The request failed',
    message: withServerMessage(`The service answered HTTP ${status}.`, error),
  };
}

/** Any error, explained for a person, with the next step where there is one. */
export function describeApiError(error: unknown): DescribedError {
  if (!(error instanceof ApiError)) {
    if (isAbortError(error)) return { title: 'Cancelled', message: 'The request was cancelled.' };
    const text = error instanceof Error ? error.message : '';
    if (CHUNK_LOAD_FAILURE.test(text)) {
      return {
        title: 'This page could not be loaded',
        message:
          'Part of the portal could not be downloaded, usually because a new version was published meanwhile. Reload the page to get it.',
        action: 'reload',
      };
    }
    return {
      title: 'Something went wrong',
      message: text ? withoutUrls(text) : 'An unexpected error occurred.',
      action: 'retry',
    };
  }
  switch (error.kind) {
    case 'rule':
      return {
        title: 'Request not sent',
        message: error.message,
        ...(error.rule && SETTINGS_RULES.has(error.rule) ? { action: 'settings' as const } : {}),
      };
    case 'network':
      return {
        title: 'Cannot reach the service',
        message: 'The portal could not reach the API. Check your connection and try again.',
        action: 'retry',
      };
    case 'timeout':
      return {
        title: 'The service is not answering',
        message: 'The API took too long to answer. Try again in a moment.',
        action: 'retry',
      };
    case 'schema':
      return {
        title: 'Unexpected answer',
        message: error.fieldPath
          ? `The server's answer did not match the expected format: field "${error.fieldPath}" expected ${error.expected ?? 'another value'}.`
          : `The server's answer did not match the expected format${error.expected ? `: expected ${error.expected}` : ''}.`,
      };
    case 'http':
      return describeHttp(error);
  }
}
