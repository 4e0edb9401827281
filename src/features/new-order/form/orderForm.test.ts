import { describe, expect, it } from 'vitest';
import { newOrderSchema } from '@/model/schemas';
import { emptyOrder, newLine, orderFormSchema, toNewOrder, type OrderFormValues } from './orderForm';

const complete = (): OrderFormValues => ({
  ...emptyOrder('EUR'),
  poNumber: ' PO-1 ',
  shipToId: '2001',
  billToId: '1001',
  carrierId: '1',
  serviceLevelId: '2',
  billingOptionId: '3',
  lines: [newLine({ part: 'TSH-010-254-DA', quantity: 50, requestedDate: '2026-12-01' })],
});

const errorsOf = (values: OrderFormValues, today = '2026-03-11') => {
  const result = orderFormSchema({ today: () => today }).safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('new order form', () => {
  it('turns the form into the request body, dates with the offset of the zone', () => {
    const body = toNewOrder({ ...complete(), hold: true, holdReason: ' check ' }, 'Europe/Berlin');
    expect(newOrderSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      PONumber: 'PO-1',
      ShipToId: 2001,
      Currency: 'EUR',
      HoldReason: 'check',
      EndCustomerId: undefined,
      Lines: [{ LineNumber: 1, Part: 'TSH-010-254-DA', Quantity: 50, RequestedDate: '2026-12-01+01:00' }],
    });
    expect(toNewOrder(complete()).HoldReason).toBeUndefined();
  });

  it('reports the body schema problems on the form fields, in words for a person', () => {
    const errors = errorsOf({ ...emptyOrder(), lines: [newLine({ requestedDate: '' })] });
    expect(errors).toMatchObject({
      poNumber: 'PO number is required',
      shipToId: 'Choose where the order ships to',
      billToId: 'Choose who is billed',
      carrierId: 'Choose a carrier',
      'lines.0.part': 'Enter a part number',
      'lines.0.quantity': 'Enter a quantity of at least 1',
      'lines.0.requestedDate': 'Pick a requested date',
    });
    expect(errorsOf({ ...complete(), lines: [] })).toEqual({ lines: 'An order needs at least one line' });
    expect(errorsOf(complete())).toEqual({});
  });

  it('requires a reason when the hold is chosen', () => {
    expect(errorsOf({ ...complete(), hold: true, holdReason: '  ' })).toEqual({
      holdReason: 'Say why the order should be held for review',
    });
    expect(errorsOf({ ...complete(), hold: false, holdReason: '' })).toEqual({});
  });

  it('refuses a requested date in the past, today is fine', () => {
    const on = (requestedDate: string) =>
      errorsOf({ ...complete(), lines: [newLine({ part: 'P', quantity: 1, requestedDate })] }, '2026-03-11');
    expect(on('2026-03-10')).toEqual({
      'lines.0.requestedDate': 'The requested date is in the past: pick today or later',
    });
    expect(on('2026-03-11')).toEqual({});
  });
});
