import { useRef, useState, type FormEvent } from 'react';
import { COMBOBOX_STAND_IN, useModuleOnDemand } from '@/components/useModuleOnDemand';
import { TextInput } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { useOpenSearch } from '@/components/useOpenSearch';
import { searchFormStyle, searchInputProps } from './searchInputProps';

// The suggestions list (Mantine Combobox with its floating-ui positioning, the suggestions query) is loaded
// when the user first points at, focuses or types in the box, so the first page does not carry it.
const loadSuggestions = () => import('./HeaderSearchSuggestions');

/**
 * The global part search. Suggestions appear as the user types; arrow keys and Enter open a part, Enter on
 * its own (or "See all results") opens /search?q=… with the term. Until the suggestions code has loaded the
 * box is a plain input with the same combobox role and name (what is typed is kept across the swap).
 */
export function HeaderSearch() {
  const [term, setTerm] = useState('');
  // The plain box stays mounted (and keeps the focus and what is typed) until the module is there; if it
  // cannot load (offline), the box keeps working without suggestions.
  const [loaded, want] = useModuleOnDemand(loadSuggestions);
  const focused = useRef(false);

  if (loaded) return <loaded.default term={term} setTerm={setTerm} refocus={focused} />;
  return (
    <PlainSearch
      term={term}
      setTerm={setTerm}
      onWant={want}
      onFocusChange={(value) => (focused.current = value)}
    />
  );
}

function PlainSearch(props: {
  term: string;
  setTerm: (term: string) => void;
  onWant: () => void;
  onFocusChange: (focused: boolean) => void;
}) {
  const openSearch = useOpenSearch();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = props.term.trim();
    if (!trimmed) return;
    openSearch(trimmed);
    props.setTerm('');
  };
  return (
    <form role="search" aria-label={t`Part search`} onSubmit={submit} style={searchFormStyle}>
      <TextInput
        {...searchInputProps()}
        {...COMBOBOX_STAND_IN}
        value={props.term}
        onChange={(e) => {
          props.setTerm(e.currentTarget.value);
          props.onWant();
        }}
        onPointerEnter={props.onWant}
        onFocus={() => {
          props.onFocusChange(true);
          props.onWant();
        }}
        onBlur={() => props.onFocusChange(false)}
      />
    </form>
  );
}
