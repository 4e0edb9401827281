import { Checkbox, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { SectionCard } from '@/components/SectionCard';
import { CURRENCY_OPTIONS } from '@/lib/currencies';
import { useOrderFormContext } from './formContext';
import { NEW_ORDER_TYPE_OPTIONS } from './orderForm';

/** PO numbers, order type, currency, notes and the hold for customer-service review. */
export function OrderDetailsSection() {
  const form = useOrderFormContext();
  const hold = form.getValues().hold;
  return (
    <SectionCard title="Order details">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="PO number"
          required
          maxLength={35}
          autoComplete="off"
          {...form.getInputProps('poNumber')}
        />
        <TextInput
          label="Reference PO number"
          description="Optional: a related or blanket PO"
          maxLength={35}
          autoComplete="off"
          {...form.getInputProps('referencePoNumber')}
        />
        <Select
          label="Order type"
          required
          allowDeselect={false}
          data={NEW_ORDER_TYPE_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
          {...form.getInputProps('orderType')}
        />
        <Select
          label="Currency"
          required
          allowDeselect={false}
          description="Prices and totals are shown in this currency"
          data={CURRENCY_OPTIONS}
          {...form.getInputProps('currency')}
        />
      </SimpleGrid>
      <Textarea label="Notes" autosize minRows={2} maxRows={6} {...form.getInputProps('notes')} />
      <Checkbox
        label="Hold for customer-service review"
        description="A representative reviews the order and contacts you before it is accepted."
        {...form.getInputProps('hold', { type: 'checkbox' })}
      />
      {hold ? (
        <Textarea
          label="Reason for the hold"
          required
          autosize
          minRows={2}
          maxLength={500}
          description="What should customer service check? At most 500 characters."
          {...form.getInputProps('holdReason')}
        />
      ) : null}
    </SectionCard>
  );
}
