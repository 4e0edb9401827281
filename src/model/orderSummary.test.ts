import { describe, expect, it } from 'vitest';
import { makeOrderLine } from '../../mocks/data/builders';
import { pastDueOf, summarizeOpenLines } from './orderSummary';

const NOW = Date.parse('2026-03-10T12:00:00Z');

// Quantity × NetPrice is a line's value; the due date is the reschedule date when there is one.
const lines = [
  makeOrderLine('late', { Scheduled: '2026-03-01T00:00:00Z', Currency: 'USD', Quantity: 10, NetPrice: 2 }),
  makeOrderLine('moved-earlier', {
    Scheduled: '2026-04-20T00:00:00Z',
    RescheduleDate: '2026-03-12T00:00:00Z',
    Currency: 'EUR',
    Quantity: 5,
    NetPrice: 1,
  }),
  makeOrderLine('soon', { Scheduled: '2026-03-11T00:00:00Z', Currency: 'USD', Quantity: 1, NetPrice: 0.5 }),
  makeOrderLine('moved-later', {
    Scheduled: '2026-03-09T00:00:00Z',
    RescheduleDate: '2026-03-30T00:00:00Z',
    Currency: 'EUR',
    Quantity: 2,
    NetPrice: 3,
  }),
  makeOrderLine('same-day-a', {
    Scheduled: '2026-03-15T00:00:00Z',
    Currency: 'JPY',
    Quantity: 1,
    NetPrice: 100,
  }),
  makeOrderLine('same-day-b', {
    Scheduled: '2026-03-15T00:00:00Z',
    Currency: 'JPY',
    Quantity: 1,
    NetPrice: 100,
  }),
];

describe('summarizeOpenLines', () => {
  it('lists the next lines due after now, soonest first, by reschedule date where a line has one', () => {
    const summary = summarizeOpenLines(lines, NOW, 4);
    expect(summary.nextDue.map((line) => line.Id)).toEqual([
      'soon',
      'moved-earlier',
      'same-day-a',
      'same-day-b',
    ]);
  });

  it('counts past-due lines by their due date and totals the value per currency, most lines first', () => {
    const summary = summarizeOpenLines(lines, NOW);
    expect(summary.openLines).toBe(6);
    // "late" only: "moved-later" was scheduled before now but is rescheduled after it.
    expect(summary.pastDueLines).toBe(1);
    expect(summary.valueByCurrency).toEqual([
      { currency: 'EUR', amount: 11, lines: 2 },
      { currency: 'JPY', amount: 200, lines: 2 },
      { currency: 'USD', amount: 20.5, lines: 2 },
    ]);
  });

  it('says nothing is next when every line is past due', () => {
    expect(summarizeOpenLines([lines[0]!], NOW).nextDue).toEqual([]);
  });
});

describe('pastDueOf', () => {
  it('keeps the lines past due by their own dates and counts the others the service sent', () => {
    const judged = pastDueOf(lines, NOW);
    expect(judged.pastDue.map((line) => line.Id)).toEqual(['late']);
    expect(judged.notPastDue).toBe(5);
  });
});
