import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { formatUtc } from './format';
import { decodeJwt, isExpired } from './jwt';

/** Each API area of the portal by its name on screen (shown with `i18n._`). */
export const AREA_LABELS = {
  catalog: msg`Catalog`,
  pricing: msg`Pricing`,
  quotes: msg`Quotes`,
  models: msg`3D models`,
  orders: msg`Orders`,
  stats: msg`Usage statistics`,
} as const satisfies Record<string, MessageDescriptor>;

/**
 * What the saved token's own payload says, to explain a 401 or 403 after the service answered it. The
 * values of the `apps` claim and the service's clock are not in the spec (section 5: "scopes and lifetime:
 * not shown"), so the portal never refuses a request on them (docs/api-assumptions.md, "Token claims"):
 * it only repeats what the token lists. Empty for no token, a token that is not a JWT, or one without
 * either claim.
 */
export function tokenClaimsNote(token: string, now: Date = new Date()): string {
  const claims = token ? decodeJwt(token) : null;
  if (!claims) return '';
  const notes: string[] = [];
  if (claims.apps) {
    // The API names are the token's own values, listed as it writes them.
    const apps = claims.apps.join(', ');
    notes.push(
      claims.apps.length > 0 ? t`Your token lists these APIs: ${apps}.` : t`Your token lists no APIs.`,
    );
  }
  if (claims.expiresAt && isExpired(claims, now)) {
    const expiry = formatUtc(claims.expiresAt);
    notes.push(t`Its expiry (${expiry}) has passed by this browser’s clock.`);
  }
  return notes.join(' ');
}
