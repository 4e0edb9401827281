import { lazyAfterFirstPaint } from '@/lib/lazyAfterFirstPaint';

/**
 * The pricing form and result: loaded once the first screen (the heading) has painted, and started by the
 * route's loader beside the price request.
 */
export const pricingBody = lazyAfterFirstPaint(() =>
  import('./PricingBody').then((module) => module.PricingBody),
);
