import { Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { t, msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { i18n } from '@/lib/i18n';
import type { NewOrder } from '@/model/schemas';
import { CalendarDate } from '@/components/Formatted';
import { displayColumn, moneyColumn, quantityColumn, textColumn, type KitColumn } from '@/components/table';
import { FixedTable } from '../lines/FixedTable';
import { useQuery } from '@tanstack/react-query';
import { orderChoicesQueryOptions } from '../form/orderLocations';
import { locationLabel } from '../form/AddressText';
import { NEW_ORDER_TYPE_OPTIONS } from '../form/orderForm';
import type { LineCheck } from '../lines/useLineChecks';

type ReviewLine = NewOrder['Lines'][number] & { check: LineCheck | undefined };

/** Everything that will be sent, read-only: the details, the hold reason, every line and its price. */
export function ReviewStep({
  order,
  checks,
}: {
  order: NewOrder;
  checks: readonly (LineCheck | undefined)[];
}) {
  // Read here, not by the form: the whole form rendered again when the choices came (docs/performance.md).
  const choices = useQuery(orderChoicesQueryOptions()).data;
  const name = <T extends { Id: number }>(
    list: readonly T[] | undefined,
    id: number | undefined,
    label: (x: T) => string,
  ) => {
    const found = list?.find((x) => x.Id === id);
    return found ? label(found) : id === undefined ? t`None` : t`Id ${id}`;
  };
  const rows: ReviewLine[] = order.Lines.map((l, i) => ({ ...l, check: checks[i] }));
  const priceOf = (r: ReviewLine) => (r.check?.state === 'checked' ? r.check.price : null);
  const columns: KitColumn<ReviewLine>[] = [
    quantityColumn({ id: 'line', header: msg`Line`, width: '60px', value: (r) => r.LineNumber }),
    textColumn({ id: 'part', header: msg`Part number`, priority: 1, value: (r) => r.Part, wrap: true }),
    textColumn({
      id: 'customerPart',
      header: msg`Customer part`,
      value: (r) => r.CustomerPart ?? '',
      wrap: true,
    }),
    quantityColumn({ id: 'qty', header: msg`Quantity`, priority: 1, value: (r) => r.Quantity }),
    displayColumn({
      id: 'date',
      header: msg`Requested date`,
      cell: (r) => <RequestedDate sent={r.RequestedDate} />,
    }),
    moneyColumn({
      id: 'unit',
      header: msg`Unit price`,
      value: (r) => {
        const p = priceOf(r);
        return p ? { amount: p.unitPrice, currency: p.currency } : null;
      },
    }),
    moneyColumn({
      id: 'extended',
      priority: 1,
      header: msg`Extended`,
      value: (r) => {
        const p = priceOf(r);
        return p ? { amount: p.extended, currency: p.currency } : null;
      },
    }),
  ];
  const orderType = NEW_ORDER_TYPE_OPTIONS.find((o) => o.value === order.OrderType);
  const facts: [string, string][] = [
    [t`PO number`, order.PONumber],
    [t`Reference PO`, order.ReferencePONumber ?? '—'],
    [t`Order type`, orderType ? i18n._(orderType.label) : order.OrderType],
    [t`Currency`, order.Currency],
    [t`Ship to`, name(choices?.shipTo, order.ShipToId, locationLabel)],
    [t`Bill to`, name(choices?.billTo, order.BillToId, locationLabel)],
    [t`End customer`, name(choices?.endCustomers, order.EndCustomerId, (l) => l.Customer.Name)],
    [
      t`Shipping`,
      [
        name(choices?.carriers, order.CarrierId, (x) => x.Name),
        name(choices?.serviceLevels, order.ServiceLevelId, (x) => x.Name),
        name(choices?.billingOptions, order.BillingOptionId, (x) => x.Name),
      ].join(' · '),
    ],
  ];
  const holdReason = order.HoldReason;
  const notes = order.Notes;
  return (
    <Stack gap="md">
      <Card withBorder padding="lg" component="section" aria-labelledby="review-heading">
        <Stack gap="md">
          <Title order={2} size="h4" id="review-heading">
            <Trans>Review the order</Trans>
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" component="dl" m={0}>
            {facts.map(([k, v]) => (
              <Group key={k} gap="xs" wrap="nowrap" align="baseline">
                <Text component="dt" size="sm" c="dimmed" miw={110}>
                  {k}
                </Text>
                <Text component="dd" size="sm" m={0}>
                  {v}
                </Text>
              </Group>
            ))}
          </SimpleGrid>
          {holdReason ? (
            <Text size="sm">
              <Trans>
                <strong>Hold for customer-service review:</strong> {holdReason}
              </Trans>
            </Text>
          ) : (
            <Text size="sm">
              <Trans>No hold: the order is processed as soon as it arrives.</Trans>
            </Text>
          )}
          {notes ? (
            <Text size="sm">
              <Trans>
                <strong>Notes:</strong> {notes}
              </Trans>
            </Text>
          ) : null}
        </Stack>
      </Card>
      <FixedTable
        data={rows}
        columns={columns}
        getRowId={(r) => String(r.LineNumber)}
        label={t`Order lines to send`}
        minWidth={760}
      />
      <List size="sm" c="dimmed">
        <List.Item>
          <Trans>Requested dates are sent with your time-zone offset.</Trans>
        </List.Item>
      </List>
    </Stack>
  );
}

/** The day in the user's words, and exactly what is sent (the day with the user's offset). */
function RequestedDate({ sent }: { sent: string }) {
  return (
    <>
      <CalendarDate value={sent.slice(0, 10)} />
      <Text span ff="monospace" size="xs" c="dimmed" display="block">
        <Trans>sent as {sent}</Trans>
      </Text>
    </>
  );
}
