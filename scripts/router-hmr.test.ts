// @vitest-environment node
// The router plugin's HMR code takes, when a route module loads, the route of the same id of the last
// router made (window.__TSR_ROUTER__) for a hot update and hands the new module that route's options. In
// vitest (import.meta.hot is defined) a route module loaded after a test had made a router of its own
// (renderInRouter) took that test's root: the app rendered the other test's content, and startAppRouter's
// and the page tests timed out depending on which file ran before them. vite.config.ts leaves the HMR code
// out in test mode and keeps it for the dev server.
import { afterAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';

const servers: ViteDevServer[] = [];
afterAll(() => Promise.all(servers.map((server) => server.close())));

async function rootRouteCode(mode: string): Promise<string> {
  const server = await createServer({
    mode,
    logLevel: 'silent',
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    // No dependency scan: one still running in Rolldown when the server closes made it panic at exit.
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  servers.push(server);
  const result = await server.transformRequest('/src/routes/__root.tsx');
  return result?.code ?? '';
}

describe('route modules', () => {
  it('carry no hot-update code under vitest', async () => {
    expect(await rootRouteCode('test')).not.toContain('__TSR_ROUTER__');
  }, 60_000);

  it('keep it on the dev server', async () => {
    expect(await rootRouteCode('demo')).toContain('__TSR_ROUTER__');
  }, 60_000);
});
