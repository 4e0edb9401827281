import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { ORDER_HISTORY_FILTERS, historyNeedsAFilter, type FilterDeclarations } from './orderFilters';

describe('the history rule "at least one filter"', () => {
  it('names every narrowing filter, in order, then the date range', () => {
    // The sentence is written out whole (one message per language); this keeps it in step with the declarations.
    const narrowing = Object.values(ORDER_HISTORY_FILTERS as FilterDeclarations)
      .filter((d) => d.narrows)
      .map((d) => i18n._(d.label).toLowerCase());
    expect(historyNeedsAFilter()).toBe(`Give at least one filter: ${narrowing.join(', ')}, or a date range.`);
  });
});
