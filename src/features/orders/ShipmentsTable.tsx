import { Stack, Text } from '@mantine/core';
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
    textColumn({ id: 'id', header: 'Shipment', width: '90px', value: (s) => String(s.ShipmentId) }),
    textColumn({ id: 'ref', header: 'Reference', width: '110px', value: (s) => s.ShipmentReference }),
    displayColumn({
      id: 'tracking',
      header: 'Lead tracking number',
      csv: (s) => s.LeadTrackingNumber,
      cell: (s) => <TrackingNumber carrier={carrier} value={s.LeadTrackingNumber} />,
    }),
    dayOrDateTimeColumn({ id: 'date', header: 'Ship date', value: (s) => s.ShipDate }),
    textColumn({ id: 'attention', header: 'Attention', value: (s) => s.ShipAttention }),
    quantityColumn({ id: 'qty', header: 'Quantity shipped', value: (s) => s.QuantityShipped }),
  ];
}

/** A line's shipments, with shipped against ordered quantity as a bar. */
export function ShipmentsTable({ line }: { line: OrderLine }) {
  const shipments = line.Shipments ?? [];
  return (
    <Stack gap="xs">
      <ShippedBar line={line} />
      {shipments.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing shipped yet.
        </Text>
      ) : (
        <DataTable
          data={shipments}
          columns={shipmentColumns(line.ShippingOption.Carrier.Name)}
          getRowId={(s) => String(s.ShipmentId)}
          label={`Shipments of order ${line.OrderId} line ${line.MfgLineNumber}`}
          columnChooser={false}
          minWidth={560}
        />
      )}
    </Stack>
  );
}
