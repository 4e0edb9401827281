import { Code, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import type { Part } from '@/api/schemas';
import { EmptyState } from '@/components/States';
import { useUrlBackedInput } from '@/components/useUrlBackedInput';
import { MAX_QTY, partRouteApi } from './partRoute';
import { partPricing, priceQuantity } from '@/lib/pricing';
import { readBookPrices } from './bookPrices';
import { PriceBreakTable } from './PriceBreakTable';
import { QuoteSummary } from './QuoteSummary';

export function PricingPanel({ part }: { part: Part }) {
  const search = partRouteApi.useSearch();
  const navigate = partRouteApi.useNavigate();
  const book = readBookPrices(part.customerBookPrice);
  const typed = search.qty;
  // Without a typed quantity the minimum order is priced, and the summary says so.
  const quantity = typed ?? Math.max(1, part.minimumOrderQuantity);
  const priced = priceQuantity(partPricing(part), quantity);
  const bookPriced = book.kind === 'breaks' ? priceQuantity(partPricing(part, book.breaks), quantity) : null;

  // The quantity lives in the URL (replace: typing is not a history entry per keystroke); the field keeps
  // what is typed meanwhile, the way the search box does. Anything but a whole quantity in range clears it.
  const [qtyText, changeQtyText] = useUrlBackedInput<string | number, number | null>(
    typed ?? null,
    (qty) => qty ?? '',
    (qty) =>
      void navigate({
        search: (prev) => ({ ...prev, qty: qty ?? undefined }),
        replace: true,
        resetScroll: false,
      }),
  );
  const setQty = (value: string | number) => {
    const valid = typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_QTY;
    changeQtyText(value, valid ? value : null);
  };

  return (
    <Paper withBorder radius="md" p="lg" h="100%">
      <Stack gap="md">
        <Title order={2} size="h4">
          Prices in {part.currency}
        </Title>
        <NumberInput
          label="Quantity"
          description={`Type a quantity to see its price tier. Minimum order ${part.minimumOrderQuantity.toLocaleString()}.`}
          placeholder={String(quantity)}
          value={qtyText}
          onChange={setQty}
          min={1}
          max={MAX_QTY}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          maw={280}
        />
        {priced === null ? (
          <EmptyState title="No list prices">
            The catalog has no price breaks for this part. Ask for a quote, or use the pricing calculator for
            your contract price.
          </EmptyState>
        ) : (
          <>
            <QuoteSummary
              priced={priced}
              bookPriced={bookPriced}
              typed={typed !== undefined}
              packaging={part.packaging}
            />
            <PriceBreakTable
              breaks={part.price}
              bookBreaks={book.kind === 'breaks' ? book.breaks : undefined}
              currency={part.currency}
              activeColumn={priced.tier.column}
            />
          </>
        )}
        {book.kind === 'unknown' ? (
          <Stack gap={4}>
            <Text fw={600}>Your book prices</Text>
            <Text size="sm" c="dimmed">
              The service sent book prices in a form this portal does not recognise; here they are as sent.
            </Text>
            <Code block>{JSON.stringify(book.entries, null, 2)}</Code>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
