import { Button, Grid, NativeSelect, TextInput } from '@mantine/core';
import { FormQuantityInput } from '@/components/quantity/FormQuantityInput';
import { PartNumberInput } from '@/components/partNumber/PartNumberInput';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCalculator } from '@tabler/icons-react';
import { CURRENCY_CODES, CURRENCY_OPTIONS } from '@/lib/currencies';
import { EXCLUSION_REASON, pricingFormSchema, searchFromForm, type PricingFormValues } from './pricingForm';
import type { PricingSearch } from './pricingRoute';

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
  const submit = form.onSubmit((values) => onPrice(searchFromForm(pricingFormSchema.parse(values))));
  const oemTaken = form.values.customerName.trim() !== '';
  const customerTaken = form.values.oemPart.trim() !== '';

  return (
    <form onSubmit={submit} noValidate aria-label="Price a part">
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
          <PartNumberInput
            label="Part number"
            placeholder="e.g. TSH-010-254"
            required
            maxLength={200}
            {...form.getInputProps('part')}
            value={form.values.part}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3, lg: 2 }}>
          <FormQuantityInput {...form.getInputProps('qty')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3, lg: 2 }}>
          {/* A native select: the phone's own picker, typing a code jumps to it, and no dropdown code. */}
          <NativeSelect
            label="Currency"
            data={CURRENCY_OPTIONS}
            {...form.getInputProps('currency')}
            onChange={(event) => {
              const chosen = CURRENCY_CODES.find((code) => code === event.currentTarget.value);
              if (!chosen) return;
              form.setFieldValue('currency', chosen);
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
