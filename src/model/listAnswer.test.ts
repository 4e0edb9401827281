import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from '@/lib/zod';
import { listAnswerSchema, parseAnswer, type SliceClock } from './listAnswer';
import { tolerantListSchema } from './tolerantList';

const rowSchema = z.lazy(() => z.object({ Id: z.string(), Quantity: z.number() }));
const answerSchema = listAnswerSchema(rowSchema, 'Id');

const rows = (count: number): unknown[] =>
  Array.from({ length: count }, (_, index) =>
    // Two rows that do not fit, one in the first slice and one in the fourth.
    index === 3 || index === 37
      ? { Id: `L${index}`, Quantity: 'many' }
      : { Id: `L${index}`, Quantity: index },
  );

/** A clock that moves `stepMs` at every reading, counting the pauses asked for. */
function steppingClock(stepMs: number): SliceClock & { pauses: number } {
  let time = 0;
  const clock = {
    pauses: 0,
    now: () => (time += stepMs),
    pause: () => {
      clock.pauses += 1;
      return Promise.resolve();
    },
  };
  return clock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('parseAnswer', () => {
  it('reads a long list answer in slices with the same rows and skipped indexes as one parse', async () => {
    const answer = rows(45);
    const whole = tolerantListSchema(rowSchema, 'Id').safeParse(answer);
    const sliced = await parseAnswer(answerSchema, answer, steppingClock(5));
    expect(sliced).toEqual(whole);
    expect(sliced.data?.items).toHaveLength(43);
    expect(sliced.data?.skipped).toEqual([
      { index: 3, rowId: { field: 'Id', value: 'L3' }, fieldPath: 'Quantity', expected: 'a number' },
      { index: 37, rowId: { field: 'Id', value: 'L37' }, fieldPath: 'Quantity', expected: 'a number' },
    ]);
  });

  it('pauses for input once a slice has run over its budget, not before', async () => {
    const slow = steppingClock(5);
    await parseAnswer(answerSchema, rows(45), slow);
    // Five slices of ten rows: every slice after the first starts with a pause.
    expect(slow.pauses).toBe(4);
    const fast = steppingClock(0);
    await parseAnswer(answerSchema, rows(45), fast);
    expect(fast.pauses).toBe(0);
  });

  it('does not pause in a hidden tab', async () => {
    vi.stubGlobal('document', { visibilityState: 'hidden' });
    const clock = steppingClock(5);
    const parsed = await parseAnswer(answerSchema, rows(45), clock);
    expect(clock.pauses).toBe(0);
    expect(parsed.data?.items).toHaveLength(43);
  });

  it('parses anything else at once: other schemas, short lists, null and malformed answers', async () => {
    const clock = steppingClock(5);
    const plainList = z.array(rowSchema);
    expect(await parseAnswer(plainList, rows(45).slice(4, 30), clock)).toEqual(
      plainList.safeParse(rows(45).slice(4, 30)),
    );
    expect((await parseAnswer(answerSchema, rows(8), clock)).data?.items).toHaveLength(7);
    expect((await parseAnswer(answerSchema, null, clock)).data).toEqual({ items: [], skipped: [] });
    expect((await parseAnswer(answerSchema, { rows: rows(45) }, clock)).success).toBe(false);
    expect(clock.pauses).toBe(0);
  });
});
