import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IncludeCancelledCheckbox, LinesPerPageInput, OrderTypeSelect } from './FilterFields';
import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import { orderHistoryFormSchema, orUndefined, type OrderHistoryFormValues } from './filterForms';
import type { OrderHistorySearch } from './ordersRoute';

type Filters = Omit<OrderHistorySearch, 'sort' | 'cols' | 'line'>;

function toValues(f: Filters): OrderHistoryFormValues {
  return {
    orderId: f.orderId ?? '',
    mfgLineNumber: f.mfgLineNumber ?? '',
    lineNumber: f.lineNumber ?? '',
    poNumber: f.poNumber ?? '',
    confirmationNumber: f.confirmationNumber ?? '',
    part: f.part ?? '',
    customerPart: f.customerPart ?? '',
    endCustomerName: f.endCustomerName ?? '',
    initialDate: f.initialDate ?? '',
    finalDate: f.finalDate ?? '',
    orderType: f.orderType,
    includeCancelled: f.includeCancelled,
    includeShipments: f.includeShipments,
    matchCount: f.matchCount,
  };
}

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
  const initialValues = toValues(filters);
  const form = useForm<OrderHistoryFormValues>({
    mode: 'controlled',
    initialValues,
    initialErrors: errorsOf(initialValues, anyGiven),
    validate: schemaResolver(orderHistoryFormSchema, { sync: true }),
  });
  const submit = form.onSubmit((values) => {
    const v = orderHistoryFormSchema.parse(values);
    onApply({
      orderId: orUndefined(v.orderId),
      mfgLineNumber: orUndefined(v.mfgLineNumber),
      lineNumber: orUndefined(v.lineNumber),
      poNumber: v.poNumber || undefined,
      confirmationNumber: v.confirmationNumber || undefined,
      part: v.part || undefined,
      customerPart: v.customerPart || undefined,
      endCustomerName: v.endCustomerName || undefined,
      initialDate: v.initialDate || undefined,
      finalDate: v.finalDate || undefined,
      orderType: v.orderType,
      includeCancelled: v.includeCancelled,
      includeShipments: v.includeShipments,
      matchCount: v.matchCount,
    });
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
    <Paper
      withBorder
      p="md"
      radius="md"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label="Order history filters"
    >
      <Stack gap="sm">
        {form.errors.filters ? (
          <Alert color="red" variant="light" role="alert" p="xs">
            {form.errors.filters}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <NumberInput label="Order id" min={1} allowDecimal={false} {...form.getInputProps('orderId')} />
          <NumberInput
            label="Line number"
            description="Needs the order id"
            min={0}
            allowDecimal={false}
            {...form.getInputProps('mfgLineNumber')}
          />
          <NumberInput
            label="Customer line number"
            description="Needs the order id"
            min={0}
            allowDecimal={false}
            {...form.getInputProps('lineNumber')}
          />
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
        <Group>
          <Button type="submit">Show history</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
