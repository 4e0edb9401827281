import type { LocalPart } from './types';

/** A slim record with sensible defaults, for tests and benchmarks of the local copy. */
export function localPart(part: string, overrides: Partial<LocalPart> = {}): LocalPart {
  return {
    part,
    description: `Header ${part}`,
    series: part.split('-')[0] ?? part,
    lifecycleStatus: 'Production',
    stockQuantity: 100,
    stockAsOf: 0,
    minimumOrderQuantity: 1,
    standardLeadDays: 28,
    packaging: 'Tube',
    packSize: 50,
    fullIncrementRequired: false,
    compliance: ['RoHS: Compliant'],
    prices: { USD: [{ minimumQuantity: 1, maximumQuantity: 99, price: 0.5 }] },
    ...overrides,
  };
}
