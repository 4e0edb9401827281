import { Stack, Text } from '@mantine/core';
import { t, msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { OrderLine, Shipment } from '@/model/schemas';
import { TrackingNumber } from '@/components/orders/TrackingNumber';
import {
  DataTable,
  dayOrDateTimeColumn,
  displayColumn,
  quantityColumn,
  textColumn,
  type KitColumn,
} from '@/components/table';
import { ShippedBar } from './orderLineColumns';

function shipmentColumns(carrier: string): KitColumn<Shipment>[] {
  return [
    textColumn({ id: 'id', header: msg`Shipment`, width: '90px', value: (s) => String(s.ShipmentId) }),
    textColumn({ id: 'ref', header: msg`Reference`, width: '110px', value: (s) => s.ShipmentReference }),
    displayColumn({
      id: 'tracking',
      header: msg`Lead tracking number`,
      csv: (s) => s.LeadTrackingNumber,
      cell: (s) => <TrackingNumber carrier={carrier} value={s.LeadTrackingNumber} />,
    }),
    dayOrDateTimeColumn({ id: 'date', header: msg`Ship date`, value: (s) => s.ShipDate }),
    textColumn({ id: 'attention', header: msg`Attention`, value: (s) => s.ShipAttention }),
    quantityColumn({ id: 'qty', header: msg`Quantity shipped`, value: (s) => s.QuantityShipped }),
  ];
}

/** A line's shipments, with shipped against ordered quantity as a bar. */
export function ShipmentsTable({ line }: { line: OrderLine }) {
  const shipments = line.Shipments ?? [];
  const orderId = line.OrderId;
  const lineNumber = line.MfgLineNumber;
  return (
    <Stack gap="xs">
      <ShippedBar line={line} />
      {shipments.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>Nothing shipped yet.</Trans>
        </Text>
      ) : (
        <DataTable
          data={shipments}
          columns={shipmentColumns(line.ShippingOption.Carrier.Name)}
          getRowId={(s) => String(s.ShipmentId)}
          label={t`Shipments of order ${orderId} line ${lineNumber}`}
          columnChooser={false}
          minWidth={560}
        />
      )}
    </Stack>
  );
}
