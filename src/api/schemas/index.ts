export * from './json';
export * from './catalog';
export * from './pricing';
export * from './quotes';
export * from './orders';
export * from './usage';
export * from './models';
export * from './newOrder';
