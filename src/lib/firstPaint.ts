/*
 * What a page shows below its first screen (the home page's panels, the usage charts) waits for that screen
 * to be painted. On a phone's slow network every byte fetched before that paint delays it: the home page's
 * panels and the table kit, requested beside the page's own chunk, held its first screen back by about a
 * second in Lighthouse's mobile run (docs/performance.md). Once open, the gate stays open: later
 * navigations start such code at once.
 */
import { yieldToInput } from './yieldToMain';

export type FirstPaintGate = {
  /** Resolves once the app's first page has been painted. */
  afterFirstPaint: () => Promise<void>;
  /**
   * Called once the app's first page has rendered (not its spinner): the frame that follows paints it, and
   * what waits for `afterFirstPaint` starts after that frame.
   */
  markFirstPageRendered: () => void;
};

/**
 * `pause` ends a task between two waiters: each starts its work (a download's preload links, a module's
 * evaluation) in a task of its own. Released together they were one task of 20 to 70 ms on this machine
 * after the home page's first paint, 80 to 280 ms of a phone's 4× slower CPU (docs/performance.md).
 */
export function createFirstPaintGate(pause: () => Promise<void> = yieldToInput): FirstPaintGate {
  let open = false;
  const waiting: (() => void)[] = [];
  const release = async () => {
    if (open) return;
    open = true;
    for (let next = waiting.shift(); next; next = waiting.shift()) {
      next();
      if (waiting.length > 0) await pause();
    }
  };
  return {
    afterFirstPaint: () => (open ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))),
    markFirstPageRendered: () => {
      if (typeof requestAnimationFrame !== 'function') return void release();
      requestAnimationFrame(() => setTimeout(() => void release(), 0));
    },
  };
}

/** The app's gate: the router opens it (app/router.tsx); component tests, with no app shell, at setup. */
export const { afterFirstPaint, markFirstPageRendered } = createFirstPaintGate();
