import { Alert, Checkbox, Group, NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { dateInputLanguage } from '@/components/dateInputLanguage';
import { t } from '@lingui/core/macro';
import { IncludeCancelledCheckbox, LinesPerPageInput, OrderTypeSelect } from './FilterFields';
import type { FormErrors } from '@mantine/form';
import { orderHistoryFormSchema, type OrderHistoryFormValues } from './filterForms';
import { useFilterForm } from './useFilterForm';
import type { OrderHistorySearch } from './ordersRoute';
import { FilterFormFrame } from './FilterFormFrame';
import { ORDER_HISTORY_FILTERS } from '@/model/orderFilters';
import { i18n } from '@/lib/i18n';

type Filters = Omit<OrderHistorySearch, 'sort' | 'cols' | 'line'>;

/** The two line numbers, each searched within one order. */
const LINE_NUMBER_FIELDS = ['mfgLineNumber', 'lineNumber'] as const;
const TEXT_FIELDS = ['poNumber', 'confirmationNumber', 'part', 'customerPart', 'endCustomerName'] as const;
const F = ORDER_HISTORY_FILTERS;

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
    ...dateInputLanguage(),
    placeholder: t`yyyy-mm-dd`,
    clearable: true,
    // The clear button is icon-only: without a name axe reports button-name (WCAG 4.1.2).
    clearButtonProps: {
      'aria-label': field === 'initialDate' ? t`Clear the date from` : t`Clear the date to`,
    },
    value: form.values[field] || null,
    onChange: (value: string | null) => form.setFieldValue(field, value ?? ''),
    error: form.errors[field],
  });

  return (
    <FilterFormFrame label={t`Order history filters`} submitLabel={t`Show history`} onSubmit={submit}>
      {form.errors.filters ? (
        <Alert color="red" variant="light" role="alert" p="xs">
          {form.errors.filters}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <NumberInput
          label={i18n._(F.orderId.label)}
          min={F.orderId.min}
          allowDecimal={false}
          {...form.getInputProps('orderId')}
        />
        {LINE_NUMBER_FIELDS.map((field) => (
          <NumberInput
            key={field}
            label={i18n._(F[field].label)}
            description={t`Needs the order id`}
            min={F[field].min}
            allowDecimal={false}
            {...form.getInputProps(field)}
          />
        ))}
        {TEXT_FIELDS.map((field) => (
          <TextInput key={field} label={i18n._(F[field].label)} {...form.getInputProps(field)} />
        ))}
        <DateInput
          label={i18n._(F.initialDate.label)}
          description={t`With the date to`}
          {...dateProps('initialDate')}
        />
        <DateInput
          label={i18n._(F.finalDate.label)}
          description={t`With the date from`}
          {...dateProps('finalDate')}
        />
        <OrderTypeSelect {...form.getInputProps('orderType')} />
        <LinesPerPageInput {...form.getInputProps('matchCount')} />
      </SimpleGrid>
      <Group gap="lg">
        <IncludeCancelledCheckbox {...form.getInputProps('includeCancelled', { type: 'checkbox' })} />
        <Checkbox
          label={i18n._(F.includeShipments.label)}
          {...form.getInputProps('includeShipments', { type: 'checkbox' })}
        />
      </Group>
    </FilterFormFrame>
  );
}
