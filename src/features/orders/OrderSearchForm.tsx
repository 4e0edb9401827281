import { SimpleGrid, TextInput } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { FilterFormFrame } from './FilterFormFrame';
import { IncludeCancelledCheckbox, LinesPerPageInput, OrderTypeSelect } from './FilterFields';
import { orderSearchFormSchema } from './filterForms';
import { useFilterForm } from './useFilterForm';
import type { OrderSearchSearch } from './ordersRoute';

type Filters = Omit<OrderSearchSearch, 'sort' | 'cols' | 'line'>;

/** Spec 4.14: one term (PO, confirmation or part number), order type, cancelled lines, lines per page. */
export function OrderSearchForm({ filters, onApply }: { filters: Filters; onApply: (f: Filters) => void }) {
  const { form, submit } = useFilterForm(orderSearchFormSchema, filters, onApply);
  return (
    <FilterFormFrame label={t`Search orders`} role="search" submitLabel={t`Search orders`} onSubmit={submit}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput label={t`PO, confirmation or part number`} {...form.getInputProps('q')} />
        <OrderTypeSelect {...form.getInputProps('orderType')} />
        <LinesPerPageInput {...form.getInputProps('matchCount')} />
      </SimpleGrid>
      <IncludeCancelledCheckbox {...form.getInputProps('includeCancelled', { type: 'checkbox' })} />
    </FilterFormFrame>
  );
}
