import { Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useOpenAndPastDueLines } from '@/api/orderLinesAll';
import { DayOrDateTime } from '@/components/Formatted';
import { openOrderParams } from '@/api/params';
import { dueDate, dueMs, pastDueIgnoredNote, pastDueOf } from '@/model/orderSummary';
import { AnchorLink } from '@/components/links';
import { formatQuantity } from '@/lib/format';

const SHOWN = 5;

/** Open and past-due lines, with the most overdue ones; each links into the open-orders page. */
export function OpenOrdersPanel() {
  const { open: openQuery, pastDue: pastDueQuery } = useOpenAndPastDueLines();
  const open = openQuery.data;
  const pastDue = pastDueOf(pastDueQuery.data.lines, pastDueQuery.dataUpdatedAt);
  const ignoredNote = pastDueIgnoredNote(pastDue.notPastDue, openOrderParams().pastDueOnly);
  const overdue = [...pastDue.pastDue].sort((a, b) => dueMs(a) - dueMs(b)).slice(0, SHOWN);

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="home-open-orders">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4" id="home-open-orders">
            <Trans>Open orders</Trans>
          </Title>
          <AnchorLink to="/orders" size="sm">
            <Trans>All open orders</Trans>
          </AnchorLink>
        </Group>
        <SimpleGrid cols={2} spacing="sm">
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {open.complete ? t`Open lines` : t`Open lines (not all lines read)`}
            </Text>
            <AnchorLink to="/orders" size="xl" fw={700}>
              {formatQuantity(open.lines.length)}
              <span className="visually-hidden"> {t`open lines`}</span>
            </AnchorLink>
          </Stack>
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {pastDueQuery.data.complete ? t`Past due` : t`Past due (not all lines read)`}
            </Text>
            <AnchorLink
              to="/orders"
              search={{ pastDueOnly: true }}
              size="xl"
              fw={700}
              c={overdue.length ? 'var(--mantine-color-red-text)' : undefined}
            >
              {formatQuantity(pastDue.pastDue.length)}
              <span className="visually-hidden"> {t`past-due lines`}</span>
            </AnchorLink>
          </Stack>
        </SimpleGrid>
        {ignoredNote ? (
          <Text size="xs" c="dimmed">
            {ignoredNote}
          </Text>
        ) : null}
        {overdue.length === 0 ? (
          <Text size="sm">
            <Trans>Nothing is past due.</Trans>
          </Text>
        ) : (
          <List size="sm" spacing={4} listStyleType="none" aria-label={t`Most overdue lines`}>
            {overdue.map((line) => {
              const orderId = line.OrderId;
              return (
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
                      <Trans>
                        order {orderId}, due <DayOrDateTime value={dueDate(line)} />
                      </Trans>
                    </Text>
                  </Group>
                </List.Item>
              );
            })}
          </List>
        )}
      </Stack>
    </Card>
  );
}
