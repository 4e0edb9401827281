import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { customerPricingQueryOptions } from '@/api/pricing';
import type { CustomerPricing } from '@/model/schemas';
import { ApiErrorAlert } from '@/components/ApiErrorAlert';
import { Money } from '@/components/Formatted';
import { formatQuantity } from '@/lib/format';
import { priceQuantity } from '@/lib/pricing';
import { customerPricing } from '@/model/pricingInputs';
import { AnchorLink } from '@/components/links';

type Props = { part: string; quantity: number; currency: string };

/**
 * The buyer's own price for the quantity (GET /v1/customerpricing/{part}, book pricing), beside the list
 * price. It loads and fails on its own: the list prices stay whatever happens here.
 */
export function CustomerPricePanel({ part, quantity, currency }: Props) {
  const query = useQuery({
    ...customerPricingQueryOptions(part, { quantity, isoCurrencyCode: currency }),
    placeholderData: keepPreviousData,
  });
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="your-price-title">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} size="h4" id="your-price-title">
            Your price
          </Title>
          <AnchorLink to="/pricing" search={{ part, qty: quantity }} size="sm" fw={600}>
            Open in the pricing calculator
          </AnchorLink>
        </Group>
        {query.isPending ? (
          <Stack gap={6} aria-busy="true">
            <Text size="sm" c="dimmed" role="status">
              Asking the pricing service for your price…
            </Text>
            <Skeleton height={18} width="60%" />
            <Skeleton height={14} width="40%" />
          </Stack>
        ) : query.isError ? (
          <ApiErrorAlert error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <CustomerPriceBody result={query.data} requested={quantity} />
        )}
      </Stack>
    </Paper>
  );
}

function CustomerPriceBody({ result, requested }: { result: CustomerPricing; requested: number }) {
  const input = customerPricing(result);
  const priced = priceQuantity(input, requested);
  const currency = input.currency;
  if (!priced) {
    return (
      <Text size="sm">
        The pricing service has no price for this part at this quantity. Ask for a quote through the pricing
        calculator.
      </Text>
    );
  }
  return (
    <Stack gap={6} aria-live="polite">
      <Text>
        <Text component="span" fw={700}>
          {formatQuantity(priced.quantity)}
        </Text>{' '}
        × <Money amount={priced.unitPrice} currency={currency} precise /> ={' '}
        <Text component="span" fw={700} size="lg">
          <Money amount={priced.extended} currency={currency} />
        </Text>{' '}
        <Text component="span" size="sm" c="dimmed">
          suggested price
        </Text>
      </Text>
      {priced.raisedToMinimum ? (
        <Text size="sm">
          Your minimum order is {formatQuantity(priced.minimum)}: {formatQuantity(requested)} is priced at{' '}
          {formatQuantity(priced.minimum)}.
        </Text>
      ) : null}
      {priced.roundedToIncrement ? (
        <Text size="sm">
          Full packs of {formatQuantity(priced.increment)} only: round up to {formatQuantity(priced.quantity)}
          .
        </Text>
      ) : null}
      <Text size="sm" c="dimmed">
        Book prices: OEM <Money amount={result.bookPrice.oem} currency={currency} precise />, distributor{' '}
        <Money amount={result.bookPrice.distributor} currency={currency} precise />. Minimum order{' '}
        {formatQuantity(priced.minimum)}.
      </Text>
    </Stack>
  );
}
