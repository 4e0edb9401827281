import { describe, expect, it } from 'vitest';
import { catalogSearchSchema } from './catalogRoute';

describe('catalog params', () => {
  it('takes a known currency from the URL and drops anything else', () => {
    expect(catalogSearchSchema.parse({ currency: 'gbp' })).toEqual({ currency: 'GBP' });
    expect(catalogSearchSchema.parse({ currency: 'XYZ' })).toEqual({ currency: undefined });
    expect(catalogSearchSchema.parse({ currency: 42 })).toEqual({ currency: undefined });
  });
});
