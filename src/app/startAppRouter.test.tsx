import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { render, screen } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { makePart } from '../../mocks/data/builders';
import { API, server, setupApiTestServer } from '@/api/testing/server';
import { App } from './App';
import { FIRST_PAGE_PENDING_MS, startAppRouter } from './router';

setupApiTestServer();

/** Counts the part lookups; the first `malformed` of them answer a part without its number. */
function servePart(malformed = 0) {
  const lookups = { count: 0 };
  server.use(
    http.get(`${API}/v3/:part`, ({ params }) => {
      lookups.count += 1;
      const { id: _id, ...withoutId } = makePart(String(params.part));
      return HttpResponse.json(lookups.count <= malformed ? withoutId : makePart(String(params.part)));
    }),
  );
  return lookups;
}

async function start(url: string, onFirstPageRendered = () => {}) {
  const started = await startAppRouter(createMemoryHistory({ initialEntries: [url] }), onFirstPageRendered);
  // Before the first render, the address the router will render already carries the search defaults.
  const addressAtFirstRender = started.router.history.location.href;
  render(<App queryClient={started.queryClient} router={started.router} />);
  return { ...started, addressAtFirstRender };
}

afterEach(() => vi.restoreAllMocks());

describe('startAppRouter', () => {
  it('loads the page once, with the search defaults the URL lacked written into it', async () => {
    const lookups = servePart();
    const pageRendered = vi.fn();
    const { router, addressAtFirstRender } = await start('/parts/ABC-1', pageRendered);
    expect(addressAtFirstRender).toBe('/parts/ABC-1?tab=documents');
    expect(await screen.findByRole('heading', { level: 1, name: 'ABC-1' })).toBeInTheDocument();
    await vi.waitFor(() => expect(pageRendered).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('tab', { name: /Documents/, selected: true })).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ tab: 'documents' });
    expect(lookups.count).toBe(1);
  });

  it('shows a failed first load as the page’s error, not silently loaded again', async () => {
    const lookups = servePart(1);
    const pageRendered = vi.fn();
    await start('/parts/ABC-1', pageRendered);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unexpected answer');
    // The page's error is the first page: what waits for its paint starts.
    await vi.waitFor(() => expect(pageRendered).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('heading', { level: 1, name: 'ABC-1' })).not.toBeInTheDocument();
    expect(lookups.count).toBe(1);
  });

  it('sends the page’s request in a task after the one that built the router and one that checked the URL', async () => {
    const lookups = servePart();
    const fetches = vi.spyOn(globalThis, 'fetch');
    const pauses: (() => void)[] = [];
    const pause = () => new Promise<void>((resolve) => pauses.push(resolve));
    const history = createMemoryHistory({ initialEntries: ['/parts/ABC-1'] });
    const started = startAppRouter(history, () => {}, pause);
    await vi.waitFor(() => expect(pauses).toHaveLength(1));
    pauses[0]!();
    // The URL has been checked (its page's search schema built): the loader waits for the next task.
    await vi.waitFor(() => expect(pauses).toHaveLength(2));
    expect(fetches).not.toHaveBeenCalled();
    pauses[1]!();
    const { pageLoaded } = await started;
    expect(pageLoaded).toBe(true);
    expect(lookups.count).toBe(1);
    expect(history.location.href).toBe('/parts/ABC-1?tab=documents');
  });

  it('waits past the spinner’s 300 ms for a first page that comes within FIRST_PAGE_PENDING_MS', async () => {
    // Later than the spinner's 300 ms, well within the first page's wait even on a busy machine.
    const answerAfterMs = 400;
    expect(answerAfterMs * 3).toBeLessThan(FIRST_PAGE_PENDING_MS);
    server.use(
      http.get(`${API}/v3/:part`, async ({ params }) => {
        await new Promise((resolve) => setTimeout(resolve, answerAfterMs));
        return HttpResponse.json(makePart(String(params.part)));
      }),
    );
    const pageRendered = vi.fn();
    const { pageLoaded } = await start('/parts/ABC-1', pageRendered);
    // Loaded: the first render is the page itself (one transition), not the shell and a spinner.
    expect(pageLoaded).toBe(true);
    expect(await screen.findByRole('heading', { level: 1, name: 'ABC-1' })).toBeInTheDocument();
    await vi.waitFor(() => expect(pageRendered).toHaveBeenCalledTimes(1));
  });

  it('renders the shell without waiting for a page whose answer is late, and the page when it comes', async () => {
    const consoleError = vi.spyOn(console, 'error');
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(`${API}/v3/:part`, async ({ params }) => {
        await answered;
        return HttpResponse.json(makePart(String(params.part)));
      }),
    );
    const pageRendered = vi.fn();
    const { pageLoaded } = await start('/parts/ABC-1', pageRendered);
    expect(pageLoaded).toBe(false);
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    // The shell and the page's spinner are not the first page: what waits for its paint waits on.
    expect(pageRendered).not.toHaveBeenCalled();
    answer();
    expect(await screen.findByRole('heading', { level: 1, name: 'ABC-1' })).toBeInTheDocument();
    await vi.waitFor(() => expect(pageRendered).toHaveBeenCalledTimes(1));
    // The test server's notes on requests it has no handler for are not the app's errors.
    const appErrors = consoleError.mock.calls.filter(([message]) => !String(message).startsWith('[MSW]'));
    expect(appErrors).toEqual([]);
  });
});
