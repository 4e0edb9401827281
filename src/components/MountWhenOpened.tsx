import { Suspense, useState, type ReactNode } from 'react';

/**
 * A side panel's code is loaded the first time it opens, not with the page: until then nothing renders
 * (so a lazy panel's chunk is not requested). Once opened it stays mounted, so its closing transition still
 * plays. While the chunk downloads nothing shows; the address already names what is opening.
 */
export function MountWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
