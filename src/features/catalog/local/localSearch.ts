import { z } from '@/lib/zod';
import { MAX_QUANTITY } from '@/lib/limits';
import { FACET_IDS, type FacetId, type FacetSelection } from '@/lib/localCatalog/facetIds';

const facetValues = () =>
  z.catch(z.optional(z.array(z.string().check(z.maxLength(120))).check(z.maxLength(60))), undefined);

/**
 * The local copy's part of the /parts URL: which view, the facet values chosen, the local search text
 * and the quantity the price facet prices. Every field falls back on its own.
 */
export const localCatalogSearchFields = () => ({
  view: z.catch(z._default(z.enum(['pages', 'local']), 'pages'), 'pages'),
  lq: z.catch(z._default(z.string().check(z.maxLength(200)), ''), ''),
  pq: z.catch(z._default(z.number().check(z.int(), z.gte(1), z.lte(MAX_QUANTITY)), 1), 1),
  ...(Object.fromEntries(FACET_IDS.map((id) => [id, facetValues()])) as Record<
    FacetId,
    ReturnType<typeof facetValues>
  >),
});

/** The local-copy fields alone. */
type LocalCatalogSearchObject = z.ZodMiniObject<ReturnType<typeof localCatalogSearchFields>>;
export type LocalCatalogSearch = z.output<LocalCatalogSearchObject>;

export function facetSelectionOf(search: LocalCatalogSearch): FacetSelection {
  return Object.fromEntries(FACET_IDS.map((id) => [id, search[id] ?? []]));
}
