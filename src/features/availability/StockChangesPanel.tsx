import { useMemo } from 'react';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import { skippedRecords } from '@/model/availabilityPaging';
import { ApiErrorAlert } from '@/components/ApiErrorAlert';
import { DateTime } from '@/components/Formatted';
import { SkippedRowsNotice } from '@/components/SkippedRowsNotice';
import { EmptyState } from '@/components/States';
import { formatQuantity, formatUtc } from '@/lib/format';
import { HOUR_MS, availabilityPageQueryOptions } from './availabilityRoute';
import { filterRows, skippedMilliseconds, stockRows } from '@/model/stockRows';
import { StockChangesTable, stockChangeColumnsFor } from '@/components/stock/StockChangesTable';
import { downloadTableCsv } from '@/components/table';

const WEEK_MS = 7 * 24 * HOUR_MS;

/**
 * Newest first, honestly: the API only pages forward from `since` (ascending). Pages are loaded from
 * `since` onwards and everything loaded is shown newest first, with the span it covers. When more pages
 * exist the newest changes are not loaded yet, so the panel says so above the table and "Load newer
 * changes" continues the paging there. (Loading every page before showing anything would be slow for a
 * long window, and showing oldest first would contradict the page's purpose.)
 */
export function StockChangesPanel({ since, part }: { since: string; part: string | undefined }) {
  const query = useSuspenseInfiniteQuery(availabilityPageQueryOptions(since));
  const { pages } = query.data;
  const rows = useMemo(() => stockRows(pages), [pages]);
  const shown = useMemo(() => filterRows(rows, part), [rows, part]);
  const skipped = skippedMilliseconds(pages);
  const malformed = useMemo(() => skippedRecords(pages), [pages]);
  const newestLoaded = rows[0]?.timestamp;

  const loadNewer = query.hasNextPage ? (
    <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} variant="light">
      Load newer changes
    </Button>
  ) : (
    <Button
      onClick={() => void query.refetch()}
      loading={query.isRefetching}
      variant="default"
      leftSection={<IconRefresh size={16} aria-hidden />}
    >
      Check for new changes
    </Button>
  );

  if (rows.length === 0) {
    return (
      <EmptyState
        title="No stock changes in this window"
        action={
          <Group gap="sm" justify="center">
            {loadNewer}
            <Button
              variant="subtle"
              renderRoot={(props) => (
                <Link
                  {...props}
                  to="/availability"
                  search={{ since: new Date(Date.parse(since) - WEEK_MS).toISOString() }}
                />
              )}
            >
              Look a week further back
            </Button>
          </Group>
        }
      >
        No part’s stock changed since <DateTime value={since} />. Choose an earlier start to see more.
      </EmptyState>
    );
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Text role="status" aria-live="polite" style={{ flex: '1 1 280px' }}>
            <strong>{formatQuantity(rows.length)}</strong> {rows.length === 1 ? 'change' : 'changes'} loaded,
            from <DateTime value={since} /> to {newestLoaded ? <DateTime value={newestLoaded} /> : null},
            newest first.
            {part ? (
              <>
                {' '}
                <strong>{formatQuantity(shown.length)}</strong> of them to parts matching “{part}”.
              </>
            ) : null}{' '}
            {query.hasNextPage ? 'Newer changes are not loaded yet.' : 'That is every change up to now.'}
          </Text>
          {loadNewer}
        </Group>
        {query.isFetchNextPageError ? (
          <ApiErrorAlert error={query.error} onRetry={() => void query.fetchNextPage()} />
        ) : null}
        <SkippedRowsNotice skipped={malformed} />
        {skipped.length > 0 ? (
          <Alert color="yellow" variant="light" title="Some changes may be missing">
            More changes share the exact time {skipped.map((ms) => formatUtc(new Date(ms))).join(', ')} than
            one request can return, so the list continues after it.
          </Alert>
        ) : null}
        {shown.length === 0 ? (
          <EmptyState title={`No changes to parts matching “${part ?? ''}” among those loaded`}>
            {query.hasNextPage ? 'Load newer changes to look further, or ' : ''}
            <Link to="/availability" search={{ since }}>
              show all parts
            </Link>
            .
          </EmptyState>
        ) : (
          <StockChangesTable
            rows={shown}
            height="min(70vh, 720px)"
            toolbar={
              <Button
                variant="default"
                size="xs"
                leftSection={<IconDownload size={14} aria-hidden />}
                onClick={() => void downloadTableCsv(stockChangeColumnsFor(shown), shown, 'stock-changes')}
              >
                Export CSV
              </Button>
            }
          />
        )}
      </Stack>
    </Paper>
  );
}
