import { useState } from 'react';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { t, msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
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

/** Built while rendering: the headers are in the UI's language of that render. */
const shipmentColumns = (): KitColumn<RecentShipment>[] => [
  partLinkColumn({ part: (r) => r.line.Part }),
  displayColumn({
    id: 'order',
    header: msg`Order`,
    cell: (r) => `${r.line.OrderId} / ${r.line.MfgLineNumber}`,
  }),
  dayOrDateTimeColumn({ id: 'shipped', header: msg`Shipped`, value: (r) => r.shipment.ShipDate }),
  quantityColumn({ id: 'qty', header: msg`Quantity`, value: (r) => r.shipment.QuantityShipped }),
  displayColumn({
    id: 'tracking',
    header: msg`Tracking`,
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
  const shown = SHOWN;
  const total = shipped.length;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="home-recent-shipments">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4" id="home-recent-shipments">
            <Trans>Shipped in the last 7 days</Trans>
          </Title>
          <AnchorLink to="/orders/history" search={{ ...range, includeShipments: true }} size="sm">
            <Trans>Order history</Trans>
          </AnchorLink>
        </Group>
        {shipped.length === 0 ? (
          <EmptyState title={t`Nothing shipped this week`}>
            <Trans>Shipments of the last 7 days appear here with their tracking.</Trans>
          </EmptyState>
        ) : (
          <>
            <DataTable
              data={shipped.slice(0, SHOWN)}
              columns={shipmentColumns()}
              getRowId={(r) => String(r.shipment.ShipmentId)}
              label={t`Shipments of the last 7 days, newest first`}
              columnChooser={false}
              sortable={false}
            />
            <Text size="sm" c="dimmed">
              {total > shown ? t`The ${shown} newest of ${total} shipments.` : t`${total} shipments.`}
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}
