import type { JsonValue, UsageFullDetail, UsageRequestRow } from '@/model/schemas';
import { isSecretName, redactHeaders, redactJson, redactQueryString } from '@/lib/redact';

/** Credential headers by name (keeping an Authorization scheme and tail); credentials nested in the others. */
function redactHeaderValues(headers: Record<string, JsonValue>): Record<string, JsonValue> {
  const byName = redactHeaders(headers);
  const out: Record<string, JsonValue> = {};
  for (const [name, value] of Object.entries(byName)) {
    Object.defineProperty(out, name, {
      value: (isSecretName(name) ? value : redactJson(value)) as JsonValue,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

/**
 * A logged call as the page may show it: credential headers (Authorization, cookies, API keys and any
 * header named like a credential), credential-named JSON keys and query parameters are replaced before
 * anything renders, so the secret is never in the DOM, a copy or a download.
 */
export function redactFullDetail(detail: UsageFullDetail): UsageFullDetail {
  return {
    ...detail,
    Request: {
      ...detail.Request,
      Path: redactQueryString(detail.Request.Path),
      Headers: redactHeaderValues(detail.Request.Headers),
    },
    Response: redactJson(detail.Response) as JsonValue,
    Url: redactQueryString(detail.Url),
    QueryString: redactQueryString(detail.QueryString),
  };
}

/** A request row with credential-named query parameters hidden. */
export function redactRow(row: UsageRequestRow): UsageRequestRow {
  return { ...row, Url: redactQueryString(row.Url), QueryString: redactQueryString(row.QueryString) };
}
