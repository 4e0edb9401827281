// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { z } from '../src/lib/zod';

/**
 * Issue 22: a page's start builds no schema it does not parse with. zod installs `_zod` on every schema it
 * builds (zod/v4/core/core.js), so counting those installs while the app's modules load counts the schemas
 * built at load. Before lazySchema the shell and the route tree built 129.
 */
let server: ViteDevServer | undefined;
// The modules loaded here configure the zod all tests share (src/lib/zod.ts sets its error map): the
// tests' own configuration is put back afterwards.
const testsErrorMap = z.config().localeError;
afterAll(async () => {
  z.config({ localeError: testsErrorMap });
  await server?.close();
});

describe('the modules of the shell and the route tree', () => {
  it('build no zod schema when they load', async () => {
    server = await createServer({
      mode: 'test',
      logLevel: 'silent',
      server: { middlewareMode: true, hmr: false, watch: null },
      appType: 'custom',
      // No dependency scan: one still running when the server closes makes Rolldown panic at exit.
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    const define = Object.defineProperty;
    let built = 0;
    Object.defineProperty = function <T>(target: T, key: PropertyKey, descriptor: PropertyDescriptor) {
      if (key === '_zod') built++;
      return define(target, key, descriptor);
    };
    let builtAtLoad: number;
    try {
      for (const module of ['/src/routeTree.gen.ts', '/src/app/router.tsx', '/src/app/App.tsx'])
        await server.ssrLoadModule(module);
      builtAtLoad = built;
      // The count sees the schemas zod builds.
      z.object({ part: z.string() });
    } finally {
      Object.defineProperty = define;
    }
    expect(builtAtLoad).toBe(0);
    expect(built).toBe(2);
  }, 120_000);
});
