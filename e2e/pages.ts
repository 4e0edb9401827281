import type { Locator, Page } from '@playwright/test';
import { BOOK_PRICE_PART } from '../mocks/data/parts';
import { FEATURED_QUOTES } from '../mocks/data/quotes';
import type { MockEndpoint } from './fixtures';

/**
 * Every page of the portal for the hardening specs (faults, hostile URLs, hostile data, secrets, axe):
 * a page that lands is one more entry here. `endpoint` is the mock endpoint its main content comes
 * from (null: the page calls no API); `ready` is what the user sees once that content has loaded.
 */
export type PortalPage = {
  name: string;
  path: string;
  endpoint: MockEndpoint | null;
  /** The page's h1 (shown whatever its data does). */
  heading: string | RegExp;
  ready: (page: Page) => Locator;
};

export const PORTAL_PAGES: PortalPage[] = [
  {
    name: 'home',
    path: '/',
    endpoint: 'catalog.availability',
    heading: 'Find the right part',
    ready: (page) =>
      page
        .getByRole('region', { name: 'Recent stock changes' })
        .getByRole('table', { name: 'Stock changes, newest first' }),
  },
  {
    name: 'browse',
    path: '/parts',
    endpoint: 'catalog.list',
    heading: 'Browse parts',
    ready: (page) => page.getByRole('table', { name: 'Catalog parts' }).getByRole('row').nth(1),
  },
  {
    name: 'search',
    path: '/search?q=header',
    endpoint: 'catalog.search',
    heading: 'Search parts',
    ready: (page) => page.getByRole('grid', { name: 'Search results' }).getByRole('row').nth(1),
  },
  {
    name: 'part',
    path: `/parts/${encodeURIComponent(BOOK_PRICE_PART)}`,
    endpoint: 'catalog.part',
    heading: BOOK_PRICE_PART,
    ready: (page) => page.getByRole('heading', { level: 1, name: BOOK_PRICE_PART }),
  },
  {
    name: 'stock changes',
    path: '/availability',
    endpoint: 'catalog.availability',
    heading: 'Stock changes',
    ready: (page) => page.getByRole('table', { name: 'Stock changes, newest first' }),
  },
  {
    name: 'compare',
    path: '/compare?parts=TSH-010-254-DG,SSK-020-100-DA',
    endpoint: 'catalog.part',
    heading: 'Compare parts',
    ready: (page) => page.getByRole('table', { name: /Comparison of/ }).getByRole('row', { name: /Stock/ }),
  },
  {
    name: 'open orders',
    path: '/orders',
    endpoint: 'orders.open',
    heading: 'Open orders',
    ready: (page) => page.getByRole('table', { name: 'Open order lines' }).getByRole('row').nth(1),
  },
  {
    name: 'order history',
    path: '/orders/history?initialDate=2025-01-01&finalDate=2025-06-30',
    endpoint: 'orders.history',
    heading: 'Order history',
    ready: (page) => page.getByRole('table', { name: 'Order history lines' }).getByRole('row').nth(1),
  },
  {
    name: 'order search',
    path: '/orders/search?q=SO41',
    endpoint: 'orders.search',
    heading: 'Order search',
    ready: (page) => page.getByRole('table', { name: 'Order lines found' }).getByRole('row').nth(1),
  },
  {
    name: 'new order',
    path: '/orders/new',
    endpoint: null,
    heading: 'New order',
    ready: (page) => page.getByRole('textbox', { name: 'PO number', exact: true }),
  },
  {
    name: 'pricing',
    path: `/pricing?part=${encodeURIComponent(FEATURED_QUOTES[0].part)}&qty=100`,
    endpoint: 'pricing.customer',
    heading: 'Pricing calculator',
    ready: (page) => page.getByRole('region', { name: `Price of ${FEATURED_QUOTES[0].part}` }),
  },
  {
    name: 'quotes',
    path: '/quotes',
    endpoint: 'quotes.list',
    heading: 'Quotes',
    ready: (page) => page.getByRole('table', { name: 'Quotes' }).getByRole('row').nth(1),
  },
  {
    name: 'usage',
    path: '/usage',
    endpoint: 'usage.summary',
    heading: 'API usage',
    // The summary's count, not its table: on a phone the table renders only once scrolled near.
    ready: (page) => page.getByRole('status').filter({ hasText: /\d+ rows · .+ calls/ }),
  },
  {
    name: 'settings',
    path: '/settings',
    endpoint: null,
    heading: 'Settings',
    ready: (page) => page.getByRole('textbox', { name: 'Client application name' }),
  },
];

/** The pages whose content comes from the API: the ones a backend fault can hit. */
export const API_PAGES = PORTAL_PAGES.filter(
  (p): p is PortalPage & { endpoint: MockEndpoint } => p.endpoint !== null,
);
