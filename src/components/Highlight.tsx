import { Fragment } from 'react';

export type HighlightSegment = { text: string; match: boolean };

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits text into matching and non-matching runs for every word of the term, case-insensitively.
 * Longer words are tried first so "abc ab" marks "abc" whole.
 */
export function splitHighlight(text: string, term: string): HighlightSegment[] {
  const words = [...new Set(term.trim().split(/\s+/).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (words.length === 0 || text === '') return text === '' ? [] : [{ text, match: false }];
  const pattern = new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'giu');
  const segments: HighlightSegment[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index;
    if (start > last) segments.push({ text: text.slice(last, start), match: false });
    segments.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false });
  return segments;
}

/** Text with every word of `term` marked; React escapes the text, nothing is parsed as HTML. */
export function Highlight({ text, term }: { text: string; term: string }) {
  return (
    <>
      {splitHighlight(text, term).map((segment, i) =>
        segment.match ? <mark key={i}>{segment.text}</mark> : <Fragment key={i}>{segment.text}</Fragment>,
      )}
    </>
  );
}
