import { afterFirstPaint } from '@/lib/firstPaint';

/**
 * The home page's panels, each a chunk of its own (the table kit, Mantine's Table and ScrollArea travel
 * with them). They sit below the first screen: their code is fetched once that screen has painted, so on a
 * phone's network it does not compete with the page's own code (docs/performance.md). On a later visit to
 * `/` the first paint is long past and the route's loader starts all four at once, beside the page's chunk.
 */
export const homePanelImports = {
  recentStockChanges: () => afterFirstPaint().then(() => import('./RecentStockChanges')),
  expiringQuotes: () => afterFirstPaint().then(() => import('./ExpiringQuotes')),
  openOrders: () => afterFirstPaint().then(() => import('./OpenOrdersPanel')),
  recentShipments: () => afterFirstPaint().then(() => import('./RecentShipmentsPanel')),
};

/** Starts the panels' downloads without waiting for them: the page renders its heading meanwhile. */
export function preloadHomePanels(): void {
  for (const load of Object.values(homePanelImports)) void load();
}
