import { lazyAfterFirstPaint } from '@/lib/lazyAfterFirstPaint';

/**
 * The part page's facts, prices and tabs: loaded once the first screen (header and summary) has painted,
 * and started by the route's loader beside the part's data.
 */
export const partBody = lazyAfterFirstPaint(() => import('./PartBody').then((module) => module.PartBody));
