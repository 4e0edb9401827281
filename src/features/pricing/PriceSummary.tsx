import { useId, type ReactNode } from 'react';
import { Alert, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconTrendingDown } from '@tabler/icons-react';
import type { CustomerPricing } from '@/model/schemas';
import { Money, Quantity } from '@/components/Formatted';
import { NewOrderButton } from '@/components/NewOrderLink';
import { AnchorLink, ButtonLink } from '@/components/links';
import { formatQuantity } from '@/lib/format';
import { contractSaving, type PricedQuantity } from '@/lib/pricing';
import { type CustomerTier } from '@/model/pricingInputs';

type Props = {
  pricing: CustomerPricing;
  /** Null when the answer has no tiers. */
  priced: PricedQuantity<CustomerTier> | null;
  requested: number;
};

function Figure({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack gap={2} role="group" aria-labelledby={id}>
      <Text size="sm" c="dimmed" id={id}>
        {label}
      </Text>
      <Text fw={700} size="xl">
        {children}
      </Text>
    </Stack>
  );
}

/** Why the quantity asked for cannot be ordered as is, and the one-click fix. */
function QuantityWarning({ priced }: { priced: PricedQuantity<CustomerTier> }) {
  if (!priced.raisedToMinimum && !priced.roundedToIncrement) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title="Quantity cannot be ordered as is"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {priced.raisedToMinimum
            ? `The minimum order quantity is ${formatQuantity(priced.minimum)}.`
            : `This part ships in full packs of ${formatQuantity(priced.increment)}: ${formatQuantity(priced.requested)} is not a multiple.`}{' '}
          The price shown is for {formatQuantity(priced.quantity)}.
        </Text>
        <ButtonLink
          to="/pricing"
          search={(prev) => ({ ...prev, qty: priced.quantity })}
          size="xs"
          variant="light"
          color="orange"
        >
          Round up to {formatQuantity(priced.quantity)}
        </ButtonLink>
      </Stack>
    </Alert>
  );
}

/** What the quantity costs, why it may not be orderable as asked, and what the contract saves. */
export function PriceSummary({ pricing, priced, requested }: Props) {
  const currency = pricing.isoCurrencyCode;
  const hasContract = pricing.prices.some((p) => p.contract !== null);
  const quantity = priced?.quantity ?? requested;
  // bookPrice is the list price at the quantity asked for: compared only when that is what is priced.
  const comparable = priced !== null && priced.quantity === requested;
  const saving =
    hasContract && comparable
      ? contractSaving(pricing.bookPrice.oem, priced.unitPrice, quantity, currency)
      : null;

  return (
    <Stack gap="md" aria-live="polite">
      <Title order={3} size="h4">
        Your price for <Quantity value={quantity} />
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Figure label={hasContract ? 'Contract unit price' : 'Unit price'}>
          {priced ? <Money amount={priced.unitPrice} currency={currency} precise /> : '—'}
        </Figure>
        <Figure label="Extended price">
          {priced ? <Money amount={priced.extended} currency={currency} /> : '—'}
        </Figure>
        <Figure label="Book price (OEM)">
          <Money amount={pricing.bookPrice.oem} currency={currency} precise />
        </Figure>
        <Figure label="Book price (distributor)">
          <Money amount={pricing.bookPrice.distributor} currency={currency} precise />
        </Figure>
      </SimpleGrid>
      {priced ? <QuantityWarning priced={priced} /> : null}
      {saving ? (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Text c="teal.8" lh={1} mt={2}>
            <IconTrendingDown size={18} aria-hidden />
          </Text>
          <Text size="sm">
            Your contract price saves <Money amount={saving.perUnit} currency={currency} precise /> a piece (
            {saving.percent}%) against the list price:{' '}
            <Money amount={saving.total} currency={currency} fw={700} /> on <Quantity value={quantity} />.
          </Text>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {!hasContract
            ? 'No contract price applies: these are book prices.'
            : comparable
              ? 'Your contract price is not below the list price at this quantity.'
              : `Round up to ${formatQuantity(quantity)} to see what your contract price saves there.`}
        </Text>
      )}
      {priced?.next ? (
        <Text size="sm">
          From{' '}
          <AnchorLink
            to="/pricing"
            search={(prev) => ({ ...prev, qty: priced.next?.quantity })}
            underline="always"
          >
            {formatQuantity(priced.next.quantity)}
          </AnchorLink>{' '}
          the unit price drops to <Money amount={priced.next.unitPrice} currency={currency} precise />
          {priced.next.saving !== null ? (
            <>
              , and the order costs <Money amount={priced.next.saving} currency={currency} /> less in total
            </>
          ) : null}
          .
        </Text>
      ) : null}
      <Group>
        <NewOrderButton part={pricing.part} qty={quantity}>
          Start an order for {formatQuantity(quantity)}
        </NewOrderButton>
      </Group>
    </Stack>
  );
}
