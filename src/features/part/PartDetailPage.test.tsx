import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { makePart } from '../../../mocks/data/builders';
import { API, receivedSegments, server, setupApiTestServer } from '@/api/testing/server';
import { renderRoute } from '@/test/renderRoute';

setupApiTestServer();

/** Answers the lookup with a part of the requested number, recording what the server received. */
function servePart(received: { segments: string[]; query: URLSearchParams }[]) {
  server.use(
    http.get(`${API}/v3/:part`, ({ request }) => {
      const segments = receivedSegments(request);
      received.push({ segments, query: new URL(request.url).searchParams });
      return HttpResponse.json(
        makePart(segments.at(-1), {
          price: [
            { column: 1, minimumQuantity: 100, maximumQuantity: 499, price: 0.15 },
            { column: 2, minimumQuantity: 500, maximumQuantity: 2499, price: 0.124 },
            { column: 3, minimumQuantity: 2500, maximumQuantity: 99_999, price: 0.118 },
          ],
        }),
      );
    }),
  );
}

describe('part detail route', () => {
  it.each([
    ['/parts/ABC%2F12', 'ABC/12'],
    ['/parts/WBR-004%23LF', 'WBR-004#LF'],
    ['/parts/LEGACY%201234-A', 'LEGACY 1234-A'],
  ])('loads %s as part "%s" and asks for related parts and documents', async (url, part) => {
    const received: { segments: string[]; query: URLSearchParams }[] = [];
    servePart(received);
    await renderRoute(url);
    expect(await screen.findByRole('heading', { level: 1, name: part })).toBeInTheDocument();
    expect(received[0]?.segments).toEqual(['api', 'v3', part]);
    expect(received[0]?.query.get('includeRelatedParts')).toBe('true');
    expect(received[0]?.query.get('includeAdditionalDocuments')).toBe('true');
  });

  it('uses the currency of the URL and ignores an invalid one', async () => {
    const received: { segments: string[]; query: URLSearchParams }[] = [];
    servePart(received);
    await renderRoute('/parts/A-1?currency=EUR');
    expect(received.at(-1)?.query.get('isoCurrencyCode')).toBe('EUR');
    await renderRoute('/parts/A-2?currency=%22XX%3C%22&qty=-4&tab=%22nope%22');
    expect(received.at(-1)?.query.get('isoCurrencyCode')).toBe('USD');
    expect(await screen.findByRole('heading', { level: 1, name: 'A-2' })).toBeInTheDocument();
  });

  it('says when the part number has no data (204) and links to a search', async () => {
    server.use(http.get(`${API}/v3/:part`, () => new HttpResponse(null, { status: 204 })));
    await renderRoute('/parts/NOPE%2F1');
    expect(await screen.findByRole('heading', { name: 'No data for this part number' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Search the catalog for/ })).toHaveAttribute(
      'href',
      '/search?q=NOPE%2F1',
    );
  });

  it('highlights the tier of the typed quantity and claims a saving only when the total falls', async () => {
    servePart([]);
    await renderRoute('/parts/A-1?qty=2400');
    const table = await screen.findByRole('table', { name: 'Price breaks' });
    const current = within(table)
      .getAllByRole('row')
      .filter((row) => row.getAttribute('aria-current') === 'true');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('500 – 2,499');
    expect(current[0]).toHaveTextContent('Your tier');
    // 2,400 × 0.124 = $297.60; 2,500 × 0.118 = $295.00.
    expect(screen.getByText(/which saves/).closest('p')).toHaveTextContent(
      'Order 2,500 (+100) at $0.118 each: the total is $295.00, which saves $2.60 on what 2,400 cost now.',
    );
  });

  it('names the lower unit price of the next break without a saving when the total rises', async () => {
    servePart([]);
    await renderRoute('/parts/A-1?qty=2000');
    // 2,000 × 0.124 = $248.00; 2,500 × 0.118 = $295.00.
    expect(await screen.findByText(/more than now/)).toHaveTextContent(
      'From 2,500 the unit price is $0.118 ($295.00 in total, more than now).',
    );
    expect(screen.queryByText(/saves/)).toBeNull();
  });

  it('prices a quantity below the minimum order at the minimum order, and says so', async () => {
    servePart([]);
    await renderRoute('/parts/A-1?qty=1');
    const note = await screen.findByText(/The minimum order is/);
    expect(note).toHaveTextContent('The minimum order is 100: 1 is priced at 100.');
    expect(note.closest('[aria-live]')).toHaveTextContent('100 × $0.15 = $15.00');
  });
});
