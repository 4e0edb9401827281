import type { JsonValue, Part } from '../../src/model/schemas';
import { convertFromUsd } from '../currency';
import { findPart } from '../db';
import type { PartRecord } from '../data';

/** The Part as the service answers it: prices converted, live stock, related parts only when asked. */
export function partView(
  rec: PartRecord,
  currency: string,
  stockOf: (rec: PartRecord) => number,
  opts: { related: boolean; documents: boolean },
): Part {
  const p = rec.part;
  return {
    ...p,
    stockQuantity: stockOf(rec),
    currency,
    price: p.price.map((b) => ({ ...b, price: convertFromUsd(b.price, currency) })),
    customerBookPrice: p.customerBookPrice.map((b) => convertBreak(b, currency)),
    relatedParts: opts.related
      ? rec.related.flatMap((r) => {
          const other = findPart(r.part);
          return other
            ? [
                {
                  part: other.partNumber,
                  stockQuantity: stockOf(other),
                  packaging: other.packaging,
                  relatedPartType: r.relatedPartType,
                },
              ]
            : [];
        })
      : [],
    additionalDocuments: opts.documents ? p.additionalDocuments : [],
  };
}

function convertBreak(entry: JsonValue, currency: string): JsonValue {
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return entry;
  const price = entry['price'];
  return typeof price === 'number' ? { ...entry, price: convertFromUsd(price, currency) } : entry;
}
