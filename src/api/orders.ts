/**
 * The order endpoints (spec 4.12-4.15): the three order-line requests (orderLines.ts) and the new order,
 * on shared parameter schemas (orderParams.ts), with their keys and one cursor-paged query.
 */
export * from './orderParams';
export * from './orderLines';
export * from './newOrder';
