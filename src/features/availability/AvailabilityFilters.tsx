import type { FormEvent } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { i18n } from '@/lib/i18n';
import { HOUR_MS, availabilityRouteApi } from './availabilityRoute';

/** yyyy-MM-ddTHH:mm in the user's time zone, the value format of a datetime-local input. */
export function toLocalInputValue(iso: string): string {
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

const PRESETS = [
  { label: msg`Last hour`, ms: HOUR_MS },
  { label: msg`Last 24 hours`, ms: 24 * HOUR_MS },
  { label: msg`Last 7 days`, ms: 7 * 24 * HOUR_MS },
] as const;

/**
 * The inputs are uncontrolled and keyed by the URL values: the URL is the state, the form only edits a
 * draft of it until it is submitted.
 */
export function AvailabilityFilters({ since, part }: { since: string; part: string | undefined }) {
  const navigate = availabilityRouteApi.useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const sinceValue = String(data.get('since') ?? '');
    // A datetime-local value has no zone: Date reads it as local time, which is what the user typed.
    const ms = new Date(sinceValue).getTime();
    const partValue = String(data.get('part') ?? '').trim();
    void navigate({
      search: { since: Number.isNaN(ms) ? since : new Date(ms).toISOString(), part: partValue || undefined },
    });
  };
  const preset = (ms: number) =>
    void navigate({ search: (prev) => ({ ...prev, since: new Date(Date.now() - ms).toISOString() }) });

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <form key={`${since}|${part ?? ''}`} onSubmit={submit} aria-label={t`Choose stock changes`}>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              type="datetime-local"
              name="since"
              label={t`Changes since`}
              description={t`In your time zone`}
              defaultValue={toLocalInputValue(since)}
              required
              w={{ base: '100%', xs: 240 }}
            />
            <TextInput
              name="part"
              label={t`Part number contains`}
              description={t`Leave empty for all parts`}
              defaultValue={part ?? ''}
              maxLength={200}
              w={{ base: '100%', xs: 240 }}
            />
            <Button type="submit">
              <Trans>Show changes</Trans>
            </Button>
          </Group>
        </form>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed" id="presets-label">
            <Trans>Quick ranges:</Trans>
          </Text>
          <Group gap="xs" role="group" aria-labelledby="presets-label">
            {PRESETS.map((p) => (
              <Button key={p.ms} size="compact-sm" variant="default" onClick={() => preset(p.ms)}>
                {i18n._(p.label)}
              </Button>
            ))}
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
