/*
 * What a page shows below its first screen (the home page's panels, the usage charts) waits for that screen
 * to be painted. On a phone's slow network every byte fetched before that paint delays it: the home page's
 * panels and the table kit, requested beside the page's own chunk, held its first screen back by about a
 * second in Lighthouse's mobile run (docs/performance.md). Once open, the gate stays open: later
 * navigations start such code at once.
 */

export type FirstPaintGate = {
  /** Resolves once the app's first page has been painted. */
  afterFirstPaint: () => Promise<void>;
  /**
   * Called once the app's first page has rendered (not its spinner): the frame that follows paints it, and
   * what waits for `afterFirstPaint` starts after that frame.
   */
  markFirstPageRendered: () => void;
};

export function createFirstPaintGate(): FirstPaintGate {
  let open: () => void = () => {};
  const painted = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    afterFirstPaint: () => painted,
    markFirstPageRendered: () => {
      if (typeof requestAnimationFrame !== 'function') return open();
      requestAnimationFrame(() => setTimeout(open, 0));
    },
  };
}

/** The app's gate: the router opens it (app/router.tsx); component tests, with no app shell, at setup. */
export const { afterFirstPaint, markFirstPageRendered } = createFirstPaintGate();
