import type { QueryClient } from '@tanstack/react-query';
import { t } from '@lingui/core/macro';
import { partQueryOptions, searchPartsQueryOptions } from '@/api/catalog';
import { describeApiError } from '@/api/errors';
import { customerPricingQueryOptions } from '@/api/pricing';
import type { SearchHit } from '@/model/schemas';
import type { BomRow } from './bomParse';
import { checkLine, lineBlockSentence, type LineCheck } from '../lines/useLineChecks';
import type { OrderTypeValue } from '../form/orderForm';

export type MatchedRow = BomRow & {
  /** The catalog's check of part and quantity; null when the part is unknown or the row cannot be checked. */
  check: Extract<LineCheck, { state: 'checked' }> | null;
  /** Near matches to pick from when the part number is not in the catalog. */
  suggestions: SearchHit[];
  unknownPart: boolean;
  pastDate: boolean;
  error: string | null;
};

type MatchContext = { queryClient: QueryClient; currency: string; today: string };

/** Catalog parts whose number or description is near the typed one: the number, then its stem. */
async function nearMatches(ctx: MatchContext, part: string): Promise<SearchHit[]> {
  const stems = [part, part.replace(/[-_/ ][^-_/ ]*$/, '')].filter(
    (q, i, all) => q.length >= 2 && all.indexOf(q) === i,
  );
  for (const query of stems) {
    const hits = await ctx.queryClient.fetchQuery({
      ...searchPartsQueryOptions({ query, resultCount: 5 }),
      staleTime: 60_000,
    });
    if (hits.items.length > 0) return hits.items;
  }
  return [];
}

/** Looks one row up: exact part (GET /v3/{part}), else near matches; then its customer price. */
export async function matchRow(ctx: MatchContext, row: BomRow): Promise<MatchedRow> {
  const base: MatchedRow = {
    ...row,
    check: null,
    suggestions: [],
    unknownPart: false,
    pastDate: row.requestedDate !== '' && row.requestedDate < ctx.today,
    error: null,
  };
  if (row.part === '') return base;
  try {
    const part = await ctx.queryClient.fetchQuery({
      ...partQueryOptions(row.part, { isoCurrencyCode: ctx.currency }),
      staleTime: 5 * 60_000,
    });
    if (!part) return { ...base, unknownPart: true, suggestions: await nearMatches(ctx, row.part) };
    const pricing =
      row.quantity === null
        ? null
        : await ctx.queryClient.fetchQuery({
            ...customerPricingQueryOptions(part.part, {
              quantity: row.quantity,
              isoCurrencyCode: ctx.currency,
            }),
            staleTime: 60_000,
          });
    const check = checkLine(part, row.quantity ?? '', pricing);
    return { ...base, part: part.part, check: check.state === 'checked' ? check : null };
  } catch (error) {
    return { ...base, error: describeApiError(error).message };
  }
}

/** Matches every row, a few at a time, reporting progress after each. */
export async function matchRows(
  ctx: MatchContext,
  rows: readonly BomRow[],
  onProgress: (done: number, matched: MatchedRow[]) => void,
  signal: AbortSignal,
  concurrency = 4,
): Promise<MatchedRow[]> {
  const out: MatchedRow[] = new Array<MatchedRow>(rows.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (!signal.aborted) {
      const index = next++;
      const row = rows[index];
      if (!row) return;
      out[index] = await matchRow(ctx, row);
      done += 1;
      if (!signal.aborted) onProgress(done, out.filter(Boolean));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, worker));
  return out;
}

/** What keeps a row out of the order, in words; empty when it can be added. */
export function rowProblems(row: MatchedRow, orderType: OrderTypeValue): string[] {
  const problems: string[] = [];
  for (const p of row.problems) {
    if (p.kind === 'missing-part') problems.push(t`No part number`);
    if (p.kind === 'bad-quantity') {
      const quantity = p.raw;
      problems.push(quantity === '' ? t`No quantity` : t`Quantity "${quantity}" is not a whole number`);
    }
    if (p.kind === 'bad-date') {
      const date = p.raw;
      problems.push(t`Date "${date}" is not a date (use yyyy-mm-dd)`);
    }
  }
  if (row.pastDate) problems.push(t`Requested date is in the past`);
  if (row.error) {
    const reason = row.error;
    problems.push(t`Could not be checked: ${reason}`);
  }
  if (row.unknownPart)
    problems.push(
      row.suggestions.length > 0 ? t`Unknown part: pick a near match` : t`Unknown part, no near match found`,
    );
  const blocked = row.check ? lineBlockSentence(row.check, orderType) : null;
  if (blocked) problems.push(blocked);
  return problems;
}
