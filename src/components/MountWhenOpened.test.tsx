import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
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
});
