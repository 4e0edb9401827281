import { Grid, Group, List, Paper, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { allOpenOrderLinesQueryOptions } from '@/api/orderLinesAll';
import { DayOrDateTime, Money } from '@/components/Formatted';
import { openOrderParams } from '@/api/params';
import {
  NOT_ALL_READ,
  dueDate,
  pastDueIgnoredNote,
  pastDueOf,
  summarizeOpenLines,
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

/** Open lines, past-due lines, value per currency and what ships next; each figure opens the filtered table. */
// "Next" is measured from when the lines were fetched, so the figures agree with each other.
export function OrdersSummary() {
  const openQuery = useSuspenseQuery(allOpenOrderLinesQueryOptions());
  const open = openQuery.data;
  const pastDueQuery = useSuspenseQuery(allOpenOrderLinesQueryOptions({ pastDueOnly: true }));
  const summary = summarizeOpenLines(open.lines, openQuery.dataUpdatedAt);
  const pastDue = pastDueOf(pastDueQuery.data.lines, pastDueQuery.dataUpdatedAt);
  const ignoredNote = pastDueIgnoredNote(pastDue.notPastDue, openOrderParams().pastDueOnly);

  return (
    <Grid component="section" aria-label="Summary of open orders" gap="md">
      <Grid.Col span={{ base: 6, lg: 3 }}>
        <Figure label={`Open lines${open.complete ? '' : NOT_ALL_READ}`}>
          <AnchorLink to="/orders" search={{}} size="xl" fw={700}>
            {formatQuantity(summary.openLines)}
            <span className="visually-hidden"> open lines</span>
          </AnchorLink>
        </Figure>
      </Grid.Col>
      <Grid.Col span={{ base: 6, lg: 3 }}>
        <Figure label={`Past-due lines${pastDueQuery.data.complete ? '' : NOT_ALL_READ}`}>
          <AnchorLink
            to="/orders"
            search={{ pastDueOnly: true }}
            size="xl"
            fw={700}
            c={pastDue.pastDue.length ? 'var(--mantine-color-red-text)' : undefined}
          >
            {formatQuantity(pastDue.pastDue.length)}
            <span className="visually-hidden"> past-due lines</span>
          </AnchorLink>
          {ignoredNote ? (
            <Text size="xs" c="dimmed">
              {ignoredNote}
            </Text>
          ) : null}
        </Figure>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
        <Figure label="Value of open lines">
          <Stack gap={2}>
            {summary.valueByCurrency.map((total) => (
              <AnchorLink key={total.currency} to="/orders" search={{ sort: 'netPrice.desc' }} size="sm">
                <Money amount={total.amount} currency={total.currency} fw={600} /> in{' '}
                {formatQuantity(total.lines)} {total.lines === 1 ? 'line' : 'lines'}
              </AnchorLink>
            ))}
          </Stack>
        </Figure>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
        <Figure label="Next scheduled shipments">
          {summary.nextDue.length === 0 ? (
            <Text size="sm">Nothing scheduled.</Text>
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
