import { useCallback, useMemo } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { SortingState } from '@tanstack/react-table';
import { z } from '@/lib/zod';

/*
 * Binding a route's search params to a table.
 *
 *   // the route module: spread the kit's params into the page's zod search schema
 *   export const quotesSearch = z.object({
 *     part: z.catch(z._default(z.string(), ''), ''),
 *     sort: sortParam('date.desc'),   // ?sort=date.desc (one column, .asc or .desc)
 *     cols: colsParam(),              // ?cols=part,qty,price (visible columns; absent = all)
 *     page: pageParam(),              // ?page=2
 *   });
 *   export const quotesRoute = getRouteApi('/quotes');
 *
 *   // the page: declarations only
 *   const table = useTableSearch(quotesRoute);
 *   <TextInput value={table.search.part} onChange={(e) => table.setFilters({ part: e.target.value }, { replace: true })} />
 *   <DataTable view={table.view} data={rows} columns={quoteColumns} getRowId={(q) => q.id} label="Quotes" />
 *   <Pagination value={table.page} onChange={table.setPage} total={pages} />
 *
 * Sorting by a header, choosing columns, filtering and paging all navigate with a search updater (the
 * URL is the only state, so back/forward and shared links reproduce the view); a filter change goes
 * back to page 1; `replace` keeps typing out of the history.
 */

const SORT_PATTERN = /^[\w-]+\.(asc|desc)$/;
const COLS_PATTERN = /^[\w-]+(,[\w-]+)*$/;

/** `?sort=column.asc|column.desc`; anything else falls back to the default (or no sort). */
export function sortParam(defaultSort?: `${string}.${'asc' | 'desc'}`) {
  const sort = z.string().check(z.regex(SORT_PATTERN));
  return defaultSort
    ? z.catch(z._default(sort, defaultSort), defaultSort)
    : z.catch(z.optional(sort), undefined);
}

/** `?cols=a,b,c`: the visible columns; absent means the table's defaults. */
export function colsParam() {
  return z.catch(z.optional(z.string().check(z.regex(COLS_PATTERN))), undefined);
}

/** `?page=N` from 1; garbage goes to 1. */
export function pageParam() {
  return z.catch(z._default(z.coerce.number().check(z.int(), z.gte(1)), 1), 1);
}

export type TableSearch = { sort?: string; cols?: string; page?: number };

/** The table state a DataTable takes from outside (the URL), with what to call when the user changes it. */
export type TableView = {
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
  /** The visible column ids, or undefined for the table's defaults. */
  visibleColumns: string[] | undefined;
  onVisibleColumnsChange: (ids: string[] | undefined) => void;
};

export function parseSort(sort: string | undefined): SortingState {
  if (!sort || !SORT_PATTERN.test(sort)) return [];
  const dot = sort.lastIndexOf('.');
  return [{ id: sort.slice(0, dot), desc: sort.slice(dot + 1) === 'desc' }];
}

export function formatSort(sorting: SortingState): string | undefined {
  const first = sorting[0];
  return first ? `${first.id}.${first.desc ? 'desc' : 'asc'}` : undefined;
}

type NavigateOptions = { replace?: boolean };
type Filters<S> = Partial<Omit<S, keyof TableSearch>>;

/** Anything with a typed `useSearch`: the page's `getRouteApi('/path')`. */
export type RouteWithSearch<S> = { useSearch: () => S };

export function useTableSearch<S extends TableSearch>(route: RouteWithSearch<S>) {
  const search = route.useSearch();
  const navigate = useNavigate();

  const patch = useCallback(
    (changes: Record<string, unknown>, options: NavigateOptions = {}) =>
      navigate({
        to: '.',
        search: (prev: Record<string, unknown>) => ({ ...prev, ...changes }),
        replace: options.replace,
      }),
    [navigate],
  );

  const view = useMemo<TableView>(
    () => ({
      sorting: parseSort(search.sort),
      // A new order starts again at page 1, as any other change of the result would.
      onSortingChange: (sorting) => void patch({ sort: formatSort(sorting), page: undefined }),
      visibleColumns: search.cols ? search.cols.split(',') : undefined,
      onVisibleColumnsChange: (ids) => void patch({ cols: ids?.join(',') }, { replace: true }),
    }),
    [search.sort, search.cols, patch],
  );

  return {
    /** The route's whole validated search (filters included). */
    search,
    view,
    page: search.page ?? 1,
    setPage: useCallback((page: number) => void patch({ page }), [patch]),
    /** Change filters (back to page 1); pass `{ replace: true }` from text inputs. */
    setFilters: useCallback(
      (filters: Filters<S>, options?: NavigateOptions) =>
        void patch({ ...filters, page: undefined }, options),
      [patch],
    ),
  };
}
