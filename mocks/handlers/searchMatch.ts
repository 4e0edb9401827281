/**
 * How the mock's keyword search matches, as a real catalog search does: every word of the term must
 * occur, in any order, ignoring case; in part numbers punctuation and spaces are ignored too, so
 * "TSH010", "tsh-010" and "TSH 010" all find TSH-010-254-DA. Descriptions keep their punctuation
 * ("1.27 mm" stays 1.27).
 */
const compact = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

export type SearchRank = 0 | 1 | 2;

/**
 * The rank of a part for a term, or null when some word is missing: 0 when the part number starts with
 * the whole term, 1 when a word is in the part number, 2 when the words are only in the description.
 */
export function searchRank(term: string, part: string, description: string): SearchRank | null {
  const words = term.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.every((w) => compact(w) === '')) return null;
  const partKey = compact(part);
  const desc = description.toLowerCase();
  let inPart = false;
  for (const word of words) {
    const key = compact(word);
    const partHit = key !== '' && partKey.includes(key);
    if (partHit) inPart = true;
    else if (!desc.includes(word)) return null;
  }
  const whole = compact(term);
  if (whole !== '' && partKey.startsWith(whole)) return 0;
  return inPart ? 1 : 2;
}
