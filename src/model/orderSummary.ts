import { plural } from '@lingui/core/macro';
import type { OrderLine, Shipment } from '@/model/schemas';

/** When a line is now due: its reschedule date when it has one, else its scheduled date. */
export const dueDate = (line: OrderLine): string => line.RescheduleDate ?? line.Scheduled;
export const dueMs = (line: OrderLine): number => Date.parse(dueDate(line));
export const isPastDue = (line: OrderLine, now: number): boolean => dueMs(line) < now;
/**
 * The past-due lines among those a service sent for `pastDueOnly=true`, judged by their own dates: a
 * service that does not know the flag sends every open line (docs/api-assumptions.md, "Past due").
 * `notPastDue` counts the lines it sent that are not past due at `now` (the time they were fetched).
 */
export function pastDueOf(answered: readonly OrderLine[], now: number) {
  const pastDue = answered.filter((line) => isPastDue(line, now));
  return { pastDue, notPastDue: answered.length - pastDue.length };
}

/** Said beside a past-due figure when the service sent lines that are not past due. */
export function pastDueIgnoredNote(notPastDue: number, param: string): string | null {
  if (notPastDue === 0) return null;
  // `param` is the wire name of the parameter: data, not translated.
  return plural(notPastDue, {
    one: `The service ignored ${param}: # of the lines it sent is not past due. Counted from the lines' own dates.`,
    other: `The service ignored ${param}: # of the lines it sent are not past due. Counted from the lines' own dates.`,
  });
}

/** Scheduled after the customer asked for it (or moved since): the table marks it. */
export const isLate = (line: OrderLine): boolean => dueMs(line) > Date.parse(line.Requested);

/** NetPrice is a unit price; a line's value is its quantity times that price, in the line's currency. */
export const lineValue = (line: OrderLine): number => line.NetPrice * line.Quantity;

export type CurrencyTotal = { currency: string; amount: number; lines: number };

export type OpenSummary = {
  openLines: number;
  pastDueLines: number;
  valueByCurrency: CurrencyTotal[];
  /** The next lines due from now on, soonest first. */
  nextDue: OrderLine[];
};

/** How many next scheduled shipments the open-orders summary lists. */
export const NEXT_DUE_SHOWN = 5;

export function summarizeOpenLines(
  lines: readonly OrderLine[],
  now: number,
  nextCount = NEXT_DUE_SHOWN,
): OpenSummary {
  const totals = new Map<string, CurrencyTotal>();
  let pastDue = 0;
  // Each line's due date is read once: parsed inside the sort's comparator, a few hundred lines cost
  // thousands of Date.parse calls (about 10 ms of a laptop on the summary of /orders).
  const upcoming: { line: OrderLine; due: number }[] = [];
  for (const line of lines) {
    const due = dueMs(line);
    if (due < now) pastDue++;
    else upcoming.push({ line, due });
    const total = totals.get(line.Currency) ?? { currency: line.Currency, amount: 0, lines: 0 };
    total.amount += lineValue(line);
    total.lines++;
    totals.set(line.Currency, total);
  }
  const nextDue = upcoming
    .sort((a, b) => a.due - b.due)
    .slice(0, nextCount)
    .map(({ line }) => line);
  return {
    openLines: lines.length,
    pastDueLines: pastDue,
    valueByCurrency: [...totals.values()].sort(
      (a, b) => b.lines - a.lines || a.currency.localeCompare(b.currency),
    ),
    nextDue,
  };
}

export type RecentShipment = { line: OrderLine; shipment: Shipment };

/** Shipments of the lines shipped within the last `days` days, newest first. */
export function recentShipments(lines: readonly OrderLine[], now: number, days = 7): RecentShipment[] {
  const since = now - days * 86_400_000;
  const found: RecentShipment[] = [];
  for (const line of lines)
    for (const shipment of line.Shipments ?? []) {
      const shipped = Date.parse(shipment.ShipDate);
      if (shipped >= since && shipped <= now) found.push({ line, shipment });
    }
  return found.sort((a, b) => Date.parse(b.shipment.ShipDate) - Date.parse(a.shipment.ShipDate));
}

/** Quantity shipped so far on a line (from its shipments). */
export const shippedQuantity = (line: OrderLine): number =>
  (line.Shipments ?? []).reduce((sum, s) => sum + s.QuantityShipped, 0);
