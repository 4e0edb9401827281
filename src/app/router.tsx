import { createRouter, trimPathRight, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './queryClient';
import { routeTree } from '@/routeTree.gen';
import { RouteError } from '@/components/RouteError';
import { NotFound } from '@/components/NotFound';
import { LoadingState } from '@/components/States';
import { markFirstPageRendered } from '@/lib/firstPaint';
import { yieldToMain } from '@/lib/yieldToMain';

/** A page navigated to whose data comes within this time shows no spinner at all (the first page: below). */
const PAGE_PENDING_MS = 300;

/**
 * How long the first page may take to load before the shell and its spinner render. Until then the static
 * page (index.html) says the portal is starting, so the spinner's 300 ms need not apply: a page loaded
 * within this time renders in one transition React splits into short slices, where the shell, rendered
 * first, took one long synchronous render and the page a second one (docs/performance.md). On a phone's
 * network and under the demo's mock latency, most first pages take longer than 300 ms.
 */
export const FIRST_PAGE_PENDING_MS = 1_500;

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders only prime the query cache; React Query decides freshness, so the router never caches.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
    defaultPendingComponent: () => <LoadingState />,
    // A page whose data comes within 300 ms shows no spinner at all; once shown, the spinner stays 200 ms so
    // it never flashes. The router's default minimum (500 ms) held every page that had shown it for half a
    // second after its data had arrived (the demo's /parts table: 959 ms after the mock's start, now ~500 ms).
    defaultPendingMs: PAGE_PENDING_MS,
    defaultPendingMinMs: 200,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

/**
 * Loads the page the URL names, as the router's mount would: a URL missing its search defaults (a part
 * page's `tab`) is rewritten first, so the page loads once. The mount then finds the load done (or in
 * flight) at the same URL and does not start another one. The rewrite is the one @tanstack/react-router's
 * Transitioner makes on mount (the same `buildLocation` options); src/app/startAppRouter.test.tsx fails if
 * a router update makes the two differ.
 */
async function loadUrlPage(router: AppRouter, pause: () => Promise<void>): Promise<void> {
  const location = router.latestLocation;
  const canonical = router.buildLocation({
    to: location.pathname,
    search: true,
    params: true,
    hash: true,
    state: true,
    _includeValidateSearch: true,
  });
  // Checking the URL's search (its page's schema is built for it) and the loader's request were one long
  // task on a phone's CPU.
  await pause();
  if (trimPathRight(location.publicHref) === trimPathRight(canonical.publicHref)) return router.load();
  // With nothing yet listening to the history, committing the rewrite loads the page itself.
  return router.commitLocation({ ...canonical, replace: true, ignoreBlocker: true });
}

/**
 * The app's query client and router, with the page the URL names loading. Resolves once that page is
 * loaded, or when the shell and the page's spinner should show (`FIRST_PAGE_PENDING_MS`), whichever comes
 * first; `pageLoaded` says which. Rendered loaded, the first render is the whole page, and it can be a
 * transition React splits into short slices; rendered before, it is the shell, and the router's store then
 * brings the page in one long synchronous render (300 ms of a phone's 4× slower CPU on `/`,
 * docs/performance.md). A page slower than that gets the shell and its spinner then. `onFirstPageRendered`
 * is called once, when the first page (not its spinner) has rendered. `pause` ends a task between the
 * start's steps (building the router, checking the URL, the page's loader).
 */
export async function startAppRouter(
  history?: RouterHistory,
  onFirstPageRendered: () => void = markFirstPageRendered,
  pause: () => Promise<void> = yieldToMain,
) {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, history);
  // Below-the-fold code waits for the first page, not for the shell and its spinner (lib/firstPaint.ts).
  const stopWatching = router.subscribe('onRendered', () => {
    stopWatching();
    onFirstPageRendered();
  });
  // Building the route tree and loading the page were one long task on a phone's CPU.
  await pause();
  const loaded = loadUrlPage(router, pause).then(
    () => true,
    (error: unknown) => {
      console.error(error);
      return true;
    },
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const spinnerDue = new Promise<false>(
    (resolve) => (timer = setTimeout(() => resolve(false), FIRST_PAGE_PENDING_MS)),
  );
  const pageLoaded = await Promise.race([loaded, spinnerDue]);
  clearTimeout(timer);
  return { queryClient, router, pageLoaded };
}
