import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { lazy } from 'react';
import { MountWhenOpened } from './MountWhenOpened';

describe('MountWhenOpened', () => {
  it('renders nothing, and loads nothing, until first opened', () => {
    let loads = 0;
    const Panel = lazy(() => {
      loads += 1;
      return Promise.resolve({ default: () => <p>panel</p> });
    });
    render(
      <MountWhenOpened open={false}>
        <Panel />
      </MountWhenOpened>,
    );
    expect(screen.queryByText('panel')).toBeNull();
    expect(loads).toBe(0);
  });

  it('mounts on opening and stays mounted once closed again (its closing transition plays)', async () => {
    const { rerender } = render(
      <MountWhenOpened open={false}>
        <p>panel</p>
      </MountWhenOpened>,
    );
    rerender(
      <MountWhenOpened open>
        <p>panel</p>
      </MountWhenOpened>,
    );
    expect(await screen.findByText('panel')).toBeInTheDocument();
    rerender(
      <MountWhenOpened open={false}>
        <p>panel</p>
      </MountWhenOpened>,
    );
    expect(screen.getByText('panel')).toBeInTheDocument();
  });

  it('mounts at once when it starts open (a shared link to an open panel)', async () => {
    render(
      <MountWhenOpened open>
        <p>panel</p>
      </MountWhenOpened>,
    );
    expect(await screen.findByText('panel')).toBeInTheDocument();
  });

  it("gives the panel's code a head start once the first screen has painted, still rendering nothing", async () => {
    let preloads = 0;
    const preload = () => {
      preloads += 1;
      return Promise.resolve();
    };
    render(
      <MountWhenOpened open={false} preload={preload}>
        <p>panel</p>
      </MountWhenOpened>,
    );
    // The test setup has the first-paint gate open, as after a page's first render.
    await waitFor(() => expect(preloads).toBe(1));
    expect(screen.queryByText('panel')).toBeNull();
  });
});
