import { TextInput, type TextInputProps } from '@mantine/core';
import { useUrlBackedInput } from '@/components/useUrlBackedInput';

type Props = Omit<TextInputProps, 'value' | 'onChange'> & {
  /** The filter's value in the URL. */
  value: string | undefined;
  /** Writes the typed text to the URL (replacing the history entry: typing is not one entry a key). */
  onChange: (text: string) => void;
};

/** A text filter of the usage page kept in the URL (the calls' ?q=, the summary's ?action=). */
export function UrlTextFilter({ value, onChange, ...inputProps }: Props) {
  const [text, setText] = useUrlBackedInput<string, string>(value ?? '', (v) => v, onChange);
  return (
    <TextInput
      {...inputProps}
      value={text}
      onChange={(e) => setText(e.currentTarget.value, e.currentTarget.value)}
    />
  );
}
