import { Grid, Group, List, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { t } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
import { allOpenOrderLinesQueryOptions } from '@/api/orderLinesAll';
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

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" h="100%">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

/** The four figures' columns: the summary and its skeleton lay out alike. */
const FIGURE_SPANS = [
  { base: 6, lg: 3 },
  { base: 6, lg: 3 },
  { base: 12, sm: 6, lg: 3 },
  { base: 12, sm: 6, lg: 3 },
] as const;

/**
 * The summary's frame while every open line is read (several pages): its four cards, titled, with bars
 * where the figures and lists will be, so the filters and the table below do not jump when it arrives.
 * The list cards hold five rows, the number of next shipments shown (and a common count of currencies).
 */
export function OrdersSummarySkeleton() {
  const bars = (count: number, height: number) =>
    Array.from({ length: count }, (_, i) => <Skeleton key={i} height={height} width="80%" radius="sm" />);
  return (
    <Grid gap="md">
      {[t`Open lines`, t`Past-due lines`, t`Value of open lines`, t`Next scheduled shipments`].map(
        (label, i) => (
          <Grid.Col key={label} span={FIGURE_SPANS[i]}>
            <Figure label={label}>
              <Stack gap={6} aria-hidden>
                {i < 2 ? bars(1, 28) : bars(5, 15)}
              </Stack>
            </Figure>
          </Grid.Col>
        ),
      )}
      <Text className="visually-hidden" role="status">
        <Trans>Loading the summary of your open lines…</Trans>
      </Text>
    </Grid>
  );
}

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
  const openQuery = useSuspenseQuery(allOpenOrderLinesQueryOptions());
  const open = openQuery.data;
  const pastDueQuery = useSuspenseQuery(allOpenOrderLinesQueryOptions({ pastDueOnly: true }));
  const summary = summarizeOpenLines(open.lines, openQuery.dataUpdatedAt);
  const pastDue = pastDueOf(pastDueQuery.data.lines, pastDueQuery.dataUpdatedAt);
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
