import { useId } from 'react';
import { Alert, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconTrendingDown } from '@tabler/icons-react';
import type { CustomerPricing } from '@/api/schemas';
import { Money, Quantity } from '@/components/Formatted';
import { NewOrderButton } from '@/components/NewOrderLink';
import type { PriceQuote } from '@/components/price/priceTiers';
import { AnchorLink, ButtonLink } from '@/components/table';
import { formatQuantity } from '@/lib/format';
import { contractSaving, orderableQuantity, quantityIssue, type OrderRules } from './tiers';

type Props = {
  pricing: CustomerPricing;
  quote: PriceQuote;
  rules: OrderRules;
  quantity: number;
  currency: string;
};

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
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

/** What the quantity costs, why it may not be orderable as typed, and what the contract saves. */
export function PriceSummary({ pricing, quote, rules, quantity, currency }: Props) {
  const issue = quantityIssue(quantity, rules);
  const hasContract = pricing.prices.some((p) => p.contract !== null);
  const saving =
    hasContract && quote.unitPrice !== null
      ? contractSaving(pricing.bookPrice.oem, quote.unitPrice, quantity)
      : null;
  const orderQty = orderableQuantity(quantity, rules);

  return (
    <Stack gap="md" aria-live="polite">
      <Title order={3} size="h4">
        Your price for <Quantity value={quantity} />
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Figure label={hasContract ? 'Contract unit price' : 'Unit price'}>
          {quote.unitPrice === null ? '—' : <Money amount={quote.unitPrice} currency={currency} precise />}
        </Figure>
        <Figure label="Extended price">
          {quote.extended === null ? '—' : <Money amount={quote.extended} currency={currency} />}
        </Figure>
        <Figure label="Book price (OEM)">
          <Money amount={pricing.bookPrice.oem} currency={currency} precise />
        </Figure>
        <Figure label="Book price (distributor)">
          <Money amount={pricing.bookPrice.distributor} currency={currency} precise />
        </Figure>
      </SimpleGrid>
      {issue ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title="Quantity cannot be ordered as is"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {issue.kind === 'below-moq'
                ? `The minimum order quantity is ${formatQuantity(rules.moq)}.`
                : `This part ships in full packs of ${formatQuantity(rules.packagingQuantity)}: ${formatQuantity(quantity)} is not a multiple.`}
            </Text>
            <ButtonLink
              to="/pricing"
              search={(prev) => ({ ...prev, qty: issue.roundTo })}
              size="xs"
              variant="light"
              color="orange"
            >
              Round up to {formatQuantity(issue.roundTo)}
            </ButtonLink>
          </Stack>
        </Alert>
      ) : null}
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
          {hasContract
            ? 'Your contract price is not below the list price at this quantity.'
            : 'No contract price applies: these are book prices.'}
        </Text>
      )}
      {quote.next ? (
        <Text size="sm">
          From{' '}
          <AnchorLink
            to="/pricing"
            search={(prev) => ({ ...prev, qty: quote.next?.quantity })}
            underline="always"
          >
            {formatQuantity(quote.next.quantity)}
          </AnchorLink>{' '}
          the unit price drops to <Money amount={quote.next.unitPrice} currency={currency} precise />.
        </Text>
      ) : null}
      <Group>
        <NewOrderButton part={pricing.part} qty={orderQty}>
          Start an order for {formatQuantity(orderQty)}
        </NewOrderButton>
      </Group>
    </Stack>
  );
}
