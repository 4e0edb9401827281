import type { ReactNode } from 'react';
import { Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Location, OrderLine } from '@/model/schemas';
import { DateTime, DayOrDateTime, Money, Quantity } from '@/components/Formatted';
import { OrderStatusBadge } from '@/components/orders/OrderStatusBadge';
import { TrackingNumber } from '@/components/orders/TrackingNumber';
import { lineValue } from '@/model/orderSummary';
import { NewOrderButton } from '@/components/NewOrderLink';
import { PartLink } from '@/components/table';
import { ShipmentsTable } from './ShipmentsTable';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6} component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

function AddressBlock({ title, location }: { title: string; location: Location }) {
  const a = location.Address;
  return (
    <Section title={title}>
      <Text size="sm" component="address" style={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>
        {[
          location.Customer.Name,
          a.Name,
          a.Address1,
          a.Address2,
          a.Address3,
          `${a.PostalCode} ${a.City}${a.State ? `, ${a.State}` : ''}`,
          a.Country,
        ]
          .filter((part) => part !== null && part !== '')
          .join('\n')}
      </Text>
    </Section>
  );
}

/** A section listing a line's items (notes, tracking numbers), or saying there are none. */
function ListSection<T>({
  title,
  items,
  none,
  render,
}: {
  title: string;
  items: readonly T[];
  none: string;
  render: (item: T) => ReactNode;
}) {
  return (
    <Section title={title}>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {none}
        </Text>
      ) : (
        <List size="sm">
          {items.map((item, i) => (
            <List.Item key={i}>{render(item)}</List.Item>
          ))}
        </List>
      )}
    </Section>
  );
}

/** One order line whole, as the side panel shows it. */
export function LineDetails({ line }: { line: OrderLine }) {
  const carrier = line.ShippingOption.Carrier.Name;
  return (
    <Stack gap="lg">
      <Group gap="sm">
        <OrderStatusBadge status={line.Status} />
        <Text size="sm">{line.LineType}</Text>
        <NewOrderButton
          part={line.Part}
          qty={line.Quantity}
          size="xs"
          variant="light"
          leftSection={<IconRepeat size={14} aria-hidden />}
        >
          <Trans>Order again</Trans>
        </NewOrderButton>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <Fact label={t`Part`}>
          <PartLink part={line.Part} />
        </Fact>
        <Fact label={t`Customer part`}>{line.CustomerPart || '—'}</Fact>
        <Fact label={t`Quantity`}>
          <Quantity value={line.Quantity} />
        </Fact>
        <Fact label={t`Net price`}>
          <Money amount={line.NetPrice} currency={line.Currency} precise />
        </Fact>
        <Fact label={t`Line value`}>
          <Money amount={lineValue(line)} currency={line.Currency} />
        </Fact>
        <Fact label={t`PO number`}>{line.PONumber}</Fact>
        <Fact label={t`Reference PO`}>{line.ReferencePONumber ?? '—'}</Fact>
        <Fact label={t`Confirmation`}>{line.ConfirmationNumber}</Fact>
        <Fact label={t`Customer line`}>{line.LineNumber}</Fact>
        <Fact label={t`Entered`}>
          <DateTime value={line.Entered} />
        </Fact>
        <Fact label={t`Requested`}>
          <DayOrDateTime value={line.Requested} />
        </Fact>
        <Fact label={t`Scheduled`}>
          <DayOrDateTime value={line.Scheduled} />
        </Fact>
        <Fact label={t`Rescheduled to`}>
          {line.RescheduleDate ? <DayOrDateTime value={line.RescheduleDate} /> : '—'}
        </Fact>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <AddressBlock title={t`Ship to`} location={line.ShipTo} />
        <AddressBlock title={t`Bill to`} location={line.BillTo} />
        <Section title={t`End customer`}>
          <Text size="sm">{line.EndCustomer.Name}</Text>
        </Section>
        <AddressBlock title={t`End customer location`} location={line.EndCustomerLocation} />
      </SimpleGrid>
      <Section title={t`Shipping option`}>
        <Text size="sm">
          {carrier} · {line.ShippingOption.ServiceLevel.Name} · {line.ShippingOption.BillingOption.Name}
        </Text>
      </Section>
      <ListSection
        title={t`Notes`}
        items={line.Notes}
        none={t`No notes.`}
        render={(note) => (typeof note === 'string' ? note : JSON.stringify(note))}
      />
      <ListSection
        title={t`Tracking numbers`}
        items={line.TrackingNumbers}
        none={t`None yet.`}
        render={(n) => <TrackingNumber carrier={carrier} value={String(n)} />}
      />
      <Section title={t`Shipments`}>
        {line.Shipments === undefined ? (
          <Text size="sm" c="dimmed">
            <Trans>Shipments come with order history when “Include shipments” is on.</Trans>
          </Text>
        ) : (
          <ShipmentsTable line={line} />
        )}
      </Section>
    </Stack>
  );
}
