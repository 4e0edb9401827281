import { useState, type FormEvent } from 'react';
import { TextInput } from '@mantine/core';
import { useOpenSearch } from '@/components/useOpenSearch';
import { IconSearch } from '@tabler/icons-react';

/** The global part search: Enter opens /search?q=… with the term. */
export function HeaderSearch() {
  const openSearch = useOpenSearch();
  const [term, setTerm] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    openSearch(term);
  };

  return (
    <form
      role="search"
      aria-label="Part search"
      onSubmit={submit}
      style={{ flex: 1, maxWidth: 440, minWidth: 0 }}
    >
      <TextInput
        aria-label="Search parts"
        placeholder="Search part numbers…"
        value={term}
        onChange={(e) => setTerm(e.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        type="search"
        maxLength={200}
      />
    </form>
  );
}
