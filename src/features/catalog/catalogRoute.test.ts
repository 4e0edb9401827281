import { describe, expect, it } from 'vitest';
import { catalogSearchSchema } from './catalogRoute';

describe('catalog params', () => {
  it('takes a known currency from the URL and drops anything else', () => {
    expect(catalogSearchSchema.parse({ currency: 'gbp' })).toMatchObject({ currency: 'GBP' });
    expect(catalogSearchSchema.parse({ currency: 'XYZ' }).currency).toBeUndefined();
    expect(catalogSearchSchema.parse({ currency: 42 }).currency).toBeUndefined();
  });

  it('falls back field by field: a bad view, quantity or facet keeps the rest', () => {
    const parsed = catalogSearchSchema.parse({
      view: 'grid',
      pq: -3,
      series: 'TSH',
      lifecycle: ['Obsolete'],
      lq: 'x',
    });
    expect(parsed).toMatchObject({ view: 'pages', pq: 1, lifecycle: ['Obsolete'], lq: 'x' });
    expect(parsed.series).toBeUndefined();
  });
});
