import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { SpotlightStore } from '@mantine/spotlight';

// Mantine's Spotlight marks the highlighted action with `data-selected` on the DOM node and keeps its index
// in the store; Enter clicks the marked node. It re-marks only after a keystroke, so results that arrive
// later leave the mark on whatever node had it (or none): Enter then opened an entry of the previous
// list, or nothing. These helpers follow the same DOM protocol (`data-action`, `data-selected`).
const actionsOf = (list: HTMLElement | null) => list?.querySelectorAll<HTMLElement>('[data-action]') ?? [];

/** Highlights the first action of the list, the one Enter opens. */
function highlightFirst(listId: string, store: SpotlightStore) {
  const list = document.getElementById(listId);
  list?.querySelectorAll('[data-selected]').forEach((node) => node.removeAttribute('data-selected'));
  const first = actionsOf(list)[0];
  first?.setAttribute('data-selected', 'true');
  store.updateState((state) => ({ ...state, selected: first ? 0 : -1 }));
}

function openHighlighted(listId: string) {
  document.getElementById(listId)?.querySelector<HTMLElement>('[data-action][data-selected]')?.click();
}

/**
 * Keeps Enter on the list the user sees: whenever the list changes (`listKey`, the ids of its actions)
 * the highlight goes back to its first action, and Enter pressed while the lookups of the current text
 * are still running waits for them and then opens the first action of that final list (unless the user
 * chose an entry with the arrow keys). Typing again cancels a waiting Enter.
 */
export function usePaletteEnter(options: {
  listId: string;
  store: SpotlightStore;
  /** The text typed; a waiting Enter belongs to it. */
  query: string;
  listKey: string;
  searching: boolean;
  opened: boolean;
}) {
  const { listId, store, query, listKey, searching, opened } = options;
  const [enterPressedOn, setEnterPressedOn] = useState<string | null>(null);
  const waiting = enterPressedOn === query;
  const chosenWithArrows = useRef(false);

  useLayoutEffect(() => {
    chosenWithArrows.current = false;
    if (opened) highlightFirst(listId, store);
  }, [listId, store, listKey, opened]);

  // Opening an action closes the palette, which clears the text (and with it the waiting Enter).
  useEffect(() => {
    if (waiting && !searching) openHighlighted(listId);
  }, [waiting, searching, listKey, listId]);

  /** For the search box's onKeyDownCapture: runs before Spotlight's own Enter handling. */
  const onKeyDownCapture = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') chosenWithArrows.current = true;
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (chosenWithArrows.current || !searching) return;
    event.preventDefault();
    event.stopPropagation();
    setEnterPressedOn(query);
  };

  return {
    /** Enter was pressed and waits for the lookups of the current text. */
    waiting: waiting && searching,
    onKeyDownCapture,
    /** For every change of the text (typing, and the clearing on close). */
    cancel: () => setEnterPressedOn(null),
  };
}
