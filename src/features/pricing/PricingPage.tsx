import { Stack } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { usePageTitle } from '@/components/usePageTitle';
import { PageHeader } from '@/components/PageHeader';
import { PanelBoundary } from '@/components/PanelBoundary';
import { pricingBody } from './pricingBody';
import { pricingRouteApi } from './pricingRoute';

// With the route chunk, not at the first render (lazyAfterFirstPaint's `preload`).
void pricingBody.preload();

export function PricingPage() {
  const { part } = pricingRouteApi.useSearch();
  usePageTitle(part ? t`Pricing ${part}` : t`Pricing calculator`);
  return (
    <Stack gap="lg" maw={1280}>
      <PageHeader
        title={t`Pricing calculator`}
        description={t`Your price for a part and quantity: book prices, or contract prices for an OEM relationship.`}
      />
      <PanelBoundary>
        <pricingBody.Component />
      </PanelBoundary>
    </Stack>
  );
}
