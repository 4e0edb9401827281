import { lazy, Suspense } from 'react';
import { Card, Grid, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { PanelBoundary } from '@/components/PanelBoundary';
import { EmptyState, LoadingState } from '@/components/States';
import type { CurrencyCode } from '@/lib/currencies';
import { afterFirstPaint } from '@/lib/firstPaint';
import { priceQuantity } from '@/lib/pricing';
import { customerPricing } from '@/model/pricingInputs';
import { ContractMatch } from './ContractMatch';
import { PriceSummary } from './PriceSummary';
import { pricingPageQueryOptions, type PricingSearch } from './pricingRoute';
import { QuoteCoverage } from './QuoteCoverage';
import { SuggestedTiers } from './SuggestedTiers';

// The chart library loads with this page only, once its first screen has painted (lib/firstPaint.ts).
const UnitPriceChart = lazy(() => afterFirstPaint().then(() => import('./UnitPriceChart')));

type Props = { part: string; search: PricingSearch; currency: CurrencyCode };

export function PricingResult({ part, search, currency }: Props) {
  const { data } = useSuspenseQuery(pricingPageQueryOptions(part, search, currency));
  const quantity = search.qty ?? 1;
  const input = customerPricing(data);
  const priced = priceQuantity(input, quantity);
  const money = data.isoCurrencyCode;
  const partNumber = data.part;

  return (
    <Stack gap="lg" aria-label={t`Price of ${partNumber}`} component="section">
      <Title order={2} size="h3">
        {data.part}
      </Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder padding="lg" h="100%">
            <PriceSummary pricing={data} priced={priced} requested={quantity} />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder padding="lg" h="100%">
            <ContractMatch info={data.customerInformation} />
          </Card>
        </Grid.Col>
      </Grid>
      <Card withBorder padding="lg" component="section" aria-labelledby="suggested-tiers">
        <Title order={3} size="h4" id="suggested-tiers" mb="sm">
          <Trans>Suggested price tiers</Trans>
        </Title>
        {priced === null ? (
          <EmptyState title={t`No price tiers for this part`}>
            <Trans>The API returned no suggested prices. Ask your representative for a quote.</Trans>
          </EmptyState>
        ) : (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <SuggestedTiers
                prices={data.prices}
                activeMinimum={priced.tier.minimumQuantity}
                currency={money}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              {input.tiers.length > 1 ? (
                <Suspense fallback={<LoadingState label={t`Loading the chart…`} />}>
                  <UnitPriceChart
                    tiers={input.tiers}
                    currency={money}
                    activeMinimum={priced.tier.minimumQuantity}
                  />
                </Suspense>
              ) : (
                <Text size="sm" c="dimmed">
                  <Trans>One price applies from this quantity up: there is no larger break to chart.</Trans>
                </Text>
              )}
            </Grid.Col>
          </Grid>
        )}
      </Card>
      <PanelBoundary loadingLabel={t`Looking for your quotes on this part…`}>
        <QuoteCoverage part={data.part} quantity={quantity} />
      </PanelBoundary>
    </Stack>
  );
}
