import type { Part } from './schemas';
import type { LocalPart } from '@/lib/localCatalog';

/** The slim record kept for browsing, merged over what the copy already holds (other currencies' prices). */
export function toLocalPart(part: Part, asOf: number, previous?: LocalPart): LocalPart {
  return {
    part: part.part,
    description: part.description,
    series: part.series,
    lifecycleStatus: part.lifecycleStatus,
    stockQuantity: part.stockQuantity,
    stockAsOf: asOf,
    minimumOrderQuantity: part.minimumOrderQuantity,
    standardLeadDays: part.standardLeadDays,
    packaging: part.packaging.description,
    packSize: part.packaging.standardQuantity,
    fullIncrementRequired: part.packaging.fullIncrementRequired,
    compliance: part.environmentalCompliance.map((c) => `${c.regulationName}: ${c.result}`),
    prices: {
      ...previous?.prices,
      [part.currency]: part.price.map(({ minimumQuantity, maximumQuantity, price }) => ({
        minimumQuantity,
        maximumQuantity,
        price,
      })),
    },
  };
}
