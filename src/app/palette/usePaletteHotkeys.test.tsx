import { useLayoutEffect } from 'react';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePaletteHotkeys } from './usePaletteHotkeys';

function Launcher({ open }: { open: () => void }) {
  usePaletteHotkeys(open);
  return <input aria-label="Note" />;
}

/** Presses Ctrl+K while the commit that mounts the launcher is still running, before any passive effect. */
function PressDuringCommit() {
  useLayoutEffect(() => {
    document.documentElement.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true }),
    );
  }, []);
  return null;
}

afterEach(cleanup);

describe('usePaletteHotkeys', () => {
  it('listens from the commit that shows the page, not a task later', () => {
    const open = vi.fn();
    render(
      <>
        <Launcher open={open} />
        <PressDuringCommit />
      </>,
    );
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('opens on Ctrl+K, ⌘K and "/" outside text fields, and leaves the keys to a field', () => {
    const open = vi.fn();
    const { getByLabelText } = render(<Launcher open={open} />);
    const field = getByLabelText('Note');

    fireEvent.keyDown(document.body, { key: '/' });
    expect(open).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(field, { key: '/' });
    expect(open).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(field, { key: 'k', ctrlKey: true });
    expect(open).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'k', metaKey: true });
    expect(open).toHaveBeenCalledTimes(3);
    fireEvent.keyDown(document.body, { key: 'k' });
    expect(open).toHaveBeenCalledTimes(3);
  });

  it('stops listening when the launcher leaves', () => {
    const open = vi.fn();
    const { unmount } = render(<Launcher open={open} />);
    unmount();
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    expect(open).not.toHaveBeenCalled();
  });
});
