import type { ComponentType } from 'react';
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
  label: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
};
export type NavGroup = { label: string; items: NavItem[] };

/** Every page of the portal but home, settings and a part's own page, grouped as the navbar shows them. */
export const NAV_GROUPS: NavGroup[] = [
  {
    label: 'Catalog',
    items: [
      { to: '/parts', label: 'Browse parts', icon: IconPackages },
      { to: '/search', label: 'Search', icon: IconSearch },
      { to: '/compare', label: 'Compare', icon: IconScale },
      { to: '/availability', label: 'Stock changes', icon: IconTimeline },
    ],
  },
  {
    label: 'Pricing and quotes',
    items: [
      { to: '/pricing', label: 'Pricing calculator', icon: IconCoin },
      { to: '/quotes', label: 'Quotes', icon: IconFileInvoice },
    ],
  },
  {
    label: 'Orders',
    items: [
      { to: '/orders', label: 'Open orders', icon: IconClipboardList },
      { to: '/orders/history', label: 'Order history', icon: IconHistory },
      { to: '/orders/search', label: 'Order search', icon: IconListSearch },
      { to: '/orders/new', label: 'New order', icon: IconPlus },
    ],
  },
  {
    label: 'Usage',
    items: [{ to: '/usage', label: 'API usage', icon: IconChartBar }],
  },
];

export const ProductIcon = IconBox;
