import { useMemo } from 'react';
import { t } from '@lingui/core/macro';
import { useQueries } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { partQueryOptions } from '@/api/catalog';
import { customerPricingQueryOptions } from '@/api/pricing';
import type { CustomerPricing, Part } from '@/model/schemas';
import { priceQuantity } from '@/lib/pricing';
import { customerPricing, partPricing } from '@/model/pricingInputs';
import type { DraftLine, OrderTypeValue } from '../form/orderForm';

/** The price of the orderable quantity (`quantity`), which may be above the typed one. */
export type LinePrice = { unitPrice: number; extended: number; currency: string; quantity: number };

export type LineCheck =
  | { state: 'empty' }
  | { state: 'checking' }
  | { state: 'unknown-part'; part: string }
  | { state: 'error'; error: unknown; retry: () => void }
  | {
      state: 'checked';
      part: Part;
      /** Null until a quantity is typed, or while its price loads. */
      price: LinePrice | null;
      minimum: number;
      increment: number;
      /** The smallest orderable quantity at or above the typed one (MOQ, then full packs). */
      orderable: number | null;
      belowMinimum: boolean;
      notFullIncrement: boolean;
    };

/**
 * The MOQ, full-increment rule and live price of each line: the catalog says whether the part exists
 * (GET /v3/{part}, 204 for none) and its MOQ; customer pricing (GET /v1/customerpricing/{part}) gives the
 * caller's unit price at the quantity. Typing is debounced so each keystroke does not fetch.
 */
export function useLineChecks(lines: readonly DraftLine[], currency: string): LineCheck[] {
  // A string, so the debounce restarts only when what is typed changes (not on every render).
  const typed = JSON.stringify(lines.map((l) => ({ part: l.part.trim(), quantity: l.quantity })));
  const [settledKey] = useDebouncedValue(typed, 300);
  const settled = useMemo(
    () => JSON.parse(settledKey) as { part: string; quantity: number | '' }[],
    [settledKey],
  );
  const parts = useQueries({
    queries: settled.map((l) => ({
      ...partQueryOptions(l.part, { isoCurrencyCode: currency }),
      enabled: l.part !== '',
      staleTime: 5 * 60_000,
    })),
  });
  const prices = useQueries({
    queries: settled.map((l, i) => {
      const known = parts[i]?.data;
      const quantity = typeof l.quantity === 'number' && l.quantity >= 1 ? l.quantity : 1;
      return {
        ...customerPricingQueryOptions(known?.part ?? l.part, { quantity, isoCurrencyCode: currency }),
        enabled: Boolean(known) && typeof l.quantity === 'number' && l.quantity >= 1,
        staleTime: 60_000,
      };
    }),
  });
  return lines.map((line, i): LineCheck => {
    const typedPart = line.part.trim();
    if (typedPart === '') return { state: 'empty' };
    const debounced = settled[i];
    const partQuery = parts[i];
    if (!debounced || debounced.part !== typedPart || !partQuery || partQuery.isPending)
      return { state: 'checking' };
    if (partQuery.isError)
      return { state: 'error', error: partQuery.error, retry: () => void partQuery.refetch() };
    const part = partQuery.data;
    if (!part) return { state: 'unknown-part', part: typedPart };
    const priceQuery = prices[i];
    if (priceQuery?.isError)
      return { state: 'error', error: priceQuery.error, retry: () => void priceQuery.refetch() };
    return checkLine(part, line.quantity, priceQuery?.data ?? null);
  });
}

/**
 * A line through the one pricing module: the part's MOQ and packs from the catalog until the customer
 * price arrives, then the customer price's tiers. The price shown is for the orderable quantity (the
 * typed one raised to the MOQ and full packs), which is what the round-up offers.
 */
export function checkLine(part: Part, quantity: number | '', pricing: CustomerPricing | null): LineCheck {
  const typed = typeof quantity === 'number' && quantity >= 1 ? quantity : null;
  const priced = pricing
    ? priceQuantity({ ...customerPricing(pricing), minimumOrder: part.minimumOrderQuantity }, typed ?? 1)
    : priceQuantity(partPricing(part), typed ?? 1);
  const minimum = priced?.minimum ?? Math.max(1, part.minimumOrderQuantity);
  const increment = priced?.increment ?? 1;
  return {
    state: 'checked',
    part,
    price:
      typed !== null && pricing && priced
        ? {
            unitPrice: priced.unitPrice,
            extended: priced.extended,
            currency: priced.currency,
            quantity: priced.quantity,
          }
        : null,
    minimum,
    increment,
    orderable: typed === null ? null : (priced?.quantity ?? typed),
    belowMinimum: typed !== null && typed < minimum,
    notFullIncrement: typed !== null && typed % increment !== 0,
  };
}

/** What stops a line from being sent in an order of this type (samples are not held to MOQ or packs). */
type LineBlock =
  | { kind: 'checking' }
  | { kind: 'unknown-part'; part: string }
  | { kind: 'error' }
  | { kind: 'below-minimum'; minimum: number }
  | { kind: 'not-full-increment'; increment: number };

function lineBlock(check: LineCheck | undefined, orderType: OrderTypeValue): LineBlock | null {
  if (!check || check.state === 'empty') return null;
  if (check.state === 'checking') return { kind: 'checking' };
  if (check.state === 'unknown-part') return { kind: 'unknown-part', part: check.part };
  if (check.state === 'error') return { kind: 'error' };
  if (orderType === 'sample') return null;
  if (check.belowMinimum) return { kind: 'below-minimum', minimum: check.minimum };
  if (check.notFullIncrement) return { kind: 'not-full-increment', increment: check.increment };
  return null;
}

/** Why a line stops the order, as the end of "Line 2: …"; null when it does not. */
export function lineBlocks(check: LineCheck | undefined, orderType: OrderTypeValue): string | null {
  const block = lineBlock(check, orderType);
  switch (block?.kind) {
    case undefined:
      return null;
    case 'checking':
      return t`still being checked`;
    case 'unknown-part': {
      const part = block.part;
      return t`part ${part} is not in the catalog`;
    }
    case 'error':
      return t`could not be checked`;
    case 'below-minimum': {
      const minimum = block.minimum;
      return t`below the minimum order quantity of ${minimum}`;
    }
    case 'not-full-increment': {
      const increment = block.increment;
      return t`not a full increment of ${increment}`;
    }
  }
}

/** The same reason as a sentence of its own (a BOM row's problem); null when the line can be sent. */
export function lineBlockSentence(check: LineCheck | undefined, orderType: OrderTypeValue): string | null {
  const block = lineBlock(check, orderType);
  switch (block?.kind) {
    case undefined:
      return null;
    case 'checking':
      return t`Still being checked`;
    case 'unknown-part': {
      const part = block.part;
      return t`Part ${part} is not in the catalog`;
    }
    case 'error':
      return t`Could not be checked`;
    case 'below-minimum': {
      const minimum = block.minimum;
      return t`Below the minimum order quantity of ${minimum}`;
    }
    case 'not-full-increment': {
      const increment = block.increment;
      return t`Not a full increment of ${increment}`;
    }
  }
}

/** Totals per currency of the priced lines. */
export function totalsByCurrency(checks: readonly LineCheck[]): { currency: string; amount: number }[] {
  const sums = new Map<string, number>();
  for (const c of checks) {
    if (c.state !== 'checked' || !c.price) continue;
    sums.set(c.price.currency, (sums.get(c.price.currency) ?? 0) + c.price.extended);
  }
  return [...sums]
    .map(([currency, amount]) => ({ currency, amount }))
    .sort((a, b) => a.currency.localeCompare(b.currency));
}
