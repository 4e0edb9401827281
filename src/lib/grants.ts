import type { TokenClaims } from './jwt';

/**
 * Which entries of a token's `apps` claim grant which API area of the portal. The spec does not name
 * the claim's values, so each area accepts its own name, the API's product name and the obvious
 * singular (docs/api-assumptions.md, "Token grants"); `*` or `all` grants everything. Case-insensitive.
 */
export const AREA_APP_NAMES = {
  catalog: ['catalog', 'catalogue', 'parts'],
  pricing: ['pricing', 'price', 'prices'],
  quotes: ['quotes', 'quote', 'quoting'],
  models: ['models', 'model', '3d', '3d-models', 'cad'],
  orders: ['orders', 'order', 'ordering'],
  stats: ['stats', 'statistics', 'usage', 'usage-statistics'],
} as const;

export type GrantArea = keyof typeof AREA_APP_NAMES;

export const AREA_LABELS: Record<GrantArea, string> = {
  catalog: 'Catalog',
  pricing: 'Pricing',
  quotes: 'Quotes',
  models: '3D models',
  orders: 'Orders',
  stats: 'Usage statistics',
};

/** A token without an `apps` claim (or not a JWT at all) grants everything: the server decides. */
export function isAreaGranted(claims: TokenClaims | null, area: GrantArea): boolean {
  const apps = claims?.apps;
  if (!apps) return true;
  const granted = new Set(apps.map((app) => app.trim().toLowerCase()));
  if (granted.has('*') || granted.has('all')) return true;
  return AREA_APP_NAMES[area].some((name) => granted.has(name));
}
