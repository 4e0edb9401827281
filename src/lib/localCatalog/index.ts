/** The local copy of the catalog (issue 16): IndexedDB store, facets and local search. */
export * from './types';
export * from './db';
export * from './facets';
export * from './search';
