import type { ReactNode } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconTrendingDown } from '@tabler/icons-react';
import { Trans } from '@lingui/react/macro';
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
  // Figures are formatted first; the sentences name them (docs/i18n.md).
  const pricedQuantity = formatQuantity(quantity);
  const minimum = formatQuantity(priced.minimum);
  const requested = formatQuantity(priced.requested);
  const packSize = formatQuantity(packaging.standardQuantity);
  const packDescription = packaging.description;
  const amount = (
    <Text component="span" fw={700}>
      <Quantity value={quantity} />
    </Text>
  );
  const unitPrice = <Money amount={priced.unitPrice} currency={currency} precise />;
  const total = (
    <Text component="span" fw={700} size="lg">
      <Money amount={priced.extended} currency={currency} />
    </Text>
  );
  return (
    <Stack gap={6} aria-live="polite" aria-atomic="true">
      <Text>
        {typed ? (
          <Trans>
            {amount} × {unitPrice} = {total}
          </Trans>
        ) : (
          <Trans>
            At the minimum order: {amount} × {unitPrice} = {total}
          </Trans>
        )}
      </Text>
      {typed && priced.raisedToMinimum ? (
        <Note tone="warn">
          <Trans>
            The minimum order is {minimum}: {requested} is priced at {minimum}.
          </Trans>
        </Note>
      ) : null}
      {priced.roundedToIncrement ? (
        <Note tone="warn">
          <Trans>
            This part ships in full packs of {packSize} ({packDescription}): round up to{' '}
            <QtyLink qty={quantity}>{pricedQuantity}</QtyLink>, the quantity priced here.
          </Trans>
        </Note>
      ) : null}
      {bookPriced ? <BookPriceLine bookPriced={bookPriced} currency={currency} /> : null}
      {next ? <NextBreakNote next={next} currency={currency} pricedQuantity={pricedQuantity} /> : null}
      {priced.beyondLastBreak ? (
        <Note tone="info">
          <Trans>This is above the largest price break: ask for a quote for a better price.</Trans>
        </Note>
      ) : null}
    </Stack>
  );
}

function BookPriceLine({ bookPriced, currency }: { bookPriced: PricedQuantity; currency: string }) {
  const bookQuantity = formatQuantity(bookPriced.quantity);
  return (
    <Text size="sm">
      <Trans>
        Your book price: <Money amount={bookPriced.unitPrice} currency={currency} precise /> each,{' '}
        <Money amount={bookPriced.extended} currency={currency} fw={600} /> for {bookQuantity}.
      </Trans>
    </Text>
  );
}

/** The next price break: what ordering up to it saves, or its lower unit price when the total rises. */
function NextBreakNote({
  next,
  currency,
  pricedQuantity,
}: {
  next: NonNullable<PricedQuantity['next']>;
  currency: string;
  pricedQuantity: string;
}) {
  const nextQuantity = formatQuantity(next.quantity);
  const additional = formatQuantity(next.additional);
  if (next.saving != null) {
    return (
      <Note tone="save">
        <Trans>
          Order{' '}
          <QtyLink qty={next.quantity}>
            {nextQuantity} (+{additional})
          </QtyLink>{' '}
          at <Money amount={next.unitPrice} currency={currency} precise /> each: the total is{' '}
          <Money amount={next.extended} currency={currency} />, which saves{' '}
          <Money amount={next.saving} currency={currency} fw={600} /> on what {pricedQuantity} cost now.
        </Trans>
      </Note>
    );
  }
  return (
    <Note tone="info">
      <Trans>
        From <QtyLink qty={next.quantity}>{nextQuantity}</QtyLink> the unit price is{' '}
        <Money amount={next.unitPrice} currency={currency} precise /> (
        <Money amount={next.extended} currency={currency} /> in total, more than now).
      </Trans>
    </Note>
  );
}
