import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the box is narrower than its content (a phone, long headers): a box that
 * scrolls must be reachable by keyboard (axe: scrollable-region-focusable), one that does not must not
 * add a tab stop.
 */
export function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    // The observer's first call comes after the browser's own layout of the page: measuring here, in the
    // effect, forced that layout inside the page's first task (170 ms of a phone's CPU on a part page).
    const observer = new ResizeObserver(() => setScrolls(box.scrollWidth > box.clientWidth + 1));
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
