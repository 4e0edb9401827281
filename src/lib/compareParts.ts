import { MAX_COMPARE } from '@/lib/compareList';

/**
 * The `parts` URL value, "A,B,C": 1 to MAX_COMPARE unique, non-blank part numbers. Anything else is
 * garbage (null); an empty value is an empty list. Part numbers are kept exactly (no trimming).
 */
export function parseCompareParts(value: string): string[] | null {
  if (value === '') return [];
  const parts = value.split(',');
  if (parts.length > MAX_COMPARE) return null;
  if (parts.some((p) => p.trim() === '')) return null;
  if (new Set(parts).size !== parts.length) return null;
  return parts;
}

export function formatCompareParts(parts: readonly string[]): string {
  return parts.join(',');
}

/**
 * A `parts` value with more than MAX_COMPARE parts: the first ones kept (duplicates dropped) and the rest
 * named, so the page can say what it left out. Null when an entry is blank.
 */
export function limitCompareParts(value: string): { parts: string[]; dropped: string[] } | null {
  if (value === '') return { parts: [], dropped: [] };
  const entries = value.split(',');
  if (entries.some((p) => p.trim() === '')) return null;
  const unique = [...new Set(entries)];
  return { parts: unique.slice(0, MAX_COMPARE), dropped: unique.slice(MAX_COMPARE) };
}
