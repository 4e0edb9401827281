import type { HttpHandler } from 'msw';
import { catalogHandlers } from './catalog';
import { demoHandlers, fallbackHandler } from './demo';
import { imageHandlers } from './images';
import { modelFileHandlers } from './modelFiles';
import { modelHandlers } from './models';
import { orderHandlers } from './orders';
import { pricingHandlers } from './pricing';
import { quoteHandlers } from './quotes';
import { usageHandlers } from './usage';

/**
 * Every mock route, in matching order: literal routes before parameterised ones in the same area
 * (/v3/search and /v3/delta/availability before /v3/:part, ModelTypes before /v1/model/:part), and the
 * /api catch-all last.
 */
export const handlers: HttpHandler[] = [
  ...demoHandlers,
  ...catalogHandlers,
  ...pricingHandlers,
  ...modelHandlers,
  ...usageHandlers,
  ...orderHandlers,
  ...quoteHandlers,
  ...imageHandlers,
  ...modelFileHandlers,
  fallbackHandler,
];
