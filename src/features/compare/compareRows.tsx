import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import type { Part } from '@/model/schemas';
import { Money, Quantity } from '@/components/Formatted';
import { ComplianceBadge } from '@/components/ComplianceBadge';
import { NewOrderAnchor } from '@/components/NewOrderLink';
import { LifecycleBadge } from '@/components/LifecycleBadge';
import { priceQuantity } from '@/lib/pricing';
import { partPricing } from '@/model/pricingInputs';
import { formatQuantity } from '@/lib/format';

export type CompareRow = {
  id: string;
  label: (qty: number) => string;
  cell: (part: Part, qty: number) => ReactNode;
  /** The value as plain text: for the CSV export and to tell whether the parts differ. */
  text: (part: Part, qty: number) => string;
  /** Rows where one part is best: the measure, which end is best, and the mark it gets. */
  best?: { measure: (part: Part, qty: number) => number | null; lowest: boolean; mark: string };
};

const priced = (p: Part, q: number) => priceQuantity(partPricing(p), q);
const complianceText = (p: Part, regulation: RegExp) =>
  p.environmentalCompliance
    .filter((c) => regulation.test(c.regulationName))
    .map((c) => c.result)
    .join('; ') || 'Not stated';

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
          For <Quantity value={price.requested} />:{' '}
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
  { id: 'description', label: () => 'Description', cell: (p) => p.description, text: (p) => p.description },
  {
    id: 'unit',
    label: (q) => `Unit price at ${formatQuantity(q)}`,
    cell: (p, q) => <UnitPrice part={p} qty={q} />,
    text: (p, q) => String(priced(p, q)?.unitPrice ?? ''),
  },
  {
    id: 'extended',
    label: (q) => `Extended price for ${formatQuantity(q)}`,
    cell: (p, q) => <ExtendedPrice part={p} qty={q} />,
    text: (p, q) => String(priced(p, q)?.extended ?? ''),
    best: { measure: (p, q) => priced(p, q)?.extended ?? null, lowest: true, mark: 'Best price' },
  },
  {
    id: 'stock',
    label: () => 'Stock',
    cell: (p) => <Quantity value={p.stockQuantity} />,
    text: (p) => String(p.stockQuantity),
    best: { measure: (p) => p.stockQuantity, lowest: false, mark: 'Largest stock' },
  },
  {
    id: 'lead',
    label: () => 'Standard lead time',
    cell: (p) => (
      <>
        <Quantity value={p.standardLeadDays} /> {p.standardLeadDays === 1 ? 'day' : 'days'}
      </>
    ),
    text: (p) => `${p.standardLeadDays} days`,
    best: { measure: (p) => p.standardLeadDays, lowest: true, mark: 'Shortest lead time' },
  },
  {
    id: 'lifecycle',
    label: () => 'Lifecycle',
    cell: (p) => <LifecycleBadge status={p.lifecycleStatus} />,
    text: (p) => p.lifecycleStatus,
  },
  {
    id: 'moq',
    label: () => 'Minimum order quantity',
    cell: (p) => <Quantity value={p.minimumOrderQuantity} />,
    text: (p) => String(p.minimumOrderQuantity),
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
    text: (p) =>
      `${p.packaging.description}, ${p.packaging.standardQuantity}${p.packaging.fullIncrementRequired ? ', full increments only' : ''}`,
  },
  {
    id: 'rohs',
    label: () => 'RoHS',
    cell: (p) => <Compliance part={p} regulation={/rohs/i} />,
    text: (p) => complianceText(p, /rohs/i),
  },
  {
    id: 'reach',
    label: () => 'REACH',
    cell: (p) => <Compliance part={p} regulation={/reach/i} />,
    text: (p) => complianceText(p, /reach/i),
  },
  {
    id: 'order',
    label: () => 'Order',
    cell: (p, q) => {
      const quantity = priced(p, q)?.quantity ?? q;
      return (
        <NewOrderAnchor part={p.part} qty={quantity} size="md" fw={600}>
          Add {formatQuantity(quantity)} to an order
        </NewOrderAnchor>
      );
    },
    text: () => '',
  },
];
