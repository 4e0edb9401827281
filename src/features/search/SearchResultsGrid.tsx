import { useState, type KeyboardEvent, type Ref } from 'react';
import { Table, Text } from '@mantine/core';
import { Money, Quantity } from '@/components/Formatted';
import { Highlight } from '@/components/Highlight';
import { LifecycleBadge } from '@/components/LifecycleBadge';
import { PartLink } from '@/components/table/PartLink';
import { partPricing, priceQuantity } from '@/lib/pricing';
import { CompareToggle } from '@/components/compare/CompareToggle';
import type { SearchMode } from './searchParams';
import type { SearchRow } from './useSearchResults';

type Cell = { row: number; col: number };
/** The focusable cells of a row, in order: the part link, then the compare checkbox. */
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

  return (
    <Table.ScrollContainer minWidth={full ? 820 : 360}>
      <Table
        ref={gridRef}
        role="grid"
        aria-label="Search results"
        aria-rowcount={rows.length + 1}
        aria-busy={busy}
        highlightOnHover
        verticalSpacing="xs"
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          // A click or Tab into a cell moves the tab stop there.
          const row = event.target.closest('tr');
          const table = event.currentTarget;
          if (!row || row.parentElement !== table.tBodies[0]) return;
          const col = [...row.querySelectorAll(FOCUSABLE)].indexOf(event.target);
          if (col >= 0) setActive({ row: row.sectionRowIndex, col });
        }}
        style={{ opacity: busy ? 0.6 : 1, transition: 'opacity 120ms' }}
      >
        <Table.Thead>
          <Table.Tr role="row" aria-rowindex={1}>
            <Table.Th role="columnheader">Part number</Table.Th>
            {full ? (
              <>
                <Table.Th role="columnheader">Description</Table.Th>
                <Table.Th role="columnheader" ta="end">
                  Stock
                </Table.Th>
                <Table.Th role="columnheader">Lifecycle</Table.Th>
                <Table.Th role="columnheader" ta="end">
                  Unit price (qty 1)
                </Table.Th>
              </>
            ) : null}
            <Table.Th role="columnheader" ta="center">
              Compare
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((hit, i) => {
            const price = hit.full ? priceQuantity(partPricing(hit.full), 1) : null;
            return (
              <Table.Tr key={hit.part} role="row" aria-rowindex={i + 2}>
                <Table.Td role="gridcell">
                  <PartLink part={hit.part} tabIndex={tabIndexFor(i, 0)}>
                    <Highlight text={hit.part} term={term} />
                  </PartLink>
                </Table.Td>
                {hit.full ? (
                  <>
                    <Table.Td role="gridcell">
                      <Text size="sm" lineClamp={2}>
                        <Highlight text={hit.full.description} term={term} />
                      </Text>
                    </Table.Td>
                    <Table.Td role="gridcell" ta="end">
                      <Quantity value={hit.full.stockQuantity} />
                    </Table.Td>
                    <Table.Td role="gridcell" style={{ whiteSpace: 'nowrap' }}>
                      <LifecycleBadge status={hit.full.lifecycleStatus} />
                    </Table.Td>
                    <Table.Td role="gridcell" ta="end" style={{ whiteSpace: 'nowrap' }}>
                      {price ? <Money amount={price.unitPrice} currency={price.currency} precise /> : '—'}
                    </Table.Td>
                  </>
                ) : null}
                <Table.Td role="gridcell" ta="center">
                  <CompareToggle part={hit.part} tabIndex={tabIndexFor(i, 1)} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
