import { describe, expect, it } from 'vitest';
import { historyNeedsAFilter } from '@/model/orderFilters';
import { formValuesOf, orderHistoryFormSchema } from './filterForms';
import { filtersOf, orderHistorySearchSchema } from './ordersRoute';

/** The history form as a link without filters opens it, with `given` typed in. */
function historyForm(given: Record<string, unknown>) {
  const filters = { ...filtersOf(orderHistorySearchSchema.parse({})), ...given };
  return formValuesOf(orderHistoryFormSchema, filters);
}

const issuesOf = (values: ReturnType<typeof historyForm>) => {
  const parsed = orderHistoryFormSchema.safeParse(values);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('the order history form', () => {
  it('puts the rule about the whole request above the fields: empty inputs are not filters', () => {
    expect(issuesOf(historyForm({}))).toEqual([['filters', historyNeedsAFilter()]]);
  });

  it('puts a broken rule next to its field', () => {
    expect(issuesOf(historyForm({ initialDate: '2026-01-01' }))).toEqual([
      ['finalDate', 'Give the final date too: the range needs both dates'],
    ]);
    expect(issuesOf(historyForm({ poNumber: 'PO-1', lineNumber: 2 }))).toEqual([
      ['orderId', 'Line numbers search within one order: give its order id'],
    ]);
  });

  it('accepts one narrowing filter', () => {
    expect(issuesOf(historyForm({ poNumber: 'PO-1' }))).toEqual([]);
  });
});
