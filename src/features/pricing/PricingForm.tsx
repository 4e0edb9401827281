import { Button, Grid, NativeSelect, TextInput } from '@mantine/core';
import { FormQuantityInput } from '@/components/quantity/FormQuantityInput';
import { PartNumberInput } from '@/components/partNumber/PartNumberInput';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCalculator } from '@tabler/icons-react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { CURRENCY_CODES, currencyOptions } from '@/lib/currencies';
import { exclusionReason, pricingFormSchema, searchFromForm, type PricingFormValues } from './pricingForm';
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
  const reason = exclusionReason();

  return (
    <form onSubmit={submit} noValidate aria-label={t`Price a part`}>
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
          <PartNumberInput
            label={t`Part number`}
            placeholder={t`e.g. TSH-010-254`}
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
            label={t`Currency`}
            data={currencyOptions()}
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
            label={t`Email`}
            type="email"
            autoComplete="email"
            description={t`Sent with the request, as the API allows.`}
            {...form.getInputProps('email')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
          <TextInput
            label={t`OEM part number`}
            description={
              customerTaken || !oemTaken
                ? t`Contract pricing for the OEM owning this number.`
                : t`Clear the customer name to use this. ${reason}`
            }
            disabled={oemTaken}
            spellCheck={false}
            {...form.getInputProps('oemPart')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
          <TextInput
            label={t`Customer name`}
            description={
              customerTaken
                ? t`Clear the OEM part number to use this. ${reason}`
                : t`Contract pricing for this OEM customer.`
            }
            disabled={customerTaken}
            {...form.getInputProps('customerName')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
          <TextInput
            label={t`Contract manufacturer`}
            description={t`The CM building for the OEM, if any.`}
            {...form.getInputProps('cmName')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Button type="submit" leftSection={<IconCalculator size={18} aria-hidden />}>
            <Trans>Price</Trans>
          </Button>
        </Grid.Col>
      </Grid>
    </form>
  );
}
