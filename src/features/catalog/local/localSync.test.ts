import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { clearLocalCopies, localCatalogDb } from '@/lib/localCatalog';
import { makeChange, makePart } from '../../../../mocks/data/builders';
import { API, server, setupApiTestServer } from '@/api/testing/server';
import { loadWholeCatalog, refreshStock, type LoadProgress } from './localSync';

setupApiTestServer();
afterEach(async () => {
  await clearLocalCopies();
});

const CATALOG = Array.from({ length: 250 }, (_, i) => makePart(`P-${String(i).padStart(3, '0')}`));
const NOW = Date.UTC(2026, 2, 11, 10, 30);

function serveCatalog(pagesServed: string[]) {
  server.use(
    http.get(`${API}/v3`, ({ request }) => {
      const url = new URL(request.url);
      const after = url.searchParams.get('startAfterPart') ?? '';
      pagesServed.push(after);
      const currency = url.searchParams.get('isoCurrencyCode') ?? 'USD';
      const start = after ? CATALOG.findIndex((p) => p.part === after) + 1 : 0;
      return HttpResponse.json(CATALOG.slice(start, start + 100).map((p) => ({ ...p, currency })));
    }),
  );
}

describe('loading the whole catalog into the local copy', () => {
  it('pages to the end, reports progress, and a cancelled load resumes from its cursor', async () => {
    const served: string[] = [];
    serveCatalog(served);
    server.use(http.get(`${API}/v3/delta/availability`, () => HttpResponse.json([])));
    const db = localCatalogDb('sync-test');
    const controller = new AbortController();
    const progress: LoadProgress[] = [];
    const paused = await loadWholeCatalog({
      db,
      currency: 'USD',
      signal: controller.signal,
      onProgress: (p) => {
        progress.push(p);
        controller.abort();
      },
    });
    expect(paused.status).toBe('paused');
    expect(paused.cursor).toBe('P-099');
    expect(await db.parts.count()).toBe(100);
    expect(progress[0]).toMatchObject({ parts: 100, pages: 1, estimatedTotal: null, msLeft: null });

    const done = await loadWholeCatalog({
      db,
      currency: 'USD',
      signal: new AbortController().signal,
      onProgress: () => {},
    });
    expect(done).toMatchObject({
      status: 'complete',
      partsLoaded: 250,
      pagesLoaded: 3,
      lastCompleteCount: 250,
    });
    expect(served).toEqual(['', 'P-099', 'P-199', 'P-249']);
    expect(await db.parts.count()).toBe(250);

    // A second currency keeps the first one's prices beside its own.
    await loadWholeCatalog({
      db,
      currency: 'EUR',
      signal: new AbortController().signal,
      onProgress: () => {},
    });
    const part = await db.parts.get('P-007');
    expect(Object.keys(part!.prices).sort()).toEqual(['EUR', 'USD']);
  });

  it('refresh applies stock changes since the load, newest last, ignoring older ones and unknown parts', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    serveCatalog([]);
    const changes: ReturnType<typeof makeChange>[] = [];
    server.use(
      http.get(`${API}/v3/delta/availability`, ({ request }) => {
        const since = Number(new URL(request.url).searchParams.get('epochMilliseconds'));
        return HttpResponse.json(changes.filter((c) => Date.parse(c.timestamp) >= since));
      }),
    );
    const db = localCatalogDb('refresh-test');
    await loadWholeCatalog({
      db,
      currency: 'USD',
      signal: new AbortController().signal,
      onProgress: () => {},
    });
    changes.push(
      makeChange(new Date(NOW - 2 * 3600_000).toISOString(), 'P-001', 0, 1),
      makeChange(new Date(NOW + 1000).toISOString(), 'P-001', 0, 5),
      makeChange(new Date(NOW + 2000).toISOString(), 'P-001', 0, 9),
      makeChange(new Date(NOW + 3000).toISOString(), 'NOT-HELD', 0, 1),
    );
    const result = await refreshStock({ db, signal: new AbortController().signal });
    expect(result).toMatchObject({ changes: 3, updated: 1 });
    expect((await db.parts.get('P-001'))!.stockQuantity).toBe(9);
    expect(await db.parts.get('NOT-HELD')).toBeUndefined();
    expect(result.state.deltaSince).toBe(NOW + 3000);
    vi.useRealTimers();
  });
});
