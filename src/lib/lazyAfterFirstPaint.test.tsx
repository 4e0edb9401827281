import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFirstPaintGate } from './firstPaint';
import { lazyAfterFirstPaint } from './lazyAfterFirstPaint';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function Body({ label }: { label: string }) {
  return <p>{label}</p>;
}

describe('lazyAfterFirstPaint', () => {
  it('does not fetch the code before the first screen has painted, then fetches it once', async () => {
    const gate = createFirstPaintGate();
    vi.stubGlobal('requestAnimationFrame', undefined);
    const load = vi.fn(() => Promise.resolve(Body));
    const deferred = lazyAfterFirstPaint(load, gate.afterFirstPaint);

    void deferred.preload();
    render(
      <Suspense fallback={<p>Loading the body…</p>}>
        <deferred.Component label="The body" />
      </Suspense>,
    );
    await flush();
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('Loading the body…')).toBeTruthy();

    gate.markFirstPageRendered();
    expect(await screen.findByText('The body')).toBeTruthy();
    // The loader's head start and the render share one download.
    expect(load).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
