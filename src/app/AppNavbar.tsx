import { NavLink, Stack, Text } from '@mantine/core';
import { Link, useMatchRoute, useRouter } from '@tanstack/react-router';
import { IconHome, IconSettings } from '@tabler/icons-react';
import { NAV_GROUPS } from './nav';

// The router marks a link active (aria-current) for any page below it; the navbar marks only its own page.
const EXACT = { exact: true } as const;
const navGroupId = (label: string) => `nav-${label.toLowerCase().replace(/\W+/g, '-')}`;

/** onNavigate closes the phone menu when a link is followed. */
export function AppNavbar({ onNavigate }: { onNavigate: () => void }) {
  const router = useRouter();
  const matchRoute = useMatchRoute();
  const existing = new Set(Object.keys(router.routesByPath));
  const groups = NAV_GROUPS.map((g) => ({ ...g, items: g.items.filter((i) => existing.has(i.to)) })).filter(
    (g) => g.items.length > 0,
  );
  const isActive = (to: string) => Boolean(matchRoute({ to, fuzzy: false }));

  return (
    <Stack gap="md">
      <NavLink
        component={Link}
        activeOptions={EXACT}
        onClick={onNavigate}
        to="/"
        label="Home"
        leftSection={<IconHome size={18} stroke={1.6} aria-hidden />}
        active={isActive('/')}
        aria-current={isActive('/') ? 'page' : undefined}
      />
      {groups.map((group) => (
        <Stack key={group.label} gap={2} component="section" aria-labelledby={navGroupId(group.label)}>
          <Text id={navGroupId(group.label)} size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" pb={4}>
            {group.label}
          </Text>
          {group.items.map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              activeOptions={EXACT}
              onClick={onNavigate}
              to={item.to}
              label={item.label}
              leftSection={<item.icon size={18} stroke={1.6} />}
              active={isActive(item.to)}
              aria-current={isActive(item.to) ? 'page' : undefined}
            />
          ))}
        </Stack>
      ))}
      <NavLink
        component={Link}
        activeOptions={EXACT}
        onClick={onNavigate}
        to="/settings"
        label="Settings"
        leftSection={<IconSettings size={18} stroke={1.6} aria-hidden />}
        active={isActive('/settings')}
        aria-current={isActive('/settings') ? 'page' : undefined}
      />
    </Stack>
  );
}
