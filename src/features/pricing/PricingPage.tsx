import { Card, Stack } from '@mantine/core';
import { usePageTitle } from '@/components/usePageTitle';
import { PageHeader } from '@/components/PageHeader';
import { PanelBoundary } from '@/components/PanelBoundary';
import { EmptyState } from '@/components/States';
import { useDisplayCurrency } from '@/lib/currencyParam';
import { PricingForm } from './PricingForm';
import { formValuesFromSearch } from './pricingForm';
import { pricingRouteApi } from './pricingRoute';
import { PricingResult } from './PricingResult';

export function PricingPage() {
  const search = pricingRouteApi.useSearch();
  const navigate = pricingRouteApi.useNavigate();
  const currency = useDisplayCurrency(search.currency);
  usePageTitle(search.part ? `Pricing ${search.part}` : 'Pricing calculator');

  return (
    <Stack gap="lg" maw={1280}>
      <PageHeader
        title="Pricing calculator"
        description="Your price for a part and quantity: book prices, or contract prices for an OEM relationship."
      />
      <Card withBorder padding="lg">
        {/* The URL is the source of truth: a URL change (back, a link, "round up") starts the form afresh. */}
        <PricingForm
          key={JSON.stringify([search, currency])}
          initialValues={formValuesFromSearch(search, currency)}
          priced={Boolean(search.part)}
          onPrice={(next) => void navigate({ search: next })}
        />
      </Card>
      {search.part ? (
        <PanelBoundary loadingLabel={`Pricing ${search.part}…`}>
          <PricingResult part={search.part} search={search} currency={currency} />
        </PanelBoundary>
      ) : (
        <EmptyState title="Enter a part number to see your price">
          Give a quantity and, for contract pricing, an OEM part number or a customer name. The priced view is
          kept in the address bar, so you can bookmark or share it.
        </EmptyState>
      )}
    </Stack>
  );
}
