import { z } from '@/lib/zod';
import { newOrderSchema } from '@/model/schemas';
import { orderFormValuesSchema, type OrderFormValues } from '../form/orderForm';

/**
 * The new-order draft in localStorage: it survives a reload and a closed tab until it is submitted or
 * discarded. Every save bumps `revision`; a tab saves only over the revision it last loaded or saved, so
 * two tabs editing the same draft never overwrite each other silently (the other tab is told through
 * the `storage` event and offered the newer draft).
 */
export const DRAFT_KEY = 'parts-portal.new-order-draft';

/**
 * A send without a confirmation yet: written before the request leaves ('sending'), kept after an answer
 * that may hide a placed order ('unknown': no answer, 5xx). The page that finds it looks in order search
 * for `order` (exactly what was sent) before it lets the user send again.
 */
export const pendingSendSchema = z.object({
  poNumber: z.string(),
  startedAt: z.number(),
  state: z.enum(['sending', 'unknown']),
  order: z.catch(z.optional(newOrderSchema), undefined),
});
export type PendingSend = z.infer<typeof pendingSendSchema>;

const storedDraftSchema = z.object({
  revision: z.number().check(z.int(), z.nonnegative()),
  savedAt: z.number(),
  tabId: z.string(),
  values: orderFormValuesSchema,
  pending: z.catch(z.nullable(pendingSendSchema), null),
});
export type StoredDraft = z.infer<typeof storedDraftSchema>;

/** Identifies this tab's writes (a reload is a new tab as far as conflicts go: it starts from storage). */
export const TAB_ID = Math.random().toString(36).slice(2, 10);

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readDraft(): StoredDraft | null {
  const raw = storage()?.getItem(DRAFT_KEY);
  if (!raw) return null;
  try {
    const parsed = storedDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export type SaveResult = { ok: true; draft: StoredDraft } | { ok: false; newer: StoredDraft };

/**
 * Saves over `baseRevision`. If storage holds a later revision written by another tab, nothing is
 * written and the newer draft is returned: the caller asks the user which one to keep.
 */
export function saveDraft(
  values: OrderFormValues,
  baseRevision: number,
  options: { pending?: PendingSend | null; force?: boolean } = {},
): SaveResult {
  const current = readDraft();
  if (!options.force && current && current.revision > baseRevision && current.tabId !== TAB_ID) {
    return { ok: false, newer: current };
  }
  const pending = options.pending === undefined ? (current?.pending ?? null) : options.pending;
  // Nothing changed (e.g. this tab just took the other tab's draft): writing would only wake the other tab.
  if (
    current &&
    current.revision >= baseRevision &&
    JSON.stringify(current.values) === JSON.stringify(values) &&
    JSON.stringify(current.pending) === JSON.stringify(pending)
  ) {
    return { ok: true, draft: current };
  }
  const draft: StoredDraft = {
    revision: Math.max(baseRevision, current?.revision ?? 0) + 1,
    savedAt: Date.now(),
    tabId: TAB_ID,
    values,
    pending,
  };
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form keeps working, the page says the draft is not saved.
    return { ok: true, draft: { ...draft, savedAt: Number.NaN } };
  }
  return { ok: true, draft };
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(DRAFT_KEY);
  } catch {
    // nothing to clear
  }
}

/** Calls `listener` when another tab writes or removes the draft. */
export function onDraftChangedElsewhere(listener: (draft: StoredDraft | null) => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== DRAFT_KEY && event.key !== null) return;
    listener(readDraft());
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => globalThis.removeEventListener?.('storage', onStorage);
}
