import { useEffect, useRef, useState } from 'react';

const windowWidth = () => (typeof window !== 'undefined' ? window.innerWidth : Number.POSITIVE_INFINITY);

/**
 * Whether the box is narrower than `width` px. Until the browser has laid it out (and while it is
 * hidden, 0 px wide) the window's width answers: a box is never wider than the window, so on a phone the
 * first render is already the narrow one and measuring changes nothing. Only a change of the answer
 * renders again: the box's size changes as the page around it loads (a scrollbar, the panels above),
 * and a table that kept the size in its state rendered every row again, synchronously, at each change
 * (10 to 30 ms of a laptop's CPU per render on /orders).
 */
export function useNarrowBox(width: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [narrow, setNarrow] = useState(() => windowWidth() < width);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const boxWidth = entries[0]?.contentRect.width ?? 0;
      if (boxWidth > 0) setNarrow(boxWidth < width);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [width]);
  return { ref, narrow };
}
