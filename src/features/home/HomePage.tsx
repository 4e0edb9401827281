import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { usePageTitle } from '@/components/usePageTitle';
import { useOpenSearch } from '@/components/useOpenSearch';
import { IconSearch } from '@tabler/icons-react';
import { EXPIRING_SOON_DAYS } from '@/lib/expiringSoon';
import { homePanels } from './homeRoute';
import { HomePanelSlot, type SlotHeight } from './HomePanelSlot';

// The panels wait for their data anyway; their code loads after the page's first paint (the route's
// loader starts it, homeRoute.ts) instead of with the shell.
const RecentStockChanges = homePanels.recentStockChanges.Component;
const ExpiringQuotes = homePanels.expiringQuotes.Component;
const OpenOrdersPanel = homePanels.openOrders.Component;
const RecentShipmentsPanel = homePanels.recentShipments.Component;

// HomePanelSlot: each panel's space with as many rows as it shows at most (its SHOWN), so a panel arriving
// does not move the ones already shown.
const SLOT_HEIGHTS = {
  openOrders: { phone: 370, wide: 720 },
  shipments: { phone: 720, wide: 720 },
  stockChanges: { phone: 590, wide: 560 },
  expiringQuotes: { phone: 570, wide: 310 },
} satisfies Record<string, SlotHeight>;

export function HomePage() {
  usePageTitle();
  const days = EXPIRING_SOON_DAYS;
  const openSearch = useOpenSearch();
  const [term, setTerm] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    openSearch(term);
  };

  return (
    <Stack gap="xl" maw={1200}>
      <Paper
        p={{ base: 'lg', sm: 48 }}
        radius="lg"
        withBorder
        style={{
          background:
            'linear-gradient(135deg, var(--mantine-color-indigo-light) 0%, var(--mantine-color-body) 70%)',
        }}
      >
        <Stack gap="md" maw={760}>
          <Title order={1}>
            <Trans>Find the right part</Trans>
          </Title>
          <Text size="lg" c="dimmed">
            <Trans>
              Search by part number or description to see stock, lead time, compliance, your prices, 3D models
              and datasheets.
            </Trans>
          </Text>
          <form role="search" aria-label={t`Find a part`} onSubmit={submit}>
            <Group gap="sm" align="flex-end" wrap="nowrap">
              <TextInput
                label={t`Part number or description`}
                placeholder={t`e.g. TSH-010-254 or 1.27 mm header`}
                size="lg"
                value={term}
                onChange={(e) => setTerm(e.currentTarget.value)}
                leftSection={<IconSearch size={20} aria-hidden />}
                style={{ flex: 1 }}
                maxLength={200}
              />
              <Button type="submit" size="lg">
                <Trans>Search</Trans>
              </Button>
            </Group>
          </form>
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <HomePanelSlot
          title={t`Open orders`}
          height={SLOT_HEIGHTS.openOrders}
          loadingLabel={t`Loading your open orders…`}
        >
          <OpenOrdersPanel />
        </HomePanelSlot>
        <HomePanelSlot
          title={t`Shipped in the last 7 days`}
          height={SLOT_HEIGHTS.shipments}
          loadingLabel={t`Loading this week's shipments…`}
        >
          <RecentShipmentsPanel />
        </HomePanelSlot>
      </SimpleGrid>
      <HomePanelSlot
        title={t`Recent stock changes`}
        height={SLOT_HEIGHTS.stockChanges}
        loadingLabel={t`Loading recent stock changes…`}
      >
        <RecentStockChanges />
      </HomePanelSlot>
      <HomePanelSlot
        title={t`Quotes expiring within ${days} days`}
        height={SLOT_HEIGHTS.expiringQuotes}
        loadingLabel={t`Loading quotes expiring soon…`}
      >
        <ExpiringQuotes />
      </HomePanelSlot>
    </Stack>
  );
}
