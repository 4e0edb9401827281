import { lazyAfterFirstPaint } from '@/lib/lazyAfterFirstPaint';

/**
 * The usage page's summary, calls and side panel: loaded once the first screen (the heading) has painted,
 * and started by the route's loader beside the week's data.
 */
export const usageBody = lazyAfterFirstPaint(() => import('./UsageBody').then((module) => module.UsageBody));
