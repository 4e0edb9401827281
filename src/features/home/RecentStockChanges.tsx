import { useState } from 'react';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { availabilityQueryOptions } from '@/api/catalog';
import { availabilityPageFromRecords } from '@/api/availabilityPaging';
import { receivedCount } from '@/api/tolerantList';
import { SkippedRowsNotice } from '@/components/SkippedRowsNotice';
import { EmptyState } from '@/components/States';
import { AnchorLink } from '@/components/table/links';
import { stockRows } from '@/components/stock/stockRows';
import { StockChangesTable } from '@/components/stock/StockChangesTable';

const WINDOW_MS = 2 * 60 * 60 * 1000;
const RECORD_COUNT = 1000;
const SHOWN = 8;
// The window start is rounded to five minutes so that visits close together reuse one cached query.
const ROUND_MS = 5 * 60 * 1000;

/** The newest stock changes of the last two hours; the full, pageable list is on /availability. */
export function RecentStockChanges() {
  // The window is fixed when the panel mounts; a later visit to the page moves it on.
  const [since] = useState(() => Math.floor((Date.now() - WINDOW_MS) / ROUND_MS) * ROUND_MS);
  const { data: answer } = useSuspenseQuery(
    availabilityQueryOptions({ epochMilliseconds: since, recordCount: RECORD_COUNT }),
  );
  const rows = stockRows([
    availabilityPageFromRecords({ epochMilliseconds: since, recordCount: RECORD_COUNT, seen: [] }, answer),
  ]).slice(0, SHOWN);
  // The API pages forward from `since`: a full page means newer changes exist beyond it.
  const truncated = receivedCount(answer) >= RECORD_COUNT;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="recent-stock-changes">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4" id="recent-stock-changes">
            Recent stock changes
          </Title>
          <AnchorLink to="/availability" size="sm">
            All stock changes
          </AnchorLink>
        </Group>
        <SkippedRowsNotice skipped={answer.skipped} />
        {rows.length === 0 ? (
          <EmptyState title="No stock changes in the last two hours">
            Stock is steady. Pick a longer period on the stock changes page to see earlier changes.
          </EmptyState>
        ) : (
          <>
            <StockChangesTable rows={rows} />
            <Text size="sm" c="dimmed">
              {truncated
                ? 'More changes happened than fit here: the stock changes page loads them all.'
                : `The ${rows.length} newest of ${answer.items.length} changes in the last two hours.`}
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}
