import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { LinesPerPageInput, OrderTypeSelect } from './FilterFields';
import { schemaResolver, useForm } from '@mantine/form';
import { openOrdersFormSchema, type OpenOrdersFormValues } from './filterForms';
import type { OpenOrdersSearch } from './ordersRoute';

type Filters = Omit<OpenOrdersSearch, 'sort' | 'cols' | 'line'>;

/** Every parameter of spec 4.12; past due only visibly overrides the order type and received lines. */
export function OpenOrdersForm({ filters, onApply }: { filters: Filters; onApply: (f: Filters) => void }) {
  const form = useForm<OpenOrdersFormValues>({
    mode: 'controlled',
    initialValues: {
      part: filters.part ?? '',
      confirmationNumber: filters.confirmationNumber ?? '',
      orderType: filters.orderType,
      includeReceivedOrders: filters.includeReceivedOrders,
      pastDueOnly: filters.pastDueOnly,
      matchCount: filters.matchCount,
    },
    validate: schemaResolver(openOrdersFormSchema, { sync: true }),
  });
  const pastDue = form.values.pastDueOnly;
  const submit = form.onSubmit((values) => {
    const v = openOrdersFormSchema.parse(values);
    onApply({
      part: v.part || undefined,
      confirmationNumber: v.confirmationNumber || undefined,
      orderType: v.orderType,
      includeReceivedOrders: v.includeReceivedOrders,
      pastDueOnly: v.pastDueOnly,
      matchCount: v.matchCount,
    });
  });

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label="Open order filters"
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          <TextInput label="Part number (exact)" {...form.getInputProps('part')} />
          <TextInput label="Confirmation number (exact)" {...form.getInputProps('confirmationNumber')} />
          <OrderTypeSelect
            disabled={pastDue}
            description={pastDue ? 'Past due only forces sales' : undefined}
            {...form.getInputProps('orderType')}
            value={pastDue ? 'sales' : form.values.orderType}
          />
          <LinesPerPageInput {...form.getInputProps('matchCount')} />
        </SimpleGrid>
        <Group gap="lg" align="flex-start">
          <Checkbox
            label="Past due only"
            description="Sales lines scheduled before today"
            {...form.getInputProps('pastDueOnly', { type: 'checkbox' })}
          />
          <Checkbox
            label="Include received orders"
            description={pastDue ? 'Past due only includes them' : 'Lines not yet accepted'}
            disabled={pastDue}
            {...form.getInputProps('includeReceivedOrders', { type: 'checkbox' })}
            checked={pastDue || form.values.includeReceivedOrders}
          />
        </Group>
        <Group gap="sm">
          <Button type="submit">Show lines</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
