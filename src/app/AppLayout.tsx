import { AppShell, Burger, Group, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { AppHeader } from './header/AppHeader';
import { AppNavbar } from './AppNavbar';
import { StockWatcher } from '@/features/availability/StockWatcher';

export function AppLayout() {
  const [navOpen, { toggle, close }] = useDisclosure(false);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const mainRef = useRef<HTMLElement>(null);
  const previousPath = useRef(pathname);

  // A navigation on a phone closes the menu; it is an event of the router, not state to mirror.
  useEffect(() => {
    if (previousPath.current !== pathname) {
      previousPath.current = pathname;
      close();
    }
  }, [pathname, close]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !navOpen } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <StockWatcher />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <AppShell.Header>
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} gap="xs" wrap="nowrap">
          <Burger
            opened={navOpen}
            onClick={toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={navOpen ? 'Close navigation' : 'Open navigation'}
            aria-expanded={navOpen}
            aria-controls="app-navbar"
          />
          <AppHeader />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar id="app-navbar" aria-label="Main navigation" component="nav">
        <ScrollArea type="auto" h="100%" p="sm">
          <AppNavbar />
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main id="main" ref={mainRef} tabIndex={-1} style={{ outline: 'none' }}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
