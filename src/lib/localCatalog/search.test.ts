// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildLocalSearch, searchLocal } from './search';
import { localPart } from './testParts';

const copy = [
  localPart('TSH-010-254-DG', { description: 'Board-to-board header, 2.54 mm pitch, dual row' }),
  localPart('TSH-010-127-DT', { description: 'Board-to-board header, 1.27 mm pitch, through hole' }),
  localPart('SSK-020-100-DA', { description: 'Socket strip, 1.00 mm pitch' }),
];
const search = buildLocalSearch(copy);

describe('local search', () => {
  it('matches every word in any order', () => {
    expect(searchLocal(search, 'header 1.27')).toEqual(['TSH-010-127-DT']);
    expect(searchLocal(search, '1.27 mm header')).toEqual(['TSH-010-127-DT']);
  });
  it('finds part numbers by prefix, with or without punctuation, in any case', () => {
    expect(searchLocal(search, 'tsh010')?.sort()).toEqual(['TSH-010-127-DT', 'TSH-010-254-DG']);
    expect(searchLocal(search, 'ssk-02')).toEqual(['SSK-020-100-DA']);
  });
  it('tolerates a typo in a longer word', () => {
    expect(searchLocal(search, 'sockt strip')).toEqual(['SSK-020-100-DA']);
  });
  it('an empty query is no text filter', () => {
    expect(searchLocal(search, '   ')).toBeNull();
  });
});
