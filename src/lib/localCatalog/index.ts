/** The local copy of the catalog (README, Local copy of the catalog): IndexedDB store, facets and local search. */
export * from './types';
export * from './db';
export * from './facets';
export * from './search';
