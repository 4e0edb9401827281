import { useEffect, useRef, useState } from 'react';
import { Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconCloudDownload, IconPlayerPause, IconRefresh } from '@tabler/icons-react';
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ApiErrorAlert } from '@/components/ApiErrorAlert';
import { Quantity } from '@/components/Formatted';
import { formatQuantity, formatRelativeTime } from '@/lib/format';
import type { SyncState } from '@/lib/localCatalog';
import { loadWholeCatalog, refreshStock, type LoadProgress } from './localSync';
import type { useLocalCatalog } from './useLocalCatalog';

type Copy = ReturnType<typeof useLocalCatalog>;
type Job = { kind: 'load' | 'refresh'; controller: AbortController };

type Refreshed = { changes: number; updated: number };

function timeLeft(ms: number | null): string {
  if (ms === null) return t`time left: known after the first complete load`;
  if (ms < 60_000) {
    const seconds = Math.max(1, Math.round(ms / 1000));
    return t`about ${seconds} s left`;
  }
  const minutes = Math.round(ms / 60_000);
  return t`about ${minutes} min left`;
}

function describeCopy(sync: SyncState, parts: number): string {
  if (sync.status === 'complete' && sync.completedAt) {
    const count = formatQuantity(parts);
    const currency = sync.currency;
    const loadedAgo = formatRelativeTime(new Date(sync.completedAt));
    if (!sync.refreshedAt) return t`${count} parts in ${currency}, loaded ${loadedAgo}.`;
    const refreshedAgo = formatRelativeTime(new Date(sync.refreshedAt));
    return t`${count} parts in ${currency}, loaded ${loadedAgo}; stock refreshed ${refreshedAgo}.`;
  }
  if (sync.status === 'paused' || sync.status === 'loading') {
    const count = formatQuantity(sync.partsLoaded);
    const pages = formatQuantity(sync.pagesLoaded);
    const cursor = sync.cursor;
    return t`${count} parts loaded so far (${pages} pages); the load stopped before the end. Resume continues after ${cursor}.`;
  }
  return t`No local copy yet. Load the whole catalog once to filter it with facets and search it instantly, offline from the API.`;
}

/** What a stock refresh read and changed, worded at render (so it follows a language switch). */
function describeRefresh({ changes, updated }: Refreshed): string {
  const changeCount = formatQuantity(changes);
  const partCount = formatQuantity(updated);
  return t`${plural(changes, { one: `${changeCount} stock change`, other: `${changeCount} stock changes` })} read; ${plural(updated, { one: `${partCount} part`, other: `${partCount} parts` })} updated.`;
}

/**
 * Loads the whole catalog into this browser, with progress, cancel and resume; refreshes stock from the
 * stock changes; re-syncs on demand. A load in progress stops (and can be resumed) when the page is left.
 */
export function LocalCopyPanel({ copy, currency }: { copy: Copy; currency: string }) {
  const [job, setJob] = useState<Job | null>(null);
  const [progress, setProgress] = useState<LoadProgress | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState<Refreshed | null>(null);
  const [lastKind, setLastKind] = useState<Job['kind']>('load');
  const jobRef = useRef<Job | null>(null);
  useEffect(() => () => jobRef.current?.controller.abort(), []);

  const sync = copy.sync.data;
  const partCount = copy.parts.data?.length ?? 0;
  const run = async (kind: Job['kind'], restart = false) => {
    const next: Job = { kind, controller: new AbortController() };
    jobRef.current = next;
    setJob(next);
    setLastKind(kind);
    setError(null);
    setNotice(null);
    try {
      if (kind === 'load') {
        await loadWholeCatalog({
          db: copy.db,
          currency,
          restart,
          signal: next.controller.signal,
          onProgress: (p) => setProgress(p),
        });
      } else {
        const result = await refreshStock({ db: copy.db, signal: next.controller.signal });
        setNotice({ changes: result.changes, updated: result.updated });
      }
    } catch (caught) {
      if (!next.controller.signal.aborted) setError(caught);
    } finally {
      jobRef.current = null;
      setJob(null);
      setProgress(null);
      await copy.reread();
    }
  };

  const loading = job?.kind === 'load';
  const complete = sync?.status === 'complete';
  const resumable = sync?.status === 'paused' || sync?.status === 'loading';
  const percent = progress?.estimatedTotal
    ? Math.min(100, (progress.parts / progress.estimatedTotal) * 100)
    : undefined;
  const pages = formatQuantity(progress?.pages ?? 0);
  const rate = formatQuantity(Math.round(progress?.rate ?? 0));
  const left = timeLeft(progress?.msLeft ?? null);

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="local-copy-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} size="h4" id="local-copy-title">
              <Trans>Local copy of the catalog</Trans>
            </Title>
            <Text size="sm" c="dimmed" role="status" aria-live="polite">
              {sync ? describeCopy(sync, partCount) : t`Reading the local copy…`}
            </Text>
          </div>
          <Group gap="xs">
            {loading ? (
              <Button
                variant="light"
                leftSection={<IconPlayerPause size={16} />}
                onClick={() => job?.controller.abort()}
              >
                <Trans>Cancel loading</Trans>
              </Button>
            ) : (
              <Button
                leftSection={<IconCloudDownload size={16} />}
                variant={complete ? 'default' : 'filled'}
                disabled={job !== null}
                onClick={() => void run('load', complete)}
              >
                {complete ? t`Full re-sync` : resumable ? t`Resume loading` : t`Load whole catalog`}
              </Button>
            )}
            {complete ? (
              <Button
                variant="filled"
                leftSection={<IconRefresh size={16} />}
                loading={job?.kind === 'refresh'}
                disabled={job !== null && job.kind !== 'refresh'}
                onClick={() => void run('refresh')}
              >
                <Trans>Refresh stock</Trans>
              </Button>
            ) : null}
          </Group>
        </Group>
        {loading ? (
          <Stack gap={4}>
            <Progress
              value={percent ?? 100}
              striped={percent === undefined}
              animated
              aria-label={t`Loading the catalog`}
              size="lg"
            />
            <Text size="sm">
              <Trans>
                <Quantity value={progress?.parts ?? sync?.partsLoaded ?? 0} /> parts, {pages} pages · {rate}{' '}
                parts/s · {left}
              </Trans>
            </Text>
          </Stack>
        ) : null}
        {notice ? (
          <Text size="sm" role="status">
            {describeRefresh(notice)}
          </Text>
        ) : null}
        {error ? <ApiErrorAlert error={error} onRetry={() => void run(lastKind)} /> : null}
      </Stack>
    </Card>
  );
}
