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
