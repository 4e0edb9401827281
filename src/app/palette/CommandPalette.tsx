import { useEffect, useState } from 'react';
import { Spotlight, createSpotlight } from '@mantine/spotlight';
import { Loader, Text } from '@mantine/core';
import { useNavigate, useRouter, type NavigateOptions } from '@tanstack/react-router';
import {
  IconFileInvoice,
  IconHome,
  IconPackage,
  IconReceipt,
  IconSearch,
  IconSettings,
} from '@tabler/icons-react';
import { describeApiError } from '@/api/errors';
import { NAV_GROUPS } from '../nav';
import { usePaletteLookups } from './usePaletteLookups';

const [store, palette] = createSpotlight();
const PAGES = [
  { to: '/', label: 'Home', group: 'Pages', icon: IconHome },
  ...NAV_GROUPS.flatMap((g) => g.items.map((i) => ({ ...i, group: g.label }))),
  { to: '/settings', label: 'Settings', group: 'Pages', icon: IconSettings },
];
const QUOTE_ID = /^\d{1,18}$/;

/**
 * The command palette: jump to any page, a part by number, an order line by PO or confirmation number, a
 * quote by its id. Arrow keys move, Enter opens, Escape closes.
 */
export default function CommandPalette(props: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const existing = new Set(Object.keys(useRouter().routesByPath));
  const [query, setQuery] = useState('');
  const lookups = usePaletteLookups(query);
  const trimmed = query.trim();
  const needle = trimmed.toLowerCase();

  useEffect(() => {
    if (props.opened) palette.open();
    else palette.close();
  }, [props.opened]);

  const go = (options: NavigateOptions) => () => void navigate(options);
  const pages = PAGES.filter(
    (p) => !needle || `${p.label} ${p.group} ${p.to}`.toLowerCase().includes(needle),
  );
  const parts = lookups.settled ? (lookups.parts.data?.items ?? []) : [];
  const orderLines = lookups.settled ? (lookups.orders.data?.items ?? []) : [];
  const searching =
    Boolean(trimmed) && (!lookups.settled || lookups.parts.isFetching || lookups.orders.isFetching);
  const failed = [lookups.parts.error, lookups.orders.error].filter(Boolean);

  return (
    <Spotlight.Root
      store={store}
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      onSpotlightClose={props.onClose}
      scrollable
      maxHeight={420}
    >
      <Spotlight.Search
        aria-label="Go to a page, part, order or quote"
        placeholder="Go to a page, part number, PO or confirmation number, quote id…"
        leftSection={<IconSearch size={18} stroke={1.6} aria-hidden />}
        rightSection={searching ? <Loader size={14} aria-hidden /> : null}
      />
      <Spotlight.ActionsList aria-label="Destinations">
        {QUOTE_ID.test(trimmed) && existing.has('/quotes') ? (
          <Spotlight.ActionsGroup label="Quote">
            <Spotlight.Action
              label={`Quote ${trimmed}`}
              description="Open the quotes of this opportunity"
              leftSection={<IconFileInvoice size={18} stroke={1.6} aria-hidden />}
              onClick={go({ href: `/quotes?opportunityId=${trimmed}` })}
            />
          </Spotlight.ActionsGroup>
        ) : null}
        {parts.length > 0 ? (
          <Spotlight.ActionsGroup label="Parts">
            {parts.map((hit) => (
              <Spotlight.Action
                key={hit.part}
                label={hit.part}
                description={hit.description ?? undefined}
                leftSection={<IconPackage size={18} stroke={1.6} aria-hidden />}
                onClick={go({ to: '/parts/$part', params: { part: hit.part } })}
              />
            ))}
          </Spotlight.ActionsGroup>
        ) : null}
        {orderLines.length > 0 ? (
          <Spotlight.ActionsGroup label="Order lines">
            {orderLines.map((line) => (
              <Spotlight.Action
                key={line.Id}
                label={`PO ${line.PONumber} · confirmation ${line.ConfirmationNumber}`}
                description={`${line.Part}, line ${line.LineNumber}, ${line.Status}`}
                leftSection={<IconReceipt size={18} stroke={1.6} aria-hidden />}
                onClick={go({ to: '/orders/search', search: { q: trimmed, line: line.Id } })}
              />
            ))}
          </Spotlight.ActionsGroup>
        ) : null}
        {pages.length > 0 ? (
          <Spotlight.ActionsGroup label="Pages">
            {pages.map((page) => (
              <Spotlight.Action
                key={page.to}
                label={page.label}
                description={page.group === 'Pages' ? page.to : `${page.group} · ${page.to}`}
                leftSection={<page.icon size={18} stroke={1.6} />}
                onClick={go({ to: page.to } as NavigateOptions)}
              />
            ))}
          </Spotlight.ActionsGroup>
        ) : null}
        {failed.map((error, i) => (
          <Text key={i} size="sm" c="red" px="md" py="xs" role="status">
            Lookup unavailable: {describeApiError(error).message}
          </Text>
        ))}
        {!searching &&
        trimmed &&
        pages.length + parts.length + orderLines.length === 0 &&
        !QUOTE_ID.test(trimmed) ? (
          <Spotlight.Empty>Nothing matches “{trimmed}”.</Spotlight.Empty>
        ) : null}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
