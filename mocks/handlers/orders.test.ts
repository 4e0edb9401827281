import { describe, expect, it } from 'vitest';
import {
  newOrderResponseSchema,
  orderLineListSchema,
  type NewOrder,
  type OrderLine,
} from '../../src/model/schemas';
import { MOCK_ORDER_NAMES } from '../orderNames';
import { WATCHABLE_PART, SHIP_TO, BILL_TO, CARRIERS, SERVICE_LEVELS, BILLING_OPTIONS } from '../data';
import { getDataset, placedOrders } from '../db';
import { call, messageOf, setupMockServer, TEST_NOW } from '../test-utils';
import { STALE_START_AFTER_MESSAGE } from './orders';
import { setFault, updateMockControl } from '../control';

setupMockServer();

// The mock's own names (mocks/orderNames.ts), with the names the spec shows.
const OP = {
  ...MOCK_ORDER_NAMES.portal.orders.open,
  startAfter: 'startAfter',
  orderType: 'matchOrderType',
  includeReceivedOrders: 'includeReceivedOrders',
};
const HP = {
  ...MOCK_ORDER_NAMES.portal.orders.history,
  initialDate: 'initialDate',
  finalDate: 'finalDate',
  mfgLineNumber: 'mfgLineNumber',
  lineNumber: 'lineNumber',
};
const SP = MOCK_ORDER_NAMES.portal.orders.search;

const lines = async (path: string): Promise<OrderLine[]> => {
  const { status, body } = await call(path);
  expect(status, JSON.stringify(body)).toBe(200);
  return orderLineListSchema.parse(body);
};
/** Every line of a query, paged 100 at a time. */
const allLines = async (path: string): Promise<OrderLine[]> => {
  const out: OrderLine[] = [];
  let after = '';
  for (let guard = 0; guard < 100; guard++) {
    const page = await lines(`${path}&${OP.matchCount}=100&${OP.startAfter}=${encodeURIComponent(after)}`);
    out.push(...page);
    if (page.length < 100) break;
    after = page[page.length - 1]!.Id;
  }
  return out;
};
const key = (l: OrderLine) => l.Id.slice(l.Id.indexOf(':') + 1);

describe('GET /v1/openorders', () => {
  it('returns not-shipped, not-cancelled lines, 10 by default, without Received unless asked', async () => {
    const page = await lines('/v1/openorders');
    expect(page).toHaveLength(10);
    const all = await lines(`/v1/openorders?${OP.matchCount}=100`);
    expect(all.every((l) => !['Fully Shipped', 'Cancelled', 'Received'].includes(l.Status))).toBe(true);
    expect(all.every((l) => l.Shipments === undefined)).toBe(true);
    const withReceived = await allLines(`/v1/openorders?${OP.includeReceivedOrders}=true`);
    expect(withReceived.some((l) => l.Status === 'Received')).toBe(true);
    expect((await call(`/v1/openorders?${OP.matchCount}=101`)).status).toBe(400);
  });

  it('pastDueOnly returns sales lines scheduled before now and overrides the other filters', async () => {
    const due = await lines(
      `/v1/openorders?${OP.matchCount}=100&${OP.pastDueOnly}=true&${OP.orderType}=sample`,
    );
    expect(due.length).toBeGreaterThan(0);
    for (const l of due) {
      expect(l.LineType).toBe('Sales');
      expect(Date.parse(l.RescheduleDate ?? l.Scheduled)).toBeLessThan(TEST_NOW);
      expect(['Fully Shipped', 'Cancelled']).not.toContain(l.Status);
    }
  });

  it('filters by order type, exact part and confirmation number', async () => {
    for (const [type, lineType] of [
      ['sales', 'Sales'],
      ['sample', 'Sample'],
      ['nco', 'NCO'],
    ] as const) {
      const found = await lines(
        `/v1/openorders?${OP.matchCount}=100&${OP.orderType}=${type}&${OP.includeReceivedOrders}=true`,
      );
      expect(found.every((l) => l.LineType === lineType)).toBe(true);
    }
    const sample = (await lines(`/v1/openorders?${OP.matchCount}=100`))[3]!;
    const byPart = await lines(`/v1/openorders?${OP.part}=${encodeURIComponent(sample.Part.toLowerCase())}`);
    expect(byPart.length).toBeGreaterThan(0);
    expect(byPart.every((l) => l.Part === sample.Part)).toBe(true);
    const byConf = await lines(`/v1/openorders?${OP.confirmationNumber}=${sample.ConfirmationNumber}`);
    expect(byConf.every((l) => l.ConfirmationNumber === sample.ConfirmationNumber)).toBe(true);
    expect((await call(`/v1/openorders?${OP.orderType}=bogus`)).status).toBe(400);
  });

  it('pages with startAfter and refuses an Id from another paging session', async () => {
    const everything = await lines(`/v1/openorders?${OP.matchCount}=100&${OP.includeReceivedOrders}=true`);
    const paged: OrderLine[] = [];
    let after = '';
    for (let guard = 0; guard < 50; guard++) {
      const page = await lines(
        `/v1/openorders?${OP.matchCount}=7&${OP.includeReceivedOrders}=true&${OP.startAfter}=${encodeURIComponent(after)}`,
      );
      if (page.length === 0) break;
      paged.push(...page);
      after = page[page.length - 1]!.Id;
    }
    expect(paged.length).toBeGreaterThan(100);
    expect(new Set(paged.map(key)).size).toBe(paged.length);
    expect(paged.slice(0, 100).map(key)).toEqual(everything.map(key));
    const stale = await call(`/v1/openorders?${OP.startAfter}=${encodeURIComponent(paged[3]!.Id)}`);
    expect(stale.status).toBe(400);
    expect(messageOf(stale.body)).toBe(STALE_START_AFTER_MESSAGE);
  });
});

describe('GET /v1/history', () => {
  it('requires a filter and validates the date pair and line numbers', async () => {
    const none = await call('/v1/history');
    expect(none.status).toBe(400);
    expect(messageOf(none.body)).toMatch(/At least one filter/);
    expect((await call(`/v1/history?${HP.initialDate}=2025-01-01`)).status).toBe(400);
    expect((await call(`/v1/history?${HP.finalDate}=2025-01-01`)).status).toBe(400);
    expect((await call(`/v1/history?${HP.initialDate}=2025-03-01&${HP.finalDate}=2025-01-01`)).status).toBe(
      400,
    );
    expect((await call(`/v1/history?${HP.initialDate}=yesterday&${HP.finalDate}=2025-01-01`)).status).toBe(
      400,
    );
    const noOrder = await call(`/v1/history?${HP.lineNumber}=1&${HP.poNumber}=X`);
    expect(noOrder.status).toBe(400);
    expect(messageOf(noOrder.body)).toMatch(new RegExp(HP.orderId));
  });

  it('filters by date range, order and line, PO, part, customer part and end customer', async () => {
    const ranged = await lines(
      `/v1/history?${HP.initialDate}=2025-03-01&${HP.finalDate}=2025-03-31&${HP.matchCount}=100`,
    );
    expect(ranged.length).toBeGreaterThan(0);
    for (const l of ranged) expect(l.Entered.slice(0, 7)).toBe('2025-03');
    const pick = getDataset().orders.find((l) => l.Status === 'Fully Shipped' && l.Shipments.length > 1)!;
    const byOrder = await lines(
      `/v1/history?${HP.orderId}=${pick.OrderId}&${HP.mfgLineNumber}=${pick.MfgLineNumber}`,
    );
    expect(byOrder.map((l) => l.Part)).toEqual([pick.Part]);
    const byLine = await lines(
      `/v1/history?${HP.orderId}=${pick.OrderId}&${HP.lineNumber}=${pick.LineNumber}`,
    );
    expect(byLine).toHaveLength(1);
    expect(
      (await lines(`/v1/history?${HP.poNumber}=${pick.PONumber}`)).every((l) => l.PONumber === pick.PONumber),
    ).toBe(true);
    expect(
      (await lines(`/v1/history?${HP.part}=${encodeURIComponent(pick.Part)}`)).every(
        (l) => l.Part === pick.Part,
      ),
    ).toBe(true);
    expect(await lines(`/v1/history?${HP.customerPart}=${pick.CustomerPart}`)).toHaveLength(1);
    const byEnd = await lines(
      `/v1/history?${HP.endCustomerName}=${encodeURIComponent(pick.EndCustomer.Name.slice(0, 6).toLowerCase())}&${HP.matchCount}=100`,
    );
    expect(byEnd.every((l) => l.EndCustomer.Name === pick.EndCustomer.Name)).toBe(true);
  });

  it('adds Shipments with tracking numbers only on request, and cancelled lines only on request', async () => {
    const pick = getDataset().orders.find((l) => l.Status === 'Fully Shipped' && l.Shipments.length > 1)!;
    const plain = await lines(`/v1/history?${HP.orderId}=${pick.OrderId}`);
    expect(plain.every((l) => !('Shipments' in l))).toBe(true);
    const withShip = await lines(`/v1/history?${HP.orderId}=${pick.OrderId}&${HP.includeShipments}=true`);
    const line = withShip.find((l) => l.MfgLineNumber === pick.MfgLineNumber)!;
    expect(line.Shipments!.length).toBeGreaterThan(1);
    expect(line.Shipments!.reduce((n, s) => n + s.QuantityShipped, 0)).toBe(line.Quantity);
    expect(line.TrackingNumbers.length).toBe(line.Shipments!.length);
    const cancelled = getDataset().orders.find((l) => l.Status === 'Cancelled')!;
    const hidden = await lines(`/v1/history?${HP.orderId}=${cancelled.OrderId}&${HP.matchCount}=100`);
    expect(hidden.some((l) => l.Status === 'Cancelled')).toBe(false);
    const shown = await lines(
      `/v1/history?${HP.orderId}=${cancelled.OrderId}&${HP.includeCancelled}=true&${HP.matchCount}=100`,
    );
    expect(shown.some((l) => l.Status === 'Cancelled')).toBe(true);
  });
});

describe('GET /v1/search (orders)', () => {
  it('matches PO, confirmation or part number case-insensitively, by substring', async () => {
    const pick = getDataset().orders.find((l) => l.Status === 'Open')!;
    const byConf = await lines(`/v1/search?${SP.searchTerm}=${pick.ConfirmationNumber.toLowerCase()}`);
    expect(byConf.some((l) => l.ConfirmationNumber === pick.ConfirmationNumber)).toBe(true);
    const byPo = await lines(`/v1/search?${SP.searchTerm}=${encodeURIComponent(pick.PONumber)}`);
    expect(
      byPo.every((l) => [l.PONumber, l.ConfirmationNumber, l.Part].some((v) => v.includes(pick.PONumber))),
    ).toBe(true);
    const byPart = await lines(
      `/v1/search?${SP.searchTerm}=${encodeURIComponent(pick.Part.slice(0, 8))}&${SP.matchCount}=100`,
    );
    expect(byPart.length).toBeGreaterThan(0);
    expect((await call('/v1/search')).status).toBe(400);
    expect(
      (await lines(`/v1/search?${SP.searchTerm}=SO&${SP.orderType}=nco&${SP.matchCount}=100`)).every(
        (l) => l.LineType === 'NCO',
      ),
    ).toBe(true);
  });
});

describe('POST /v1/new', () => {
  const order = (): NewOrder => ({
    PONumber: 'PO-TEST-0001',
    OrderType: 'sales',
    ShipToId: SHIP_TO[0]!.Id,
    BillToId: BILL_TO[0]!.Id,
    CarrierId: CARRIERS[0]!.Id,
    ServiceLevelId: SERVICE_LEVELS[0]!.Id,
    BillingOptionId: BILLING_OPTIONS[0]!.Id,
    Currency: 'EUR',
    Lines: [
      { LineNumber: 1, Part: WATCHABLE_PART.toLowerCase(), Quantity: 500, RequestedDate: '2025-09-01+02:00' },
    ],
  });
  const post = (body: unknown) =>
    call('/v1/new', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });

  it('accepts an order and shows it in open orders, history and search', async () => {
    const { status, body } = await post(order());
    expect(status).toBe(200);
    const [confirmation] = newOrderResponseSchema.parse(body);
    expect(confirmation).toMatch(/^SO\d{7}$/);
    const open = await lines(`/v1/openorders?${OP.confirmationNumber}=${confirmation}`);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({
      Part: WATCHABLE_PART,
      Quantity: 500,
      Currency: 'EUR',
      Status: 'Open',
      PONumber: 'PO-TEST-0001',
    });
    expect(open[0]!.Requested).toBe('2025-08-31T22:00:00.000Z');
    expect(await lines(`/v1/history?${HP.poNumber}=PO-TEST-0001`)).toHaveLength(1);
    expect(await lines(`/v1/search?${SP.searchTerm}=${confirmation}`)).toHaveLength(1);
  });

  it('afterWork: the order is placed, then the caller gets the 500 or a dropped connection', async () => {
    const before = placedOrders().length;
    setFault('orders.new', { kind: 'server-error', once: true, afterWork: true });
    expect((await post(order())).status).toBe(500);
    setFault('orders.new', { kind: 'network-error', once: true, afterWork: true });
    await expect(post({ ...order(), PONumber: 'PO-TEST-0002' })).rejects.toThrow();
    const placed = placedOrders().slice(before);
    expect(placed.map((o) => [o.poNumber, o.lineCount])).toEqual([
      ['PO-TEST-0001', 1],
      ['PO-TEST-0002', 1],
    ]);
    // Without afterWork a fault replaces the work: nothing is placed.
    setFault('orders.new', { kind: 'server-error', once: true });
    expect((await post(order())).status).toBe(500);
    expect(placedOrders()).toHaveLength(before + 2);
  });

  it('holds an order with a HoldReason as Received', async () => {
    const [confirmation] = newOrderResponseSchema.parse(
      (await post({ ...order(), HoldReason: 'Check the price' })).body,
    );
    expect(await lines(`/v1/openorders?${OP.confirmationNumber}=${confirmation}`)).toHaveLength(0);
    const held = await lines(
      `/v1/openorders?${OP.confirmationNumber}=${confirmation}&${OP.includeReceivedOrders}=true`,
    );
    expect(held[0]!.Status).toBe('Received');
    expect(held[0]!.Notes).toContain('Hold for review: Check the price');
  });

  it('answers 400 naming the field for an invalid body', async () => {
    const cases: [unknown, RegExp][] = [
      [{ ...order(), PONumber: '' }, /^PONumber: /],
      [{ ...order(), Lines: [{ ...order().Lines[0], Quantity: 0 }] }, /^Lines\[0\]\.Quantity: /],
      [
        { ...order(), Lines: [{ ...order().Lines[0], RequestedDate: '2025-09-01' }] },
        /^Lines\[0\]\.RequestedDate: /,
      ],
      [{ ...order(), ShipToId: 9999 }, /^ShipToId: /],
      [{ ...order(), Lines: [{ ...order().Lines[0], Part: 'NOPE-1' }] }, /^Lines\[0\]\.Part: unknown/],
      [{ ...order(), Lines: [] }, /^Lines: /],
    ];
    for (const [body, pattern] of cases) {
      const answer = await post(body);
      expect(answer.status).toBe(400);
      expect(messageOf(answer.body)).toMatch(pattern);
    }
    const notJson = await call('/v1/new', { method: 'POST', body: '{nope' });
    expect(notJson.status).toBe(400);
  });
});

describe('ignoredParams (mock control)', () => {
  it('makes the order endpoints answer as if an ignored parameter was not sent', async () => {
    const sample = getDataset().orders.find((l) => l.Status === 'Open')!;
    const byPart = await lines(
      `/v1/openorders?${OP.part}=${encodeURIComponent(sample.Part)}&${OP.matchCount}=100`,
    );
    expect(byPart.every((l) => l.Part === sample.Part)).toBe(true);
    updateMockControl({ ignoredParams: [OP.part] });
    const ignored = await lines(
      `/v1/openorders?${OP.part}=${encodeURIComponent(sample.Part)}&${OP.matchCount}=100`,
    );
    expect(ignored.some((l) => l.Part !== sample.Part)).toBe(true);
  });
});
