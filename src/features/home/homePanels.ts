// The four panels in one chunk: they are always fetched together (after the first paint), and one file
// instead of four and their small private dependencies is fewer bytes and requests for `/`.
export { RecentStockChanges } from './RecentStockChanges';
export { ExpiringQuotes } from './ExpiringQuotes';
export { OpenOrdersPanel } from './OpenOrdersPanel';
export { RecentShipmentsPanel } from './RecentShipmentsPanel';
