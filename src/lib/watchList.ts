import { useSyncExternalStore } from 'react';
import { z } from 'zod';

/**
 * The parts whose stock the user watches, kept in localStorage so the list survives reloads and is
 * shared by the tabs of one browser. Part numbers are stored exactly as the API spells them.
 */
export const WATCH_LIST_KEY = 'parts-portal.watch-list';
/** A watch list is a handful of parts; the cap keeps a corrupted or hostile value from growing the poll. */
export const MAX_WATCHED = 50;

const storedSchema = z.array(z.string().min(1).max(200)).catch([]);

function storage(): Storage | null {
  try {
    return globalThis.localStorage;
  } catch {
    return null;
  }
}

function read(): readonly string[] {
  let raw: unknown;
  try {
    raw = JSON.parse(storage()?.getItem(WATCH_LIST_KEY) ?? '[]');
  } catch {
    raw = [];
  }
  return [...new Set(storedSchema.parse(raw))].slice(0, MAX_WATCHED);
}

// One array per change, so useSyncExternalStore sees a stable snapshot between changes.
let current: readonly string[] = read();
const listeners = new Set<() => void>();

function write(next: readonly string[]): void {
  current = next;
  try {
    storage()?.setItem(WATCH_LIST_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the list still works for this page's lifetime.
  }
  listeners.forEach((listener) => listener());
}

export function getWatchList(): readonly string[] {
  return current;
}

export function isWatched(part: string): boolean {
  return current.includes(part);
}

export function subscribeWatchList(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** Another tab changed the list. */
function onStorage(event: StorageEvent): void {
  if (event.key === WATCH_LIST_KEY || event.key === null) reloadWatchList();
}

/** Adds the part; returns false when the list is full. */
export function watchPart(part: string): boolean {
  if (current.includes(part)) return true;
  if (current.length >= MAX_WATCHED) return false;
  write([...current, part]);
  return true;
}

export function unwatchPart(part: string): void {
  if (current.includes(part)) write(current.filter((p) => p !== part));
}

export function toggleWatch(part: string): boolean {
  if (current.includes(part)) {
    unwatchPart(part);
    return false;
  }
  return watchPart(part);
}

/** Re-reads storage (another tab's change; tests). */
export function reloadWatchList(): void {
  current = read();
  listeners.forEach((listener) => listener());
}

export function useWatchList(): readonly string[] {
  return useSyncExternalStore(subscribeWatchList, getWatchList, getWatchList);
}
