import { MAKER_FIELDS, type MakerField } from '../src/model/schemas/manufacturer';

/**
 * The mock manufacturer's own name. The spec writes `Mfr` in field names where the real service puts its
 * maker's name; the mock does the same with its own (`kestrelPart`, `oemKestrelCustomerName`,
 * `cmKestrelCustomerName`), so the demo proves that the portal reads them under any name.
 */
export const MOCK_MAKER = 'Kestrel';

/** A record with its canonical `Mfr` keys renamed to the mock maker's field names, as the wire carries them. */
export function withMakerNames<T extends object>(record: T): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    const field = key in MAKER_FIELDS ? (key as MakerField) : null;
    out[field ? MAKER_FIELDS[field].named(MOCK_MAKER) : key] = value;
  }
  return out;
}
