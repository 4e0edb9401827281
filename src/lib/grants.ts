import { formatUtc } from './format';
import { decodeJwt, isExpired } from './jwt';

/** Each API area of the portal by its name on screen. */
export const AREA_LABELS = {
  catalog: 'Catalog',
  pricing: 'Pricing',
  quotes: 'Quotes',
  models: '3D models',
  orders: 'Orders',
  stats: 'Usage statistics',
} as const;

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
    notes.push(
      claims.apps.length > 0
        ? `Your token lists these APIs: ${claims.apps.join(', ')}.`
        : 'Your token lists no APIs.',
    );
  }
  if (claims.expiresAt && isExpired(claims, now)) {
    notes.push(`Its expiry (${formatUtc(claims.expiresAt)}) has passed by this browser’s clock.`);
  }
  return notes.join(' ');
}
