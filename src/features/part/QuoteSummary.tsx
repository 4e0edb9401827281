import type { ReactNode } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconTrendingDown } from '@tabler/icons-react';
import type { Packaging } from '@/api/schemas';
import { Money, Quantity } from '@/components/Formatted';
import { formatQuantity } from '@/lib/format';
import type { PriceQuote } from '@/components/price/priceTiers';
import { QtyLink } from './QtyLink';

type Props = {
  quote: PriceQuote;
  bookQuote: PriceQuote | null;
  currency: string;
  typed: boolean;
  minimumOrder: number;
  packaging: Packaging;
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

/** What the quantity costs, and what would make it cheaper or valid. Announced politely as it changes. */
export function QuoteSummary({ quote, bookQuote, currency, typed, minimumOrder, packaging }: Props) {
  const { quantity, next } = quote;
  const pack = packaging.standardQuantity;
  const needsWholePacks = packaging.fullIncrementRequired && pack > 1 && quantity % pack !== 0;
  const lowerPack = Math.floor(quantity / pack) * pack;
  const upperPack = lowerPack + pack;
  return (
    <Stack gap={6} aria-live="polite" aria-atomic="true">
      {quote.unitPrice !== null && quote.extended !== null ? (
        <Text>
          {typed ? null : 'At the minimum order: '}
          <Text component="span" fw={700}>
            <Quantity value={quantity} />
          </Text>{' '}
          × <Money amount={quote.unitPrice} currency={currency} precise /> ={' '}
          <Text component="span" fw={700} size="lg">
            <Money amount={quote.extended} currency={currency} />
          </Text>
        </Text>
      ) : (
        <Note tone="info">
          There is no list price for {formatQuantity(quantity)}: the first price break starts at a larger
          quantity.
        </Note>
      )}
      {bookQuote?.unitPrice != null && bookQuote.extended !== null ? (
        <Text size="sm">
          Your book price: <Money amount={bookQuote.unitPrice} currency={currency} precise /> each,{' '}
          <Money amount={bookQuote.extended} currency={currency} fw={600} /> in total.
        </Text>
      ) : null}
      {next ? (
        <Note tone="save">
          Order{' '}
          <QtyLink qty={next.quantity}>
            {formatQuantity(next.quantity)} (+{formatQuantity(next.additional)})
          </QtyLink>{' '}
          to pay <Money amount={next.unitPrice} currency={currency} precise /> each and save{' '}
          <Money amount={next.saving} currency={currency} fw={600} />
          {next.cheaperOverall ? ', for no more than this quantity costs now' : ''}.
        </Note>
      ) : null}
      {quote.beyondLastBreak ? (
        <Note tone="info">This is above the largest price break: ask for a quote for a better price.</Note>
      ) : null}
      {quantity < minimumOrder ? (
        <Note tone="warn">
          The minimum order is <QtyLink qty={minimumOrder}>{formatQuantity(minimumOrder)}</QtyLink>.
        </Note>
      ) : null}
      {needsWholePacks ? (
        <Note tone="warn">
          This part ships in full packs of {formatQuantity(pack)} ({packaging.description}):{' '}
          {formatQuantity(quantity)} is not a multiple. Order{' '}
          {lowerPack >= Math.max(minimumOrder, 1) ? (
            <>
              <QtyLink qty={lowerPack}>{formatQuantity(lowerPack)}</QtyLink> or{' '}
            </>
          ) : null}
          <QtyLink qty={upperPack}>{formatQuantity(upperPack)}</QtyLink>.
        </Note>
      ) : null}
    </Stack>
  );
}
