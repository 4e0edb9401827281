import { Button, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IncludeCancelledCheckbox, LinesPerPageInput, OrderTypeSelect } from './FilterFields';
import { schemaResolver, useForm } from '@mantine/form';
import { orderSearchFormSchema, type OrderSearchFormValues } from './filterForms';
import type { OrderSearchSearch } from './ordersRoute';

type Filters = Omit<OrderSearchSearch, 'sort' | 'cols' | 'line'>;

/** Spec 4.14: one term (PO, confirmation or part number), order type, cancelled lines, lines per page. */
export function OrderSearchForm({ filters, onApply }: { filters: Filters; onApply: (f: Filters) => void }) {
  const form = useForm<OrderSearchFormValues>({
    mode: 'controlled',
    initialValues: {
      q: filters.q ?? '',
      orderType: filters.orderType,
      includeCancelled: filters.includeCancelled,
      matchCount: filters.matchCount,
    },
    validate: schemaResolver(orderSearchFormSchema, { sync: true }),
  });
  const submit = form.onSubmit((values) => {
    const v = orderSearchFormSchema.parse(values);
    onApply({
      q: v.q,
      orderType: v.orderType,
      includeCancelled: v.includeCancelled,
      matchCount: v.matchCount,
    });
  });
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="form"
      role="search"
      onSubmit={submit}
      noValidate
      aria-label="Search orders"
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput label="PO, confirmation or part number" {...form.getInputProps('q')} />
          <OrderTypeSelect {...form.getInputProps('orderType')} />
          <LinesPerPageInput {...form.getInputProps('matchCount')} />
        </SimpleGrid>
        <Group gap="lg">
          <IncludeCancelledCheckbox {...form.getInputProps('includeCancelled', { type: 'checkbox' })} />
          <Button type="submit">Search orders</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
