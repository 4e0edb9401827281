import { z } from '@/lib/zod';
import { lazySchema } from '@/lib/lazySchema';
import { createStoredList } from './storedList';

/**
 * The parts whose stock the user watches, kept in localStorage so the list survives reloads and is
 * shared by the tabs of one browser. Part numbers are stored exactly as the API spells them.
 */
export const WATCH_LIST_KEY = 'parts-portal.watch-list';
/** A watch list is a handful of parts; the cap keeps a corrupted or hostile value from growing the poll. */
export const MAX_WATCHED = 50;

const storedSchema = lazySchema(() =>
  z.catch(z.array(z.string().check(z.minLength(1), z.maxLength(200))), []),
);
const list = createStoredList(WATCH_LIST_KEY, (raw) =>
  [...new Set(storedSchema.parse(raw))].slice(0, MAX_WATCHED),
);

export const getWatchList = list.get;
/** Re-reads storage (another tab's change; tests). */
export const reloadWatchList = list.reload;
export const useWatchList = list.use;

export function isWatched(part: string): boolean {
  return list.get().includes(part);
}

/** Adds the part; returns false when the list is full. */
export function watchPart(part: string): boolean {
  const current = list.get();
  if (current.includes(part)) return true;
  if (current.length >= MAX_WATCHED) return false;
  list.set([...current, part]);
  return true;
}

export function unwatchPart(part: string): void {
  const current = list.get();
  if (current.includes(part)) list.set(current.filter((p) => p !== part));
}

export function toggleWatch(part: string): boolean {
  if (isWatched(part)) {
    unwatchPart(part);
    return false;
  }
  return watchPart(part);
}
