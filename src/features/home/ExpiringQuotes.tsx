import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { allQuotesQueryOptions } from '@/api/quotes';
import { ExpiryBadge } from '@/components/ExpiryBadge';
import { CalendarDate } from '@/components/Formatted';
import { SkippedRowsNotice } from '@/components/SkippedRowsNotice';
import { EmptyState } from '@/components/States';
import { AnchorLink } from '@/components/links';
import { expiryOf } from '@/lib/expiry';
import { EXPIRING_SOON_DAYS } from '@/lib/expiringSoon';

const SHOWN = 6;

/** Current quotes that expire within 30 days, soonest first; each links to its row on /quotes. */
export function ExpiringQuotes() {
  const { data } = useSuspenseQuery(allQuotesQueryOptions({ includeCurrentOnly: true }));
  const expiring = data.items
    .filter((q) => expiryOf(q.expirationDate).kind === 'soon')
    .sort((a, b) => a.expirationDate.localeCompare(b.expirationDate));
  const days = EXPIRING_SOON_DAYS;
  const more = expiring.length - SHOWN;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="expiring-quotes">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4" id="expiring-quotes">
            <Trans>Quotes expiring within {days} days</Trans>
          </Title>
          <AnchorLink to="/quotes" search={{ sort: 'expirationDate.asc' }} size="sm">
            <Trans>All quotes</Trans>
          </AnchorLink>
        </Group>
        <SkippedRowsNotice skipped={data.skipped} />
        {expiring.length === 0 ? (
          <EmptyState title={t`No quote expires within ${days} days`}>
            <Trans>Every current quote runs longer. The quotes page lists them all.</Trans>
          </EmptyState>
        ) : (
          <Table.ScrollContainer type="native" minWidth={480}>
            <Table verticalSpacing="xs">
              <caption className="visually-hidden">
                <Trans>Quotes expiring within {days} days</Trans>
              </caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">
                    <Trans>Quote</Trans>
                  </Table.Th>
                  <Table.Th scope="col">
                    <Trans>Part</Trans>
                  </Table.Th>
                  <Table.Th scope="col">
                    <Trans>Design customer</Trans>
                  </Table.Th>
                  <Table.Th scope="col">
                    <Trans>Expires</Trans>
                  </Table.Th>
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
        {more > 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>
              {more} more expire within {days} days: sort the quotes page by expiry to see them.
            </Trans>
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
