import type { ReactNode } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconTrendingDown } from '@tabler/icons-react';
import { Money, Quantity } from '@/components/Formatted';
import { formatQuantity } from '@/lib/format';
import type { PricedQuantity } from '@/lib/pricing';
import { QtyLink } from './QtyLink';

type Props = {
  priced: PricedQuantity;
  bookPriced: PricedQuantity | null;
  /** Whether the quantity was typed (else the minimum order is priced). */
  typed: boolean;
  packaging: { description: string; standardQuantity: number };
};

function Note({ tone, children }: { tone: 'warn' | 'info' | 'save'; children: ReactNode }) {
  const Icon = tone === 'warn' ? IconAlertTriangle : tone === 'save' ? IconTrendingDown : IconInfoCircle;
  const color = tone === 'warn' ? 'orange.8' : tone === 'save' ? 'teal.8' : undefined;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Text component="span" c={color} lh={1} mt={3}>
        <Icon size={16} aria-hidden />
      </Text>
      <Text size="sm">{children}</Text>
    </Group>
  );
}

/**
 * What the quantity costs, as the pricing module decides it, and what would make it cheaper.
 * Announced politely as it changes.
 */
export function QuoteSummary({ priced, bookPriced, typed, packaging }: Props) {
  const { quantity, next, currency } = priced;
  return (
    <Stack gap={6} aria-live="polite" aria-atomic="true">
      <Text>
        {typed ? null : 'At the minimum order: '}
        <Text component="span" fw={700}>
          <Quantity value={quantity} />
        </Text>{' '}
        × <Money amount={priced.unitPrice} currency={currency} precise /> ={' '}
        <Text component="span" fw={700} size="lg">
          <Money amount={priced.extended} currency={currency} />
        </Text>
      </Text>
      {typed && priced.raisedToMinimum ? (
        <Note tone="warn">
          The minimum order is {formatQuantity(priced.minimum)}: {formatQuantity(priced.requested)} is priced
          at {formatQuantity(priced.minimum)}.
        </Note>
      ) : null}
      {priced.roundedToIncrement ? (
        <Note tone="warn">
          This part ships in full packs of {formatQuantity(packaging.standardQuantity)} (
          {packaging.description}): round up to <QtyLink qty={quantity}>{formatQuantity(quantity)}</QtyLink>,
          the quantity priced here.
        </Note>
      ) : null}
      {bookPriced ? (
        <Text size="sm">
          Your book price: <Money amount={bookPriced.unitPrice} currency={currency} precise /> each,{' '}
          <Money amount={bookPriced.extended} currency={currency} fw={600} /> for{' '}
          {formatQuantity(bookPriced.quantity)}.
        </Text>
      ) : null}
      {next?.saving != null ? (
        <Note tone="save">
          Order{' '}
          <QtyLink qty={next.quantity}>
            {formatQuantity(next.quantity)} (+{formatQuantity(next.additional)})
          </QtyLink>{' '}
          at <Money amount={next.unitPrice} currency={currency} precise /> each: the total is{' '}
          <Money amount={next.extended} currency={currency} />, which saves{' '}
          <Money amount={next.saving} currency={currency} fw={600} /> on what {formatQuantity(quantity)} cost
          now.
        </Note>
      ) : next ? (
        <Note tone="info">
          From <QtyLink qty={next.quantity}>{formatQuantity(next.quantity)}</QtyLink> the unit price is{' '}
          <Money amount={next.unitPrice} currency={currency} precise /> (
          <Money amount={next.extended} currency={currency} /> in total, more than now).
        </Note>
      ) : null}
      {priced.beyondLastBreak ? (
        <Note tone="info">This is above the largest price break: ask for a quote for a better price.</Note>
      ) : null}
    </Stack>
  );
}
