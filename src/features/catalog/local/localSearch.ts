import { z } from 'zod';
import { MAX_QUANTITY } from '@/lib/limits';
import { FACET_IDS, type FacetId, type FacetSelection } from '@/lib/localCatalog/facetIds';

const facetValues = z.array(z.string().max(120)).max(60).optional().catch(undefined);

/**
 * The local copy's part of the /parts URL: which view, the facet values chosen, the local search text
 * and the quantity the price facet prices. Every field falls back on its own.
 */
export const localCatalogSearchFields = {
  view: z.enum(['pages', 'local']).default('pages').catch('pages'),
  lq: z.string().max(200).default('').catch(''),
  pq: z.number().int().min(1).max(MAX_QUANTITY).default(1).catch(1),
  ...(Object.fromEntries(FACET_IDS.map((id) => [id, facetValues])) as Record<FacetId, typeof facetValues>),
};

/** The local-copy fields alone (tests and types). */
export const localCatalogSearchObject = z.object(localCatalogSearchFields);
export type LocalCatalogSearch = z.output<typeof localCatalogSearchObject>;

export function facetSelectionOf(search: LocalCatalogSearch): FacetSelection {
  return Object.fromEntries(FACET_IDS.map((id) => [id, search[id] ?? []]));
}
