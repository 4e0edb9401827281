import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { afterFirstPaint } from '@/lib/firstPaint';

/**
 * A side panel's code is loaded the first time it opens, not with the page: until then nothing renders
 * (so a lazy panel's chunk is not requested). Once opened it stays mounted, so its closing transition still
 * plays. While the chunk downloads nothing shows; the address already names what is opening. `preload`
 * (the panel's import) gets a head start once the page's first screen has painted, so opening is quick.
 */
export function MountWhenOpened({
  open,
  preload,
  children,
}: {
  open: boolean;
  preload?: () => Promise<unknown>;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  useEffect(() => {
    if (!preload) return;
    // Only a head start: a failure here (offline) is left to the panel's own import when it is opened.
    afterFirstPaint()
      .then(preload)
      .catch(() => undefined);
  }, [preload]);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
