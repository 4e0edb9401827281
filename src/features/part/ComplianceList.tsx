import { Text } from '@mantine/core';
import type { Compliance, JsonValue } from '@/model/schemas';
import { complianceTone } from '@/components/ComplianceBadge';
import { EmptyState } from '@/components/States';
import { DataTable, displayColumn, statusColumn, textColumn, type KitColumn } from '@/components/table';
import { FactList } from './FactList';

/** additionalAttributes has no shape in the spec: every value is shown as plain text. */
export function attributeText(value: JsonValue): string {
  if (value === null) return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value.trim() === '' ? '—' : value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? 'None' : value.map(attributeText).join(', ');
  return JSON.stringify(value);
}

const ACRONYMS: Record<string, string> = {
  svhc: 'SVHC',
  rohs: 'RoHS',
  reach: 'REACH',
  cas: 'CAS',
  eu: 'EU',
  iec: 'IEC',
  id: 'ID',
  url: 'URL',
};

/** "svhcListVersion" → "SVHC list version": keys are API field names, made readable. */
export function attributeLabel(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .map((w) => ACRONYMS[w.toLowerCase()] ?? w.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const complianceColumns: KitColumn<Compliance>[] = [
  textColumn({
    id: 'regulation',
    header: 'Regulation',
    value: (c) => c.regulationName,
    wrap: true,
    rowHeader: true,
    priority: 1,
    hideable: false,
    width: '160px',
  }),
  statusColumn({
    id: 'result',
    header: 'Result',
    value: (c) => c.result || 'No result',
    color: complianceTone,
    priority: 1,
  }),
  displayColumn({
    id: 'details',
    header: 'Details',
    width: 'minmax(280px, 3fr)',
    csv: (c) =>
      Object.entries(c.additionalAttributes)
        .map(([key, value]) => `${attributeLabel(key)}: ${attributeText(value)}`)
        .join('; '),
    cell: (c) => {
      const entries = Object.entries(c.additionalAttributes);
      return entries.length > 0 ? (
        <FactList
          facts={entries.map(([key, value]) => ({ label: attributeLabel(key), value: attributeText(value) }))}
        />
      ) : (
        <Text size="sm" c="dimmed">
          No further details.
        </Text>
      );
    },
  }),
];

/** One row per regulation: its result, then whatever attributes the catalog adds. */
export function ComplianceList({ compliance }: { compliance: readonly Compliance[] }) {
  return (
    <DataTable
      data={compliance}
      columns={complianceColumns}
      getRowId={(c, i) => `${c.regulationName}-${i}`}
      rowLabel={(c) => c.regulationName}
      label="Environmental compliance"
      minWidth={560}
      empty={
        <EmptyState title="No compliance data">
          The catalog has no environmental compliance records for this part.
        </EmptyState>
      }
    />
  );
}
