import { useEffect, useRef, useState } from 'react';
import { Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconCloudDownload, IconPlayerPause, IconRefresh } from '@tabler/icons-react';
import { ApiErrorAlert } from '@/components/ApiErrorAlert';
import { Quantity } from '@/components/Formatted';
import { formatQuantity, formatRelativeTime } from '@/lib/format';
import type { SyncState } from '@/lib/localCatalog';
import { loadWholeCatalog, refreshStock, type LoadProgress } from './localSync';
import type { useLocalCatalog } from './useLocalCatalog';

type Copy = ReturnType<typeof useLocalCatalog>;
type Job = { kind: 'load' | 'refresh'; controller: AbortController };

function timeLeft(ms: number | null): string {
  if (ms === null) return 'time left: known after the first complete load';
  if (ms < 60_000) return `about ${Math.max(1, Math.round(ms / 1000))} s left`;
  return `about ${Math.round(ms / 60_000)} min left`;
}

function describeCopy(sync: SyncState, parts: number): string {
  if (sync.status === 'complete' && sync.completedAt) {
    const refreshed = sync.refreshedAt
      ? `; stock refreshed ${formatRelativeTime(new Date(sync.refreshedAt))}`
      : '';
    return `${formatQuantity(parts)} parts in ${sync.currency}, loaded ${formatRelativeTime(new Date(sync.completedAt))}${refreshed}.`;
  }
  if (sync.status === 'paused' || sync.status === 'loading') {
    return `${formatQuantity(sync.partsLoaded)} parts loaded so far (${formatQuantity(sync.pagesLoaded)} pages); the load stopped before the end. Resume continues after ${sync.cursor}.`;
  }
  return 'No local copy yet. Load the whole catalog once to filter it with facets and search it instantly, offline from the API.';
}

/**
 * Loads the whole catalog into this browser, with progress, cancel and resume; refreshes stock from the
 * stock changes; re-syncs on demand. A load in progress stops (and can be resumed) when the page is left.
 */
export function LocalCopyPanel({ copy, currency }: { copy: Copy; currency: string }) {
  const [job, setJob] = useState<Job | null>(null);
  const [progress, setProgress] = useState<LoadProgress | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
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
        const plural = (n: number, one: string, many: string) =>
          `${formatQuantity(n)} ${n === 1 ? one : many}`;
        setNotice(
          `${plural(result.changes, 'stock change', 'stock changes')} read; ${plural(result.updated, 'part', 'parts')} updated.`,
        );
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

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="local-copy-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} size="h4" id="local-copy-title">
              Local copy of the catalog
            </Title>
            <Text size="sm" c="dimmed" role="status" aria-live="polite">
              {sync ? describeCopy(sync, partCount) : 'Reading the local copy…'}
            </Text>
          </div>
          <Group gap="xs">
            {loading ? (
              <Button
                variant="light"
                leftSection={<IconPlayerPause size={16} />}
                onClick={() => job?.controller.abort()}
              >
                Cancel loading
              </Button>
            ) : (
              <Button
                leftSection={<IconCloudDownload size={16} />}
                variant={complete ? 'default' : 'filled'}
                disabled={job !== null}
                onClick={() => void run('load', complete)}
              >
                {complete ? 'Full re-sync' : resumable ? 'Resume loading' : 'Load whole catalog'}
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
                Refresh stock
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
              aria-label="Loading the catalog"
              size="lg"
            />
            <Text size="sm">
              <Quantity value={progress?.parts ?? sync?.partsLoaded ?? 0} /> parts,{' '}
              {formatQuantity(progress?.pages ?? 0)} pages · {formatQuantity(Math.round(progress?.rate ?? 0))}{' '}
              parts/s · {timeLeft(progress?.msLeft ?? null)}
            </Text>
          </Stack>
        ) : null}
        {notice ? (
          <Text size="sm" role="status">
            {notice}
          </Text>
        ) : null}
        {error ? <ApiErrorAlert error={error} onRetry={() => void run(lastKind)} /> : null}
      </Stack>
    </Card>
  );
}
