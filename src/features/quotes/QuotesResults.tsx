import { useMemo } from 'react';
import { Button, Pagination, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { IconDownload } from '@tabler/icons-react';
import { quotePageCount } from '@/api/quotes';
import { receivedCount } from '@/model/tolerantList';
import { EmptyState } from '@/components/States';
import { AnchorLink } from '@/components/links';
import { formatQuantity } from '@/lib/format';
import { SkippedRowsNotice } from '@/components/SkippedRowsNotice';
import { downloadTableCsv, sortRows } from '@/components/table';
import { quoteColumns, quoteCsvLines } from './quoteColumns';
import { quotesPageQueryOptions, quotesRouteApi, type QuotesSearch } from './quotesRoute';
import { QuotesTable } from './QuotesTable';

/** A page button's name for screen readers. */
function pageLabel(page: number): string {
  return t`Page ${page}`;
}

/** Which page of how many, for the count of quotes the filters give (all of them, not this page's). */
function pageStatus(count: number, current: boolean, page: number, pages: number): string {
  const total = formatQuantity(count);
  // English has always said "quotes" for any count; the plural gives other languages their own forms.
  return current
    ? plural(count, {
        one: `${total} current quotes · page ${page} of ${pages}`,
        other: `${total} current quotes · page ${page} of ${pages}`,
      })
    : plural(count, {
        one: `${total} quotes, expired included · page ${page} of ${pages}`,
        other: `${total} quotes, expired included · page ${page} of ${pages}`,
      });
}

/** Why a page past the last one is empty. */
function beyondLastPage(count: number, current: boolean, pages: number): string {
  const total = formatQuantity(count);
  return current
    ? plural(count, {
        one: `These filters give ${total} current quotes on ${pages} pages.`,
        other: `These filters give ${total} current quotes on ${pages} pages.`,
      })
    : plural(count, {
        one: `These filters give ${total} quotes, expired included on ${pages} pages.`,
        other: `These filters give ${total} quotes, expired included on ${pages} pages.`,
      });
}

export function QuotesResults({ search }: { search: QuotesSearch }) {
  const navigate = quotesRouteApi.useNavigate();
  const { data } = useSuspenseQuery(quotesPageQueryOptions(search));
  // The spec gives no page size: page 1's length is it (already cached when paging on from page 1).
  const { data: first } = useSuspenseQuery(quotesPageQueryOptions(search, 1));
  const columns = useMemo(() => quoteColumns(), []);
  const pages = quotePageCount(data.totalResultsCount, receivedCount(first));
  const rows = sortRows(columns, data.items, search.sort);

  if (data.totalResultsCount === 0)
    return (
      <EmptyState
        title={t`No quotes match these filters`}
        action={
          search.current ? (
            <AnchorLink to="/quotes" search={(prev) => ({ ...prev, current: false, page: 1 })}>
              <Trans>Include expired quotes</Trans>
            </AnchorLink>
          ) : undefined
        }
      >
        <Trans>Check the opportunity id and part number, or clear the filters to see every quote.</Trans>
      </EmptyState>
    );
  if (receivedCount(data) === 0) {
    const pageNumber = formatQuantity(search.page);
    return (
      <EmptyState
        title={t`There is no page ${pageNumber}`}
        action={
          <AnchorLink to="/quotes" search={(prev) => ({ ...prev, page: 1 })}>
            <Trans>Go to page 1</Trans>
          </AnchorLink>
        }
      >
        {beyondLastPage(data.totalResultsCount, search.current, pages)}
      </EmptyState>
    );
  }

  const setPage = (page: number) => void navigate({ search: (prev) => ({ ...prev, page }) });
  return (
    <Stack gap="md">
      <Text aria-live="polite">{pageStatus(data.totalResultsCount, search.current, search.page, pages)}</Text>
      <SkippedRowsNotice skipped={data.skipped} />
      <QuotesTable
        rows={rows}
        columns={columns}
        toolbar={
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() =>
              void downloadTableCsv(columns, rows, `quotes-page-${search.page}`, {
                linesPerRow: quoteCsvLines,
              })
            }
          >
            <Trans>Download CSV</Trans>
          </Button>
        }
      />
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={search.page}
          onChange={setPage}
          getControlProps={(control) => ({
            'aria-label':
              control === 'next' ? t`Next page` : control === 'previous' ? t`Previous page` : undefined,
          })}
          getItemProps={(page) => ({ 'aria-label': pageLabel(page) })}
        />
      ) : null}
      <Text size="sm" c="dimmed">
        <Trans>Sorting orders the quotes on this page; the API returns quotes in its own order.</Trans>
      </Text>
    </Stack>
  );
}
