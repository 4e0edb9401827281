import { Badge, CloseButton, Group, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { i18n } from '@/lib/i18n';
import type { Part } from '@/model/schemas';
import { DataTable, displayColumn, downloadTableCsv, PartLink, type KitColumn } from '@/components/table';
import { CompareColumnState } from './CompareColumnState';
import { compareRows, type CompareRow } from './compareRows';
import { compareMarks, type CompareMarks } from './compareMarks';

type Props = {
  parts: string[];
  queries: UseQueryResult<Part | null>[];
  qty: number;
  onRemove: (part: string) => void;
};

/**
 * The attribute names down the side, one column per part; the corner stays empty. The CSV is the same
 * declarations: one line per attribute, one column per part (empty for a part without data).
 */
function compareColumns(
  { parts, queries, qty, onRemove }: Props,
  marks: CompareMarks,
): KitColumn<CompareRow>[] {
  return [
    displayColumn({
      id: 'attribute',
      header: '',
      csvHeader: msg`Attribute`,
      csv: (row) => row.label(qty),
      rowHeader: true,
      priority: 1,
      width: '230px',
      cell: (row) =>
        marks.differs.has(row.id) ? (
          <Group gap={6} wrap="nowrap">
            {row.label(qty)}
            <Badge
              size="xs"
              variant="light"
              color="grape"
              c="var(--mantine-color-text)"
              tt="none"
              style={{ flexShrink: 0 }}
            >
              <Trans>differs</Trans>
            </Badge>
          </Group>
        ) : (
          row.label(qty)
        ),
    }),
    ...parts.map((part, i) => {
      const query = queries[i];
      return displayColumn<CompareRow>({
        id: `part:${part}`,
        header: part,
        priority: 1,
        width: 'minmax(200px, 1fr)',
        csv: (row) => (query?.data ? row.text(query.data, qty) : ''),
        headerContent: (
          <Group gap={4} justify="space-between" wrap="nowrap">
            <PartLink part={part} />
            <CloseButton
              size="sm"
              aria-label={t`Remove ${part} from comparison`}
              onClick={() => onRemove(part)}
            />
          </Group>
        ),
        cell: (row) => {
          if (query?.data) {
            const mark = row.best && marks.best.get(row.id)?.has(part) ? row.best.mark : null;
            if (!mark) return row.cell(query.data, qty);
            return (
              <Stack gap={4} align="flex-start">
                {row.cell(query.data, qty)}
                <Badge size="sm" color="teal" variant="light" c="var(--mantine-color-text)" tt="none">
                  {i18n._(mark)}
                </Badge>
              </Stack>
            );
          }
          return query ? <CompareColumnState part={part} query={query} /> : null;
        },
        // A column without data (loading, failed, no such part) shows its message once, spanning every row.
        rowSpan: (_, rowIndex) => (query?.data ? 1 : rowIndex === 0 ? compareRows.length : 0),
      });
    }),
  ];
}

/** A real table, one column per part, so the other columns stay readable when one has no data. */
export function CompareTable(props: Props) {
  const { parts, queries, qty, onRemove } = props;
  const loaded = queries.flatMap((q) => (q.data ? [q.data] : []));
  const marks = compareMarks(compareRows, loaded, qty);
  const columns = compareColumns({ parts, queries, qty, onRemove }, marks);
  const partList = parts.join(', ');
  return (
    <DataTable
      data={compareRows}
      columns={columns}
      getRowId={(row) => row.id}
      label={t`Comparison of ${partList}`}
      sortable={false}
      minWidth={220 + parts.length * 220}
    />
  );
}

/** Downloads the comparison as CSV: every attribute but the order links. */
export function downloadComparison({ parts, queries, qty }: Omit<Props, 'onRemove'>) {
  const loaded = queries.flatMap((q) => (q.data ? [q.data] : []));
  // The header's remove buttons are not part of a CSV.
  const columns = compareColumns(
    { parts, queries, qty, onRemove: () => undefined },
    compareMarks(compareRows, loaded, qty),
  );
  const rows = compareRows.filter((row) => row.id !== 'order');
  return downloadTableCsv(columns, rows, `compare-${parts.join('_').replace(/[^\w.-]+/g, '-')}`);
}
