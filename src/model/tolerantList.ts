import { t } from '@lingui/core/macro';
import { z } from '@/lib/zod';
import { describeExpectation, formatIssuePath } from '@/lib/zodIssues';

/**
 * Tolerant lists: how every list answer reaches a page.
 *
 * .NET services are loose where the spec shows arrays: a `null` arrives where a list was expected, and
 * one row of a long list can carry a field of the wrong type. Neither blanks a page:
 * - a list field or list answer that is `null` reads as empty (`nullableList`);
 * - a list answer is parsed row by row (`tolerantListSchema`): the good rows come through in `items`, the
 *   rows that do not fit are left out and reported in `skipped`.
 *
 * Shape (every list fetcher and list query returns it; quotes add totalResultsCount):
 *
 *     type TolerantList<T> = { items: T[]; skipped: SkippedRow[] };
 *     type SkippedRow = { index; rowId?: { field; value }; fieldPath; expected };
 *
 * A page renders `data.items` and puts `<SkippedRowsNotice skipped={data.skipped} />`
 * (src/components/SkippedRowsNotice.tsx) above the rows. Infinite queries: `flattenTolerantPages(pages)`
 * gives one `{ items, skipped }` with each skipped index counted over all pages.
 */
export type SkippedRow = {
  /** Position of the row in the answer's array, from 0 (over all pages once flattened). */
  index: number;
  /** The row's identifier when one can be read from the malformed row (e.g. `{ field: 'Id', value: 'X' }`). */
  rowId?: { field: string; value: string };
  /** First failing field inside the row, e.g. "Quantity" or "ShipTo.Address.City" ('' = the row itself). */
  fieldPath: string;
  /** What that field should have been, for a person: "a number" (in the language shown when it was read). */
  expected: string;
};

export type TolerantList<T> = { items: T[]; skipped: SkippedRow[] };

/** A list in which every row fitted (tests, and answers built by the portal itself). */
export const wholeList = <T>(items: T[]): TolerantList<T> => ({ items, skipped: [] });

/** A list field inside a record: `null` (a loose .NET serialiser) reads as []; absent stays absent. */
export function nullableList<S extends z.ZodMiniType>(element: S) {
  return z.pipe(
    z.nullable(z.array(element)),
    z.transform((list): z.output<S>[] => list ?? []),
  );
}

function readRowId(row: unknown, idField: string | undefined): SkippedRow['rowId'] {
  if (!idField || typeof row !== 'object' || row === null) return undefined;
  const value: unknown = (row as Record<string, unknown>)[idField];
  if (typeof value === 'string' && value.trim() !== '') return { field: idField, value };
  if (typeof value === 'number' && Number.isFinite(value)) return { field: idField, value: String(value) };
  return undefined;
}

/**
 * A list answer parsed row by row. `idField` names the key that identifies a row (Id, part, …) so the
 * notice can name a skipped row. The answer itself must still be an array (or null): anything else is a
 * malformed answer as before.
 */
export function tolerantListSchema<S extends z.ZodMiniType>(element: S, idField?: string) {
  return z.pipe(
    z.nullable(z.array(z.unknown())),
    z.transform((rows): TolerantList<z.output<S>> => {
      const items: z.output<S>[] = [];
      const skipped: SkippedRow[] = [];
      (rows ?? []).forEach((row, index) => {
        const parsed = element.safeParse(row);
        if (parsed.success) {
          items.push(parsed.data);
          return;
        }
        const issue = parsed.error.issues[0];
        const rowId = readRowId(row, idField);
        skipped.push({
          index,
          ...(rowId ? { rowId } : {}),
          fieldPath: issue ? formatIssuePath(issue.path) : '',
          expected: issue ? describeExpectation(issue) : t`a valid row`,
        });
      });
      return { items, skipped };
    }),
  );
}

/** How many rows the server sent (kept and skipped): paging decides "full page" on this count. */
export function receivedCount(list: TolerantList<unknown>): number {
  return list.items.length + list.skipped.length;
}

/**
 * The paging cursor of an answer: the identifier of its last row, read from the skipped report when that
 * row was malformed; when it has none, the last good row's (the next page then repeats the rows after
 * it, and a cursor that does not move ends the paging).
 */
export function lastRowId<T>(list: TolerantList<T>, read: (item: T) => string): string | undefined {
  const lastIndex = receivedCount(list) - 1;
  const skippedLast = list.skipped.find((row) => row.index === lastIndex);
  if (skippedLast?.rowId) return skippedLast.rowId.value;
  const last = list.items.at(-1);
  return last === undefined ? undefined : read(last);
}

/** Skipped rows of several answers in a row, each index counted from the first row of the first answer. */
export function mergeSkipped(
  answers: readonly { skipped: readonly SkippedRow[]; receivedCount: number }[],
): SkippedRow[] {
  const skipped: SkippedRow[] = [];
  let offset = 0;
  for (const answer of answers) {
    skipped.push(...answer.skipped.map((row) => ({ ...row, index: row.index + offset })));
    offset += answer.receivedCount;
  }
  return skipped;
}

/** The pages of an infinite query as one list; skipped indexes count from the first row of the first page. */
export function flattenTolerantPages<T>(pages: readonly TolerantList<T>[]): TolerantList<T> {
  return {
    items: pages.flatMap((page) => page.items),
    skipped: mergeSkipped(
      pages.map((page) => ({ skipped: page.skipped, receivedCount: receivedCount(page) })),
    ),
  };
}

/**
 * "row 4 (Id X): field "Quantity" expected a number" (rows counted from 1 for a person). The row's
 * identifier and the field are named as the service sent them (data).
 */
export function describeSkippedRow(row: SkippedRow): string {
  const rowNumber = row.index + 1;
  const { fieldPath, expected } = row;
  if (row.rowId) {
    const { field, value } = row.rowId;
    return fieldPath
      ? t`row ${rowNumber} (${field} ${value}): field "${fieldPath}" expected ${expected}`
      : t`row ${rowNumber} (${field} ${value}): expected ${expected}`;
  }
  return fieldPath
    ? t`row ${rowNumber}: field "${fieldPath}" expected ${expected}`
    : t`row ${rowNumber}: expected ${expected}`;
}
