import { readApiEnv } from '../src/api/config';

/**
 * The MSW pattern every mock route starts with: the API base the app calls (VITE_API_BASE_URL, default
 * /api) and nothing else. A path base is anchored to the page's origin, so the dev server's own modules
 * (`/src/api/catalog.ts`, `/node_modules/...`) never match the way a bare `*\/api` wildcard did.
 */
export function mockApiPrefix(
  baseUrl: string = readApiEnv(import.meta.env).baseUrl,
  origin: string | undefined = typeof document !== 'undefined' ? new URL(document.baseURI).origin : undefined,
): string {
  if (/^https?:\/\//i.test(baseUrl)) return baseUrl;
  // Without a document (a node test environment) there is no page origin and no dev server to collide with.
  return origin ? `${origin}${baseUrl}` : `*${baseUrl}`;
}
