import { NumberInput, type NumberInputProps } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { separators } from '@/lib/quantity';

/**
 * The quantity field of a form (a new order's line, the pricing calculator): required, a whole number from
 * 1, shown with thousands separators. The form's `getInputProps` is spread in.
 */
export function FormQuantityInput(props: NumberInputProps) {
  const { decimal, group } = separators();
  return (
    <NumberInput
      label={t`Quantity`}
      required
      min={1}
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator={group}
      decimalSeparator={decimal}
      {...props}
    />
  );
}
