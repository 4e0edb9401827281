import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { ButtonLink } from '@/components/links';
import { IconScale } from '@tabler/icons-react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { MAX_COMPARE, clearCompare, removeFromCompare, useCompareList } from '@/lib/compareList';
import { formatCompareParts } from '@/lib/compareParts';

/** The parts chosen for comparison, stuck to the bottom of the page, with a real link to /compare. */
export function CompareTray() {
  const parts = useCompareList();
  if (parts.length === 0) return null;
  const count = parts.length;
  const max = MAX_COMPARE;
  const hint = count < 2 ? t`Choose at least one more part.` : t`${count} of ${max} chosen.`;
  return (
    <Paper
      component="section"
      aria-label={t`Compare selection`}
      withBorder
      shadow="md"
      radius="md"
      p="sm"
      mt="md"
      style={{ position: 'sticky', bottom: 'var(--mantine-spacing-sm)', zIndex: 5 }}
    >
      <Group justify="space-between" gap="sm">
        <Group gap="xs" style={{ minWidth: 0 }} visibleFrom="sm">
          {parts.map((part) => (
            <Group
              key={part}
              gap={2}
              wrap="nowrap"
              px={8}
              py={2}
              style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 999 }}
            >
              <Text size="sm" ff="monospace">
                {part}
              </Text>
              <CloseButton
                size="sm"
                aria-label={t`Remove ${part} from comparison`}
                onClick={() => removeFromCompare(part)}
              />
            </Group>
          ))}
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </Group>
        {/* On a phone the chips would cover the page: the count and the buttons are enough. */}
        <Text size="sm" c="dimmed" hiddenFrom="sm">
          {hint}
        </Text>
        <Group gap="xs">
          <Button variant="subtle" size="sm" onClick={clearCompare}>
            <Trans>Clear</Trans>
          </Button>
          <ButtonLink
            to="/compare"
            search={{ parts: formatCompareParts(parts) }}
            size="sm"
            leftSection={<IconScale size={16} aria-hidden />}
          >
            <Trans>Compare ({count})</Trans>
          </ButtonLink>
        </Group>
      </Group>
    </Paper>
  );
}
