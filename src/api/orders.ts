/**
 * The order endpoints, one file per request (spec 4.12-4.15): open orders, history, search and the new
 * order, on shared parameter schemas (orderParams.ts) and one cursor-paged query (orderPaging.ts).
 */
export * from './orderParams';
export * from './orderPaging';
export * from './openOrders';
export * from './orderHistory';
export * from './orderSearch';
export * from './newOrder';
