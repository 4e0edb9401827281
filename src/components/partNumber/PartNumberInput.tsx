import { useRef } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { COMBOBOX_STAND_IN, useModuleOnDemand } from '@/components/useModuleOnDemand';

// Suggestions need Mantine's Autocomplete (Combobox, Popover, floating-ui: about 30 KB gzip) and the catalog
// search: both load when the user first points at, focuses or types in the field, not with the page. Until
// then the field is a plain input with the same role, name and value, and the swap keeps focus and caret.
const loadSuggestions = () => import('./PartNumberSuggestions');

/** A text input's props, less what the two forms of the field style or hold differently. */
export type PartNumberInputProps = Omit<
  TextInputProps,
  'value' | 'defaultValue' | 'onChange' | 'vars' | 'classNames' | 'styles' | 'attributes'
> & {
  value: string;
  onChange: (value: string) => void;
};

/** A part-number field that suggests catalog parts as the user types (GET /v3/search). */
export function PartNumberInput(props: PartNumberInputProps) {
  // If the code cannot load (offline), the field keeps working without suggestions.
  const [loaded, want] = useModuleOnDemand(loadSuggestions);
  const focused = useRef(false);

  if (loaded) return <loaded.PartNumberSuggestions {...props} refocus={focused} />;
  return (
    <TextInput
      {...props}
      {...COMBOBOX_STAND_IN}
      autoComplete="off"
      spellCheck={false}
      onChange={(event) => {
        props.onChange(event.currentTarget.value);
        want();
      }}
      onPointerEnter={(event) => {
        want();
        props.onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        focused.current = true;
        want();
        props.onFocus?.(event);
      }}
      onBlur={(event) => {
        focused.current = false;
        props.onBlur?.(event);
      }}
    />
  );
}
