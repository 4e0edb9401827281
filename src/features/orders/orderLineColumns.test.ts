import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { makeOrderLine } from '../../../mocks/data/builders';
import { tableCsv } from '@/components/table/csv';
import { orderLineColumns } from './orderLineColumns';

describe('the order-line CSV, from the table declarations', () => {
  it('carries every field of a line, whatever the table shows', () => {
    const line = makeOrderLine();
    const [header, row] = Papa.parse<string[]>(
      tableCsv(orderLineColumns({ withShipments: true }), [line]).trim(),
    ).data;
    expect(header).toEqual([
      'Order id',
      'Line',
      'Customer line',
      'PO number',
      'Confirmation number',
      'Part',
      'Customer part',
      'Type',
      'Status',
      'Quantity',
      'Net price',
      'Requested (UTC)',
      'Scheduled (UTC)',
      'Ship to',
      'Reference PO',
      'Currency',
      'Converted net price',
      'Entered (UTC)',
      'Rescheduled (UTC)',
      'Carrier',
      'Service level',
      'Billing option',
      'Bill to',
      'End customer',
      'End customer location',
      'Notes',
      'Tracking numbers',
      'Shipments',
      'Line Id',
    ]);
    const cell = (name: string) => row?.[header?.indexOf(name) ?? -1];
    expect(cell('Order id')).toBe(String(line.OrderId));
    expect(cell('Net price')).toBe(String(line.NetPrice));
    expect(cell('Currency')).toBe(line.Currency);
    expect(cell('Ship to')).toContain(line.ShipTo.Address.City);
    expect(cell('Line Id')).toBe(line.Id);
  });

  it('never shows the export-only fields in the table', () => {
    const shown = orderLineColumns().filter((c) => !c.meta?.exportOnly);
    expect(shown.map((c) => c.id)).not.toContain('carrier');
    expect(orderLineColumns().map((c) => c.id)).toContain('carrier');
  });
});
