/**
 * The home page's panels, each a chunk of its own (the table kit, Mantine's Table and ScrollArea travel
 * with them). The route's loader starts all four imports when `/` is matched, so their code downloads
 * alongside the page's own chunk rather than after it renders (docs/performance.md: the waterfall depth).
 */
export const homePanelImports = {
  recentStockChanges: () => import('./RecentStockChanges'),
  expiringQuotes: () => import('./ExpiringQuotes'),
  openOrders: () => import('./OpenOrdersPanel'),
  recentShipments: () => import('./RecentShipmentsPanel'),
};

/** Starts the panels' downloads without waiting for them: the page renders its heading meanwhile. */
export function preloadHomePanels(): void {
  for (const load of Object.values(homePanelImports)) void load();
}
