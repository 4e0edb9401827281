/**
 * Secrets never reach the screen or a log in full. Authorization values keep their scheme and, for a long
 * credential, its last four characters so a person can tell two tokens apart; short ones are hidden whole.
 */
export const REDACTED = '[redacted]';

/** Headers that carry credentials; matched case-insensitively. */
const SECRET_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-api-key']);
/**
 * Any other name that reads like a credential (X-Auth-Token, X-Amz-Security-Token, api_key, client_secret,
 * password, X-Session-Id, a signature): a header, a JSON key or a query parameter with such a name is
 * hidden too, so a credential the portal does not know by name still never reaches the screen.
 */
const SECRET_NAME =
  /authoriz|x-auth|cookie|api[-_]?key|token|secret|passw|signature|credential|session|private[-_]?key/i;

/** True for a header, JSON key or query-parameter name whose value must not be shown. */
export function isSecretName(name: string): boolean {
  return SECRET_HEADERS.has(name.toLowerCase()) || SECRET_NAME.test(name);
}
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
      value: isSecretName(name) ? redactValue(name.toLowerCase(), value) : value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

const SECRET_QUERY_PARAM = /([?&;]([^=&#;]+)=)([^&#;]*)/g;

/** "?part=X&apiKey=abc" → "?part=X&apiKey=[redacted]": credential-named parameters of a URL or query string. */
export function redactQueryString(text: string): string {
  return text.replace(SECRET_QUERY_PARAM, (whole, prefix: string, name: string, value: string) => {
    let decoded = name;
    try {
      decoded = decodeURIComponent(name);
    } catch {
      // A malformed escape: judge the raw name.
    }
    return value !== '' && isSecretName(decoded) ? `${prefix}${REDACTED}` : whole;
  });
}

/**
 * A deep copy of a logged JSON body with credentials hidden: whatever sits under a credential-named key, and
 * credential-named parameters inside URL strings (a signed download link). Everything else is kept as it is.
 */
export function redactJson(value: unknown): unknown {
  if (typeof value === 'string') return /[?&]/.test(value) ? redactQueryString(value) : value;
  if (Array.isArray(value)) return value.map(redactJson);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    Object.defineProperty(out, key, {
      value: isSecretName(key) && inner !== null ? REDACTED : redactJson(inner),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}
