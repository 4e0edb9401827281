import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import type { Part } from '@/api/schemas';
import { Money, Quantity } from '@/components/Formatted';
import { ComplianceBadge } from '@/components/ComplianceBadge';
import { LifecycleBadge } from '@/components/LifecycleBadge';
import { partPricing, priceQuantity } from '@/lib/pricing';
import { formatQuantity } from '@/lib/format';

export type CompareRow = {
  id: string;
  label: (qty: number) => string;
  cell: (part: Part, qty: number) => ReactNode;
};

function Compliance({ part, regulation }: { part: Part; regulation: RegExp }) {
  const found = part.environmentalCompliance.filter((c) => regulation.test(c.regulationName));
  if (found.length === 0) return <Text c="dimmed">Not stated</Text>;
  return (
    <Stack gap={4} align="flex-start">
      {found.map((c) => (
        <ComplianceBadge key={`${c.regulationName}:${c.result}`} result={c.result} />
      ))}
    </Stack>
  );
}

function UnitPrice({ part, qty }: { part: Part; qty: number }) {
  const price = priceQuantity(partPricing(part), qty);
  if (!price) return <Text c="dimmed">No list price</Text>;
  return (
    <Stack gap={2}>
      <Money amount={price.unitPrice} currency={price.currency} precise fw={600} />
      <Text size="xs" c="dimmed">
        Tier {price.tier.column}: from <Quantity value={price.tier.minimumQuantity} /> pcs
      </Text>
    </Stack>
  );
}

function ExtendedPrice({ part, qty }: { part: Part; qty: number }) {
  const price = priceQuantity(partPricing(part), qty);
  if (!price) return <Text c="dimmed">—</Text>;
  return (
    <Stack gap={2}>
      <Money amount={price.extended} currency={price.currency} fw={600} />
      {price.raisedToMinimum || price.roundedToIncrement ? (
        <Text size="xs" c="dimmed">
          For <Quantity value={price.quantity} />:{' '}
          {price.raisedToMinimum
            ? `the minimum order is ${formatQuantity(price.minimum)}`
            : `round up to ${formatQuantity(price.quantity)} (full packs)`}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The attributes compared, one table row each: declarations only. */
export const compareRows: CompareRow[] = [
  { id: 'description', label: () => 'Description', cell: (p) => p.description },
  {
    id: 'unit',
    label: (q) => `Unit price at ${formatQuantity(q)}`,
    cell: (p, q) => <UnitPrice part={p} qty={q} />,
  },
  {
    id: 'extended',
    label: (q) => `Extended price for ${formatQuantity(q)}`,
    cell: (p, q) => <ExtendedPrice part={p} qty={q} />,
  },
  { id: 'stock', label: () => 'Stock', cell: (p) => <Quantity value={p.stockQuantity} /> },
  {
    id: 'lead',
    label: () => 'Standard lead time',
    cell: (p) => (
      <>
        <Quantity value={p.standardLeadDays} /> {p.standardLeadDays === 1 ? 'day' : 'days'}
      </>
    ),
  },
  { id: 'lifecycle', label: () => 'Lifecycle', cell: (p) => <LifecycleBadge status={p.lifecycleStatus} /> },
  {
    id: 'moq',
    label: () => 'Minimum order quantity',
    cell: (p) => <Quantity value={p.minimumOrderQuantity} />,
  },
  {
    id: 'packaging',
    label: () => 'Packaging',
    cell: (p) => (
      <Stack gap={2}>
        <span>{p.packaging.description || '—'}</span>
        <Text size="xs" c="dimmed">
          Standard quantity <Quantity value={p.packaging.standardQuantity} />
          {p.packaging.fullIncrementRequired ? '; full increments only' : '; any quantity'}
        </Text>
      </Stack>
    ),
  },
  { id: 'rohs', label: () => 'RoHS', cell: (p) => <Compliance part={p} regulation={/rohs/i} /> },
  { id: 'reach', label: () => 'REACH', cell: (p) => <Compliance part={p} regulation={/reach/i} /> },
];
