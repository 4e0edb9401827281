import { useState } from 'react';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { availabilityWindowQueryOptions } from '@/api/availabilityWindow';
import { skippedRecords } from '@/model/availabilityPaging';
import { SkippedRowsNotice } from '@/components/SkippedRowsNotice';
import { EmptyState } from '@/components/States';
import { formatQuantity } from '@/lib/format';
import { AnchorLink } from '@/components/links';
import { stockRows } from '@/model/stockRows';
import { StockChangesTable } from '@/components/stock/StockChangesTable';

const WINDOW_MS = 2 * 60 * 60 * 1000;
const RECORD_COUNT = 1000;
const SHOWN = 8;
const MAX_PAGES = 20;
// The window start is rounded to five minutes so that visits close together reuse one cached query.
const ROUND_MS = 5 * 60 * 1000;

/** The newest stock changes of the last two hours; the full, pageable list is on /availability. */
export function RecentStockChanges() {
  // The window is fixed when the panel mounts; a later visit to the page moves it on.
  const [since] = useState(() => Math.floor((Date.now() - WINDOW_MS) / ROUND_MS) * ROUND_MS);
  // The API pages forward from `since`, oldest first: the newest changes are on the last page, so the
  // whole window is read (up to MAX_PAGES pages of RECORD_COUNT).
  const { data: window } = useSuspenseQuery(
    availabilityWindowQueryOptions({
      epochMilliseconds: since,
      recordCount: RECORD_COUNT,
      maxPages: MAX_PAGES,
    }),
  );
  const all = stockRows(window.pages);
  const rows = all.slice(0, SHOWN);
  const skipped = skippedRecords(window.pages);
  const shown = rows.length;
  const total = formatQuantity(all.length);

  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      aria-labelledby="recent-stock-changes"
      // The table's link colour is tuned for the body background: a dark-mode card would drop it under 4.5:1.
      bg="var(--mantine-color-body)"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4" id="recent-stock-changes">
            <Trans>Recent stock changes</Trans>
          </Title>
          <AnchorLink to="/availability" size="sm">
            <Trans>All stock changes</Trans>
          </AnchorLink>
        </Group>
        <SkippedRowsNotice skipped={skipped} />
        {rows.length === 0 ? (
          <EmptyState title={t`No stock changes in the last two hours`}>
            <Trans>
              Stock is steady. Pick a longer period on the stock changes page to see earlier changes.
            </Trans>
          </EmptyState>
        ) : (
          <>
            <StockChangesTable rows={rows} />
            <Text size="sm" c="dimmed">
              {window.complete
                ? t`The ${shown} newest of ${total} changes in the last two hours.`
                : t`More than ${total} changes in the last two hours, too many to read here: the stock changes page loads them all.`}
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}
