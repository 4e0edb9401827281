import { Group } from '@mantine/core';
import { msg, t } from '@lingui/core/macro';
import { ButtonLink } from '@/components/links';
import { i18n } from '@/lib/i18n';

const TABS = [
  { to: '/orders', label: msg`Open orders` },
  { to: '/orders/history', label: msg`History` },
  { to: '/orders/search', label: msg`Search` },
] as const;

/** The three views of the caller's order lines, as real links (each has its own URL and filters). */
export function OrdersTabs({ current }: { current: (typeof TABS)[number]['to'] }) {
  return (
    <Group gap="xs" component="nav" aria-label={t`Order views`} mb="md">
      {TABS.map((tab) => (
        <ButtonLink
          key={tab.to}
          to={tab.to}
          size="sm"
          variant={tab.to === current ? 'filled' : 'default'}
          aria-current={tab.to === current ? 'page' : undefined}
        >
          {i18n._(tab.label)}
        </ButtonLink>
      ))}
    </Group>
  );
}
