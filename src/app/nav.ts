import type { ComponentType } from 'react';
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

export type NavItem = { to: string; label: string; icon: ComponentType<{ size?: number; stroke?: number }> };
export type NavGroup = { label: string; items: NavItem[] };

/**
 * Every page of DESIGN.md, grouped as the navbar shows them. The navbar filters this list by the routes
 * that exist, so a page appears in it the moment its route is added and never as a placeholder.
 */
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
