import { z } from '@/lib/zod';
import { lazySchema } from '@/lib/lazySchema';
import { createStoredList } from './storedList';

/** How many parts the compare view shows side by side. */
export const MAX_COMPARE = 4;

export type ToggleResult = 'added' | 'removed' | 'full' | 'invalid';

/** Unique, non-blank part numbers, at most MAX_COMPARE, in the order given. */
export function normaliseCompareList(parts: readonly string[]): string[] {
  const out: string[] = [];
  for (const part of parts) {
    if (part.trim() !== '' && !out.includes(part) && out.length < MAX_COMPARE) out.push(part);
  }
  return out;
}

const storedSchema = lazySchema(() => z.catch(z.array(z.string()), []));
const list = createStoredList('parts-portal.compare', (raw) => normaliseCompareList(storedSchema.parse(raw)));

export const getCompareList = list.get;

/** The parts chosen for comparison, in the order they were chosen. */
export const useCompareList = list.use;

/** Adds the part, or removes it when already chosen; a full list (MAX_COMPARE) refuses new parts. */
export function toggleCompare(part: string): ToggleResult {
  const current = list.get();
  if (current.includes(part)) {
    list.set(current.filter((p) => p !== part));
    return 'removed';
  }
  if (part.trim() === '') return 'invalid';
  if (current.length >= MAX_COMPARE) return 'full';
  list.set([...current, part]);
  return 'added';
}

export function removeFromCompare(part: string): void {
  const current = list.get();
  if (current.includes(part)) list.set(current.filter((p) => p !== part));
}

export function clearCompare(): void {
  if (list.get().length > 0) list.set([]);
}

/** Re-reads storage; for tests that clear localStorage between cases. */
export const resetCompareListForTests = list.reload;
