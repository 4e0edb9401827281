/**
 * The order endpoints (spec 4.12-4.15): the three order-line requests (orderLines.ts) and the new order,
 * on shared parameter schemas (orderParams.ts) and one cursor-paged query (orderPaging.ts).
 */
export * from './orderParams';
export * from './orderPaging';
export * from './orderLines';
export * from './newOrder';
