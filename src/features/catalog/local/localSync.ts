import { getAvailabilityChanges, listParts } from '@/api/catalog';
import { toLocalPart } from '@/model/localPart';
import { timestampMillis } from '@/model/availabilityPaging';
import type { LocalCatalogDb, LocalPart, SyncState } from '@/lib/localCatalog';

/** How far back the first stock refresh after a load looks, to find the service's own "now". */
const CLOCK_PROBE_WINDOW_MS = 60 * 60 * 1000;
const DELTA_PAGE = 1000;

export type LoadProgress = {
  parts: number;
  pages: number;
  /** Parts per second over this run. */
  rate: number;
  /** Estimated from the last complete load's size; null on a first load (the total is not known). */
  msLeft: number | null;
  estimatedTotal: number | null;
};

/**
 * The newest stock-change time the service reports: the starting point of the next refresh, read from
 * the service rather than the browser's clock (which may run ahead of it).
 */
async function serviceNow(signal: AbortSignal): Promise<number> {
  let since = Date.now() - CLOCK_PROBE_WINDOW_MS;
  let newest = since;
  for (;;) {
    const page = await getAvailabilityChanges(
      { epochMilliseconds: since, recordCount: DELTA_PAGE },
      { signal },
    );
    const last = page.items.at(-1);
    if (!last) return newest;
    newest = Math.max(newest, timestampMillis(last.timestamp));
    if (page.items.length < DELTA_PAGE || newest === since) return newest;
    since = newest;
  }
}

/**
 * Pages through GET /v3 into the copy from the stored cursor (a reload resumes where it stopped), saving
 * the cursor after every page. `restart` begins a full re-sync from the first page.
 */
export async function loadWholeCatalog(options: {
  db: LocalCatalogDb;
  currency: string;
  signal: AbortSignal;
  restart?: boolean;
  onProgress: (progress: LoadProgress, state: SyncState) => void;
}): Promise<SyncState> {
  const { db, currency, signal, onProgress } = options;
  let state = await db.readSync();
  if (
    options.restart ||
    state.status === 'complete' ||
    state.status === 'idle' ||
    state.currency !== currency
  ) {
    state = {
      ...state,
      currency,
      status: 'loading',
      cursor: '',
      pagesLoaded: 0,
      partsLoaded: 0,
      startedAt: Date.now(),
      completedAt: null,
      deltaSince: await serviceNow(signal),
    };
  } else {
    state = { ...state, status: 'loading' };
  }
  await db.writeSync(state);
  const runStart = performance.now();
  const runStartParts = state.partsLoaded;
  const asOf = state.deltaSince ?? Date.now();
  for (;;) {
    if (signal.aborted) break;
    const page = await listParts({ startAfterPart: state.cursor, isoCurrencyCode: currency }, { signal });
    const previous = await db.parts.bulkGet(page.items.map((p) => p.part));
    await db.parts.bulkPut(page.items.map((p, i) => toLocalPart(p, asOf, previous[i])));
    const last = page.items.at(-1)?.part;
    const done = !last;
    state = {
      ...state,
      cursor: last ?? state.cursor,
      pagesLoaded: state.pagesLoaded + (done ? 0 : 1),
      partsLoaded: state.partsLoaded + page.items.length,
      status: done ? 'complete' : 'loading',
      completedAt: done ? Date.now() : null,
      lastCompleteCount: done ? state.partsLoaded : state.lastCompleteCount,
    };
    await db.writeSync(state);
    const seconds = (performance.now() - runStart) / 1000;
    const rate = seconds > 0 ? (state.partsLoaded - runStartParts) / seconds : 0;
    const total = state.lastCompleteCount;
    onProgress(
      {
        parts: state.partsLoaded,
        pages: state.pagesLoaded,
        rate,
        estimatedTotal: total,
        msLeft: total && rate > 0 ? (Math.max(0, total - state.partsLoaded) / rate) * 1000 : null,
      },
      state,
    );
    if (done) return state;
  }
  state = { ...state, status: 'paused' };
  await db.writeSync(state);
  return state;
}

/**
 * Applies GET /v3/delta/availability since the last refresh (or the load) to the copy's stock, without
 * paging the catalog again. A change older than the stock the copy holds is ignored; parts the copy does
 * not hold are left out (a full re-sync brings new parts).
 */
export async function refreshStock(options: {
  db: LocalCatalogDb;
  signal: AbortSignal;
}): Promise<{ changes: number; updated: number; state: SyncState }> {
  const { db, signal } = options;
  let state = await db.readSync();
  let since = state.deltaSince ?? (await serviceNow(signal));
  let changes = 0;
  let updated = 0;
  for (;;) {
    const page = await getAvailabilityChanges(
      { epochMilliseconds: since, recordCount: DELTA_PAGE },
      { signal },
    );
    if (!page.items.length) break;
    changes += page.items.length;
    const current = await db.parts.bulkGet(page.items.map((c) => c.part));
    const latest = new Map<string, LocalPart>();
    page.items.forEach((change, i) => {
      const at = timestampMillis(change.timestamp);
      const part = latest.get(change.part) ?? current[i];
      if (!part || at < part.stockAsOf) return;
      latest.set(change.part, { ...part, stockQuantity: change.stockQuantity, stockAsOf: at });
    });
    await db.parts.bulkPut([...latest.values()]);
    updated += latest.size;
    const newest = timestampMillis(page.items.at(-1)!.timestamp);
    if (page.items.length < DELTA_PAGE || newest <= since) {
      since = Math.max(since, newest);
      break;
    }
    since = newest;
  }
  state = { ...state, deltaSince: since, refreshedAt: Date.now() };
  await db.writeSync(state);
  return { changes, updated, state };
}
