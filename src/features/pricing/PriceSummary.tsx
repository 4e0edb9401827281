import { useId, type ReactNode } from 'react';
import { Alert, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconTrendingDown } from '@tabler/icons-react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
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

type NextBreak = NonNullable<PricedQuantity<CustomerTier>['next']>;
type Saving = NonNullable<ReturnType<typeof contractSaving>>;

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
  const minimum = formatQuantity(priced.minimum);
  const packSize = formatQuantity(priced.increment);
  const requested = formatQuantity(priced.requested);
  const quantity = formatQuantity(priced.quantity);
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={t`Quantity cannot be ordered as is`}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {priced.raisedToMinimum
            ? t`The minimum order quantity is ${minimum}.`
            : t`This part ships in full packs of ${packSize}: ${requested} is not a multiple.`}{' '}
          {t`The price shown is for ${quantity}.`}
        </Text>
        <ButtonLink
          to="/pricing"
          search={(prev) => ({ ...prev, qty: priced.quantity })}
          size="xs"
          variant="light"
          color="orange"
        >
          {t`Round up to ${quantity}`}
        </ButtonLink>
      </Stack>
    </Alert>
  );
}

/** The next break's lower unit price, and what the larger order saves in total when it does. */
function NextBreakLine({ next, currency }: { next: NextBreak; currency: string }) {
  const nextQuantity = formatQuantity(next.quantity);
  const link = (
    <AnchorLink to="/pricing" search={(prev) => ({ ...prev, qty: next.quantity })} underline="always">
      {nextQuantity}
    </AnchorLink>
  );
  const unitPrice = <Money amount={next.unitPrice} currency={currency} precise />;
  return (
    <Text size="sm">
      {next.saving === null ? (
        <Trans>
          From {link} the unit price drops to {unitPrice}.
        </Trans>
      ) : (
        <Trans>
          From {link} the unit price drops to {unitPrice}, and the order costs{' '}
          <Money amount={next.saving} currency={currency} /> less in total.
        </Trans>
      )}
    </Text>
  );
}

/** The contract's saving against the list price at the quantity priced. */
function SavingLine({ saving, quantity, currency }: { saving: Saving; quantity: number; currency: string }) {
  const percent = saving.percent;
  return (
    <Text size="sm">
      <Trans>
        Your contract price saves <Money amount={saving.perUnit} currency={currency} precise /> a piece (
        {percent}%) against the list price: <Money amount={saving.total} currency={currency} fw={700} /> on{' '}
        <Quantity value={quantity} />.
      </Trans>
    </Text>
  );
}

/** What the quantity costs, why it may not be orderable as asked, and what the contract saves. */
export function PriceSummary({ pricing, priced, requested }: Props) {
  const currency = pricing.isoCurrencyCode;
  const hasContract = pricing.prices.some((p) => p.contract !== null);
  const quantity = priced?.quantity ?? requested;
  const formattedQuantity = formatQuantity(quantity);
  // bookPrice is the list price at the quantity asked for: compared only when that is what is priced.
  const comparable = priced !== null && priced.quantity === requested;
  const saving =
    hasContract && comparable
      ? contractSaving(pricing.bookPrice.oem, priced.unitPrice, quantity, currency)
      : null;

  return (
    <Stack gap="md" aria-live="polite">
      <Title order={3} size="h4">
        <Trans>
          Your price for <Quantity value={quantity} />
        </Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Figure label={hasContract ? t`Contract unit price` : t`Unit price`}>
          {priced ? <Money amount={priced.unitPrice} currency={currency} precise /> : '—'}
        </Figure>
        <Figure label={t`Extended price`}>
          {priced ? <Money amount={priced.extended} currency={currency} /> : '—'}
        </Figure>
        <Figure label={t`Book price (OEM)`}>
          <Money amount={pricing.bookPrice.oem} currency={currency} precise />
        </Figure>
        <Figure label={t`Book price (distributor)`}>
          <Money amount={pricing.bookPrice.distributor} currency={currency} precise />
        </Figure>
      </SimpleGrid>
      {priced ? <QuantityWarning priced={priced} /> : null}
      {saving ? (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Text c="teal.8" lh={1} mt={2}>
            <IconTrendingDown size={18} aria-hidden />
          </Text>
          <SavingLine saving={saving} quantity={quantity} currency={currency} />
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {!hasContract
            ? t`No contract price applies: these are book prices.`
            : comparable
              ? t`Your contract price is not below the list price at this quantity.`
              : t`Round up to ${formattedQuantity} to see what your contract price saves there.`}
        </Text>
      )}
      {priced?.next ? <NextBreakLine next={priced.next} currency={currency} /> : null}
      <Group>
        <NewOrderButton part={pricing.part} qty={quantity}>
          {t`Start an order for ${formattedQuantity}`}
        </NewOrderButton>
      </Group>
    </Stack>
  );
}
