import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once its box comes into the window, `placeholder` (of the same height) until then;
 * once rendered it stays.
 *
 * Why: a chart is one long synchronous render (recharts lays itself out in its own effects), and on a phone
 * the usage charts sit below the first screen: drawn at load they were the page's longest task (520 ms of
 * a phone's 4× slower CPU, docs/performance.md) for something nobody could see yet.
 */
export function WhenInView({
  children,
  placeholder,
  ahead,
}: {
  children: ReactNode;
  placeholder: ReactNode;
  /** Render this far before the box reaches the window ("400px"): content just below a wide screen's fold. */
  ahead?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = box.current;
    if (inView || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setInView(true);
      },
      ahead ? { rootMargin: `0px 0px ${ahead} 0px` } : undefined,
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [inView, ahead]);
  return inView ? children : <div ref={box}>{placeholder}</div>;
}
