import type { NavigateOptions } from '@tanstack/react-router';
import { IconFileInvoice, IconHome, IconPackage, IconReceipt, IconSettings } from '@tabler/icons-react';
import type { OrderLine, SearchHit } from '@/model/schemas';
import { msg, t } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n';
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

/** The pages, with the navbar's group of each (none for home and settings). */
const PAGES: (NavItem & { group?: NavItem['label'] })[] = [
  { to: '/', label: msg`Home`, icon: IconHome },
  ...NAV_GROUPS.flatMap((g) => g.items.map((i) => ({ ...i, group: g.label }))),
  { to: '/settings', label: msg`Settings`, icon: IconSettings },
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
      label: t`Quote`,
      items: QUOTE_ID.test(text)
        ? [
            {
              key: `quote:${text}`,
              label: t`Quote ${text}`,
              description: t`Open the quotes of this opportunity`,
              icon: IconFileInvoice,
              link: { to: '/quotes', search: { opportunityId: Number(text) } },
              exact: false,
            },
          ]
        : [],
    },
    {
      label: t`Parts`,
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
      label: t`Order lines`,
      items: input.orderLines.map((line) => {
        const { PONumber: po, ConfirmationNumber: confirmation, Part: part, LineNumber: lineNumber } = line;
        const status = line.Status;
        return {
          key: `line:${line.Id}`,
          label: t`PO ${po} · confirmation ${confirmation}`,
          description: t`${part}, line ${lineNumber}, ${status}`,
          icon: IconReceipt,
          link: { to: '/orders/search', search: { q: text, line: line.Id } },
          exact: same(po) || same(confirmation),
        };
      }),
    },
    {
      label: t`Pages`,
      items: PAGES.map((page) => ({
        ...page,
        label: i18n._(page.label),
        group: page.group ? i18n._(page.group) : undefined,
      }))
        .filter((p) => !needle || `${p.label} ${p.group ?? ''} ${p.to}`.toLowerCase().includes(needle))
        .map((page) => ({
          key: `page:${page.to}`,
          label: page.label,
          description: page.group ? `${page.group} · ${page.to}` : page.to,
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
