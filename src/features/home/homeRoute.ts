import { lazyAfterFirstPaint } from '@/lib/lazyAfterFirstPaint';

/**
 * The home page's panels, one chunk for the four (homePanels.ts; the table kit and Mantine's Table travel
 * beside it). They sit below the first screen: their code is fetched once that screen has painted, so on a
 * phone's network it does not compete with the page's own code (docs/performance.md). On a later visit to
 * `/` the first paint is long past and the route's loader starts the download at once.
 */
const loadPanels = () => import('./homePanels');

export const homePanels = {
  recentStockChanges: lazyAfterFirstPaint(() => loadPanels().then((m) => m.RecentStockChanges)),
  expiringQuotes: lazyAfterFirstPaint(() => loadPanels().then((m) => m.ExpiringQuotes)),
  openOrders: lazyAfterFirstPaint(() => loadPanels().then((m) => m.OpenOrdersPanel)),
  recentShipments: lazyAfterFirstPaint(() => loadPanels().then((m) => m.RecentShipmentsPanel)),
};

/** Starts the panels' downloads without waiting for them: the page renders its heading meanwhile. */
export function preloadHomePanels(): void {
  for (const panel of Object.values(homePanels)) void panel.preload();
}
