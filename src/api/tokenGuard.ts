import { getSettings } from '@/lib/settings';
import { decodeJwt, isExpired } from '@/lib/jwt';
import { AREA_LABELS, isAreaGranted } from '@/lib/grants';
import type { ApiArea } from './config';
import { ApiError } from './errors';

/**
 * Refuses, before anything is sent, a request the saved token cannot succeed with: an expired token
 * (any area), or an area its `apps` claim does not grant. Both are fixed in Settings.
 */
export function checkToken(endpoint: string, area: ApiArea | undefined, now = new Date()): void {
  const { token } = getSettings();
  if (!token) return;
  const claims = decodeJwt(token);
  if (!claims) return;
  if (isExpired(claims, now)) {
    throw new ApiError({
      kind: 'rule',
      rule: 'token-expired',
      endpoint,
      message: 'Your access token has expired, so nothing was sent. Paste a new token in Settings.',
    });
  }
  if (area && !isAreaGranted(claims, area)) {
    throw new ApiError({
      kind: 'rule',
      rule: 'not-granted',
      endpoint,
      message: `Your access token does not grant the ${AREA_LABELS[area]} API, so this page cannot load it. Use a token that includes it in Settings, or ask your administrator.`,
    });
  }
}
