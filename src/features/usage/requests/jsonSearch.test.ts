import { describe, expect, it } from 'vitest';
import { searchJson } from './jsonSearch';

const body = {
  part: 'TSH-010-01',
  description: 'Terminal strip',
  price: [
    { minimumQuantity: 1, price: 1.25 },
    { minimumQuantity: 100, price: 0.98 },
  ],
  packaging: { type: 'Tube', standardQuantity: 50 },
};

describe('searchJson', () => {
  it('keeps matching values with their path', () => {
    expect(searchJson(body, 'tube')).toEqual({ value: { packaging: { type: 'Tube' } }, matches: 1 });
    expect(searchJson(body, '100')).toEqual({ value: { price: [{ minimumQuantity: 100 }] }, matches: 1 });
  });

  it('keeps the whole value under a matching key', () => {
    expect(searchJson(body, 'packaging')).toEqual({ value: { packaging: body.packaging }, matches: 1 });
  });

  it('counts every match and finds nothing for an absent text', () => {
    expect(searchJson(body, 'minimumquantity').matches).toBe(2);
    expect(searchJson(body, 'nowhere')).toEqual({ value: undefined, matches: 0 });
  });

  it('leaves the value whole for an empty search, and searches a bare string', () => {
    expect(searchJson(body, '  ')).toEqual({ value: body, matches: 0 });
    expect(searchJson('no model', 'model')).toEqual({ value: 'no model', matches: 1 });
  });
});
