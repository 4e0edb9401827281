import { useState, type ReactNode } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { formatQuantity } from '@/lib/format';
import { MAX_QUANTITY, parseQuantityText } from '@/lib/quantity';

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
  const [text, setText] = useState(value === undefined ? '' : formatQuantity(value));
  const [shown, setShown] = useState(value);
  // A new committed value from outside replaces the text (adjusting state during render, not in an effect).
  if (value !== shown) {
    setShown(value);
    const parsed = parseQuantityText(text, { min, max });
    if (!parsed.ok || parsed.value !== value) setText(value === undefined ? '' : formatQuantity(value));
  }
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
        setText(next);
        const result = parseQuantityText(next, { min, max });
        if (result.ok) {
          setShown(result.value);
          onChange(result.value);
        }
      }}
    />
  );
}
