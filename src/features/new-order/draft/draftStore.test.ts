import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, DRAFT_KEY, readDraft, saveDraft } from './draftStore';
import { emptyOrder } from '../form/orderForm';

const values = (poNumber: string) => ({ ...emptyOrder(), poNumber });

describe('draft store', () => {
  afterEach(() => clearDraft());

  it('saves with a rising revision and reads back what it saved', () => {
    const first = saveDraft(values('A'), 0);
    expect(first.ok && first.draft.revision).toBe(1);
    const second = saveDraft(values('AB'), 1);
    expect(second.ok && second.draft.revision).toBe(2);
    expect(readDraft()?.values.poNumber).toBe('AB');
  });

  it("does not overwrite another tab's newer draft, unless told to", () => {
    saveDraft(values('mine'), 0);
    const stored = readDraft();
    if (!stored) throw new Error('no draft');
    // Another tab (another tab id) saved revision 5 meanwhile.
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ ...stored, revision: 5, tabId: 'other', values: values('theirs') }),
    );
    const blocked = saveDraft(values('mine, later'), stored.revision);
    expect(blocked.ok).toBe(false);
    expect(!blocked.ok && blocked.newer.values.poNumber).toBe('theirs');
    expect(readDraft()?.values.poNumber).toBe('theirs');
    const forced = saveDraft(values('mine, kept'), stored.revision, { force: true });
    expect(forced.ok && forced.draft.revision).toBe(6);
    expect(readDraft()?.values.poNumber).toBe('mine, kept');
  });

  it('ignores a draft it cannot read, and keeps what it can of an old one', () => {
    localStorage.setItem(DRAFT_KEY, '{not json');
    expect(readDraft()).toBeNull();
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        revision: 3,
        savedAt: 1,
        tabId: 'x',
        values: { poNumber: 'OLD', orderType: 'bogus' },
      }),
    );
    expect(readDraft()?.values).toMatchObject({ poNumber: 'OLD', orderType: 'sales', lines: [] });
  });
});
