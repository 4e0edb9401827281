import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Compliance, JsonValue } from '@/api/schemas';
import { ComplianceBadge } from '@/components/ComplianceBadge';
import { EmptyState } from '@/components/States';
import { FactList } from './FactList';

/** additionalAttributes has no shape in the spec: every value is shown as plain text. */
export function attributeText(value: JsonValue): string {
  if (value === null) return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value.trim() === '' ? '—' : value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? 'None' : value.map(attributeText).join(', ');
  return JSON.stringify(value);
}

const ACRONYMS: Record<string, string> = {
  svhc: 'SVHC',
  rohs: 'RoHS',
  reach: 'REACH',
  cas: 'CAS',
  eu: 'EU',
  iec: 'IEC',
  id: 'ID',
  url: 'URL',
};

/** "svhcListVersion" → "SVHC list version": keys are API field names, made readable. */
export function attributeLabel(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .map((w) => ACRONYMS[w.toLowerCase()] ?? w.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function ComplianceList({ compliance }: { compliance: readonly Compliance[] }) {
  if (compliance.length === 0) {
    return (
      <EmptyState title="No compliance data">
        The catalog has no environmental compliance records for this part.
      </EmptyState>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {compliance.map((c) => {
        const entries = Object.entries(c.additionalAttributes);
        return (
          <Paper
            key={c.regulationName}
            withBorder
            radius="md"
            p="md"
            component="section"
            aria-label={c.regulationName}
          >
            <Stack gap="sm">
              <Group justify="space-between" gap="xs">
                <Title order={3} size="h5">
                  {c.regulationName}
                </Title>
                <ComplianceBadge result={c.result} />
              </Group>
              {entries.length > 0 ? (
                <FactList
                  facts={entries.map(([key, value]) => ({
                    label: attributeLabel(key),
                    value: attributeText(value),
                  }))}
                />
              ) : (
                <Text size="sm" c="dimmed">
                  No further details.
                </Text>
              )}
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
