import { Stack } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { usePageTitle } from '@/components/usePageTitle';
import { PageHeader } from '@/components/PageHeader';
import { PanelBoundary } from '@/components/PanelBoundary';
import { pricingBody } from './pricingBody';
import { pricingRouteApi } from './pricingRoute';

// Loading this page's module (its route chunk, also fetched when a link to it is hovered) starts its body's
// download too, rather than once the page first renders: one round trip less on a later visit. On the
// first page the download still waits for the first paint.
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
