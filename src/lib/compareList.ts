import { useSyncExternalStore } from 'react';
import { z } from 'zod';

/** How many parts the compare view shows side by side. */
export const MAX_COMPARE = 4;

const STORAGE_KEY = 'parts-portal.compare';

export type ToggleResult = 'added' | 'removed' | 'full' | 'invalid';

const storedSchema = z.array(z.string()).catch([]);

/** Unique, non-blank part numbers, at most MAX_COMPARE, in the order given. */
export function normaliseCompareList(parts: readonly string[]): string[] {
  const out: string[] = [];
  for (const part of parts) {
    if (part.trim() !== '' && !out.includes(part) && out.length < MAX_COMPARE) out.push(part);
  }
  return out;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function read(): readonly string[] {
  let raw: unknown;
  try {
    raw = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '[]');
  } catch {
    raw = [];
  }
  return normaliseCompareList(storedSchema.parse(raw));
}

// The snapshot keeps its identity until the list changes: useSyncExternalStore needs a stable value.
let current: readonly string[] = read();
const listeners = new Set<() => void>();

function write(next: readonly string[]) {
  current = next;
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the list still works for this tab.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the list: pick it up so both tabs agree.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY && event.key !== null) return;
    current = read();
    listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

export function getCompareList(): readonly string[] {
  return current;
}

/** The parts chosen for comparison, in the order they were chosen. */
export function useCompareList(): readonly string[] {
  return useSyncExternalStore(subscribe, getCompareList, getCompareList);
}

/** Adds the part, or removes it when already chosen; a full list (MAX_COMPARE) refuses new parts. */
export function toggleCompare(part: string): ToggleResult {
  if (current.includes(part)) {
    write(current.filter((p) => p !== part));
    return 'removed';
  }
  if (part.trim() === '') return 'invalid';
  if (current.length >= MAX_COMPARE) return 'full';
  write([...current, part]);
  return 'added';
}

export function removeFromCompare(part: string): void {
  if (current.includes(part)) write(current.filter((p) => p !== part));
}

export function clearCompare(): void {
  if (current.length > 0) write([]);
}

/** Re-reads storage; for tests that clear localStorage between cases. */
export function resetCompareListForTests(): void {
  current = read();
}
