import { lazyAfterFirstPaint } from '@/lib/lazyAfterFirstPaint';

/*
 * What the part page loads once its first screen (header and summary) has painted: the facts, prices and
 * tabs below, and the summary's 3D model downloads (the download code and the model formats' request).
 */
export const partBody = lazyAfterFirstPaint(() => import('./PartBody').then((module) => module.PartBody));
export const modelFormats = lazyAfterFirstPaint(() =>
  import('./ModelFormats').then((module) => module.ModelFormats),
);
