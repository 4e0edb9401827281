import { describe, expect, it } from 'vitest';
import { makeOrderLine } from '../../../../mocks/data/builders';
import type { NewOrder } from '@/model/schemas';
import { judgeSentOrder } from './sentOrderLookup';

const order: NewOrder = {
  PONumber: 'PO-9',
  OrderType: 'sales',
  ShipToId: 1,
  BillToId: 1,
  CarrierId: 1,
  ServiceLevelId: 1,
  BillingOptionId: 1,
  Currency: 'USD',
  Lines: [{ LineNumber: 1, Part: 'A-1', Quantity: 5, RequestedDate: '2026-12-01+00:00' }],
};
const carrying = makeOrderLine('1', { PONumber: 'PO-91', ConfirmationNumber: 'SO1', Part: 'B-2' });
const unrelated = makeOrderLine('2', { PONumber: 'PO-1', ConfirmationNumber: 'SO2', Part: 'C-3' });

describe('"not found" after an unsure send', () => {
  it('counts only when the search read to its end and every line carries the PO term', () => {
    expect(judgeSentOrder(order, { lines: [carrying], complete: true })).toEqual({ kind: 'absent' });
    expect(judgeSentOrder(order, { lines: [], complete: true })).toEqual({ kind: 'absent' });
  });

  it('is unconfirmed when the search stopped early or ignored the term', () => {
    expect(judgeSentOrder(order, { lines: [carrying], complete: false })).toEqual({
      kind: 'unconfirmed',
      reason: 'partial',
    });
    expect(judgeSentOrder(order, { lines: [carrying, unrelated], complete: true })).toEqual({
      kind: 'unconfirmed',
      reason: 'unfiltered',
    });
  });

  it('an order found with the draft’s lines is placed, whatever else the search did', () => {
    const placed = makeOrderLine('3', {
      PONumber: 'PO-9',
      ConfirmationNumber: 'SO9',
      LineNumber: 1,
      Part: 'a-1',
      Quantity: 5,
    });
    expect(judgeSentOrder(order, { lines: [placed, unrelated], complete: false })).toEqual({
      kind: 'placed',
      confirmations: ['SO9'],
    });
  });
});
