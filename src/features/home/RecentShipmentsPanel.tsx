import { useState } from 'react';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { allOrderHistoryLinesQueryOptions } from '@/api/orderLinesAll';
import type { OrderLine } from '@/model/schemas';
import { recentShipments } from '@/model/orderSummary';
import { TrackingNumber } from '@/components/orders/TrackingNumber';
import { EmptyState } from '@/components/States';
import { AnchorLink } from '@/components/links';
import {
  DataTable,
  dayOrDateTimeColumn,
  displayColumn,
  partLinkColumn,
  quantityColumn,
  type KitColumn,
} from '@/components/table';
import type { RecentShipment } from '@/model/orderSummary';

const DAY = 86_400_000;
/**
 * History filters by the date an order was entered, not shipped: lines shipped this week were entered
 * up to months ago, so the panel reads half a year of history with shipments and keeps the last 7 days.
 */
const ENTERED_WINDOW_DAYS = 180;
const SHOWN = 8;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const columns: KitColumn<RecentShipment>[] = [
  partLinkColumn({ part: (r) => r.line.Part }),
  displayColumn({
    id: 'order',
    header: 'Order',
    cell: (r) => `${r.line.OrderId} / ${r.line.MfgLineNumber}`,
  }),
  dayOrDateTimeColumn({ id: 'shipped', header: 'Shipped', value: (r) => r.shipment.ShipDate }),
  quantityColumn({ id: 'qty', header: 'Quantity', value: (r) => r.shipment.QuantityShipped }),
  displayColumn({
    id: 'tracking',
    header: 'Tracking',
    cell: (r) => (
      <TrackingNumber carrier={r.line.ShippingOption.Carrier.Name} value={r.shipment.LeadTrackingNumber} />
    ),
  }),
];

/** Lines shipped in the last 7 days with their tracking numbers; links into the order history. */
export function RecentShipmentsPanel() {
  // The window is fixed when the panel mounts; a later visit moves it on.
  const [now] = useState(() => Date.now());
  const range = { initialDate: isoDay(now - ENTERED_WINDOW_DAYS * DAY), finalDate: isoDay(now) };
  const { data } = useSuspenseQuery(allOrderHistoryLinesQueryOptions({ ...range, includeShipments: true }));
  const shipped = recentShipments(data.lines satisfies OrderLine[], now, 7);

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="home-recent-shipments">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4" id="home-recent-shipments">
            Shipped in the last 7 days
          </Title>
          <AnchorLink to="/orders/history" search={{ ...range, includeShipments: true }} size="sm">
            Order history
          </AnchorLink>
        </Group>
        {shipped.length === 0 ? (
          <EmptyState title="Nothing shipped this week">
            Shipments of the last 7 days appear here with their tracking.
          </EmptyState>
        ) : (
          <>
            <DataTable
              data={shipped.slice(0, SHOWN)}
              columns={columns}
              getRowId={(r) => String(r.shipment.ShipmentId)}
              label="Shipments of the last 7 days, newest first"
              columnChooser={false}
              sortable={false}
            />
            <Text size="sm" c="dimmed">
              {shipped.length > SHOWN
                ? `The ${SHOWN} newest of ${shipped.length} shipments.`
                : `${shipped.length} shipments.`}
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}
