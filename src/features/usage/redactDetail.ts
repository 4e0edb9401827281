import type { JsonValue, UsageFullDetail, UsageRequestRow } from '@/api/schemas';
import { redactHeaders, redactJson, redactQueryString } from '@/lib/redact';

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
      Headers: redactJson(redactHeaders(detail.Request.Headers)) as Record<string, JsonValue>,
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
