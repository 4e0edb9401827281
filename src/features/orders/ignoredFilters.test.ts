import { describe, expect, it } from 'vitest';
import { makeOrderLine } from '../../../mocks/data/builders';
import { openOrderParams, orderHistoryParams, orderSearchParams } from '@/api/params';
import {
  findIgnoredFilters,
  openOrderChecks,
  orderHistoryChecks,
  orderSearchChecks,
  shipmentsIgnored,
} from './ignoredFilters';

const a = makeOrderLine('1', {
  Part: 'ABC-1',
  PONumber: 'PO-1',
  ConfirmationNumber: 'SO1',
  LineType: 'Sales',
});
const b = makeOrderLine('2', {
  Part: 'XYZ-9',
  PONumber: 'PO-2',
  ConfirmationNumber: 'SO2',
  LineType: 'Sample',
});

const NOW = Date.parse('2027-01-01T00:00:00Z');

describe('filters proven applied', () => {
  it('past due only: a line due a week after the lines were fetched names pastDueOnly', () => {
    const dueLater = makeOrderLine('3', {
      LineType: 'Sales',
      Scheduled: '2027-01-08T00:00:00',
      RescheduleDate: null,
    });
    const dueBefore = makeOrderLine('4', {
      LineType: 'Sales',
      Scheduled: '2026-12-01T00:00:00',
      RescheduleDate: null,
    });
    expect(findIgnoredFilters([dueBefore], openOrderChecks({ pastDueOnly: true }, NOW))).toEqual([]);
    expect(
      findIgnoredFilters([dueBefore, dueLater], openOrderChecks({ pastDueOnly: true }, NOW))[0],
    ).toMatchObject({ param: openOrderParams().pastDueOnly, example: dueLater });
  });

  it('names the parameter of each filter a returned line contradicts', () => {
    const ignored = findIgnoredFilters([a, b], openOrderChecks({ part: 'abc-1', orderType: 'sales' }, NOW));
    expect(ignored.map((f) => f.param)).toEqual([openOrderParams().part, openOrderParams().orderType]);
    expect(ignored[0]!.example).toBe(b);
  });

  it('flags nothing when every line fits (case-insensitive) and for filters not set', () => {
    expect(
      findIgnoredFilters([a], openOrderChecks({ part: ' abc-1 ', confirmationNumber: 'so1' }, NOW)),
    ).toEqual([]);
    expect(findIgnoredFilters([a, b], openOrderChecks({}, NOW))).toEqual([]);
  });

  it('past due only expects sales lines; history checks PO and order id; search checks the term', () => {
    expect(
      findIgnoredFilters([b], openOrderChecks({ pastDueOnly: true, orderType: 'sample' }, NOW))[0]!.param,
    ).toBe(openOrderParams().pastDueOnly);
    expect(
      findIgnoredFilters([a, b], orderHistoryChecks({ poNumber: 'PO-1', orderId: a.OrderId })).map(
        (f) => f.param,
      ),
    ).toContain(orderHistoryParams().poNumber);
    expect(findIgnoredFilters([a, b], orderSearchChecks({ searchTerm: 'abc' }))[0]!.param).toBe(
      orderSearchParams().searchTerm,
    );
  });

  it('history asked for shipments and no line carries them', () => {
    const { Shipments: _none, ...bare } = a;
    expect(shipmentsIgnored([bare], true)).toBe(true);
    expect(shipmentsIgnored([{ ...a, Shipments: [] }], true)).toBe(false);
    expect(shipmentsIgnored([bare], false)).toBe(false);
  });
});
