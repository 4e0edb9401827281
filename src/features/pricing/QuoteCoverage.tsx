import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { quotesQueryOptions } from '@/api/quotes';
import type { Opportunity } from '@/model/schemas';
import { ExpiryBadge } from '@/components/ExpiryBadge';
import { SkippedRowsNotice } from '@/components/SkippedRowsNotice';
import { Amount, CalendarDate, Quantity } from '@/components/Formatted';
import { AnchorLink } from '@/components/links';
import { tierFor } from '@/lib/pricing';
import { quotePricing } from '@/model/pricingInputs';
import { NO_CURRENCY, quoteCurrencyNote } from '@/lib/quotes';

/** The current quote breaks that cover this part, with the break that prices the quantity. */
function QuoteLine({ quote, quantity }: { quote: Opportunity; quantity: number }) {
  // Only the break the quantity reaches: a quote is not stretched down to a quantity below its MOQ.
  const { tiers } = quotePricing(quote.priceBreaks, { side: 'oem', currency: NO_CURRENCY });
  const source = tierFor(tiers, quantity)?.source;
  const first = tiers[0];
  const opportunityId = quote.opportunityId;
  const designCustomer = quote.designCustomer;
  return (
    <Stack gap={4} component="li">
      <Group gap="xs">
        <AnchorLink to="/quotes" search={{ opportunityId }} fw={600}>
          <Trans>Quote {opportunityId}</Trans>
        </AnchorLink>
        <Text size="sm" c="dimmed">
          <Trans>
            for {designCustomer}, expires <CalendarDate value={quote.expirationDate} />
          </Trans>
        </Text>
        <ExpiryBadge expirationDate={quote.expirationDate} />
      </Group>
      <Text size="sm">
        {source ? (
          source.distPrice === null ? (
            <Trans>
              Its break from <Quantity value={source.moq} />: OEM <Amount amount={source.oemPrice} />, no
              distributor price a piece.
            </Trans>
          ) : (
            <Trans>
              Its break from <Quantity value={source.moq} />: OEM <Amount amount={source.oemPrice} />,
              distributor <Amount amount={source.distPrice} /> a piece.
            </Trans>
          )
        ) : first ? (
          <Trans>
            Its first break starts at <Quantity value={first.minimumQuantity} />, above this quantity.
          </Trans>
        ) : (
          t`It has no price breaks.`
        )}
      </Text>
    </Stack>
  );
}

export function QuoteCoverage({ part, quantity }: { part: string; quantity: number }) {
  const { data } = useSuspenseQuery(quotesQueryOptions({ part, includeCurrentOnly: true }));
  const covering = data.items.filter((q) => q.mfrPart.toUpperCase() === part.toUpperCase());
  const currencyNote = quoteCurrencyNote();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="quotes-on-part">
      <Group justify="space-between" align="baseline" mb="sm">
        <Title order={3} size="h4" id="quotes-on-part">
          <Trans>Your quotes on this part</Trans>
        </Title>
        <AnchorLink to="/quotes" search={{ part }} size="sm">
          <Trans>All quotes on {part}</Trans>
        </AnchorLink>
      </Group>
      <SkippedRowsNotice skipped={data.skipped} />
      {covering.length > 0 ? (
        <Text size="sm" c="dimmed" mb="xs">
          <Trans>
            {currencyNote} Compare them with the prices above only if you know the quote's currency.
          </Trans>
        </Text>
      ) : null}
      {covering.length === 0 ? (
        <Text c="dimmed" size="sm">
          <Trans>No current quote covers {part}. The prices above are what applies.</Trans>
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {covering.map((q) => (
            <QuoteLine key={q.opportunityId} quote={q} quantity={quantity} />
          ))}
        </Stack>
      )}
    </Card>
  );
}
