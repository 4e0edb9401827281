import { lazyAfterFirstPaint } from '@/lib/lazyAfterFirstPaint';

/**
 * What each order tab shows below its heading and tabs (filters, summary, lines and the table kit): loaded
 * once the first screen has painted, and started by the tab's route loader beside its first page of lines.
 */
export const openOrdersBody = lazyAfterFirstPaint(() =>
  import('./OpenOrdersBody').then((module) => module.OpenOrdersBody),
);
export const orderHistoryBody = lazyAfterFirstPaint(() =>
  import('./OrderHistoryBody').then((module) => module.OrderHistoryBody),
);
export const orderSearchBody = lazyAfterFirstPaint(() =>
  import('./OrderSearchBody').then((module) => module.OrderSearchBody),
);
