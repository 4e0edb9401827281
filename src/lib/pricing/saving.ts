import { extendedPrice, roundMoney } from './money';

export type Saving = {
  /** List unit price minus contract unit price. */
  perUnit: number;
  /** What the quantity costs at list minus what it costs at the contract price, each rounded as invoiced. */
  total: number;
  /** perUnit against the list unit price, to one decimal. */
  percent: number;
};

/**
 * What a contract unit price saves against the list unit price over a quantity, in the currency's own
 * rounding. Null when it saves nothing (a contract price at or above list, or no list price).
 */
export function contractSaving(
  listUnit: number,
  contractUnit: number,
  quantity: number,
  currency: string,
): Saving | null {
  if (!(listUnit > 0) || !(contractUnit < listUnit)) return null;
  const total = roundMoney(
    extendedPrice(listUnit, quantity, currency) - extendedPrice(contractUnit, quantity, currency),
    currency,
  );
  if (!(total > 0)) return null;
  return {
    perUnit: listUnit - contractUnit,
    total,
    percent: Math.round(((listUnit - contractUnit) / listUnit) * 1000) / 10,
  };
}
