import { Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { allOpenOrderLinesQueryOptions } from '@/api/orderLinesAll';
import { DayOrDateTime } from '@/components/Formatted';
import { openOrderParams } from '@/api/params';
import { NOT_ALL_READ, dueDate, dueMs, pastDueIgnoredNote, pastDueOf } from '@/model/orderSummary';
import { AnchorLink } from '@/components/links';
import { formatQuantity } from '@/lib/format';

const SHOWN = 5;

/** Open and past-due lines, with the most overdue ones; each links into the open-orders page. */
export function OpenOrdersPanel() {
  const open = useSuspenseQuery(allOpenOrderLinesQueryOptions()).data;
  const pastDueQuery = useSuspenseQuery(allOpenOrderLinesQueryOptions({ pastDueOnly: true }));
  const pastDue = pastDueOf(pastDueQuery.data.lines, pastDueQuery.dataUpdatedAt);
  const ignoredNote = pastDueIgnoredNote(pastDue.notPastDue, openOrderParams().pastDueOnly);
  const overdue = [...pastDue.pastDue].sort((a, b) => dueMs(a) - dueMs(b)).slice(0, SHOWN);

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="home-open-orders">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4" id="home-open-orders">
            Open orders
          </Title>
          <AnchorLink to="/orders" size="sm">
            All open orders
          </AnchorLink>
        </Group>
        <SimpleGrid cols={2} spacing="sm">
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              Open lines{open.complete ? '' : NOT_ALL_READ}
            </Text>
            <AnchorLink to="/orders" size="xl" fw={700}>
              {formatQuantity(open.lines.length)}
              <span className="visually-hidden"> open lines</span>
            </AnchorLink>
          </Stack>
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              Past due{pastDueQuery.data.complete ? '' : NOT_ALL_READ}
            </Text>
            <AnchorLink
              to="/orders"
              search={{ pastDueOnly: true }}
              size="xl"
              fw={700}
              c={overdue.length ? 'var(--mantine-color-red-text)' : undefined}
            >
              {formatQuantity(pastDue.pastDue.length)}
              <span className="visually-hidden"> past-due lines</span>
            </AnchorLink>
          </Stack>
        </SimpleGrid>
        {ignoredNote ? (
          <Text size="xs" c="dimmed">
            {ignoredNote}
          </Text>
        ) : null}
        {overdue.length === 0 ? (
          <Text size="sm">Nothing is past due.</Text>
        ) : (
          <List size="sm" spacing={4} listStyleType="none" aria-label="Most overdue lines">
            {overdue.map((line) => (
              <List.Item key={line.Id}>
                <Group gap="xs" wrap="nowrap">
                  <AnchorLink
                    to="/orders"
                    search={{ pastDueOnly: true, line: line.Id }}
                    ff="monospace"
                    size="sm"
                  >
                    {line.Part}
                  </AnchorLink>
                  <Text size="xs" c="dimmed">
                    order {line.OrderId}, due <DayOrDateTime value={dueDate(line)} />
                  </Text>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Card>
  );
}
