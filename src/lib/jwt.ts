import { z } from '@/lib/zod';
import { lazySchema } from '@/lib/lazySchema';

/** The claims the portal reads from a bearer token; every one is optional because token issuance is not specified. */
const claimsSchema = lazySchema(() =>
  z.looseObject({
    exp: z.optional(z.number()),
    iat: z.optional(z.number()),
    org: z.optional(z.union([z.string(), z.number()])),
    env: z.optional(z.string()),
    apps: z.optional(z.union([z.array(z.string()), z.string()])),
    sub: z.optional(z.string()),
  }),
);

export type TokenClaims = {
  expiresAt: Date | null;
  issuedAt: Date | null;
  organization: string | null;
  environment: string | null;
  apps: string[] | null;
  subject: string | null;
};

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Decodes a JWT's payload without verifying it (the server verifies); null when the token is not a JWT. */
export function decodeJwt(token: string): TokenClaims | null {
  const parts = token.trim().split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(base64UrlDecode(parts[1]));
  } catch {
    return null;
  }
  const parsed = claimsSchema.safeParse(payload);
  if (!parsed.success) return null;
  const c = parsed.data;
  return {
    expiresAt: c.exp !== undefined ? new Date(c.exp * 1000) : null,
    issuedAt: c.iat !== undefined ? new Date(c.iat * 1000) : null,
    organization: c.org !== undefined ? String(c.org) : null,
    environment: c.env ?? null,
    apps:
      c.apps === undefined ? null : Array.isArray(c.apps) ? c.apps : c.apps.split(/[\s,]+/).filter(Boolean),
    subject: c.sub ?? null,
  };
}

export function isExpired(claims: TokenClaims | null, now: Date = new Date()): boolean {
  return claims?.expiresAt != null && claims.expiresAt.getTime() <= now.getTime();
}

/** Shows a token as its first and last four characters, never in full. */
export function maskToken(token: string): string {
  const t = token.trim();
  if (t.length <= 12) return '•'.repeat(Math.max(t.length, 4));
  return `${t.slice(0, 4)}…${t.slice(-4)}`;
}
