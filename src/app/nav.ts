import type { ComponentType } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FileRoutesByTo } from '@/routeTree.gen';
import {
  IconBox,
  IconChartBar,
  IconClipboardList,
  IconCoin,
  IconFileInvoice,
  IconHistory,
  IconListSearch,
  IconPackages,
  IconPlus,
  IconSearch,
  IconTimeline,
  IconScale,
} from '@tabler/icons-react';

/** A page of the portal: a route the router knows, so a renamed or removed page fails the typecheck. */
export type NavTarget = keyof FileRoutesByTo;
export type NavItem = {
  to: NavTarget;
  label: MessageDescriptor;
  icon: ComponentType<{ size?: number; stroke?: number }>;
};
export type NavGroup = { id: string; label: MessageDescriptor; items: NavItem[] };

/** Every page of the portal but home, settings and a part's own page, grouped as the navbar shows them. */
export const NAV_GROUPS: NavGroup[] = [
  {
    id: 'catalog',
    label: msg`Catalog`,
    items: [
      { to: '/parts', label: msg`Browse parts`, icon: IconPackages },
      { to: '/search', label: msg`Search`, icon: IconSearch },
      { to: '/compare', label: msg`Compare`, icon: IconScale },
      { to: '/availability', label: msg`Stock changes`, icon: IconTimeline },
    ],
  },
  {
    id: 'pricing',
    label: msg`Pricing and quotes`,
    items: [
      { to: '/pricing', label: msg`Pricing calculator`, icon: IconCoin },
      { to: '/quotes', label: msg`Quotes`, icon: IconFileInvoice },
    ],
  },
  {
    id: 'orders',
    label: msg`Orders`,
    items: [
      { to: '/orders', label: msg`Open orders`, icon: IconClipboardList },
      { to: '/orders/history', label: msg`Order history`, icon: IconHistory },
      { to: '/orders/search', label: msg`Order search`, icon: IconListSearch },
      { to: '/orders/new', label: msg`New order`, icon: IconPlus },
    ],
  },
  {
    id: 'usage',
    label: msg`Usage`,
    items: [{ to: '/usage', label: msg`API usage`, icon: IconChartBar }],
  },
];

export const ProductIcon = IconBox;
