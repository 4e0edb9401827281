import { useEffect, useState } from 'react';
import { Spotlight, createSpotlight } from '@mantine/spotlight';
import { Loader, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { IconSearch } from '@tabler/icons-react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { describeApiError } from '@/api/errors';
import { paletteDestinations } from './destinations';
import { usePaletteLookups } from './usePaletteLookups';
import { usePaletteEnter } from './usePaletteEnter';

const [store, palette] = createSpotlight();
const LIST_ID = 'command-palette-destinations';

/**
 * The command palette: jump to any page, a part by number, an order line by PO or confirmation number, a
 * quote by its id. Arrow keys move, Enter opens (the first entry unless another is chosen), Escape closes.
 */
export default function CommandPalette(props: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const lookups = usePaletteLookups(query);
  const trimmed = query.trim();

  useEffect(() => {
    if (props.opened) palette.open();
    else palette.close();
  }, [props.opened]);

  // Results of an earlier text are never shown: the lookups answer for `term`, which lags while typing.
  const groups = paletteDestinations({
    text: trimmed,
    parts: lookups.settled ? (lookups.parts.data?.items ?? []) : [],
    orderLines: lookups.settled ? (lookups.orders.data?.items ?? []) : [],
  });
  const searching =
    Boolean(trimmed) && (!lookups.settled || lookups.parts.isFetching || lookups.orders.isFetching);
  const failed = [lookups.parts.error, lookups.orders.error].filter(Boolean);
  const enter = usePaletteEnter({
    listId: LIST_ID,
    store,
    query,
    opened: props.opened,
    searching,
    listKey: groups.flatMap((group) => group.items.map((item) => item.key)).join('|'),
  });

  return (
    <Spotlight.Root
      store={store}
      query={query}
      onQueryChange={(next) => {
        enter.cancel();
        setQuery(next);
      }}
      shortcut={null}
      onSpotlightClose={props.onClose}
      scrollable
      maxHeight={420}
    >
      <Spotlight.Search
        aria-label={t`Go to a page, part, order or quote`}
        placeholder={t`Go to a page, part number, PO or confirmation number, quote id…`}
        leftSection={<IconSearch size={18} stroke={1.6} aria-hidden />}
        rightSection={searching ? <Loader size={14} aria-hidden /> : null}
        onKeyDownCapture={enter.onKeyDownCapture}
      />
      <Spotlight.ActionsList id={LIST_ID} aria-label={t`Destinations`}>
        {enter.waiting ? (
          <Text size="sm" c="dimmed" px="md" py="xs" role="status">
            <Trans>Opening the first match once the search finishes…</Trans>
          </Text>
        ) : null}
        {groups.map((group) => (
          <Spotlight.ActionsGroup key={group.label} label={group.label}>
            {group.items.map((item) => (
              <Spotlight.Action
                key={item.key}
                label={item.label}
                description={item.description}
                leftSection={<item.icon size={18} stroke={1.6} />}
                onClick={() => void navigate(item.link)}
              />
            ))}
          </Spotlight.ActionsGroup>
        ))}
        {failed.map((error, i) => {
          const reason = describeApiError(error).message;
          return (
            <Text key={i} size="sm" c="red" px="md" py="xs" role="status">
              <Trans>Lookup unavailable: {reason}</Trans>
            </Text>
          );
        })}
        {!searching && trimmed && groups.length === 0 ? (
          <Spotlight.Empty>
            <Trans>Nothing matches “{trimmed}”.</Trans>
          </Spotlight.Empty>
        ) : null}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
