/**
 * Seeded data made in steps: a generator that yields between small pieces of its work (a part series, an
 * order, a batch of stock changes) and returns what it made. Run to the end at once or a few milliseconds
 * at a time with pauses (index.ts, `area`), it makes the same data: the demo's page then meets many short
 * tasks instead of one long one of 100 to 300 ms (issue 22).
 */
export type Steps<T> = Generator<void, T, void>;
