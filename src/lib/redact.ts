/**
 * Secrets never reach the screen or a log in full. Authorization values keep their scheme and, for a long
 * credential, its last four characters so a person can tell two tokens apart; short ones are hidden whole.
 */
export const REDACTED = '[redacted]';

/** Headers that carry credentials; matched case-insensitively. */
const SECRET_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-api-key']);
const AUTH_HEADERS = new Set(['authorization', 'proxy-authorization']);
const MIN_LENGTH_TO_SHOW_TAIL = 16;

/** "Bearer eyJ...wxyz" → "Bearer ••••wxyz"; a short or scheme-less value → "[redacted]". */
export function redactAuthorization(value: string): string {
  const match = /^\s*([A-Za-z][\w-]*)\s+(\S.*?)\s*$/.exec(value);
  if (!match) return REDACTED;
  const [, scheme = '', credentials = ''] = match;
  return credentials.length >= MIN_LENGTH_TO_SHOW_TAIL
    ? `${scheme} ••••${credentials.slice(-4)}`
    : `${scheme} ${REDACTED}`;
}

function redactValue(name: string, value: unknown): unknown {
  if (AUTH_HEADERS.has(name)) {
    if (typeof value === 'string') return redactAuthorization(value);
    if (Array.isArray(value))
      return value.map((v) => (typeof v === 'string' ? redactAuthorization(v) : REDACTED));
  }
  return REDACTED;
}

/** A copy of the headers with credential values replaced; other headers are kept as they are. */
export function redactHeaders(headers: Headers): Record<string, string>;
export function redactHeaders<V>(headers: Readonly<Record<string, V>>): Record<string, V | string | string[]>;
export function redactHeaders(headers: Headers | Readonly<Record<string, unknown>>): Record<string, unknown> {
  const entries: [string, unknown][] =
    typeof Headers !== 'undefined' && headers instanceof Headers
      ? [...headers.entries()]
      : Object.entries(headers);
  const out: Record<string, unknown> = {};
  for (const [name, value] of entries) {
    // defineProperty keeps an own "__proto__" header name a plain key.
    Object.defineProperty(out, name, {
      value: SECRET_HEADERS.has(name.toLowerCase()) ? redactValue(name.toLowerCase(), value) : value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}
