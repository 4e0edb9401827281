import { lazyAfterFirstPaint } from '@/lib/lazyAfterFirstPaint';

/**
 * What /parts shows below its heading, one per view: loaded once the first screen has painted, and started
 * by the route's loader for the view in the address. Imported with the page, the two views and the table
 * kit were about fifty files, each requested before the heading could paint (a phone's largest paint of
 * /parts about 4 s in Lighthouse, docs/performance.md).
 */
export const serverCatalogBody = lazyAfterFirstPaint(() =>
  import('./ServerCatalogView').then((module) => module.ServerCatalogView),
);
export const localCatalogBody = lazyAfterFirstPaint(() =>
  import('./local/LocalCatalogView').then((module) => module.LocalCatalogView),
);
