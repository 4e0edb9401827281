import { useState, type FormEvent } from 'react';
import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { IconSearch } from '@tabler/icons-react';
import { describeApiError } from '@/api/errors';
import { Highlight } from '@/components/Highlight';
import { useOpenSearch } from '@/components/useOpenSearch';
import { useSearchSuggestions } from './useSearchSuggestions';

const ALL_RESULTS = '::all-results';

/**
 * The global part search. Suggestions appear as the user types; arrow keys and Enter open a part, Enter on
 * its own (or "See all results") opens /search?q=… with the term.
 */
export function HeaderSearch() {
  const openSearch = useOpenSearch();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const suggestions = useSearchSuggestions(term);
  const hits = suggestions.debounced ? (suggestions.data ?? []) : [];
  const trimmed = term.trim();

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
    <form
      role="search"
      aria-label="Part search"
      onSubmit={submit}
      style={{ flex: 1, maxWidth: 440, minWidth: 0 }}
    >
      <Combobox store={combobox} onOptionSubmit={onOptionSubmit} withinPortal>
        <Combobox.Target withExpandedAttribute>
          <TextInput
            aria-label="Search parts"
            placeholder="Search part numbers…"
            value={term}
            onChange={(e) => {
              setTerm(e.currentTarget.value);
              combobox.resetSelectedOption();
              if (e.currentTarget.value.trim()) combobox.openDropdown();
              else combobox.closeDropdown();
            }}
            onFocus={() => trimmed && combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={suggestions.isFetching ? <Loader size={14} aria-hidden /> : null}
            type="search"
            maxLength={200}
            autoComplete="off"
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={!trimmed}>
          <Combobox.Options aria-label="Matching parts">
            {hits.map((hit) => (
              <Combobox.Option value={hit.part} key={hit.part}>
                <Text size="sm" fw={600} ff="monospace">
                  <Highlight text={hit.part} term={suggestions.debounced} />
                </Text>
                {hit.description ? (
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {hit.description}
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
                <Text size="sm">See all results for “{trimmed}”</Text>
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
    return (
      <Combobox.Empty>Suggestions are unavailable: {describeApiError(props.error).message}</Combobox.Empty>
    );
  }
  if (props.loading) return <Combobox.Empty>Searching…</Combobox.Empty>;
  if (props.empty) return <Combobox.Empty>No part numbers match “{props.term}”.</Combobox.Empty>;
  return null;
}
