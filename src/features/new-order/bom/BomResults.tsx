import type { ReactNode } from 'react';
import { Badge, Button, List, Select, Stack } from '@mantine/core';
import { t, msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { displayColumn, moneyColumn, quantityColumn, textColumn, type KitColumn } from '@/components/table';
import { FixedTable } from '../lines/FixedTable';
import { RoundUpLabel } from '../lines/LineRow';
import { CalendarDate } from '@/components/Formatted';
import { rowProblems, type MatchedRow } from './bomMatch';
import type { OrderTypeValue } from '../form/orderForm';

type Props = {
  rows: readonly MatchedRow[];
  orderType: OrderTypeValue;
  onPick: (index: number, part: string) => void;
  onRoundUp: (index: number, quantity: number) => void;
  footer: ReactNode;
};

/** The checked rows of an imported BOM, each with its problems and the fix on offer. */
export function BomResults({ rows, orderType, onPick, onRoundUp, footer }: Props) {
  const columns: KitColumn<MatchedRow>[] = [
    quantityColumn({ id: 'row', header: msg`Row`, width: '60px', priority: 1, value: (r) => r.rowNumber }),
    textColumn({
      id: 'part',
      header: msg`Part number`,
      priority: 1,
      value: (r) => r.check?.part.part ?? r.part,
      wrap: true,
    }),
    quantityColumn({ id: 'qty', header: msg`Quantity`, priority: 1, value: (r) => r.quantity }),
    textColumn({ id: 'customerPart', header: msg`Customer part`, value: (r) => r.customerPart, wrap: true }),
    displayColumn({
      id: 'date',
      header: msg`Requested`,
      cell: (r) => (r.requestedDate ? <CalendarDate value={r.requestedDate} /> : t`Today`),
    }),
    moneyColumn({
      id: 'extended',
      header: msg`Extended price`,
      value: (r) =>
        r.check?.price ? { amount: r.check.price.extended, currency: r.check.price.currency } : null,
    }),
    displayColumn({
      id: 'status',
      priority: 1,
      header: msg`Check`,
      width: '280px',
      cell: (r, i) => (
        <RowStatus
          row={r}
          problems={rowProblems(r, orderType)}
          onPick={(p) => onPick(i, p)}
          onRoundUp={(q) => onRoundUp(i, q)}
        />
      ),
    }),
  ];
  return (
    <Stack gap="sm">
      <FixedTable
        data={rows}
        columns={columns}
        getRowId={(r) => String(r.rowNumber)}
        label={t`Imported rows and their checks`}
        minWidth={860}
      />
      {footer}
    </Stack>
  );
}

function RowStatus({
  row,
  problems,
  onPick,
  onRoundUp,
}: {
  row: MatchedRow;
  problems: string[];
  onPick: (part: string) => void;
  onRoundUp: (quantity: number) => void;
}) {
  if (problems.length === 0)
    return (
      <Badge color="green" variant="light">
        <Trans>Ready</Trans>
      </Badge>
    );
  const canRoundUp =
    row.check && row.check.orderable !== null && (row.check.belowMinimum || row.check.notFullIncrement);
  const rowNumber = row.rowNumber;
  return (
    <Stack gap={6}>
      <List size="sm" spacing={2}>
        {problems.map((p) => (
          <List.Item key={p}>{p}</List.Item>
        ))}
      </List>
      {row.unknownPart && row.suggestions.length > 0 ? (
        <Select
          size="xs"
          label={t`Near matches for row ${rowNumber}`}
          placeholder={t`Pick a part`}
          data={row.suggestions.map((s) => ({
            value: s.part,
            label: s.description ? `${s.part} · ${s.description}` : s.part,
          }))}
          onChange={(v) => v && onPick(v)}
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
      {canRoundUp && row.check?.orderable ? (
        <Button size="xs" variant="light" onClick={() => onRoundUp(row.check?.orderable ?? 1)}>
          <RoundUpLabel quantity={row.check.orderable} />
        </Button>
      ) : null}
    </Stack>
  );
}
