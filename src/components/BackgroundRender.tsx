import { useDeferredValue, type ReactNode } from 'react';

/**
 * Commits `placeholder` at once and renders `children` right after in a background render.
 *
 * Why: a page arrives through the router's store (useSyncExternalStore), and React renders such an update
 * synchronously, in one piece: a panel of charts and a table was one task of over a second on a phone
 * (docs/performance.md, Main-thread work). The render of a deferred value is a background one: React
 * hands the main thread back to the browser every few milliseconds, so the page's first screen paints
 * first, no task runs long, and a tap or a keystroke meanwhile is answered. The content and its data are
 * the same; only the order of the work changes.
 */
export function BackgroundRender({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : placeholder;
}
