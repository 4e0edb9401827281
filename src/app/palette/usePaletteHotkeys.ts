import { useLayoutEffect } from 'react';
import { getHotkeyHandler } from '@mantine/hooks';

const TEXT_FIELDS = ['INPUT', 'TEXTAREA', 'SELECT'];

function isTextField(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (TEXT_FIELDS.includes(target.tagName) || target.isContentEditable);
}

/**
 * Calls `open` on Ctrl+K (⌘K on a Mac) or "/" outside text fields, as Mantine's `useHotkeys` did: in a
 * field "/" stays a character and Ctrl+K keeps the field's own meaning (on a Mac, delete to the line's end).
 *
 * The listener is attached in a layout effect, during the commit that first shows the page. Mantine's
 * `useHotkeys` attaches it in a passive effect, which React runs in a later task when the render was a
 * transition (the first page is one): Chromium runs input before such tasks, so a Ctrl+K pressed as soon as
 * the page appeared could reach no listener and be lost.
 */
export function usePaletteHotkeys(open: () => void) {
  useLayoutEffect(() => {
    const onHotkey = getHotkeyHandler([
      ['mod+K', open],
      ['/', open],
    ]);
    const onKeyDown = (event: KeyboardEvent) => {
      if (isTextField(event.target)) return;
      onHotkey(event);
    };
    document.documentElement.addEventListener('keydown', onKeyDown);
    return () => document.documentElement.removeEventListener('keydown', onKeyDown);
  }, [open]);
}
