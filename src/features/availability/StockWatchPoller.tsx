import { useEffect, useRef, type MouseEvent } from 'react';
import { Anchor, Text } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { notify } from '@/components/notify';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { catalogKeys, getAvailabilityChanges, partLookupParams, partQueryOptions } from '@/api/catalog';
import { describeApiError } from '@/api/errors';
import { formatQuantity } from '@/lib/format';
import { getSettings } from '@/lib/settings';
import { POLL_INTERVAL_MS, StockPoller } from './stockPoller';
import type { StockChangeNotice } from './stockDiff';

/** Failures in a row before the user is told that watching has stalled (one blip is not worth a toast). */
const FAILURES_BEFORE_NOTICE = 3;

/**
 * Mounted by StockWatcher while anything is watched: polls stock changes and raises a notification per
 * changed part. Renders nothing.
 */
export default function StockWatchPoller({ watched }: { watched: readonly string[] }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const pollerRef = useRef<StockPoller | null>(null);
  const watchedRef = useRef<ReadonlySet<string>>(new Set(watched));
  // The poll loop lives as long as something is watched (this component is mounted). Its first poll runs
  // at once: it finds the service's newest record, so changes after that moment (on the service's clock)
  // are reported.
  useEffect(() => {
    const controller = new AbortController();
    const poller = new StockPoller(
      (params, signal) => getAvailabilityChanges(params, { signal }),
      Date.now(),
    );
    pollerRef.current = poller;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;

    const announce = (notice: StockChangeNotice) => {
      const target = { to: '/parts/$part', params: { part: notice.part } } as const;
      const href = router.buildLocation(target).href;
      // Notifications render outside the router, so the link navigates through the router it closes over:
      // a plain left click is the router's, modified clicks (new tab, window) stay the browser's.
      const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
        if (event.defaultPrevented || event.button !== 0) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void router.navigate(target);
      };
      const { part } = notice;
      const to = formatQuantity(notice.to);
      const from = notice.from === undefined ? undefined : formatQuantity(notice.from);
      const openPart = (
        <Anchor href={href} onClick={onClick} size="sm">
          <Trans>Open {part}</Trans>
        </Anchor>
      );
      notify({
        id: `stock-${notice.part}-${notice.timestamp}`,
        title: t`Stock changed: ${part}`,
        color: notice.from !== undefined && notice.to < notice.from ? 'orange' : 'teal',
        autoClose: 20_000,
        message: (
          <Text size="sm" component="span">
            {from === undefined ? (
              <Trans>
                Now {to} in stock. {openPart}
              </Trans>
            ) : (
              <Trans>
                {from} → {to} in stock. {openPart}
              </Trans>
            )}
          </Text>
        ),
      });
      // A page showing this part should show the new stock.
      void queryClient.invalidateQueries({ queryKey: [...catalogKeys.parts(), notice.part] });
    };

    const tick = async () => {
      try {
        const notices = await poller.poll(watchedRef.current, controller.signal);
        failures = 0;
        notices.forEach(announce);
      } catch (error) {
        if (controller.signal.aborted) return;
        failures += 1;
        if (failures === FAILURES_BEFORE_NOTICE) {
          const reason = describeApiError(error).message;
          notify({
            id: 'stock-watch-failing',
            color: 'red',
            title: t`Stock watch cannot check for changes`,
            message: t`${reason} It keeps trying.`,
          });
        }
      }
      if (!controller.signal.aborted) timer = setTimeout(tick, POLL_INTERVAL_MS);
    };
    timer = setTimeout(tick, 0);
    return () => {
      controller.abort();
      clearTimeout(timer);
      pollerRef.current = null;
    };
  }, [router, queryClient]);

  // A newly watched part gets a baseline now (so its first change can say old → new); the detail page's
  // cached lookup answers at once when the user pressed "Watch stock" there.
  useEffect(() => {
    const current = new Set(watched);
    watchedRef.current = current;
    const poller = pollerRef.current;
    if (!poller) return;
    poller.forget(current);
    const params = partLookupParams(getSettings().currency);
    for (const part of current) {
      if (poller.hasBaseline(part)) continue;
      queryClient
        .fetchQuery(partQueryOptions(part, params))
        .then((data) => {
          if (data) poller.setBaseline(part, data.stockQuantity);
        })
        .catch(() => {
          // No baseline: the first change then reads "now N in stock".
        });
    }
  }, [watched, queryClient]);

  return null;
}
