import { PartLink } from '@/components/table/PartLink';
import type { FormEvent } from 'react';
import { ActionIcon, Button, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notify } from '@/components/notify';
import { IconX } from '@tabler/icons-react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { MAX_WATCHED, unwatchPart, useWatchList, watchPart } from '@/lib/watchList';
import { POLL_INTERVAL_MS } from './stockPoller';

export function WatchListPanel() {
  const watched = useWatchList();
  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const part = String(new FormData(form).get('part') ?? '').trim();
    if (!part) return;
    if (watchPart(part)) form.reset();
    else {
      const maxWatched = MAX_WATCHED;
      notify({
        color: 'yellow',
        title: t`Watch list full`,
        message: t`You can watch up to ${maxWatched} parts. Stop watching one first.`,
      });
    }
  };
  const seconds = POLL_INTERVAL_MS / 1000;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="watch-list-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="watch-list-title">
          <Trans>Watch list</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>
            While the portal is open you get a notification when a watched part’s stock changes (checked every{' '}
            {seconds} seconds).
          </Trans>
        </Text>
        {watched.length === 0 ? (
          <Text size="sm">
            <Trans>
              You are not watching any parts. Use the bell beside a change, “Watch stock” on a part’s page, or
              add a part number here.
            </Trans>
          </Text>
        ) : (
          <List listStyleType="none" p={0} spacing={4} aria-label={t`Watched parts`}>
            {watched.map((part) => (
              <List.Item key={part}>
                <Group gap="xs" wrap="nowrap" justify="space-between">
                  <PartLink part={part} />
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t`Stop watching ${part}`}
                    onClick={() => unwatchPart(part)}
                  >
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
        <form onSubmit={add} aria-label={t`Watch a part`}>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput name="part" label={t`Part number to watch`} maxLength={200} style={{ flex: 1 }} />
            <Button type="submit" variant="light">
              <Trans>Watch</Trans>
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
