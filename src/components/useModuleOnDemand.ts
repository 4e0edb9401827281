import { useRef, useState } from 'react';

/**
 * A module fetched the first time `want` is called (a pointer, a focus, a keystroke), not with the page:
 * null until it has come. If it cannot load (offline), it stays null and the caller keeps its light form.
 */
export function useModuleOnDemand<M extends object>(load: () => Promise<M>): [M | null, () => void] {
  const [loaded, setLoaded] = useState<M | null>(null);
  const requested = useRef(false);
  const want = () => {
    if (requested.current) return;
    requested.current = true;
    load().then(setLoaded, () => undefined);
  };
  return [loaded, want];
}

/**
 * A plain text input standing in for a combobox whose list has not loaded yet: the same role and state a
 * screen reader meets once the list has come.
 */
export const COMBOBOX_STAND_IN = {
  role: 'combobox',
  'aria-haspopup': 'listbox',
  'aria-expanded': false,
  'aria-autocomplete': 'list',
} as const;
