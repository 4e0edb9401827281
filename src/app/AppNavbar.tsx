import { Stack, Text } from '@mantine/core';
import { useMatchRoute } from '@tanstack/react-router';
import { NavbarLink } from '@/components/links';
import { IconHome, IconSettings } from '@tabler/icons-react';
import { NAV_GROUPS, type NavItem } from './nav';

// The router marks a link active (aria-current) for any page below it; the navbar marks only its own page.
const EXACT = { exact: true } as const;
const navGroupId = (label: string) => `nav-${label.toLowerCase().replace(/\W+/g, '-')}`;
const HOME: NavItem = { to: '/', label: 'Home', icon: IconHome };
const SETTINGS: NavItem = { to: '/settings', label: 'Settings', icon: IconSettings };

function NavItemLink({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const matchRoute = useMatchRoute();
  const active = Boolean(matchRoute({ to: item.to, fuzzy: false }));
  return (
    <NavbarLink
      activeOptions={EXACT}
      onClick={onNavigate}
      to={item.to}
      label={item.label}
      leftSection={<item.icon size={18} stroke={1.6} />}
      active={active}
      aria-current={active ? 'page' : undefined}
    />
  );
}

/** onNavigate closes the phone menu when a link is followed. */
export function AppNavbar({ onNavigate }: { onNavigate: () => void }) {
  return (
    <Stack gap="md">
      <NavItemLink item={HOME} onNavigate={onNavigate} />
      {NAV_GROUPS.map((group) => (
        <Stack key={group.label} gap={2} component="section" aria-labelledby={navGroupId(group.label)}>
          <Text id={navGroupId(group.label)} size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" pb={4}>
            {group.label}
          </Text>
          {group.items.map((item) => (
            <NavItemLink key={item.to} item={item} onNavigate={onNavigate} />
          ))}
        </Stack>
      ))}
      <NavItemLink item={SETTINGS} onNavigate={onNavigate} />
    </Stack>
  );
}
