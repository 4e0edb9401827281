import { IconSearch } from '@tabler/icons-react';
import { t } from '@lingui/core/macro';

/**
 * What the header search box looks like, shared by the plain box and the one with suggestions (made while
 * rendering: its name and placeholder are in the language shown).
 */
export const searchInputProps = () =>
  ({
    'aria-label': t`Search parts`,
    placeholder: t`Search part numbers…`,
    leftSection: <IconSearch size={16} aria-hidden />,
    type: 'search',
    maxLength: 200,
    autoComplete: 'off',
  }) as const;

export const searchFormStyle = { flex: 1, maxWidth: 440, minWidth: 0 } as const;
