import { Stack, Text } from '@mantine/core';
import { Link, useMatchRoute } from '@tanstack/react-router';
import { IconHome, IconSettings } from '@tabler/icons-react';
import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n';
import { NAV_GROUPS, type NavItem } from './nav';
import classes from './NavbarLink.module.css';

// The router marks a link active (aria-current) for any page below it; the navbar marks only its own page.
const EXACT = { exact: true } as const;
const navGroupId = (id: string) => `nav-${id}`;
const HOME: NavItem = { to: '/', label: msg`Home`, icon: IconHome };
const SETTINGS: NavItem = { to: '/settings', label: msg`Settings`, icon: IconSettings };

function NavItemLink({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const matchRoute = useMatchRoute();
  const active = Boolean(matchRoute({ to: item.to, fuzzy: false }));
  return (
    <Link
      className={classes.link}
      activeOptions={EXACT}
      onClick={onNavigate}
      to={item.to}
      aria-current={active ? 'page' : undefined}
    >
      <item.icon size={18} stroke={1.6} aria-hidden />
      <span className={classes.label}>{i18n._(item.label)}</span>
    </Link>
  );
}

/** onNavigate closes the phone menu when a link is followed. */
export function AppNavbar({ onNavigate }: { onNavigate: () => void }) {
  return (
    <Stack gap="md">
      <NavItemLink item={HOME} onNavigate={onNavigate} />
      {NAV_GROUPS.map((group) => (
        <Stack key={group.id} gap={2} component="section" aria-labelledby={navGroupId(group.id)}>
          <Text id={navGroupId(group.id)} size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" pb={4}>
            {i18n._(group.label)}
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
