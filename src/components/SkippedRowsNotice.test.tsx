import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { makePart } from '../../mocks/data/builders';
import { API, server, setupApiTestServer } from '@/api/testing/server';
import { renderRoute } from '@/test/renderRoute';

setupApiTestServer();

describe('SkippedRowsNotice on a page', () => {
  it('shows the good rows of the catalog and names the one skipped row', async () => {
    const bad = { ...makePart('C-3'), stockQuantity: 'many' };
    server.use(
      http.get(`${API}/v3`, ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('startAfterPart')
            ? []
            : [makePart('A-1'), makePart('B-2'), bad, makePart('D-4')],
        ),
      ),
    );
    await renderRoute('/parts');
    expect(
      await screen.findByText('1 row skipped: row 3 (part C-3): field "stockQuantity" expected a number'),
    ).toBeInTheDocument();
    // The three good parts are loaded; the table virtualises its rows, so the count is what jsdom shows.
    const counts = screen.getAllByRole('status').map((el) => el.textContent ?? '');
    expect(counts.some((text) => text.startsWith('3 parts loaded'))).toBe(true);
  });
});
