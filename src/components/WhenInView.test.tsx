import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { WhenInView } from './WhenInView';

/** An IntersectionObserver whose boxes come into the window when the test says so. */
function stubWindowEntry() {
  const observers: { report: IntersectionObserverCallback; boxes: Element[] }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: { report: IntersectionObserverCallback; boxes: Element[] };
      constructor(report: IntersectionObserverCallback) {
        this.entry = { report, boxes: [] };
        observers.push(this.entry);
      }
      observe(box: Element) {
        this.entry.boxes.push(box);
      }
      disconnect() {
        this.entry.boxes = [];
      }
    },
  );
  return (isIntersecting: boolean) =>
    act(() => {
      for (const { report, boxes } of observers)
        if (boxes.length > 0)
          report(
            boxes.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
            {} as IntersectionObserver,
          );
    });
}

describe('WhenInView', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('holds the place until the box comes into the window, then renders and keeps the content', () => {
    const scroll = stubWindowEntry();
    render(
      <WhenInView placeholder={<p>chart space</p>}>
        <p>the chart</p>
      </WhenInView>,
    );
    expect(screen.getByText('chart space')).toBeInTheDocument();
    scroll(false);
    expect(screen.queryByText('the chart')).not.toBeInTheDocument();
    scroll(true);
    expect(screen.getByText('the chart')).toBeInTheDocument();
    // Scrolled away again: what was drawn stays drawn.
    scroll(false);
    expect(screen.getByText('the chart')).toBeInTheDocument();
    expect(screen.queryByText('chart space')).not.toBeInTheDocument();
  });

  it('asks the browser to report the box that far before it reaches the window when told to look ahead', () => {
    const options: (IntersectionObserverInit | undefined)[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(_report: IntersectionObserverCallback, init?: IntersectionObserverInit) {
          options.push(init);
        }
        observe() {}
        disconnect() {}
      },
    );
    render(
      <>
        <WhenInView placeholder={<p>table space</p>} ahead="600px">
          <p>the table</p>
        </WhenInView>
        <WhenInView placeholder={<p>chart space</p>}>
          <p>the chart</p>
        </WhenInView>
      </>,
    );
    expect(options).toEqual([{ rootMargin: '0px 0px 600px 0px' }, undefined]);
  });

  it('renders at once where the browser cannot say what is in the window', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenInView placeholder={<p>chart space</p>}>
        <p>the chart</p>
      </WhenInView>,
    );
    expect(screen.getByText('the chart')).toBeInTheDocument();
  });
});
