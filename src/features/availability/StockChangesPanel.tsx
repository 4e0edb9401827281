import { useMemo } from 'react';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import { t } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
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
  const newest = newestLoaded ? <DateTime value={newestLoaded} /> : null;
  const changeCount = rows.length;
  const loadedCount = formatQuantity(changeCount);
  const shownCount = formatQuantity(shown.length);
  const partText = part ?? '';
  const skippedTimes = skipped.map((ms) => formatUtc(new Date(ms))).join(', ');

  const loadNewer = query.hasNextPage ? (
    <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} variant="light">
      <Trans>Load newer changes</Trans>
    </Button>
  ) : (
    <Button
      onClick={() => void query.refetch()}
      loading={query.isRefetching}
      variant="default"
      leftSection={<IconRefresh size={16} aria-hidden />}
    >
      <Trans>Check for new changes</Trans>
    </Button>
  );

  if (rows.length === 0) {
    return (
      <EmptyState
        title={t`No stock changes in this window`}
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
              <Trans>Look a week further back</Trans>
            </Button>
          </Group>
        }
      >
        <Trans>
          No part’s stock changed since <DateTime value={since} />. Choose an earlier start to see more.
        </Trans>
      </EmptyState>
    );
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Text role="status" aria-live="polite" style={{ flex: '1 1 280px' }}>
            <Plural
              value={changeCount}
              one={
                <Trans>
                  <strong>{loadedCount}</strong> change loaded, from <DateTime value={since} /> to {newest},
                  newest first.
                </Trans>
              }
              other={
                <Trans>
                  <strong>{loadedCount}</strong> changes loaded, from <DateTime value={since} /> to {newest},
                  newest first.
                </Trans>
              }
            />
            {part ? (
              <>
                {' '}
                <Trans>
                  <strong>{shownCount}</strong> of them to parts matching “{part}”.
                </Trans>
              </>
            ) : null}{' '}
            {query.hasNextPage ? t`Newer changes are not loaded yet.` : t`That is every change up to now.`}
          </Text>
          {loadNewer}
        </Group>
        {query.isFetchNextPageError ? (
          <ApiErrorAlert error={query.error} onRetry={() => void query.fetchNextPage()} />
        ) : null}
        <SkippedRowsNotice skipped={malformed} />
        {skipped.length > 0 ? (
          <Alert color="yellow" variant="light" title={t`Some changes may be missing`}>
            {t`More changes share the exact time ${skippedTimes} than one request can return, so the list continues after it.`}
          </Alert>
        ) : null}
        {shown.length === 0 ? (
          <EmptyState title={t`No changes to parts matching “${partText}” among those loaded`}>
            {query.hasNextPage ? (
              <Trans>
                Load newer changes to look further, or{' '}
                <Link to="/availability" search={{ since }}>
                  show all parts
                </Link>
                .
              </Trans>
            ) : (
              <Trans>
                <Link to="/availability" search={{ since }}>
                  show all parts
                </Link>
                .
              </Trans>
            )}
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
                <Trans>Export CSV</Trans>
              </Button>
            }
          />
        )}
      </Stack>
    </Paper>
  );
}
