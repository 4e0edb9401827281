import { AppShell, Box, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import { AppHeader } from './header/AppHeader';
import { AppNavbar } from './AppNavbar';
import { RetryNotice } from './RetryNotice';
import { DemoBadge } from './header/DemoBadge';
import { CurrencyPicker } from './header/CurrencyPicker';
import { LanguagePicker } from '@/components/LanguagePicker';
import { RouterProgress } from './RouterProgress';
import { CommandPaletteLauncher } from './palette/CommandPaletteLauncher';
import classes from './AppLayout.module.css';

export function AppLayout() {
  const [navOpen, { toggle, close }] = useDisclosure(false);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !navOpen } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <RouterProgress />
      <CommandPaletteLauncher />
      <a href="#main" className="skip-link">
        <Trans>Skip to content</Trans>
      </a>
      <AppShell.Header>
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} gap="xs" wrap="nowrap">
          <Burger
            opened={navOpen}
            onClick={toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={navOpen ? t`Close navigation` : t`Open navigation`}
            aria-expanded={navOpen}
            aria-controls="app-navbar"
          />
          <AppHeader />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar
        id="app-navbar"
        aria-label={t`Main navigation`}
        component="nav"
        className={classes.navbar}
        data-collapsed={navOpen ? undefined : true}
      >
        {/* A plain scrolling box: Mantine's ScrollArea would add its code to every page for one list. */}
        <Box className={classes.navContent} h="100%" p="sm" style={{ overflowY: 'auto' }}>
          <Group gap="xs" hiddenFrom="sm" mb="md" wrap="nowrap">
            <DemoBadge />
            <LanguagePicker w={112} />
            <CurrencyPicker />
          </Group>
          <AppNavbar onNavigate={close} />
        </Box>
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1} style={{ outline: 'none' }}>
        <RetryNotice />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
