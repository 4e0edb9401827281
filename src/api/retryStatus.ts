/**
 * Which requests are waiting to be retried right now, so the shell can say "Retrying…" while the API
 * module's backoff runs (the retries happen inside apiRequest, invisible to React Query).
 */
export type RetryStatus = {
  /** Requests currently between a failed attempt and their next one. */
  waiting: number;
  /** The highest retry number among them (1 = first retry). */
  attempt: number;
  /** How many retries a GET gets in all. */
  of: number;
};

const IDLE: RetryStatus = { waiting: 0, attempt: 0, of: 0 };
const active = new Map<symbol, { attempt: number; of: number }>();
const listeners = new Set<() => void>();
let snapshot: RetryStatus = IDLE;

function publish(): void {
  let attempt = 0;
  let of = 0;
  for (const entry of active.values()) {
    attempt = Math.max(attempt, entry.attempt);
    of = Math.max(of, entry.of);
  }
  snapshot = active.size === 0 ? IDLE : { waiting: active.size, attempt, of };
  for (const listener of listeners) listener();
}

/** Marks one request as waiting for retry `attempt` of `of`; the returned function marks it done. */
export function beginRetryWait(attempt: number, of: number): () => void {
  const id = Symbol('retry');
  active.set(id, { attempt, of });
  publish();
  return () => {
    if (active.delete(id)) publish();
  };
}

export function getRetryStatus(): RetryStatus {
  return snapshot;
}

export function subscribeRetryStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
