import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Part } from '@/model/schemas';
import { Money, Quantity } from '@/components/Formatted';
import { ComplianceBadge } from '@/components/ComplianceBadge';
import { NewOrderAnchor } from '@/components/NewOrderLink';
import { LifecycleBadge } from '@/components/LifecycleBadge';
import { priceQuantity } from '@/lib/pricing';
import { partPricing } from '@/model/pricingInputs';
import { formatQuantity } from '@/lib/format';

/** The attribute rows' functions run while rendering (or exporting), so their words are looked up then. */
export type CompareRow = {
  id: string;
  label: (qty: number) => string;
  cell: (part: Part, qty: number) => ReactNode;
  /** The value as plain text: for the CSV export and to tell whether the parts differ. */
  text: (part: Part, qty: number) => string;
  /** Rows where one part is best: the measure, which end is best, and the mark it gets. */
  best?: { measure: (part: Part, qty: number) => number | null; lowest: boolean; mark: MessageDescriptor };
};

const priced = (p: Part, q: number) => priceQuantity(partPricing(p), q);
const complianceText = (p: Part, regulation: RegExp) =>
  p.environmentalCompliance
    .filter((c) => regulation.test(c.regulationName))
    .map((c) => c.result)
    .join('; ') || t`Not stated`;

function Compliance({ part, regulation }: { part: Part; regulation: RegExp }) {
  const found = part.environmentalCompliance.filter((c) => regulation.test(c.regulationName));
  if (found.length === 0)
    return (
      <Text c="dimmed">
        <Trans>Not stated</Trans>
      </Text>
    );
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
  if (!price)
    return (
      <Text c="dimmed">
        <Trans>No list price</Trans>
      </Text>
    );
  const tier = price.tier.column;
  return (
    <Stack gap={2}>
      <Money amount={price.unitPrice} currency={price.currency} precise fw={600} />
      <Text size="xs" c="dimmed">
        <Trans>
          Tier {tier}: from <Quantity value={price.tier.minimumQuantity} /> pcs
        </Trans>
      </Text>
    </Stack>
  );
}

function ExtendedPrice({ part, qty }: { part: Part; qty: number }) {
  const price = priceQuantity(partPricing(part), qty);
  if (!price) return <Text c="dimmed">—</Text>;
  const minimum = formatQuantity(price.minimum);
  const roundedUp = formatQuantity(price.quantity);
  return (
    <Stack gap={2}>
      <Money amount={price.extended} currency={price.currency} fw={600} />
      {price.raisedToMinimum ? (
        <Text size="xs" c="dimmed">
          <Trans>
            For <Quantity value={price.requested} />: the minimum order is {minimum}
          </Trans>
        </Text>
      ) : price.roundedToIncrement ? (
        <Text size="xs" c="dimmed">
          <Trans>
            For <Quantity value={price.requested} />: round up to {roundedUp} (full packs)
          </Trans>
        </Text>
      ) : null}
    </Stack>
  );
}

/** The figure keeps its own formatting; its unit follows the language's plural rules. */
function LeadTime({ days }: { days: number }) {
  return (
    <>
      <Quantity value={days} /> {plural(days, { one: 'day', other: 'days' })}
    </>
  );
}

function Packaging({ packaging }: { packaging: Part['packaging'] }) {
  return (
    <Stack gap={2}>
      <span>{packaging.description || '—'}</span>
      <Text size="xs" c="dimmed">
        {packaging.fullIncrementRequired ? (
          <Trans>
            Standard quantity <Quantity value={packaging.standardQuantity} />; full increments only
          </Trans>
        ) : (
          <Trans>
            Standard quantity <Quantity value={packaging.standardQuantity} />; any quantity
          </Trans>
        )}
      </Text>
    </Stack>
  );
}

function packagingText({ description, standardQuantity, fullIncrementRequired }: Part['packaging']): string {
  return fullIncrementRequired
    ? t`${description}, ${standardQuantity}, full increments only`
    : `${description}, ${standardQuantity}`;
}

function OrderLink({ part, quantity }: { part: string; quantity: number }) {
  const amount = formatQuantity(quantity);
  return (
    <NewOrderAnchor part={part} qty={quantity} size="md" fw={600}>
      <Trans>Add {amount} to an order</Trans>
    </NewOrderAnchor>
  );
}

/** The attributes compared, one table row each: declarations only. */
export const compareRows: CompareRow[] = [
  { id: 'description', label: () => t`Description`, cell: (p) => p.description, text: (p) => p.description },
  {
    id: 'unit',
    label: (q) => {
      const quantity = formatQuantity(q);
      return t`Unit price at ${quantity}`;
    },
    cell: (p, q) => <UnitPrice part={p} qty={q} />,
    text: (p, q) => String(priced(p, q)?.unitPrice ?? ''),
  },
  {
    id: 'extended',
    label: (q) => {
      const quantity = formatQuantity(q);
      return t`Extended price for ${quantity}`;
    },
    cell: (p, q) => <ExtendedPrice part={p} qty={q} />,
    text: (p, q) => String(priced(p, q)?.extended ?? ''),
    best: { measure: (p, q) => priced(p, q)?.extended ?? null, lowest: true, mark: msg`Best price` },
  },
  {
    id: 'stock',
    label: () => t`Stock`,
    cell: (p) => <Quantity value={p.stockQuantity} />,
    text: (p) => String(p.stockQuantity),
    best: { measure: (p) => p.stockQuantity, lowest: false, mark: msg`Largest stock` },
  },
  {
    id: 'lead',
    label: () => t`Standard lead time`,
    cell: (p) => <LeadTime days={p.standardLeadDays} />,
    text: (p) => {
      const days = p.standardLeadDays;
      return t`${days} days`;
    },
    best: { measure: (p) => p.standardLeadDays, lowest: true, mark: msg`Shortest lead time` },
  },
  {
    id: 'lifecycle',
    label: () => t`Lifecycle`,
    cell: (p) => <LifecycleBadge status={p.lifecycleStatus} />,
    text: (p) => p.lifecycleStatus,
  },
  {
    id: 'moq',
    label: () => t`Minimum order quantity`,
    cell: (p) => <Quantity value={p.minimumOrderQuantity} />,
    text: (p) => String(p.minimumOrderQuantity),
  },
  {
    id: 'packaging',
    label: () => t`Packaging`,
    cell: (p) => <Packaging packaging={p.packaging} />,
    text: (p) => packagingText(p.packaging),
  },
  // RoHS and REACH are the regulations' own names, the same in every language.
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
    label: () => t`Order`,
    cell: (p, q) => <OrderLink part={p.part} quantity={priced(p, q)?.quantity ?? q} />,
    text: () => '',
  },
];
