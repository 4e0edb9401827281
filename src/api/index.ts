/** The typed API module: the one place that talks to the manufacturer's API (interface-spec.md). */
export * from './schemas';
export * from './params';
export { API_AREAS, getApiConfig, type ApiArea, type ApiPrefixes } from './config';
export * from './errors';
export type { FetchOptions } from './http';
export * from './availabilityPaging';
export * from './tolerantList';
export * from './catalog';
export * from './availabilityWindow';
export * from './pricing';
export * from './quotes';
export * from './models';
export * from './orders';
export * from './usage';
export { resetDemoData } from './demo';
