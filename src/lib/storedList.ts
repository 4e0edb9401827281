import { useSyncExternalStore } from 'react';

/**
 * A list of strings kept in localStorage and shared with the browser's other tabs, for
 * useSyncExternalStore. `normalise` decides what a stored value may hold (it also cleans what another
 * tab or a hand-edited storage wrote), so every read and write goes through it.
 */
export type StoredList = {
  get: () => readonly string[];
  set: (next: readonly string[]) => void;
  subscribe: (listener: () => void) => () => void;
  /** Re-reads storage: another tab's change, or tests that clear storage. */
  reload: () => void;
  use: () => readonly string[];
};

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function createStoredList(key: string, normalise: (raw: unknown) => readonly string[]): StoredList {
  const read = (): readonly string[] => {
    const stored = storage()?.getItem(key);
    // Nothing stored (most first pages): no list to check, so `normalise` (a schema) is not built at start.
    if (stored == null) return [];
    let raw: unknown;
    try {
      raw = JSON.parse(stored);
    } catch {
      raw = [];
    }
    return normalise(raw);
  };

  // The snapshot keeps its identity until the list changes: useSyncExternalStore needs a stable value.
  let current = read();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const reload = () => {
    current = read();
    notify();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) reload();
  };
  const get = () => current;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    if (listeners.size === 1) globalThis.addEventListener?.('storage', onStorage);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage);
    };
  };

  return {
    get,
    subscribe,
    reload,
    set: (next) => {
      current = normalise(next);
      try {
        storage()?.setItem(key, JSON.stringify(current));
      } catch {
        // Storage full or blocked: the list still works for this tab's lifetime.
      }
      notify();
    },
    use: () => useSyncExternalStore(subscribe, get, get),
  };
}
