import { useEffect, useEffectEvent, useState, type RefObject } from 'react';

/**
 * An answer about a box (does its table scroll sideways? is it narrower than a phone?), kept up to date by
 * a ResizeObserver. `answer` reads the box after the browser's own layout, never in a render or an effect:
 * measuring in an effect forced that layout inside the page's first task (170 ms of a phone's CPU on a
 * part page). An undefined answer keeps the last one, and an unchanged one renders nothing again: a table
 * that kept its box's size in state rendered every row again at each change (10 to 30 ms of a laptop's
 * CPU per render on /orders). `withContent` also watches the box's first child (the table inside it).
 */
export function useBoxAnswer<T>(
  ref: RefObject<HTMLElement | null>,
  initial: () => T,
  answer: (box: HTMLElement, entry: ResizeObserverEntry | undefined) => T | undefined,
  { withContent = false }: { withContent?: boolean } = {},
): T {
  const [value, setValue] = useState(initial);
  const onResize = useEffectEvent((box: HTMLElement, entries: readonly ResizeObserverEntry[]) => {
    const next = answer(
      box,
      entries.find((entry) => entry.target === box),
    );
    if (next !== undefined) setValue(next);
  });
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => onResize(box, entries));
    observer.observe(box);
    if (withContent && box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [ref, withContent]);
  return value;
}

const windowWidth = () => (typeof window !== 'undefined' ? window.innerWidth : Number.POSITIVE_INFINITY);

/**
 * Whether the box is narrower than `width` px. Until the browser has laid it out (and while it is hidden,
 * 0 px wide) the window's width answers: a box is never wider than the window, so on a phone the first
 * render is already the narrow one and measuring changes nothing.
 */
export function useNarrowerThan(ref: RefObject<HTMLElement | null>, width: number): boolean {
  return useBoxAnswer(
    ref,
    () => windowWidth() < width,
    (_, entry) => {
      const boxWidth = entry?.contentRect.width ?? 0;
      return boxWidth > 0 ? boxWidth < width : undefined;
    },
  );
}
