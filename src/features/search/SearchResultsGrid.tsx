import { useState, type KeyboardEvent, type Ref } from 'react';
import { Text } from '@mantine/core';
import { t, msg } from '@lingui/core/macro';
import { Highlight } from '@/components/Highlight';
import {
  DataTable,
  displayColumn,
  lifecycleColumn,
  moneyColumn,
  PartLink,
  quantityColumn,
  type KitColumn,
} from '@/components/table';
import { priceQuantity } from '@/lib/pricing';
import { partPricing } from '@/model/pricingInputs';
import { CompareToggle } from '@/components/compare/CompareToggle';
import type { SearchMode } from './searchParams';
import type { SearchRow } from './useSearchResults';

type Cell = { row: number; col: number };
/** The focusable cells of a row, in order: the part link, then the compare checkbox. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
const FOCUSABLE = 'a[href], input';
const COLS = 2;

type Props = {
  rows: SearchRow[];
  term: string;
  mode: SearchMode;
  gridRef: Ref<HTMLTableElement>;
  /** ArrowUp on the first row goes back to the search box. */
  onExitTop: () => void;
  busy: boolean;
};

/**
 * The results as an ARIA grid with a roving tab stop: Tab enters the grid once, arrow keys move between
 * rows (and between the link and the checkbox), Home/End jump, Enter follows the focused part link.
 */
export function SearchResultsGrid({ rows, term, mode, gridRef, onExitTop, busy }: Props) {
  const [active, setActive] = useState<Cell>({ row: 0, col: 0 });
  // New results can be shorter than the old ones: the tab stop stays on a row that exists.
  const activeRow = Math.min(active.row, rows.length - 1);
  const full = mode === 'full';

  const focusCell = (table: HTMLTableElement, cell: Cell) => {
    const row = table.tBodies[0]?.rows[cell.row];
    const target = row?.querySelectorAll<HTMLElement>(FOCUSABLE)[cell.col];
    if (!target) return;
    setActive(cell);
    target.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const table = event.currentTarget;
    const at: Cell = { row: activeRow, col: active.col };
    let next: Cell | null = null;
    if (event.key === 'ArrowDown') next = { ...at, row: Math.min(at.row + 1, rows.length - 1) };
    else if (event.key === 'ArrowUp') {
      if (at.row === 0) {
        event.preventDefault();
        onExitTop();
        return;
      }
      next = { ...at, row: at.row - 1 };
    } else if (event.key === 'ArrowRight') next = { ...at, col: Math.min(at.col + 1, COLS - 1) };
    else if (event.key === 'ArrowLeft') next = { ...at, col: Math.max(at.col - 1, 0) };
    else if (event.key === 'Home') next = { ...at, row: 0 };
    else if (event.key === 'End') next = { ...at, row: rows.length - 1 };
    if (!next) return;
    event.preventDefault();
    focusCell(table, next);
  };

  const tabIndexFor = (row: number, col: number) => (row === activeRow && col === active.col ? 0 : -1);
  const columns = searchColumns(full, term, tabIndexFor);
  /** The grid's name: the table's caption and the name of its grid role. */
  const name = t`Search results`;

  return (
    <DataTable
      data={rows}
      columns={columns}
      getRowId={(hit) => hit.part}
      label={name}
      // Relevance order; header buttons would also add tab stops outside the grid's roving one.
      sortable={false}
      // The roving tab stop needs every row in the DOM (a few tens of results).
      virtualize={false}
      minWidth={full ? 820 : 360}
      tableProps={{
        ref: gridRef,
        role: 'grid',
        'aria-label': name,
        'aria-busy': busy,
        onKeyDown,
        onFocus: (event) => {
          // A click or Tab into a cell moves the tab stop there.
          const row = event.target.closest('tr');
          const table = event.currentTarget;
          if (!row || row.parentElement !== table.tBodies[0]) return;
          const col = [...row.querySelectorAll(FOCUSABLE)].indexOf(event.target);
          if (col >= 0) setActive({ row: row.sectionRowIndex, col });
        },
        style: { opacity: busy ? 0.6 : 1, transition: 'opacity 120ms' },
      }}
    />
  );
}

/**
 * The grid's columns, built at render in the UI's language: the part link and the compare box carry the
 * roving tab stop (columns 0 and 1).
 */
function searchColumns(
  full: boolean,
  term: string,
  tabIndexFor: (row: number, col: number) => number,
): KitColumn<SearchRow>[] {
  const partColumn = displayColumn<SearchRow>({
    id: 'part',
    header: msg`Part number`,
    width: 'minmax(160px, 1fr)',
    cell: (hit, i) => (
      <PartLink part={hit.part} tabIndex={tabIndexFor(i, 0)}>
        <Highlight text={hit.part} term={term} />
      </PartLink>
    ),
  });
  const compareColumn = displayColumn<SearchRow>({
    id: 'compare',
    header: msg`Compare`,
    align: 'center',
    cell: (hit, i) => <CompareToggle part={hit.part} tabIndex={tabIndexFor(i, 1)} />,
  });
  if (!full) return [partColumn, compareColumn];
  return [
    partColumn,
    displayColumn({
      id: 'description',
      header: msg`Description`,
      cell: (hit) =>
        hit.full ? (
          <Text size="sm" lineClamp={2}>
            <Highlight text={hit.full.description} term={term} />
          </Text>
        ) : null,
    }),
    quantityColumn({ id: 'stock', header: msg`Stock`, value: (hit) => hit.full?.stockQuantity }),
    lifecycleColumn({ value: (hit) => hit.full?.lifecycleStatus }),
    moneyColumn({
      id: 'price',
      header: msg`Unit price (qty 1)`,
      value: (hit) => {
        const price = hit.full ? priceQuantity(partPricing(hit.full), 1) : null;
        return price ? { amount: price.unitPrice, currency: price.currency } : null;
      },
    }),
    compareColumn,
  ];
}
