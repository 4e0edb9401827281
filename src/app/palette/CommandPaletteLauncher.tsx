import { lazy, Suspense, useCallback, useState } from 'react';
import { usePaletteHotkeys } from './usePaletteHotkeys';

// The palette (Mantine Spotlight, its modal and the lookups) loads on the first Ctrl+K or "/".
const CommandPalette = lazy(() => import('./CommandPalette'));

/**
 * Opens the command palette with Ctrl+K (⌘K on a Mac) or "/" outside text fields (where both keys keep
 * their usual meaning).
 */
export function CommandPaletteLauncher() {
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  const open = useCallback(() => {
    setUsed(true);
    setOpened(true);
  }, []);
  usePaletteHotkeys(open);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <CommandPalette opened={opened} onClose={() => setOpened(false)} />
    </Suspense>
  );
}
