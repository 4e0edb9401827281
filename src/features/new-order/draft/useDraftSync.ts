import { useEffect, useRef, useState } from 'react';
import {
  clearDraft,
  onDraftChangedElsewhere,
  readDraft,
  saveDraft,
  TAB_ID,
  type PendingSend,
  type StoredDraft,
} from './draftStore';
import type { OrderFormValues } from '../form/orderForm';

export type DraftConflict = { kind: 'newer'; draft: StoredDraft } | { kind: 'removed' };

/**
 * Keeps the form and the stored draft in step: `save` runs on every change; another tab's newer save (or
 * its submit/discard) is not overwritten but reported as a conflict for the user to resolve.
 */
export function useDraftSync(initial: StoredDraft | null) {
  const revision = useRef(initial?.revision ?? 0);
  const [savedAt, setSavedAt] = useState<number | null>(initial?.savedAt ?? null);
  const [conflict, setConflictState] = useState<DraftConflict | null>(null);
  // Read by `save`, which runs in form callbacks: a ref, kept equal to the state.
  const conflictRef = useRef<DraftConflict | null>(null);
  const setConflict = (next: DraftConflict | null) => {
    conflictRef.current = next;
    setConflictState(next);
  };

  useEffect(
    () =>
      onDraftChangedElsewhere((draft) => {
        if (draft === null) {
          if (revision.current > 0) setConflict({ kind: 'removed' });
          return;
        }
        if (draft.tabId !== TAB_ID && draft.revision > revision.current)
          setConflict({ kind: 'newer', draft });
      }),
    [],
  );

  /** Saves unless another tab's newer draft is waiting for the user's decision. */
  const save = (values: OrderFormValues, pending?: PendingSend | null) => {
    if (conflictRef.current) return;
    const result = saveDraft(values, revision.current, { pending });
    if (result.ok) {
      revision.current = result.draft.revision;
      setSavedAt(result.draft.savedAt);
    } else {
      setConflict({ kind: 'newer', draft: result.newer });
    }
  };

  /** Takes the other tab's draft: the caller puts its values into the form. */
  const takeNewer = (): StoredDraft | null => {
    const newest = readDraft();
    if (newest) revision.current = newest.revision;
    setConflict(null);
    return newest;
  };

  /** Keeps this tab's version, knowingly replacing the other one. */
  const keepMine = (values: OrderFormValues) => {
    setConflict(null);
    const result = saveDraft(values, revision.current, { force: true });
    if (result.ok) {
      revision.current = result.draft.revision;
      setSavedAt(result.draft.savedAt);
    }
  };

  const discard = () => {
    clearDraft();
    revision.current = 0;
    setSavedAt(null);
    setConflict(null);
  };

  return { save, savedAt, conflict, takeNewer, keepMine, discard };
}
