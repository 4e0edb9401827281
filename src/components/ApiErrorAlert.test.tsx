import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInRouter } from '@/test/renderInRouter';
import { ApiErrorAlert } from './ApiErrorAlert';

describe('ApiErrorAlert for errors that are not API answers', () => {
  it('offers a reload, not a retry, when a code chunk fails to load, and shows no module URL', async () => {
    const error = new TypeError(
      'Failed to fetch dynamically imported module: http://localhost:5173/src/routes/parts.$part.tsx?tsr-split=component',
    );
    await renderInRouter(<ApiErrorAlert error={error} onRetry={() => {}} />);
    expect(await screen.findByRole('button', { name: 'Reload page' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /try again/i })).toBeNull();
    expect(document.body.textContent).not.toMatch(/localhost|\/src\/|tsr-split/);
  });

  it('keeps the words of another error but drops the URLs in it', async () => {
    await renderInRouter(
      <ApiErrorAlert error={new Error('Could not parse http://localhost:5173/src/api/catalog.ts')} />,
    );
    expect(await screen.findByText(/Could not parse \(a file of the portal\)/)).toBeVisible();
    expect(document.body.textContent).not.toContain('/src/api');
  });
});
