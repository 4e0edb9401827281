import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { getAvailabilityWindow } from './availabilityWindow';
import { makeChange } from '../../mocks/data/builders';
import { API, server, setupApiTestServer } from './testing/server';

setupApiTestServer();

const T0 = Date.UTC(2025, 0, 1);
const history = Array.from({ length: 2500 }, (_, i) =>
  makeChange(new Date(T0 + i * 1000).toISOString(), `P-${i}`, i),
);

function serveHistory() {
  server.use(
    http.get(`${API}/v3/delta/availability`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      const since = Number(q.get('epochMilliseconds'));
      const count = Number(q.get('recordCount'));
      return HttpResponse.json(history.filter((r) => Date.parse(r.timestamp) >= since).slice(0, count));
    }),
  );
}

describe('getAvailabilityWindow', () => {
  it('reads a window of more than one page to its newest change', async () => {
    serveHistory();
    const window = await getAvailabilityWindow({ epochMilliseconds: T0, recordCount: 1000 });
    expect(window.complete).toBe(true);
    const records = window.pages.flatMap((p) => p.records);
    expect(records).toHaveLength(2500);
    expect(records.at(-1)?.part).toBe('P-2499');
  });

  it('stops at maxPages and says the window is incomplete', async () => {
    serveHistory();
    const window = await getAvailabilityWindow({ epochMilliseconds: T0, recordCount: 1000, maxPages: 2 });
    expect(window.complete).toBe(false);
    expect(window.pages).toHaveLength(2);
  });
});
