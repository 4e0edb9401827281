import { Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Part } from '@/model/schemas';
import { QuantityInput } from '@/components/quantity/QuantityInput';
import { NewOrderAnchor } from '@/components/NewOrderLink';
import { EmptyState } from '@/components/States';
import { formatQuantity } from '@/lib/format';
import { priceQuantity } from '@/lib/pricing';
import { partPricing } from '@/model/pricingInputs';
import { MAX_QUANTITY } from '@/lib/limits';
import { partRouteApi } from './partRoute';
import { readBookPrices } from './bookPrices';
import { PriceBreakTable } from './PriceBreakTable';
import { QuoteSummary } from './QuoteSummary';
import { StockSplit } from './StockSplit';

export function PricingPanel({ part }: { part: Part }) {
  const search = partRouteApi.useSearch();
  const navigate = partRouteApi.useNavigate();
  const book = readBookPrices(part.customerBookPrice);
  const typed = search.qty;
  const pricing = partPricing(part);
  // Without a typed quantity the minimum order is priced, and the summary says so.
  const priced = priceQuantity(pricing, typed ?? 0);
  const bookPriced =
    book.kind === 'breaks' ? priceQuantity(partPricing(part, book.breaks), typed ?? 0) : null;
  const quantity = priced?.quantity ?? typed ?? Math.max(1, part.minimumOrderQuantity);
  const currency = part.currency;
  const minimum = formatQuantity(part.minimumOrderQuantity);
  const orderQuantity = formatQuantity(quantity);

  // The quantity lives in the URL (replace: typing is not a history entry per keystroke).
  const setQty = (qty: number | undefined) => {
    void navigate({ search: (prev) => ({ ...prev, qty }), replace: true, resetScroll: false });
  };

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          <Trans>Prices in {currency}</Trans>
        </Title>
        <Group align="flex-end" gap="md" wrap="wrap">
          <QuantityInput
            label={t`Quantity`}
            description={t`Minimum order ${minimum}; type a quantity to price it.`}
            placeholder={String(quantity)}
            value={typed}
            onChange={setQty}
            max={MAX_QUANTITY}
            w={280}
          />
          <NewOrderAnchor
            part={part.part}
            qty={quantity}
            size="md"
            fw={600}
            mb={6}
            style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
          >
            <IconShoppingCartPlus size={18} aria-hidden />
            <Trans>Start an order for {orderQuantity}</Trans>
          </NewOrderAnchor>
        </Group>
        {priced === null ? (
          <EmptyState title={t`No list prices`}>
            <Trans>
              The catalog has no price breaks for this part. Ask for a quote, or use the pricing calculator
              for your contract price.
            </Trans>
          </EmptyState>
        ) : (
          <>
            <QuoteSummary
              priced={priced}
              bookPriced={bookPriced}
              typed={typed !== undefined}
              packaging={part.packaging}
            />
            <StockSplit
              part={part.part}
              quantity={quantity}
              stock={part.stockQuantity}
              leadDays={part.standardLeadDays}
            />
            <PriceBreakTable
              pricing={pricing}
              bookBreaks={book.kind === 'breaks' ? book.breaks : undefined}
              priced={priced}
            />
          </>
        )}
        {book.kind === 'unknown' ? (
          <Stack gap={4}>
            <Text fw={600}>
              <Trans>Your book prices</Trans>
            </Text>
            <Text size="sm" c="dimmed">
              <Trans>
                The service sent book prices in a form this portal does not recognise; here they are as sent.
              </Trans>
            </Text>
            <Code block>{JSON.stringify(book.entries, null, 2)}</Code>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
