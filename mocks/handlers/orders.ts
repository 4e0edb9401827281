import type { HttpHandler } from 'msw';
import type { z } from '@/lib/zod';
import { newOrderSchema, type OrderLine } from '../../src/model/schemas';
import { ORDER_MATCH_COUNT, ORDER_TYPES, type OrderType } from '../../src/model/orderFilters';
import { convertFromUsd, resolveCurrency } from '../currency';
import { BILL_TO, BILLING_OPTIONS, CALLER, CARRIERS, END_CUSTOMERS, SERVICE_LEVELS, SHIP_TO } from '../data';
import { makeOrderLine } from '../data/builders';
import { unitPriceUsd, type StoredLine } from '../data/orders';
import { hashString, hex } from '../data/prng';
import { DAY, isoDateTime } from '../data/time';
import { addOrderLines, allOrderLines, findPart, mockNow, nextOrderSeq } from '../db';
import { getMockControl, withoutIgnoredParams } from '../control';
import { mockOrderNames, readNewOrderBody } from '../orderNames';
import { badRequest, endpoint, ok } from '../record';
import { readBool, readInt, readOptionalInt, readString } from './query';

/**
 * The order endpoints (spec 4.12 to 4.15). Paging-session rule: every Id in an answer is
 * `<session>:<line key>`, where <session> is a hash of the endpoint and its filters (all parameters but
 * startAfter and matchCount). A startAfter whose session differs from the current query's, or whose line
 * is not in the result, answers 400 "startAfter is not valid for this query; start over".
 */
export const STALE_START_AFTER_MESSAGE = 'startAfter is not valid for this query; start over';

const LINE_TYPE: Record<Exclude<OrderType, 'all'>, string> = { sales: 'Sales', sample: 'Sample', nco: 'NCO' };

function readOrderType(url: URL, name: string): OrderType {
  const raw = readString(url, name).toLowerCase() || 'all';
  const type = ORDER_TYPES.find((t) => t === raw);
  if (!type) throw badRequest(`${name} must be one of ${ORDER_TYPES.join(', ')}`);
  return type;
}

const typeMatches = (line: StoredLine, type: OrderType) =>
  type === 'all' || line.LineType === LINE_TYPE[type];
const same = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();
/**
 * A line's dates as epoch ms, parsed once per line: every order request sorts all 2,000+ lines, and
 * parsing inside the comparator cost more than the rest of the request.
 */
const lineTimes = new WeakMap<StoredLine, { due: number; entered: number }>();
function timesOf(line: StoredLine): { due: number; entered: number } {
  let times = lineTimes.get(line);
  if (!times) {
    times = { due: Date.parse(line.RescheduleDate ?? line.Scheduled), entered: Date.parse(line.Entered) };
    lineTimes.set(line, times);
  }
  return times;
}
const due = (line: StoredLine) => timesOf(line).due;
const byEnteredDesc = (a: StoredLine, b: StoredLine) =>
  timesOf(b).entered - timesOf(a).entered || a.OrderId - b.OrderId || a.MfgLineNumber - b.MfgLineNumber;

function sessionOf(route: string, url: URL, names: { startAfter: string; matchCount: string }): string {
  const filters = [...url.searchParams.entries()]
    .filter(([k]) => k !== names.startAfter && k !== names.matchCount)
    .map(([k, v]) => `${k}=${v.trim().toLowerCase()}`)
    .sort()
    .join('&');
  return hex(hashString(`${route}?${filters}`));
}

function page(
  lines: StoredLine[],
  url: URL,
  route: string,
  names: { startAfter: string; matchCount: string },
  includeShipments: boolean,
): OrderLine[] {
  const matchCount = readInt(url, names.matchCount, {
    default: ORDER_MATCH_COUNT.default,
    min: 1,
    max: ORDER_MATCH_COUNT.max,
  });
  const session = sessionOf(route, url, names);
  const startAfter = readString(url, names.startAfter);
  let start = 0;
  if (startAfter !== '') {
    const cut = startAfter.indexOf(':');
    const key = startAfter.slice(cut + 1);
    const index = cut > 0 && startAfter.slice(0, cut) === session ? lines.findIndex((l) => l.Id === key) : -1;
    if (index < 0) throw badRequest(STALE_START_AFTER_MESSAGE);
    start = index + 1;
  }
  const days = getMockControl().wholeDayDates;
  return lines.slice(start, start + matchCount).map((stored) => {
    const line = days ? asWholeDays(stored) : stored;
    const { Shipments, ...rest } = line;
    return includeShipments
      ? { ...rest, Id: `${session}:${line.Id}`, Shipments }
      : { ...rest, Id: `${session}:${line.Id}` };
  });
}

/** The midnight of a date-time's UTC day, without a zone, as a date-only column is sent. */
const dayOnly = (value: string) => `${value.slice(0, 10)}T00:00:00`;

function asWholeDays(line: StoredLine): StoredLine {
  return {
    ...line,
    Requested: dayOnly(line.Requested),
    Scheduled: dayOnly(line.Scheduled),
    RescheduleDate: line.RescheduleDate === null ? null : dayOnly(line.RescheduleDate),
    Shipments: line.Shipments.map((s) => ({ ...s, ShipDate: dayOnly(s.ShipDate) })),
  };
}

/** ISO 8601 date (yyyy-MM-dd, optionally with an offset or a time) → ms; 400 naming the parameter. */
function readDate(url: URL, name: string): { ms: number; dateOnly: boolean } | null {
  const raw = readString(url, name);
  if (raw === '') return null;
  const m = /^(\d{4}-\d{2}-\d{2})(Z|[+-]\d{2}:\d{2})?$/.exec(raw);
  const ms = m
    ? Date.parse(`${m[1]}T00:00:00${m[2] ?? 'Z'}`)
    : /^\d{4}-\d{2}-\d{2}T/.test(raw)
      ? Date.parse(raw)
      : NaN;
  if (Number.isNaN(ms)) throw badRequest(`${name} must be an ISO 8601 date such as 2025-01-31`);
  return { ms, dateOnly: m !== null };
}

function zodIssueMessage(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The order is not valid';
  const path = issue.path.reduce<string>(
    (acc, seg) => (typeof seg === 'number' ? `${acc}[${seg}]` : acc ? `${acc}.${String(seg)}` : String(seg)),
    '',
  );
  return path ? `${path}: ${issue.message}` : issue.message;
}

export const orderHandlers: HttpHandler[] = [
  endpoint({
    id: 'orders.open',
    method: 'get',
    path: '/v1/openorders',
    usage: { api: 'orders', action: 'GET v1/openorders' },
    resolve: (ctx) => {
      const url = withoutIgnoredParams(ctx.url);
      const P = {
        ...mockOrderNames().orders.open,
        startAfter: 'startAfter',
        orderType: 'matchOrderType',
        includeReceivedOrders: 'includeReceivedOrders',
      };
      const pastDueOnly = readBool(url, P.pastDueOnly, false);
      // pastDueOnly overrides includeReceivedOrders and forces the order type to sales (spec 4.12).
      const includeReceived = pastDueOnly || readBool(url, P.includeReceivedOrders, false);
      const type = pastDueOnly ? 'sales' : readOrderType(url, P.orderType);
      const part = readString(url, P.part);
      const confirmation = readString(url, P.confirmationNumber);
      const now = mockNow();
      const lines = allOrderLines()
        .filter(
          (l) =>
            l.Status !== 'Fully Shipped' &&
            l.Status !== 'Cancelled' &&
            (includeReceived || l.Status !== 'Received') &&
            (!pastDueOnly || due(l) < now) &&
            typeMatches(l, type) &&
            (part === '' || same(l.Part, part)) &&
            (confirmation === '' || same(l.ConfirmationNumber, confirmation)),
        )
        .sort((a, b) => due(a) - due(b) || a.OrderId - b.OrderId || a.MfgLineNumber - b.MfgLineNumber);
      return ok(page(lines, url, 'openorders', P, false));
    },
  }),
  endpoint({
    id: 'orders.history',
    method: 'get',
    path: '/v1/history',
    usage: { api: 'orders', action: 'GET v1/history' },
    resolve: (ctx) => {
      const url = withoutIgnoredParams(ctx.url);
      const P = {
        ...mockOrderNames().orders.history,
        startAfter: 'startAfter',
        initialDate: 'initialDate',
        finalDate: 'finalDate',
        mfgLineNumber: 'mfgLineNumber',
        lineNumber: 'lineNumber',
      };
      const type = readOrderType(url, P.orderType);
      const orderId = readOptionalInt(url, P.orderId);
      const mfgLine = readOptionalInt(url, P.mfgLineNumber);
      const line = readOptionalInt(url, P.lineNumber);
      if ((mfgLine !== null || line !== null) && orderId === null)
        throw badRequest(`${P.orderId} is required when ${P.mfgLineNumber} or ${P.lineNumber} is used`);
      const initial = readDate(url, P.initialDate);
      const final = readDate(url, P.finalDate);
      if ((initial === null) !== (final === null))
        throw badRequest(`${P.initialDate} and ${P.finalDate} must be used together`);
      // A date-only finalDate includes that whole day.
      const finalEnd = final ? final.ms + (final.dateOnly ? DAY : 1) : 0;
      if (initial && final && initial.ms >= finalEnd)
        throw badRequest(`${P.initialDate} must not be after ${P.finalDate}`);
      const text = {
        confirmation: readString(url, P.confirmationNumber),
        po: readString(url, P.poNumber),
        part: readString(url, P.part),
        customerPart: readString(url, P.customerPart),
        endCustomer: readString(url, P.endCustomerName).toLowerCase(),
      };
      if (orderId === null && initial === null && Object.values(text).every((v) => v === ''))
        throw badRequest(
          `At least one filter is required: ${[P.orderId, P.poNumber, P.confirmationNumber, P.part, P.customerPart, P.endCustomerName].join(', ')} or ${P.initialDate}/${P.finalDate}`,
        );
      const includeCancelled = readBool(url, P.includeCancelled, false);
      const includeShipments = readBool(url, P.includeShipments, false);
      const lines = allOrderLines()
        .filter((l) => {
          const entered = timesOf(l).entered;
          return (
            (includeCancelled || l.Status !== 'Cancelled') &&
            typeMatches(l, type) &&
            (orderId === null || l.OrderId === orderId) &&
            (mfgLine === null || l.MfgLineNumber === mfgLine) &&
            (line === null || l.LineNumber === line) &&
            (!initial || (entered >= initial.ms && entered < finalEnd)) &&
            (text.confirmation === '' || same(l.ConfirmationNumber, text.confirmation)) &&
            (text.po === '' || same(l.PONumber, text.po)) &&
            (text.part === '' || same(l.Part, text.part)) &&
            (text.customerPart === '' || same(l.CustomerPart, text.customerPart)) &&
            (text.endCustomer === '' || l.EndCustomer.Name.toLowerCase().includes(text.endCustomer))
          );
        })
        .sort(byEnteredDesc);
      return ok(page(lines, url, 'history', P, includeShipments));
    },
  }),
  endpoint({
    id: 'orders.search',
    method: 'get',
    path: '/v1/search',
    usage: { api: 'orders', action: 'GET v1/search' },
    resolve: (ctx) => {
      const url = withoutIgnoredParams(ctx.url);
      const P = { ...mockOrderNames().orders.search, startAfter: 'startAfter' };
      const term = readString(url, P.searchTerm).toLowerCase();
      if (term === '') throw badRequest(`${P.searchTerm} is required`);
      const type = readOrderType(url, P.orderType);
      const includeCancelled = readBool(url, P.includeCancelled, false);
      const lines = allOrderLines()
        .filter(
          (l) =>
            (includeCancelled || l.Status !== 'Cancelled') &&
            typeMatches(l, type) &&
            [l.PONumber, l.ConfirmationNumber, l.Part].some((v) => v.toLowerCase().includes(term)),
        )
        .sort(byEnteredDesc);
      return ok(page(lines, url, 'search', P, false));
    },
  }),
  endpoint({
    id: 'orders.new',
    method: 'post',
    path: '/v1/new',
    usage: { api: 'orders', action: 'POST v1/new' },
    resolve: async ({ request }) => {
      let json: unknown;
      try {
        json = await request.json();
      } catch {
        throw badRequest('The request body must be a JSON order');
      }
      // Read under the mock's own field names, then checked as the mock's order record.
      const parsed = newOrderSchema.safeParse(readNewOrderBody(json));
      if (!parsed.success) throw badRequest(zodIssueMessage(parsed.error));
      const order = parsed.data;
      const pick = <T extends { Id: number }>(
        list: readonly T[],
        id: number,
        field: string,
        what: string,
      ): T => {
        const found = list.find((x) => x.Id === id);
        if (!found) throw badRequest(`${field}: no ${what} with Id ${id}`);
        return found;
      };
      const shipTo = pick(SHIP_TO, order.ShipToId, 'ShipToId', 'ship-to location');
      const billTo = pick(BILL_TO, order.BillToId, 'BillToId', 'bill-to location');
      const end =
        order.EndCustomerId === undefined
          ? null
          : END_CUSTOMERS.find((e) => e.Id === order.EndCustomerId || e.Customer.Id === order.EndCustomerId);
      if (end === undefined && order.EndCustomerId !== undefined)
        throw badRequest(`EndCustomerId: no end customer with Id ${order.EndCustomerId}`);
      const carrier = pick(CARRIERS, order.CarrierId, 'CarrierId', 'carrier');
      const serviceLevel = pick(SERVICE_LEVELS, order.ServiceLevelId, 'ServiceLevelId', 'service level');
      const billing = pick(BILLING_OPTIONS, order.BillingOptionId, 'BillingOptionId', 'billing option');
      const currency = resolveCurrency(order.Currency);
      if (!currency) throw badRequest(`Currency: '${order.Currency}' is not supported`);
      const seen = new Set<number>();
      const resolved = order.Lines.map((l, i) => {
        if (seen.has(l.LineNumber)) throw badRequest(`Lines[${i}].LineNumber: ${l.LineNumber} is used twice`);
        seen.add(l.LineNumber);
        const rec = findPart(l.Part);
        if (!rec) throw badRequest(`Lines[${i}].Part: unknown part number ${l.Part}`);
        const pack = rec.part.packaging;
        if (order.OrderType !== 'sample' && l.Quantity < rec.part.minimumOrderQuantity)
          throw badRequest(
            `Lines[${i}].Quantity: the minimum order quantity of ${rec.part.part} is ${rec.part.minimumOrderQuantity}`,
          );
        if (
          order.OrderType !== 'sample' &&
          pack.fullIncrementRequired &&
          l.Quantity % pack.standardQuantity !== 0
        )
          throw badRequest(
            `Lines[${i}].Quantity: ${rec.part.part} ships in full increments of ${pack.standardQuantity}`,
          );
        const m = /^(\d{4}-\d{2}-\d{2})(.*)$/.exec(l.RequestedDate);
        const requested = Date.parse(`${m?.[1] ?? ''}T00:00:00${m?.[2] ?? 'Z'}`);
        return { line: l, rec, requested };
      });
      const seq = nextOrderSeq();
      const confirmation = `SO${8_000_000 + seq}`;
      const now = mockNow();
      const notes = [
        order.Notes,
        order.HoldReason ? `Hold for review: ${order.HoldReason}` : undefined,
      ].filter((n): n is string => Boolean(n));
      const endLocation = end ?? { Id: shipTo.Id, Customer: CALLER, Address: shipTo.Address };
      addOrderLines(
        resolved.map(({ line, rec, requested }, i) => {
          const usd = order.OrderType === 'sales' ? unitPriceUsd(rec, line.Quantity) : 0;
          return {
            ...makeOrderLine(`N${String(seq).padStart(4, '0')}-${i + 1}`, {
              OrderId: 900_000 + seq,
              MfgLineNumber: (i + 1) * 10,
              LineNumber: line.LineNumber,
              LineType: order.OrderType === 'nco' ? 'NCO' : order.OrderType === 'sample' ? 'Sample' : 'Sales',
              ConfirmationNumber: confirmation,
              // A held order waits for customer service: it is received, not yet accepted.
              Status: order.HoldReason ? 'Received' : 'Open',
              PONumber: order.PONumber,
              ShippingOption: { Carrier: carrier, ServiceLevel: serviceLevel, BillingOption: billing },
              ReferencePONumber: order.ReferencePONumber ?? null,
              Notes: notes,
              TrackingNumbers: [],
              Entered: isoDateTime(now),
              Requested: isoDateTime(requested),
              Scheduled: isoDateTime(Math.max(requested, now + rec.part.standardLeadDays * DAY)),
              RescheduleDate: null,
              CustomerPart: line.CustomerPart ?? '',
              Part: rec.part.part,
              Currency: currency,
              Quantity: line.Quantity,
              NetPrice: convertFromUsd(usd, currency),
              ShipTo: shipTo,
              BillTo: billTo,
              EndCustomer: endLocation.Customer,
              EndCustomerLocation: endLocation,
              SourceId: 2,
              ConvertedNetPrice: usd,
            }),
            Shipments: [],
          };
        }),
      );
      return ok([confirmation]);
    },
  }),
];
