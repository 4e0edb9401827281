import { Card, Stack } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
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
  const part = search.part;
  usePageTitle(part ? t`Pricing ${part}` : t`Pricing calculator`);

  return (
    <Stack gap="lg" maw={1280}>
      <PageHeader
        title={t`Pricing calculator`}
        description={t`Your price for a part and quantity: book prices, or contract prices for an OEM relationship.`}
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
      {part ? (
        <PanelBoundary loadingLabel={t`Pricing ${part}…`}>
          <PricingResult part={part} search={search} currency={currency} />
        </PanelBoundary>
      ) : (
        <EmptyState title={t`Enter a part number to see your price`}>
          <Trans>
            Give a quantity and, for contract pricing, an OEM part number or a customer name. The priced view
            is kept in the address bar, so you can bookmark or share it.
          </Trans>
        </EmptyState>
      )}
    </Stack>
  );
}
