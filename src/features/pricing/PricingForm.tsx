import { Autocomplete, Button, Grid, Select, TextInput } from '@mantine/core';
import { FormQuantityInput } from '@/components/quantity/FormQuantityInput';
import { schemaResolver, useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { IconCalculator } from '@tabler/icons-react';
import { searchPartsQueryOptions } from '@/api/catalog';
import { CURRENCY_OPTIONS, type CurrencyCode } from '@/lib/currencies';
import { EXCLUSION_REASON, pricingFormSchema, searchFromForm, type PricingFormValues } from './pricingForm';
import type { PricingSearch } from './pricingRoute';

/** Part numbers matching what is typed (debounced; nothing asked for an empty term). */
function usePartSuggestions(term: string): string[] {
  const [debounced] = useDebouncedValue(term.trim(), 250);
  const { data } = useQuery({
    ...searchPartsQueryOptions({ query: debounced, resultCount: 8 }),
    enabled: debounced.length > 0,
    placeholderData: keepPreviousData,
  });
  return data?.items.map((hit) => hit.part) ?? [];
}

type Props = {
  initialValues: PricingFormValues;
  /** A priced view exists: a currency change prices it again at once. */
  priced: boolean;
  onPrice: (search: PricingSearch) => void;
};

/**
 * The calculator's inputs. OEM part number and customer name exclude each other: while one holds text the
 * other is disabled, and its description says why.
 */
export function PricingForm({ initialValues, priced, onPrice }: Props) {
  const form = useForm<PricingFormValues>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(pricingFormSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const suggestions = usePartSuggestions(form.values.part);
  const submit = form.onSubmit((values) => onPrice(searchFromForm(pricingFormSchema.parse(values))));
  const oemTaken = form.values.customerName.trim() !== '';
  const customerTaken = form.values.oemPart.trim() !== '';

  return (
    <form onSubmit={submit} noValidate aria-label="Price a part">
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
          <Autocomplete
            label="Part number"
            placeholder="e.g. TSH-010-254"
            required
            data={suggestions}
            filter={({ options }) => options}
            maxLength={200}
            spellCheck={false}
            {...form.getInputProps('part')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3, lg: 2 }}>
          <FormQuantityInput {...form.getInputProps('qty')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3, lg: 2 }}>
          <Select
            label="Currency"
            data={CURRENCY_OPTIONS}
            allowDeselect={false}
            searchable
            {...form.getInputProps('currency')}
            onChange={(value) => {
              if (!value) return;
              form.setFieldValue('currency', value as CurrencyCode);
              if (priced) submit();
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            description="Sent with the request, as the API allows."
            {...form.getInputProps('email')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
          <TextInput
            label="OEM part number"
            description={
              customerTaken || !oemTaken
                ? 'Contract pricing for the OEM owning this number.'
                : `Clear the customer name to use this. ${EXCLUSION_REASON}`
            }
            disabled={oemTaken}
            spellCheck={false}
            {...form.getInputProps('oemPart')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
          <TextInput
            label="Customer name"
            description={
              customerTaken
                ? `Clear the OEM part number to use this. ${EXCLUSION_REASON}`
                : 'Contract pricing for this OEM customer.'
            }
            disabled={customerTaken}
            {...form.getInputProps('customerName')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
          <TextInput
            label="Contract manufacturer"
            description="The CM building for the OEM, if any."
            {...form.getInputProps('cmName')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Button type="submit" leftSection={<IconCalculator size={18} aria-hidden />}>
            Price
          </Button>
        </Grid.Col>
      </Grid>
    </form>
  );
}
