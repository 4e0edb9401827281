import { Card, Stack } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { PanelBoundary } from '@/components/PanelBoundary';
import { EmptyState } from '@/components/States';
import { useDisplayCurrency } from '@/lib/currencyParam';
import { PricingForm } from './PricingForm';
import { formValuesFromSearch } from './pricingForm';
import { pricingRouteApi } from './pricingRoute';
import { PricingResult } from './PricingResult';

/** The pricing page below its heading: the form, and the priced result or what to enter. */
export function PricingBody() {
  const search = pricingRouteApi.useSearch();
  const navigate = pricingRouteApi.useNavigate();
  const currency = useDisplayCurrency(search.currency);
  const part = search.part;

  return (
    <Stack gap="lg">
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
