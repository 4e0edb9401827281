import { Group } from '@mantine/core';
import { ButtonLink } from '@/components/links';

const TABS = [
  { to: '/orders', label: 'Open orders' },
  { to: '/orders/history', label: 'History' },
  { to: '/orders/search', label: 'Search' },
] as const;

/** The three views of the caller's order lines, as real links (each has its own URL and filters). */
export function OrdersTabs({ current }: { current: (typeof TABS)[number]['to'] }) {
  return (
    <Group gap="xs" component="nav" aria-label="Order views" mb="md">
      {TABS.map((tab) => (
        <ButtonLink
          key={tab.to}
          to={tab.to}
          size="sm"
          variant={tab.to === current ? 'filled' : 'default'}
          aria-current={tab.to === current ? 'page' : undefined}
        >
          {tab.label}
        </ButtonLink>
      ))}
    </Group>
  );
}
