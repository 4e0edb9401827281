import { useDeferredValue } from 'react';
import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
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
  // The price is rendered in a deferred pass, not in the store's synchronous one (ModelFormats.tsx).
  const shown = useDeferredValue(query.data);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="your-price-title">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} size="h4" id="your-price-title">
            <Trans>Your price</Trans>
          </Title>
          <AnchorLink to="/pricing" search={{ part, qty: quantity }} size="sm" fw={600}>
            <Trans>Open in the pricing calculator</Trans>
          </AnchorLink>
        </Group>
        {query.isPending || (shown === undefined && !query.isError) ? (
          <Stack gap={6} aria-busy="true">
            <Text size="sm" c="dimmed" role="status">
              <Trans>Asking the pricing service for your price…</Trans>
            </Text>
            <Skeleton height={18} width="60%" />
            <Skeleton height={14} width="40%" />
          </Stack>
        ) : query.isError ? (
          <ApiErrorAlert error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <CustomerPriceBody result={shown ?? query.data} requested={quantity} />
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
        <Trans>
          The pricing service has no price for this part at this quantity. Ask for a quote through the pricing
          calculator.
        </Trans>
      </Text>
    );
  }
  // Figures are formatted first; the sentences name them (docs/i18n.md).
  const quantity = formatQuantity(priced.quantity);
  const minimum = formatQuantity(priced.minimum);
  const requestedQuantity = formatQuantity(requested);
  const increment = formatQuantity(priced.increment);
  return (
    <Stack gap={6} aria-live="polite">
      <Text>
        <Trans>
          <Text component="span" fw={700}>
            {quantity}
          </Text>{' '}
          × <Money amount={priced.unitPrice} currency={currency} precise /> ={' '}
          <Text component="span" fw={700} size="lg">
            <Money amount={priced.extended} currency={currency} />
          </Text>{' '}
          <Text component="span" size="sm" c="dimmed">
            suggested price
          </Text>
        </Trans>
      </Text>
      {priced.raisedToMinimum ? (
        <Text size="sm">
          <Trans>
            Your minimum order is {minimum}: {requestedQuantity} is priced at {minimum}.
          </Trans>
        </Text>
      ) : null}
      {priced.roundedToIncrement ? (
        <Text size="sm">
          <Trans>
            Full packs of {increment} only: round up to {quantity}.
          </Trans>
        </Text>
      ) : null}
      <Text size="sm" c="dimmed">
        <Trans>
          Book prices: OEM <Money amount={result.bookPrice.oem} currency={currency} precise />, distributor{' '}
          <Money amount={result.bookPrice.distributor} currency={currency} precise />. Minimum order {minimum}
          .
        </Trans>
      </Text>
    </Stack>
  );
}
