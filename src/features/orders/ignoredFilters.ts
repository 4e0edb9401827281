import type { OpenOrdersFilters, OrderHistoryFilters, OrderSearchFilters } from '@/api/orders';
import { openOrderParams, orderHistoryParams, orderSearchParams } from '@/api/params';
import type { OrderLine } from '@/model/schemas';
import { dueMs } from '@/model/orderSummary';

/**
 * Filters proven applied. Most order parameter names are guesses (the API profile, src/api/profile.ts) and a service
 * ignores a key it does not know, answering unfiltered lines that look filtered. Each active filter
 * names what a returned line must satisfy; a line that contradicts it shows the filter was ignored.
 */
export type FilterCheck = {
  /** The parameter's name on the wire, from params.ts. */
  param: string;
  /** What the user asked for, in words. */
  label: string;
  contradicts: (line: OrderLine) => boolean;
};

const differs = (a: string, b: string) => a.trim().toUpperCase() !== b.trim().toUpperCase();

function textCheck(param: string, label: string, asked: string | undefined, field: (l: OrderLine) => string) {
  const value = asked?.trim();
  return value
    ? [{ param, label: `${label} ${value}`, contradicts: (l: OrderLine) => differs(field(l), value) }]
    : [];
}

function typeCheck(param: string, type: string | undefined): FilterCheck[] {
  if (!type || type === 'all') return [];
  return [{ param, label: `order type ${type}`, contradicts: (l) => l.LineType.toLowerCase() !== type }];
}

function cancelledCheck(param: string, included: boolean | undefined): FilterCheck[] {
  if (included) return [];
  return [{ param, label: 'no cancelled lines', contradicts: (l) => l.Status.toLowerCase() === 'cancelled' }];
}

// Open orders and history both filter by exact part and confirmation number.
const partCheck = (param: string, asked: string | undefined) =>
  textCheck(param, 'part number', asked, (l) => l.Part);
const confirmationCheck = (param: string, asked: string | undefined) =>
  textCheck(param, 'confirmation number', asked, (l) => l.ConfirmationNumber);

/** The service's clock may run ahead of the browser's: a line due within a day of `now` proves nothing. */
const CLOCK_TOLERANCE_MS = 86_400_000;

/** `now`: when the lines were fetched (past due is judged against it). */
export function openOrderChecks(f: OpenOrdersFilters, now: number): FilterCheck[] {
  const P = openOrderParams();
  return [
    ...partCheck(P.part, f.part),
    ...confirmationCheck(P.confirmationNumber, f.confirmationNumber),
    // Past due only forces sales (spec 4.12); another type, or a line due well after now, means the
    // flag was not read.
    ...(f.pastDueOnly
      ? [
          {
            param: P.pastDueOnly,
            label: 'past-due sales lines only',
            contradicts: (l: OrderLine) =>
              l.LineType.toLowerCase() !== 'sales' || dueMs(l) >= now + CLOCK_TOLERANCE_MS,
          },
        ]
      : typeCheck(P.orderType, f.orderType)),
  ];
}

export function orderHistoryChecks(f: OrderHistoryFilters): FilterCheck[] {
  const P = orderHistoryParams();
  const num = (param: string, label: string, asked: number | undefined, field: (l: OrderLine) => number) =>
    asked === undefined
      ? []
      : [{ param, label: `${label} ${asked}`, contradicts: (l: OrderLine) => field(l) !== asked }];
  const endCustomer = f.endCustomerName?.trim().toLowerCase();
  return [
    ...num(P.orderId, 'order id', f.orderId, (l) => l.OrderId),
    ...num(P.mfgLineNumber, 'line', f.mfgLineNumber, (l) => l.MfgLineNumber),
    ...num(P.lineNumber, 'customer line', f.lineNumber, (l) => l.LineNumber),
    ...textCheck(P.poNumber, 'PO number', f.poNumber, (l) => l.PONumber),
    ...confirmationCheck(P.confirmationNumber, f.confirmationNumber),
    ...partCheck(P.part, f.part),
    ...textCheck(P.customerPart, 'customer part number', f.customerPart, (l) => l.CustomerPart),
    ...(endCustomer
      ? [
          {
            param: P.endCustomerName,
            label: `end customer ${endCustomer}`,
            contradicts: (l: OrderLine) => !l.EndCustomer.Name.toLowerCase().includes(endCustomer),
          },
        ]
      : []),
    ...typeCheck(P.orderType, f.orderType),
    ...cancelledCheck(P.includeCancelled, f.includeCancelled),
  ];
}

export function orderSearchChecks(f: OrderSearchFilters): FilterCheck[] {
  const P = orderSearchParams();
  const term = f.searchTerm?.trim().toLowerCase();
  return [
    ...(term
      ? [
          {
            param: P.searchTerm,
            label: `the term ${term}`,
            contradicts: (l: OrderLine) =>
              ![l.PONumber, l.ConfirmationNumber, l.Part].some((v) => v.toLowerCase().includes(term)),
          },
        ]
      : []),
    ...typeCheck(P.orderType, f.orderType),
    ...cancelledCheck(P.includeCancelled, f.includeCancelled),
  ];
}

export type IgnoredFilter = { param: string; label: string; example: OrderLine };

/** The filters some returned line contradicts, each with the first such line. */
export function findIgnoredFilters(
  lines: readonly OrderLine[],
  checks: readonly FilterCheck[],
): IgnoredFilter[] {
  const ignored: IgnoredFilter[] = [];
  for (const check of checks) {
    const example = lines.find(check.contradicts);
    if (example) ignored.push({ param: check.param, label: check.label, example });
  }
  return ignored;
}

/** History asked for shipments and not one line carries the field: the flag was not read. */
export function shipmentsIgnored(lines: readonly OrderLine[], requested: boolean | undefined): boolean {
  return Boolean(requested) && lines.length > 0 && lines.every((l) => l.Shipments === undefined);
}
