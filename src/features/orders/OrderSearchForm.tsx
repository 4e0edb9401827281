import { SimpleGrid, TextInput } from '@mantine/core';
import { FilterFormFrame } from './FilterFormFrame';
import { IncludeCancelledCheckbox, LinesPerPageInput, OrderTypeSelect } from './FilterFields';
import { schemaResolver, useForm } from '@mantine/form';
import { formValuesOf, givenFilters, orderSearchFormSchema, type OrderSearchFormValues } from './filterForms';
import type { OrderSearchSearch } from './ordersRoute';

type Filters = Omit<OrderSearchSearch, 'sort' | 'cols' | 'line'>;

/** Spec 4.14: one term (PO, confirmation or part number), order type, cancelled lines, lines per page. */
export function OrderSearchForm({ filters, onApply }: { filters: Filters; onApply: (f: Filters) => void }) {
  const form = useForm<OrderSearchFormValues>({
    mode: 'controlled',
    initialValues: formValuesOf(orderSearchFormSchema, filters),
    validate: schemaResolver(orderSearchFormSchema, { sync: true }),
  });
  const submit = form.onSubmit((values) => onApply(givenFilters(orderSearchFormSchema.parse(values))));
  return (
    <FilterFormFrame label="Search orders" role="search" submitLabel="Search orders" onSubmit={submit}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput label="PO, confirmation or part number" {...form.getInputProps('q')} />
        <OrderTypeSelect {...form.getInputProps('orderType')} />
        <LinesPerPageInput {...form.getInputProps('matchCount')} />
      </SimpleGrid>
      <IncludeCancelledCheckbox {...form.getInputProps('includeCancelled', { type: 'checkbox' })} />
    </FilterFormFrame>
  );
}
