import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { allQuotesQueryOptions } from '@/api/quotes';
import { ExpiryBadge } from '@/components/ExpiryBadge';
import { CalendarDate } from '@/components/Formatted';
import { SkippedRowsNotice } from '@/components/SkippedRowsNotice';
import { EmptyState } from '@/components/States';
import { AnchorLink } from '@/components/links';
import { EXPIRING_SOON_DAYS, expiryOf } from '@/lib/expiry';

const SHOWN = 6;

/** Current quotes that expire within 30 days, soonest first; each links to its row on /quotes. */
export function ExpiringQuotes() {
  const { data } = useSuspenseQuery(allQuotesQueryOptions({ includeCurrentOnly: true }));
  const expiring = data.items
    .filter((q) => expiryOf(q.expirationDate).kind === 'soon')
    .sort((a, b) => a.expirationDate.localeCompare(b.expirationDate));

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="expiring-quotes">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4" id="expiring-quotes">
            Quotes expiring within {EXPIRING_SOON_DAYS} days
          </Title>
          <AnchorLink to="/quotes" search={{ sort: 'expirationDate.asc' }} size="sm">
            All quotes
          </AnchorLink>
        </Group>
        <SkippedRowsNotice skipped={data.skipped} />
        {expiring.length === 0 ? (
          <EmptyState title={`No quote expires within ${EXPIRING_SOON_DAYS} days`}>
            Every current quote runs longer. The quotes page lists them all.
          </EmptyState>
        ) : (
          <Table.ScrollContainer type="native" minWidth={480}>
            <Table verticalSpacing="xs">
              <caption className="visually-hidden">Quotes expiring within {EXPIRING_SOON_DAYS} days</caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Quote</Table.Th>
                  <Table.Th scope="col">Part</Table.Th>
                  <Table.Th scope="col">Design customer</Table.Th>
                  <Table.Th scope="col">Expires</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {expiring.slice(0, SHOWN).map((q) => (
                  <Table.Tr key={q.opportunityId}>
                    <Table.Td>
                      <AnchorLink to="/quotes" search={{ opportunityId: q.opportunityId }}>
                        {q.opportunityId}
                      </AnchorLink>
                    </Table.Td>
                    <Table.Td ff="monospace">{q.mfrPart}</Table.Td>
                    <Table.Td>{q.designCustomer}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <CalendarDate value={q.expirationDate} />
                        <ExpiryBadge expirationDate={q.expirationDate} />
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {expiring.length > SHOWN ? (
          <Text size="sm" c="dimmed">
            {expiring.length - SHOWN} more expire within {EXPIRING_SOON_DAYS} days: sort the quotes page by
            expiry to see them.
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
