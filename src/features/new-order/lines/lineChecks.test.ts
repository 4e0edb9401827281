import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { makeOrderLine, makePart, makePricing } from '../../../../mocks/data/builders';
import { choicesFromLines } from '../form/orderLocations';
import { checkLine, lineBlocks, totalsByCurrency } from './useLineChecks';
import { outcomeIsUnknown } from '../submit/useSubmitOrder';

describe('line checks', () => {
  const part = makePart('P-1', {
    minimumOrderQuantity: 100,
    packaging: { description: 'Reel', standardQuantity: 50, fullIncrementRequired: true },
  });
  const pricing = { ...makePricing('P-1'), fullIncrementsRequired: true, packagingQuantity: 50 };

  it('flags a quantity below the MOQ and offers the orderable quantity', () => {
    const check = checkLine(part, 30, pricing);
    expect(check).toMatchObject({ state: 'checked', belowMinimum: true, minimum: 100, orderable: 100 });
    expect(lineBlocks(check, 'sales')).toBe('below the minimum order quantity of 100');
    expect(lineBlocks(check, 'sample')).toBeNull();
  });

  it('flags a quantity that is not a full pack and rounds it up', () => {
    const check = checkLine(part, 120, pricing);
    expect(check).toMatchObject({ belowMinimum: false, notFullIncrement: true, orderable: 150 });
    expect(lineBlocks(check, 'nco')).toBe('not a full increment of 50');
  });

  it('prices a good line from customer pricing and totals per currency', () => {
    const usd = checkLine(part, 200, pricing);
    expect(usd).toMatchObject({ price: { unitPrice: 1.05, extended: 210, currency: 'USD', quantity: 200 } });
    const eur = checkLine(part, 100, { ...pricing, isoCurrencyCode: 'EUR' });
    expect(totalsByCurrency([usd, eur, usd, { state: 'empty' }])).toEqual([
      { currency: 'EUR', amount: 105 },
      { currency: 'USD', amount: 420 },
    ]);
  });

  it('blocks unknown, unchecked and failed lines', () => {
    expect(lineBlocks({ state: 'unknown-part', part: 'X' }, 'sales')).toBe('part X is not in the catalog');
    expect(lineBlocks({ state: 'checking' }, 'sales')).toBe('still being checked');
    expect(lineBlocks({ state: 'empty' }, 'sales')).toBeNull();
  });
});

describe('a send without an answer', () => {
  it('may have arrived after a timeout, a lost connection or an unreadable answer; not after a 4xx or 5xx', () => {
    const error = (kind: ApiError['kind'], status?: number) =>
      new ApiError({ kind, status, endpoint: 'POST /v1/new', message: kind });
    expect(outcomeIsUnknown(error('timeout'))).toBe(true);
    expect(outcomeIsUnknown(error('network'))).toBe(true);
    expect(outcomeIsUnknown(error('schema'))).toBe(true);
    expect(outcomeIsUnknown(error('http', 400))).toBe(false);
    expect(outcomeIsUnknown(error('http', 500))).toBe(false);
    expect(outcomeIsUnknown(error('rule'))).toBe(false);
  });
});

describe('order choices', () => {
  it("are the distinct locations and shipping options of the caller's lines; a ship-to end customer is none", () => {
    const a = makeOrderLine('a');
    const b = makeOrderLine('b', {
      EndCustomerLocation: { ...a.ShipTo, Id: 3001, Customer: { Id: 501, Name: 'Acme Robotics' } },
    });
    const choices = choicesFromLines([a, b, b]);
    expect(choices.shipTo.map((l) => l.Id)).toEqual([a.ShipTo.Id]);
    expect(choices.endCustomers.map((l) => l.Id)).toEqual([3001]);
    expect(choices.carriers).toEqual([a.ShippingOption.Carrier]);
  });
});
