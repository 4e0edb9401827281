import { SegmentedControl, Stack } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { usePageTitle } from '@/components/usePageTitle';
import { PageHeader } from '@/components/PageHeader';
import { useDisplayCurrency } from '@/lib/currencyParam';
import classes from '@/components/page.module.css';
import { PanelBoundary } from '@/components/PanelBoundary';
import { catalogRouteApi } from './catalogRoute';
import { localCatalogBody, serverCatalogBody } from './catalogBodies';

/** /parts: the server's pages (default) or the local copy with facets (?view=local). */
export function BrowsePage() {
  usePageTitle(t`Browse parts`);
  const search = catalogRouteApi.useSearch();
  const navigate = catalogRouteApi.useNavigate();
  const currency = useDisplayCurrency(search.currency);
  return (
    <Stack gap="md" className={classes.page}>
      <PageHeader
        title={t`Browse parts`}
        description={
          search.view === 'local'
            ? t`The whole catalog held in this browser: facets with counts and instant search.`
            : t`The whole catalog in part-number order. More parts load as you scroll.`
        }
        actions={
          <SegmentedControl
            aria-label={t`Browse from`}
            value={search.view}
            onChange={(view) =>
              void navigate({ search: (prev) => ({ ...prev, view: view === 'local' ? 'local' : 'pages' }) })
            }
            data={[
              { value: 'pages', label: t`Server pages` },
              { value: 'local', label: t`Local copy` },
            ]}
          />
        }
      />
      <PanelBoundary loadingLabel={t`Loading the catalog…`}>
        {search.view === 'local' ? (
          <localCatalogBody.Component
            search={search}
            currency={currency}
            update={(patch, replace) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace })}
          />
        ) : (
          <serverCatalogBody.Component />
        )}
      </PanelBoundary>
    </Stack>
  );
}
