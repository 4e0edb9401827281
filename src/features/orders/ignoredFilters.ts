import type { OpenOrdersFilters, OrderHistoryFilters, OrderSearchFilters } from '@/api/orders';
import { openOrderParams, orderHistoryParams, orderSearchParams } from '@/api/params';
import type { OrderLine } from '@/model/schemas';
import {
  OPEN_ORDER_FILTERS,
  ORDER_HISTORY_FILTERS,
  ORDER_SEARCH_FILTERS,
  type AnyFilterDeclaration,
  type FilterDeclarations,
  type OtherFilters,
} from '@/model/orderFilters';

/**
 * Filters proven applied. Most order parameter names are guesses (the API profile, src/api/profile.ts) and a service
 * ignores a key it does not know, answering unfiltered lines that look filtered. Each active filter's
 * declaration (model/orderFilters.ts) names what a returned line must satisfy; a line that contradicts it
 * shows the filter was ignored.
 */
export type FilterCheck = {
  /** The parameter's name on the wire, from params.ts. */
  param: string;
  /** What the user asked for, in words. */
  label: string;
  contradicts: (line: OrderLine) => boolean;
};

type Check = {
  applies: (v: unknown, others: OtherFilters) => boolean;
  asked: (v: unknown) => string;
  contradicts: (l: OrderLine, v: unknown, now: number) => boolean;
};

/** A filter left out of the request takes its declared default (a flag's initial value, every type). */
function valueOf(d: AnyFilterDeclaration, value: unknown): unknown {
  if (value !== undefined) return value;
  if (d.kind === 'flag') return d.initial ?? false;
  if (d.kind === 'orderType') return 'all';
  return undefined;
}

/** The checks of the filters a request applies, named by their wire names. */
function checksOf<D extends FilterDeclarations>(
  declarations: D,
  wireNames: { [K in keyof D]: string },
  filters: OtherFilters,
  now: number,
): FilterCheck[] {
  return Object.entries(declarations).flatMap(([key, d]) => {
    // Each declaration's check reads the value of its own kind; the filters are that request's parsed values.
    const check = d.check as Check | undefined;
    const value = valueOf(d, filters[key]);
    if (!check?.applies(value, filters)) return [];
    return [
      {
        param: wireNames[key as keyof D],
        label: check.asked(value),
        contradicts: (line: OrderLine) => check.contradicts(line, value, now),
      },
    ];
  });
}

/** `now`: when the lines were fetched (past due is judged against it). */
export function openOrderChecks(f: OpenOrdersFilters, now: number): FilterCheck[] {
  return checksOf(OPEN_ORDER_FILTERS, openOrderParams(), f, now);
}

export function orderHistoryChecks(f: OrderHistoryFilters): FilterCheck[] {
  return checksOf(ORDER_HISTORY_FILTERS, orderHistoryParams(), f, Date.now());
}

export function orderSearchChecks(f: OrderSearchFilters): FilterCheck[] {
  return checksOf(ORDER_SEARCH_FILTERS, orderSearchParams(), f, Date.now());
}

export type IgnoredFilter = { param: string; label: string; example: OrderLine };

/** The filters some returned line contradicts, each with the first such line. */
export function findIgnoredFilters(
  lines: readonly OrderLine[],
  checks: readonly FilterCheck[],
): IgnoredFilter[] {
  const ignored: IgnoredFilter[] = [];
  for (const check of checks) {
    const example = lines.find(check.contradicts);
    if (example) ignored.push({ param: check.param, label: check.label, example });
  }
  return ignored;
}

/** History asked for shipments and not one line carries the field: the flag was not read. */
export function shipmentsIgnored(lines: readonly OrderLine[], requested: boolean | undefined): boolean {
  return Boolean(requested) && lines.length > 0 && lines.every((l) => l.Shipments === undefined);
}
