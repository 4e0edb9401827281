// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { searchRank } from './searchMatch';

const DESC =
  'Board-to-board header, 1.27 mm pitch, dual row, 10 positions, through hole, gold flash contacts';

describe('searchRank', () => {
  it('matches every word in any order, ignoring case', () => {
    // "1.27" is also the pitch code 127 in the part number.
    expect(searchRank('1.27 mm header', 'TSH-010-127-DG', DESC)).toBe(1);
    expect(searchRank('header 1.27', 'TSH-010-254-DG', DESC)).toBe(2);
    expect(searchRank('HEADER Gold', 'TSH-010-127-DG', DESC)).toBe(2);
    expect(searchRank('header 2.54', 'TSH-010-127-DG', DESC)).toBeNull();
  });

  it('ignores punctuation and spaces in part numbers', () => {
    expect(searchRank('TSH010', 'TSH-010-127-DG', DESC)).toBe(0);
    expect(searchRank('tsh 010', 'TSH-010-127-DG', DESC)).toBe(0);
    expect(searchRank('WBR-004-080-ST#LF', 'WBR-004-080-ST#LF', '')).toBe(0);
    expect(searchRank('010127', 'TSH-010-127-DG', DESC)).toBe(1);
    expect(searchRank('dg header', 'TSH-010-127-DG', DESC)).toBe(1);
  });

  it('finds nothing for an empty or punctuation-only term', () => {
    expect(searchRank('   ', 'TSH-010-127-DG', DESC)).toBeNull();
    expect(searchRank('-', 'TSH-010-127-DG', DESC)).toBeNull();
  });
});
