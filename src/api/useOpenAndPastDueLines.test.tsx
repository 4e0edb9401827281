import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, QueryErrorResetBoundary } from '@tanstack/react-query';
import { useOpenAndPastDueLines } from './orderLinesAll';
import { openOrderParams } from './params';
import { API, server, setupApiTestServer } from './testing/server';

setupApiTestServer();

function Counts() {
  const { open, pastDue } = useOpenAndPastDueLines();
  return (
    <p>
      {open.data.lines.length} open, {pastDue.data.lines.length} past due
    </p>
  );
}

/** A panel's boundary as the app's (components/PanelBoundary.tsx): Try again resets the failed reads. */
class Boundary extends Component<{ children: ReactNode; onReset: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    const retry = () => {
      this.props.onReset();
      this.setState({ failed: false });
    };
    return (
      <button type="button" onClick={retry}>
        Try again
      </button>
    );
  }
}

describe('useOpenAndPastDueLines', () => {
  it('reads both again on Try again when both had failed, not only the first', async () => {
    let refused = true;
    server.use(
      http.get(`${API}/v1/openorders`, async ({ request }) => {
        if (refused) return HttpResponse.json({ message: 'not granted' }, { status: 403 });
        const pastDue = new URL(request.url).searchParams.get(openOrderParams().pastDueOnly) === 'true';
        // The past-due lines come after the open ones have been read again.
        if (pastDue) await new Promise((resolve) => setTimeout(resolve, 50));
        return HttpResponse.json([]);
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <QueryErrorResetBoundary>
          {({ reset }) => (
            <Boundary onReset={reset}>
              <Suspense fallback={<p>Loading…</p>}>
                <Counts />
              </Suspense>
            </Boundary>
          )}
        </QueryErrorResetBoundary>
      </QueryClientProvider>,
    );
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    refused = false;
    fireEvent.click(tryAgain);
    expect(await screen.findByText('0 open, 0 past due')).toBeInTheDocument();
  });

  it('asks for the past-due lines while the open lines are still on their way', async () => {
    const asked: string[] = [];
    let pastDueAsked: () => void = () => {};
    const pastDueArrived = new Promise<void>((resolve) => (pastDueAsked = resolve));
    server.use(
      http.get(`${API}/v1/openorders`, async ({ request }) => {
        const pastDue = new URL(request.url).searchParams.get(openOrderParams().pastDueOnly) === 'true';
        asked.push(pastDue ? 'past due' : 'open');
        if (pastDue) {
          pastDueAsked();
          return HttpResponse.json([]);
        }
        // Read one after the other, the past-due request would only come after this answer: the open
        // lines' answer is held back until it has come, or (failing) for a few seconds.
        await Promise.race([pastDueArrived, new Promise((resolve) => setTimeout(resolve, 3000))]);
        asked.push('open answered');
        return HttpResponse.json([]);
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Suspense fallback={<p>Loading…</p>}>
          <Counts />
        </Suspense>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('0 open, 0 past due')).toBeInTheDocument();
    expect(asked.indexOf('past due')).toBeLessThan(asked.indexOf('open answered'));
  });
});
