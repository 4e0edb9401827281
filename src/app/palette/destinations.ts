import type { NavigateOptions } from '@tanstack/react-router';
import { IconFileInvoice, IconHome, IconPackage, IconReceipt, IconSettings } from '@tabler/icons-react';
import type { OrderLine, SearchHit } from '@/model/schemas';
import { NAV_GROUPS, type NavItem } from '../nav';

export type Destination = {
  key: string;
  label: string;
  description?: string;
  icon: NavItem['icon'];
  link: NavigateOptions;
  /** What was typed is exactly this entry's number (part, PO, confirmation): it goes first. */
  exact: boolean;
};
export type DestinationGroup = { label: string; items: Destination[] };

const PAGES: (NavItem & { group: string })[] = [
  { to: '/', label: 'Home', group: 'Pages', icon: IconHome },
  ...NAV_GROUPS.flatMap((g) => g.items.map((i) => ({ ...i, group: g.label }))),
  { to: '/settings', label: 'Settings', group: 'Pages', icon: IconSettings },
];
const QUOTE_ID = /^\d{1,18}$/;

/**
 * What the palette offers for the typed text, in the order Enter reaches them: a quote id (any number),
 * the parts and order lines the lookups found, the pages whose name matches. A group holding an exact
 * match of the text comes first, and that entry first in it, so "type the number, Enter" opens that part
 * or order line even when a number could also be a quote id.
 */
export function paletteDestinations(input: {
  text: string;
  parts: readonly SearchHit[];
  orderLines: readonly OrderLine[];
}): DestinationGroup[] {
  const text = input.text.trim();
  const needle = text.toLowerCase();
  const same = (value: string) => value.toLowerCase() === needle;
  const groups: DestinationGroup[] = [
    {
      label: 'Quote',
      items: QUOTE_ID.test(text)
        ? [
            {
              key: `quote:${text}`,
              label: `Quote ${text}`,
              description: 'Open the quotes of this opportunity',
              icon: IconFileInvoice,
              link: { to: '/quotes', search: { opportunityId: Number(text) } },
              exact: false,
            },
          ]
        : [],
    },
    {
      label: 'Parts',
      items: input.parts.map((hit) => ({
        key: `part:${hit.part}`,
        label: hit.part,
        description: hit.description ?? undefined,
        icon: IconPackage,
        link: { to: '/parts/$part', params: { part: hit.part } },
        exact: same(hit.part),
      })),
    },
    {
      label: 'Order lines',
      items: input.orderLines.map((line) => ({
        key: `line:${line.Id}`,
        label: `PO ${line.PONumber} · confirmation ${line.ConfirmationNumber}`,
        description: `${line.Part}, line ${line.LineNumber}, ${line.Status}`,
        icon: IconReceipt,
        link: { to: '/orders/search', search: { q: text, line: line.Id } },
        exact: same(line.PONumber) || same(line.ConfirmationNumber),
      })),
    },
    {
      label: 'Pages',
      items: PAGES.filter(
        (p) => !needle || `${p.label} ${p.group} ${p.to}`.toLowerCase().includes(needle),
      ).map((page) => ({
        key: `page:${page.to}`,
        label: page.label,
        description: page.group === 'Pages' ? page.to : `${page.group} · ${page.to}`,
        icon: page.icon,
        link: { to: page.to },
        exact: false,
      })),
    },
  ];
  const exactFirst = (a: { exact: boolean }, b: { exact: boolean }) => Number(b.exact) - Number(a.exact);
  return groups
    .filter((group) => group.items.length > 0)
    .map((group) => ({
      ...group,
      items: [...group.items].sort(exactFirst),
      exact: group.items.some((i) => i.exact),
    }))
    .sort(exactFirst)
    .map(({ label, items }) => ({ label, items }));
}
