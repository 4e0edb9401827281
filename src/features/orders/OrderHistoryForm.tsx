import { Alert, Checkbox, Group, NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IncludeCancelledCheckbox, LinesPerPageInput, OrderTypeSelect } from './FilterFields';
import type { FormErrors } from '@mantine/form';
import { orderHistoryFormSchema, type OrderHistoryFormValues } from './filterForms';
import { useFilterForm } from './useFilterForm';
import type { OrderHistorySearch } from './ordersRoute';
import { FilterFormFrame } from './FilterFormFrame';

type Filters = Omit<OrderHistorySearch, 'sort' | 'cols' | 'line'>;

/** The two line numbers, each searched within one order. */
const LINE_NUMBER_FIELDS = [
  ['mfgLineNumber', 'Line number'],
  ['lineNumber', 'Customer line number'],
] as const;

/** A shared link that breaks a rule opens with the rule's message already next to its field. */
function errorsOf(values: OrderHistoryFormValues, anyGiven: boolean): FormErrors {
  if (!anyGiven) return {};
  const parsed = orderHistoryFormSchema.safeParse(values);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
}

/**
 * Every parameter of spec 4.13, with its rules enforced before anything is sent: at least one filter,
 * both dates or neither, line numbers only with an order id.
 */
export function OrderHistoryForm({
  filters,
  anyGiven,
  onApply,
}: {
  filters: Filters;
  anyGiven: boolean;
  onApply: (f: Filters) => void;
}) {
  const { form, submit } = useFilterForm(orderHistoryFormSchema, filters, onApply, {
    initialErrors: (values) => errorsOf(values, anyGiven),
  });
  const dateProps = (field: 'initialDate' | 'finalDate') => ({
    valueFormat: 'YYYY-MM-DD',
    placeholder: 'yyyy-mm-dd',
    clearable: true,
    // The clear button is icon-only: without a name axe reports button-name (WCAG 4.1.2).
    clearButtonProps: { 'aria-label': field === 'initialDate' ? 'Clear the date from' : 'Clear the date to' },
    value: form.values[field] || null,
    onChange: (value: string | null) => form.setFieldValue(field, value ?? ''),
    error: form.errors[field],
  });

  return (
    <FilterFormFrame label="Order history filters" submitLabel="Show history" onSubmit={submit}>
      {form.errors.filters ? (
        <Alert color="red" variant="light" role="alert" p="xs">
          {form.errors.filters}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <NumberInput label="Order id" min={1} allowDecimal={false} {...form.getInputProps('orderId')} />
        {LINE_NUMBER_FIELDS.map(([field, label]) => (
          <NumberInput
            key={field}
            label={label}
            description="Needs the order id"
            min={0}
            allowDecimal={false}
            {...form.getInputProps(field)}
          />
        ))}
        <TextInput label="PO number" {...form.getInputProps('poNumber')} />
        <TextInput label="Confirmation number" {...form.getInputProps('confirmationNumber')} />
        <TextInput label="Part number" {...form.getInputProps('part')} />
        <TextInput label="Customer part number" {...form.getInputProps('customerPart')} />
        <TextInput label="End customer name" {...form.getInputProps('endCustomerName')} />
        <DateInput label="Entered from" description="With the date to" {...dateProps('initialDate')} />
        <DateInput label="Entered to" description="With the date from" {...dateProps('finalDate')} />
        <OrderTypeSelect {...form.getInputProps('orderType')} />
        <LinesPerPageInput {...form.getInputProps('matchCount')} />
      </SimpleGrid>
      <Group gap="lg">
        <IncludeCancelledCheckbox {...form.getInputProps('includeCancelled', { type: 'checkbox' })} />
        <Checkbox
          label="Include shipments"
          {...form.getInputProps('includeShipments', { type: 'checkbox' })}
        />
      </Group>
    </FilterFormFrame>
  );
}
