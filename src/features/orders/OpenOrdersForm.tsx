import { Checkbox, Group, SimpleGrid, TextInput } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { FilterFormFrame } from './FilterFormFrame';
import { LinesPerPageInput, OrderTypeSelect } from './FilterFields';
import { openOrdersFormSchema } from './filterForms';
import { useFilterForm } from './useFilterForm';
import type { OpenOrdersSearch } from './ordersRoute';

type Filters = Omit<OpenOrdersSearch, 'sort' | 'cols' | 'line'>;

/** Every parameter of spec 4.12; past due only visibly overrides the order type and received lines. */
export function OpenOrdersForm({ filters, onApply }: { filters: Filters; onApply: (f: Filters) => void }) {
  const { form, submit } = useFilterForm(openOrdersFormSchema, filters, onApply);
  const pastDue = form.values.pastDueOnly;

  return (
    <FilterFormFrame label={t`Open order filters`} submitLabel={t`Show lines`} onSubmit={submit}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        <TextInput label={t`Part number (exact)`} {...form.getInputProps('part')} />
        <TextInput label={t`Confirmation number (exact)`} {...form.getInputProps('confirmationNumber')} />
        <OrderTypeSelect
          disabled={pastDue}
          description={pastDue ? t`Past due only forces sales` : undefined}
          {...form.getInputProps('orderType')}
          value={pastDue ? 'sales' : form.values.orderType}
        />
        <LinesPerPageInput {...form.getInputProps('matchCount')} />
      </SimpleGrid>
      <Group gap="lg" align="flex-start">
        <Checkbox
          label={t`Past due only`}
          description={t`Sales lines scheduled before today`}
          {...form.getInputProps('pastDueOnly', { type: 'checkbox' })}
        />
        <Checkbox
          label={t`Include received orders`}
          description={pastDue ? t`Past due only includes them` : t`Lines not yet accepted`}
          disabled={pastDue}
          {...form.getInputProps('includeReceivedOrders', { type: 'checkbox' })}
          checked={pastDue || form.values.includeReceivedOrders}
        />
      </Group>
    </FilterFormFrame>
  );
}
