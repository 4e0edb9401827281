import { Button, Pagination, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
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

export function QuotesResults({ search }: { search: QuotesSearch }) {
  const navigate = quotesRouteApi.useNavigate();
  const { data } = useSuspenseQuery(quotesPageQueryOptions(search));
  // The spec gives no page size: page 1's length is it (already cached when paging on from page 1).
  const { data: first } = useSuspenseQuery(quotesPageQueryOptions(search, 1));
  const pages = quotePageCount(data.totalResultsCount, receivedCount(first));
  const rows = sortRows(quoteColumns, data.items, search.sort);
  const what = search.current ? 'current quotes' : 'quotes, expired included';

  if (data.totalResultsCount === 0)
    return (
      <EmptyState
        title="No quotes match these filters"
        action={
          search.current ? (
            <AnchorLink to="/quotes" search={(prev) => ({ ...prev, current: false, page: 1 })}>
              Include expired quotes
            </AnchorLink>
          ) : undefined
        }
      >
        Check the opportunity id and part number, or clear the filters to see every quote.
      </EmptyState>
    );
  if (receivedCount(data) === 0)
    return (
      <EmptyState
        title={`There is no page ${formatQuantity(search.page)}`}
        action={
          <AnchorLink to="/quotes" search={(prev) => ({ ...prev, page: 1 })}>
            Go to page 1
          </AnchorLink>
        }
      >
        These filters give {formatQuantity(data.totalResultsCount)} {what} on {pages} pages.
      </EmptyState>
    );

  const setPage = (page: number) => void navigate({ search: (prev) => ({ ...prev, page }) });
  return (
    <Stack gap="md">
      <Text aria-live="polite">
        {formatQuantity(data.totalResultsCount)} {what} · page {search.page} of {pages}
      </Text>
      <SkippedRowsNotice skipped={data.skipped} />
      <QuotesTable
        rows={rows}
        toolbar={
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() =>
              void downloadTableCsv(quoteColumns, rows, `quotes-page-${search.page}`, {
                linesPerRow: quoteCsvLines,
              })
            }
          >
            Download CSV
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
              control === 'next' ? 'Next page' : control === 'previous' ? 'Previous page' : undefined,
          })}
          getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
        />
      ) : null}
      <Text size="sm" c="dimmed">
        Sorting orders the quotes on this page; the API returns quotes in its own order.
      </Text>
    </Stack>
  );
}
