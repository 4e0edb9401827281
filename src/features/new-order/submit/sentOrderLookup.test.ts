import { describe, expect, it } from 'vitest';
import type { NewOrder } from '@/model/schemas';
import { makeOrderLine } from '../../../../mocks/data/builders';
import { matchSentOrder } from './sentOrderLookup';

const order: NewOrder = {
  PONumber: 'PO-77',
  OrderType: 'sales',
  ShipToId: 1,
  BillToId: 2,
  CarrierId: 3,
  ServiceLevelId: 4,
  BillingOptionId: 5,
  Currency: 'USD',
  Lines: [
    { LineNumber: 1, Part: 'tsh-010-254-da', Quantity: 100, RequestedDate: '2026-04-01+01:00' },
    { LineNumber: 2, Part: 'MZS-020-050-DG', Quantity: 10, RequestedDate: '2026-04-01+01:00' },
  ],
};

const placed = (confirmation: string, po: string, lineNumber: number, part: string, quantity: number) =>
  makeOrderLine(`${confirmation}-${lineNumber}`, {
    ConfirmationNumber: confirmation,
    PONumber: po,
    LineNumber: lineNumber,
    Part: part,
    Quantity: quantity,
  });

describe('matchSentOrder', () => {
  it('takes an order with this PO number and exactly these lines as the one sent', () => {
    const found = [
      placed('SO1', 'po-77', 2, 'MZS-020-050-DG', 10),
      placed('SO1', 'PO-77', 1, 'TSH-010-254-DA', 100),
    ];
    expect(matchSentOrder(order, found)).toEqual({ kind: 'placed', confirmations: ['SO1'] });
  });

  it('reports other orders with the PO number when their lines differ', () => {
    const found = [
      placed('SO2', 'PO-77', 1, 'TSH-010-254-DA', 100),
      placed('SO3', 'PO-77', 1, 'TSH-010-254-DA', 100),
      placed('SO3', 'PO-77', 2, 'MZS-020-050-DG', 20),
    ];
    expect(matchSentOrder(order, found)).toEqual({ kind: 'others', confirmations: ['SO2', 'SO3'] });
  });

  it('ignores lines whose PO number only contains the searched one (search matches substrings)', () => {
    const found = [
      placed('SO4', 'PO-770', 1, 'TSH-010-254-DA', 100),
      placed('SO4', 'PO-770', 2, 'MZS-020-050-DG', 10),
    ];
    expect(matchSentOrder(order, found)).toEqual({ kind: 'absent' });
  });
});
