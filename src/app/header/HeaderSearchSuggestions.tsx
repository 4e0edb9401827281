import { useLayoutEffect, useRef, type FormEvent, type RefObject } from 'react';
import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { describeApiError } from '@/api/errors';
import { Highlight } from '@/components/Highlight';
import { useOpenSearch } from '@/components/useOpenSearch';
import { searchFormStyle, searchInputProps } from './searchInputProps';
import { useSearchSuggestions } from './useSearchSuggestions';
import classes from './HeaderSearch.module.css';

const ALL_RESULTS = '::all-results';

/** The header search with its suggestions list; `refocus` says the plain box it replaces had the focus. */
export default function HeaderSearchSuggestions(props: {
  term: string;
  setTerm: (term: string) => void;
  refocus: RefObject<boolean>;
}) {
  const { term, setTerm } = props;
  const openSearch = useOpenSearch();
  const navigate = useNavigate();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const suggestions = useSearchSuggestions(term);
  const hits = suggestions.debounced ? (suggestions.data ?? []) : [];
  const trimmed = term.trim();
  const inputRef = useRef<HTMLInputElement>(null);

  // Taking over from the plain box: keep the focus, the caret at the end and the list open for a term.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!props.refocus.current || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
    if (input.value.trim()) combobox.openDropdown();
    // Only on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const finish = () => {
    combobox.closeDropdown();
    setTerm('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return;
    openSearch(trimmed);
    finish();
  };

  const onOptionSubmit = (value: string) => {
    if (value === ALL_RESULTS) openSearch(trimmed);
    else void navigate({ to: '/parts/$part', params: { part: value } });
    finish();
  };

  return (
    <form role="search" aria-label={t`Part search`} onSubmit={submit} style={searchFormStyle}>
      <Combobox store={combobox} onOptionSubmit={onOptionSubmit} withinPortal>
        <Combobox.Target withExpandedAttribute>
          <TextInput
            {...searchInputProps()}
            ref={inputRef}
            value={term}
            onChange={(e) => {
              setTerm(e.currentTarget.value);
              combobox.resetSelectedOption();
              if (e.currentTarget.value.trim()) combobox.openDropdown();
              else combobox.closeDropdown();
            }}
            onFocus={() => trimmed && combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
            rightSection={suggestions.isFetching ? <Loader size={14} aria-hidden /> : null}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={!trimmed} className={classes.dropdown}>
          <Combobox.Options aria-label={t`Matching parts`}>
            {hits.map((hit) => (
              <Combobox.Option value={hit.part} key={hit.part} className={classes.option}>
                <Text size="sm" fw={600} ff="monospace">
                  <Highlight text={hit.part} term={suggestions.debounced} />
                </Text>
                {hit.description ? (
                  // Two lines: enough to tell the DA, DG and DT platings of one header apart.
                  <Text size="xs" className={classes.description} lineClamp={2}>
                    <Highlight text={hit.description} term={suggestions.debounced} />
                  </Text>
                ) : null}
              </Combobox.Option>
            ))}
            <SuggestionStatus
              loading={suggestions.isPending && Boolean(suggestions.debounced)}
              error={suggestions.isError ? suggestions.error : null}
              empty={suggestions.isSuccess && hits.length === 0 && !suggestions.isPlaceholderData}
              term={suggestions.debounced}
            />
            {trimmed ? (
              <Combobox.Option value={ALL_RESULTS}>
                <Text size="sm">
                  <Trans>See all results for “{trimmed}”</Trans>
                </Text>
              </Combobox.Option>
            ) : null}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
    </form>
  );
}

function SuggestionStatus(props: { loading: boolean; error: unknown; empty: boolean; term: string }) {
  if (props.error) {
    const reason = describeApiError(props.error).message;
    return (
      <Combobox.Empty>
        <Trans>Suggestions are unavailable: {reason}</Trans>
      </Combobox.Empty>
    );
  }
  if (props.loading)
    return (
      <Combobox.Empty>
        <Trans>Searching…</Trans>
      </Combobox.Empty>
    );
  if (props.empty) {
    const { term } = props;
    return (
      <Combobox.Empty>
        <Trans>No part numbers match “{term}”.</Trans>
      </Combobox.Empty>
    );
  }
  return null;
}
