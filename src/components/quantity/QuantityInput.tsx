import type { ReactNode } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { formatQuantity } from '@/lib/format';
import { MAX_QUANTITY } from '@/lib/limits';
import { parseQuantityText } from '@/lib/quantity';
import { useUrlBackedInput } from '../useUrlBackedInput';

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'error' | 'description'> & {
  /** The committed quantity (from the URL, usually); undefined when none is set. */
  value: number | undefined;
  /** Called with each valid quantity typed, or undefined when the field is emptied. */
  onChange: (value: number | undefined) => void;
  min?: number;
  max?: number;
  description?: ReactNode;
};

/**
 * A quantity field that keeps exactly what was typed: "1.5" stays "1.5" with an error next to it
 * instead of turning into 15, and only a valid whole number reaches `onChange`. When the committed
 * value changes from elsewhere (a link that sets the quantity), the text follows it.
 */
export function QuantityInput({ value, onChange, min = 1, max = MAX_QUANTITY, description, ...rest }: Props) {
  // null stands for "no quantity" in the URL form, since undefined there means "nothing valid to write".
  const [text, change] = useUrlBackedInput<string, number | null>(
    value ?? null,
    (v) => (v === null ? '' : formatQuantity(v)),
    (v) => onChange(v ?? undefined),
  );
  const parsed = parseQuantityText(text, { min, max });
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      {...rest}
      value={text}
      description={description}
      error={parsed.ok ? undefined : parsed.error}
      inputWrapperOrder={['label', 'description', 'input', 'error']}
      styles={{ description: { marginBottom: 6, lineHeight: 1.45 } }}
      onChange={(event) => {
        const next = event.currentTarget.value;
        const result = parseQuantityText(next, { min, max });
        change(next, result.ok ? (result.value ?? null) : undefined);
      }}
    />
  );
}
