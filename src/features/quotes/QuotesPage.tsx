import { Card, Stack } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { usePageTitle } from '@/components/usePageTitle';
import { PageHeader } from '@/components/PageHeader';
import { quoteCurrencyNote } from '@/lib/quotes';
import { PanelBoundary } from '@/components/PanelBoundary';
import { QuoteFilters } from './QuoteFilters';
import { QuotesResults } from './QuotesResults';
import { quotesRouteApi } from './quotesRoute';

export function QuotesPage() {
  usePageTitle(t`Quotes`);
  const search = quotesRouteApi.useSearch();
  const navigate = quotesRouteApi.useNavigate();
  const currencyNote = quoteCurrencyNote();

  return (
    <Stack gap="lg" maw={1440}>
      <PageHeader
        title={t`Quotes`}
        description={t`Your organization's opportunities with their price breaks. Open a row to see its breaks. ${currencyNote}`}
      />
      <Card withBorder padding="lg">
        {/* Started afresh when the URL's filters change (back, a link); typing survives a current-only toggle. */}
        <QuoteFilters
          key={`${search.opportunityId ?? ''}|${search.part ?? ''}`}
          search={search}
          onChange={(filters) => void navigate({ search: (prev) => ({ ...prev, ...filters, page: 1 }) })}
        />
      </Card>
      <PanelBoundary loadingLabel={t`Loading your quotes…`}>
        <QuotesResults search={search} />
      </PanelBoundary>
    </Stack>
  );
}
