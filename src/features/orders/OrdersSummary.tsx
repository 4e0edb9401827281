import { useMemo } from 'react';
import { Grid, Group, List, Stack, Text } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
import { useOpenAndPastDueLines } from '@/api/orderLinesAll';
import { DayOrDateTime, Money } from '@/components/Formatted';
import { openOrderParams } from '@/api/params';
import {
  dueDate,
  pastDueIgnoredNote,
  pastDueOf,
  summarizeOpenLines,
  type CurrencyTotal,
} from '@/model/orderSummary';
import { AnchorLink } from '@/components/links';
import { formatQuantity } from '@/lib/format';
import { Figure, FIGURE_SPANS } from './OrdersSummarySkeleton';

/** One currency's total, a link to the open lines by value: "$1,234.00 in 3 lines". */
function CurrencyTotalLink({ total }: { total: CurrencyTotal }) {
  const amount = <Money amount={total.amount} currency={total.currency} fw={600} />;
  const lines = total.lines;
  const quantity = formatQuantity(lines);
  return (
    <AnchorLink to="/orders" search={{ sort: 'netPrice.desc' }} size="sm">
      <Trans>
        {amount} in <Plural value={lines} one={`${quantity} line`} other={`${quantity} lines`} />
      </Trans>
    </AnchorLink>
  );
}

/** Open lines, past-due lines, value per currency and what ships next; each figure opens the filtered table. */
// "Next" is measured from when the lines were fetched, so the figures agree with each other.
export function OrdersSummary() {
  const { open: openQuery, pastDue: pastDueQuery } = useOpenAndPastDueLines();
  const open = openQuery.data;
  const openLines = open.lines;
  const pastDueLines = pastDueQuery.data.lines;
  const openFetchedAt = openQuery.dataUpdatedAt;
  const pastDueFetchedAt = pastDueQuery.dataUpdatedAt;
  const summary = useMemo(() => summarizeOpenLines(openLines, openFetchedAt), [openLines, openFetchedAt]);
  const pastDue = useMemo(() => pastDueOf(pastDueLines, pastDueFetchedAt), [pastDueLines, pastDueFetchedAt]);
  const ignoredNote = pastDueIgnoredNote(pastDue.notPastDue, openOrderParams().pastDueOnly);
  const openCount = formatQuantity(summary.openLines);
  const pastDueCount = formatQuantity(pastDue.pastDue.length);

  return (
    <Grid component="section" aria-label={t`Summary of open orders`} gap="md">
      <Grid.Col span={FIGURE_SPANS[0]}>
        <Figure label={open.complete ? t`Open lines` : t`Open lines (not all lines read)`}>
          <AnchorLink to="/orders" search={{}} size="xl" fw={700}>
            <Trans>
              {openCount}
              <span className="visually-hidden"> open lines</span>
            </Trans>
          </AnchorLink>
        </Figure>
      </Grid.Col>
      <Grid.Col span={FIGURE_SPANS[1]}>
        <Figure
          label={pastDueQuery.data.complete ? t`Past-due lines` : t`Past-due lines (not all lines read)`}
        >
          <AnchorLink
            to="/orders"
            search={{ pastDueOnly: true }}
            size="xl"
            fw={700}
            c={pastDue.pastDue.length ? 'var(--mantine-color-red-text)' : undefined}
          >
            <Trans>
              {pastDueCount}
              <span className="visually-hidden"> past-due lines</span>
            </Trans>
          </AnchorLink>
          {ignoredNote ? (
            <Text size="xs" c="dimmed">
              {ignoredNote}
            </Text>
          ) : null}
        </Figure>
      </Grid.Col>
      <Grid.Col span={FIGURE_SPANS[2]}>
        <Figure label={t`Value of open lines`}>
          <Stack gap={2}>
            {summary.valueByCurrency.map((total) => (
              <CurrencyTotalLink key={total.currency} total={total} />
            ))}
          </Stack>
        </Figure>
      </Grid.Col>
      <Grid.Col span={FIGURE_SPANS[3]}>
        <Figure label={t`Next scheduled shipments`}>
          {summary.nextDue.length === 0 ? (
            <Text size="sm">
              <Trans>Nothing scheduled.</Trans>
            </Text>
          ) : (
            <List size="sm" spacing={2} listStyleType="none">
              {summary.nextDue.map((line) => (
                <List.Item key={line.Id}>
                  <Group gap={6}>
                    <AnchorLink
                      to="/orders"
                      search={{ line: line.Id, sort: 'scheduled.asc', matchCount: 100 }}
                      size="sm"
                      ff="monospace"
                    >
                      {line.Part}
                    </AnchorLink>
                    <Text size="xs" c="dimmed">
                      <DayOrDateTime value={dueDate(line)} />
                    </Text>
                  </Group>
                </List.Item>
              ))}
            </List>
          )}
        </Figure>
      </Grid.Col>
    </Grid>
  );
}
