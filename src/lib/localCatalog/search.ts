import MiniSearch from 'minisearch';
import type { LocalPart } from './types';

type Indexed = { part: string; compact: string; description: string };

/**
 * Local search over the copy: every word in any order (AND), prefixes ("TSH01"), typo tolerance for
 * longer words, part numbers matched with and without their punctuation ("tsh010" finds TSH-010-…).
 */
export function buildLocalSearch(parts: readonly LocalPart[]): MiniSearch<Indexed> {
  const search = new MiniSearch<Indexed>({
    idField: 'part',
    fields: ['part', 'compact', 'description'],
    searchOptions: {
      combineWith: 'AND',
      prefix: true,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      boost: { part: 3, compact: 3 },
    },
  });
  search.addAll(
    parts.map((p) => ({
      part: p.part,
      compact: p.part.replace(/[^A-Za-z0-9]/g, ''),
      description: p.description,
    })),
  );
  return search;
}

/** The part numbers matching `query`, best first; null when the query has no words (no text filter). */
export function searchLocal(search: MiniSearch<Indexed>, query: string): string[] | null {
  if (!query.trim()) return null;
  return search.search(query).map((hit) => String(hit.id));
}
