import { Card, Stack } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { usePageTitle } from '@/components/usePageTitle';
import { PageHeader } from '@/components/PageHeader';
import { quoteCurrencyNote } from '@/lib/quotes';
import { PanelBoundary } from '@/components/PanelBoundary';
import { QuoteFilters } from './QuoteFilters';
import { lazyAfterFirstPaint } from '@/lib/lazyAfterFirstPaint';
import { quotesRouteApi } from './quotesRoute';

/**
 * The list (the table kit, its columns and price breaks): loaded once the first screen has painted, so
 * that the heading and filters do not wait for its files; started with the route chunk, not at the first
 * render. The route's loader has asked for the list's first page meanwhile.
 */
const quotesResults = lazyAfterFirstPaint(() =>
  import('./QuotesResults').then((module) => module.QuotesResults),
);
void quotesResults.preload();

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
        <quotesResults.Component search={search} />
      </PanelBoundary>
    </Stack>
  );
}
