import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { afterFirstPaint } from './firstPaint';

export type DeferredComponent<Props extends object> = {
  Component: LazyExoticComponent<ComponentType<Props>>;
  /**
   * Starts the download (once the first screen has painted) ahead of the first render. A page module calls
   * it when it loads: its route chunk comes with a navigation or a hovered link, so a later visit does not
   * wait one more round trip for its body.
   */
  preload: () => Promise<ComponentType<Props>>;
};

/**
 * A page's part below its heading, loaded once the app's first screen has painted. On a phone's network
 * (HTTP/1.1, six connections) a page's own code pulls dozens of small shared files; requested before the
 * heading painted, they held the page's largest paint back by about a second (docs/performance.md). Once
 * the gate is open, `preload` and the render start at once and share one download. A failed download is
 * shown by the boundary around the part, whose message asks for a reload (as React keeps a lazy
 * component's failure).
 */
export function lazyAfterFirstPaint<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  painted: () => Promise<void> = afterFirstPaint,
): DeferredComponent<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => (loading ??= painted().then(load));
  return { Component: lazy(() => preload().then((component) => ({ default: component }))), preload };
}
