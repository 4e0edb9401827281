import { Text } from '@mantine/core';
import { t, msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Compliance, JsonValue } from '@/model/schemas';
import { complianceTone } from '@/components/ComplianceBadge';
import { EmptyState } from '@/components/States';
import { DataTable, displayColumn, statusColumn, textColumn, type KitColumn } from '@/components/table';
import { FactList } from './FactList';

/** additionalAttributes has no shape in the spec: every value is shown as plain text (called at render). */
export function attributeText(value: JsonValue): string {
  if (value === null) return '—';
  if (typeof value === 'boolean') return value ? t`Yes` : t`No`;
  if (typeof value === 'string') return value.trim() === '' ? '—' : value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? t`None` : value.map(attributeText).join(', ');
  return JSON.stringify(value);
}

// The attribute names are the API's field names, not the portal's words: they stay as the service names them.
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

// Built while rendering, so the headers are in the language of the moment.
const complianceColumns = (): KitColumn<Compliance>[] => [
  textColumn({
    id: 'regulation',
    header: msg`Regulation`,
    value: (c) => c.regulationName,
    wrap: true,
    rowHeader: true,
    priority: 1,
    hideable: false,
    width: '160px',
  }),
  statusColumn({
    id: 'result',
    header: msg`Result`,
    value: (c) => c.result || t`No result`,
    color: complianceTone,
    priority: 1,
  }),
  displayColumn({
    id: 'details',
    header: msg`Details`,
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
          <Trans>No further details.</Trans>
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
      columns={complianceColumns()}
      getRowId={(c, i) => `${c.regulationName}-${i}`}
      rowLabel={(c) => c.regulationName}
      label={t`Environmental compliance`}
      minWidth={560}
      empty={
        <EmptyState title={t`No compliance data`}>
          <Trans>The catalog has no environmental compliance records for this part.</Trans>
        </EmptyState>
      }
    />
  );
}
