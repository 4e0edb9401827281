import { IconSearch } from '@tabler/icons-react';

/** What the header search box looks like, shared by the plain box and the one with suggestions. */
export const searchInputProps = {
  'aria-label': 'Search parts',
  placeholder: 'Search part numbers…',
  leftSection: <IconSearch size={16} aria-hidden />,
  type: 'search',
  maxLength: 200,
  autoComplete: 'off',
} as const;

export const searchFormStyle = { flex: 1, maxWidth: 440, minWidth: 0 } as const;
