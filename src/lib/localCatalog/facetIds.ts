// The facet names alone, for URL schemas: a route's search schema is in the first page's bundle, so it
// must not import the store, the search index or the pricing of the local copy.
/** The facets of the local copy, in the order the panel shows them. */
export const FACET_IDS = [
  'series',
  'lifecycle',
  'stock',
  'moq',
  'lead',
  'packaging',
  'increments',
  'compliance',
  'price',
] as const;
export type FacetId = (typeof FACET_IDS)[number];

/** Selected values per facet (OR within a facet, AND across facets). */
export type FacetSelection = Partial<Record<FacetId, readonly string[]>>;
