import { Group, Text } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { ActionIconLink, UnstyledLink } from '@/components/links';
import { IconSettings } from '@tabler/icons-react';
import { PRODUCT_NAME } from '@/lib/product';
import { ProductIcon } from '../nav';
import { HeaderSearch } from './HeaderSearch';
import { CurrencyPicker } from './CurrencyPicker';
import { LanguagePicker } from '@/components/LanguagePicker';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { DemoBadge } from './DemoBadge';

export function AppHeader() {
  const productName = PRODUCT_NAME;
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" style={{ flex: 1, minWidth: 0 }}>
      <UnstyledLink to="/" aria-label={t`${productName} home`}>
        <Group gap={8} wrap="nowrap">
          <ProductIcon size={28} stroke={1.6} color="var(--mantine-primary-color-filled)" aria-hidden />
          <Text fw={700} size="lg" visibleFrom="md" style={{ whiteSpace: 'nowrap' }}>
            {PRODUCT_NAME}
          </Text>
        </Group>
      </UnstyledLink>
      <HeaderSearch />
      <Group gap={6} wrap="nowrap">
        {/* On a phone these two move into the navigation drawer so the search box keeps its width. */}
        <Group gap={6} wrap="nowrap" visibleFrom="sm">
          <DemoBadge />
          <LanguagePicker w={112} />
          <CurrencyPicker />
        </Group>
        <ColorSchemeToggle />
        <ActionIconLink
          to="/settings"
          variant="default"
          size="lg"
          aria-label={t`Settings`}
          title={t`Settings`}
        >
          <IconSettings size={18} stroke={1.6} />
        </ActionIconLink>
      </Group>
    </Group>
  );
}
