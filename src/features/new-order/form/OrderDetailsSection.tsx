import { Checkbox, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { GrowingTextarea } from '@/components/GrowingTextarea';
import { t } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n';
import { SectionCard } from '@/components/SectionCard';
import { currencyOptions } from '@/lib/currencies';
import { useOrderFormContext } from './formContext';
import { NEW_ORDER_TYPE_OPTIONS } from './orderForm';

/** PO numbers, order type, currency, notes and the hold for customer-service review. */
export function OrderDetailsSection() {
  const form = useOrderFormContext();
  const hold = form.getValues().hold;
  return (
    <SectionCard title={t`Order details`}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t`PO number`}
          required
          maxLength={35}
          autoComplete="off"
          {...form.getInputProps('poNumber')}
        />
        <TextInput
          label={t`Reference PO number`}
          description={t`Optional: a related or blanket PO`}
          maxLength={35}
          autoComplete="off"
          {...form.getInputProps('referencePoNumber')}
        />
        {/* Native, like every currency picker: a few fixed choices need no search, and each Mantine Select
            measured its closed dropdown's position as the form mounted (docs/performance.md). */}
        <NativeSelect
          label={t`Order type`}
          required
          data={NEW_ORDER_TYPE_OPTIONS.map((o) => ({ value: o.value, label: i18n._(o.label) }))}
          {...form.getInputProps('orderType')}
        />
        <NativeSelect
          label={t`Currency`}
          required
          description={t`Prices and totals are shown in this currency`}
          data={currencyOptions()}
          {...form.getInputProps('currency')}
        />
      </SimpleGrid>
      <GrowingTextarea label={t`Notes`} minRows={2} maxRows={6} {...form.getInputProps('notes')} />
      <Checkbox
        label={t`Hold for customer-service review`}
        description={t`A representative reviews the order and contacts you before it is accepted.`}
        {...form.getInputProps('hold', { type: 'checkbox' })}
      />
      {hold ? (
        <GrowingTextarea
          label={t`Reason for the hold`}
          required
          minRows={2}
          maxRows={8}
          maxLength={500}
          description={t`What should customer service check? At most 500 characters.`}
          {...form.getInputProps('holdReason')}
        />
      ) : null}
    </SectionCard>
  );
}
