// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyFacets,
  buildFacetIndex,
  FACET_BUCKET_ORDER,
  FACET_IDS,
  localUnitPrice,
  type FacetSelection,
} from './facets';
import { localPart } from './testParts';

const USD1 = { quantity: 1, currency: 'USD' };
const parts = [
  localPart('TSH-1', { stockQuantity: 0, minimumOrderQuantity: 10 }),
  localPart('TSH-2', { lifecycleStatus: 'Obsolete', compliance: ['RoHS: Compliant', 'REACH: Affected'] }),
  localPart('SSK-1', { standardLeadDays: 90, fullIncrementRequired: true, packaging: 'Tape and reel' }),
  localPart('SSK-2', { prices: {} }),
];

describe('facets over the local copy', () => {
  it('counts every value and filters by one facet', () => {
    const index = buildFacetIndex(parts, USD1);
    const all = applyFacets(index, {});
    expect(all.matches).toHaveLength(4);
    expect(all.counts.series).toEqual(
      new Map([
        ['TSH', 2],
        ['SSK', 2],
      ]),
    );
    expect(all.counts.stock.get('out-of-stock')).toBe(1);
    expect(all.counts.compliance.get('RoHS: Compliant')).toBe(4);
    expect(all.counts.compliance.get('REACH: Affected')).toBe(1);
    expect(all.counts.price.get('no-price')).toBe(1);

    const tsh = applyFacets(index, { series: ['TSH'] });
    expect(tsh.matches.map((p) => p.part)).toEqual(['TSH-1', 'TSH-2']);
    // The selected facet keeps the counts of its other values, so a second series can be added.
    expect(tsh.counts.series.get('SSK')).toBe(2);
    expect(tsh.counts.lifecycle).toEqual(
      new Map([
        ['Production', 1],
        ['Obsolete', 1],
      ]),
    );
  });

  it('puts minimum order quantities and lead times in whole-number buckets, bounds inclusive', () => {
    expect(FACET_BUCKET_ORDER.moq).toEqual(['1', '2-10', '11-100', '101-1000', '1001+']);
    expect(FACET_BUCKET_ORDER.lead).toEqual(['0-14', '15-28', '29-56', '57-84', '85+']);
    const edges = [
      localPart('E-1', { minimumOrderQuantity: 1, standardLeadDays: 0 }),
      localPart('E-2', { minimumOrderQuantity: 10, standardLeadDays: 14 }),
      localPart('E-3', { minimumOrderQuantity: 11, standardLeadDays: 15 }),
      localPart('E-4', { minimumOrderQuantity: 1000, standardLeadDays: 84 }),
      localPart('E-5', { minimumOrderQuantity: 1001, standardLeadDays: 85 }),
    ];
    const { counts } = applyFacets(buildFacetIndex(edges, USD1), {});
    expect([...counts.moq]).toEqual(
      expect.arrayContaining([
        ['1', 1],
        ['2-10', 1],
        ['11-100', 1],
        ['101-1000', 1],
        ['1001+', 1],
      ]),
    );
    expect(counts.lead.get('0-14')).toBe(2);
    expect(counts.lead.get('15-28')).toBe(1);
    expect(counts.lead.get('57-84')).toBe(1);
    expect(counts.lead.get('85+')).toBe(1);
  });

  it('ORs within a facet and ANDs across facets', () => {
    const index = buildFacetIndex(parts, USD1);
    const result = applyFacets(index, { series: ['TSH', 'SSK'], stock: ['in-stock'], lead: ['85+'] });
    expect(result.matches.map((p) => p.part)).toEqual(['SSK-1']);
  });

  it('prices the price facet at the MOQ through the pricing module', () => {
    const part = localPart('P', {
      minimumOrderQuantity: 100,
      prices: {
        USD: [
          { minimumQuantity: 1, maximumQuantity: 99, price: 2 },
          { minimumQuantity: 100, maximumQuantity: 999, price: 0.05 },
        ],
      },
    });
    expect(localUnitPrice(part, USD1)).toBe(0.05);
    expect(applyFacets(buildFacetIndex([part], USD1), { price: ['<0.10'] }).matches).toHaveLength(1);
    expect(localUnitPrice(part, { quantity: 1, currency: 'EUR' })).toBeNull();
  });

  it('a count always equals what selecting that value alone (with the rest) shows', () => {
    const arbitraryPart = fc.record({
      series: fc.constantFrom('A', 'B', 'C'),
      lifecycleStatus: fc.constantFrom('Production', 'Obsolete'),
      stockQuantity: fc.nat(50),
      minimumOrderQuantity: fc.integer({ min: 1, max: 2000 }),
      standardLeadDays: fc.nat(120),
      fullIncrementRequired: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(arbitraryPart, { maxLength: 40 }),
        fc.constantFrom(...FACET_IDS),
        (rows, facet) => {
          const copy = rows.map((r, i) => localPart(`P-${i}`, r));
          const index = buildFacetIndex(copy, USD1);
          const base: FacetSelection = { lifecycle: ['Production'] };
          const result = applyFacets(index, base);
          for (const [value, count] of result.counts[facet]) {
            const narrowed = applyFacets(index, { ...base, [facet]: [value] });
            expect(narrowed.matches.length).toBe(count);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
