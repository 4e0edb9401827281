// The API the benchmark's live build talks to: a separate node process that answers the spec's routes with
// the mock backend's handlers (mocks/handlers, the seeded data set of mocks/data), reached through the
// `vite preview --mode live` proxy exactly as a real API host would be. The page itself runs no mock code.
// Vite's module loader compiles the TypeScript mocks (and their `@/` imports) for node.
//   node scripts/bench/mock-api-server.mjs --port 4451 [--now 2026-03-11T10:30:00Z]
import { createServer as createHttpServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { getResponse } from 'msw';
import { createServer as createViteServer } from 'vite';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
};
const port = Number(arg('port', 4451));
const now = arg('now', '');

const vite = await createViteServer({
  mode: 'demo',
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, watch: null },
});
const { handlers } = await vite.ssrLoadModule('/mocks/handlers/index.ts');
const db = await vite.ssrLoadModule('/mocks/db.ts');
if (now) db.configureMockData({ now: Date.parse(now) });
// Build the data set before the first request, as a running service would have it.
db.getDataset();

async function body(req) {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const server = createHttpServer(async (req, res) => {
  try {
    // In node the handlers match `*/api/...`: the proxy removed the prefix, so it goes back on here.
    const url = new URL(`/api${req.url ?? '/'}`, `http://127.0.0.1:${port}`);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(name, value);
      else if (Array.isArray(value)) headers.set(name, value.join(', '));
    }
    const request = new Request(url, { method: req.method, headers, body: await body(req) });
    const response = await getResponse(handlers, request);
    if (!response) {
      res.writeHead(404, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ message: `no route for ${req.method} ${url.pathname}` }));
    }
    const out = {};
    response.headers.forEach((value, name) => (out[name] = value));
    let payload = Buffer.from(await response.arrayBuffer());
    // Like the real service (and nginx in deploy/): JSON travels gzip-compressed when the client accepts it.
    if (payload.length > 1024 && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      payload = gzipSync(payload);
      out['content-encoding'] = 'gzip';
      out['vary'] = 'accept-encoding';
      delete out['content-length'];
    }
    res.writeHead(response.status, out);
    res.end(payload);
  } catch (error) {
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: String(error) }));
  }
});
server.listen(port, '127.0.0.1', () => console.log(`mock API on http://127.0.0.1:${port}`));
const stop = () => server.close(() => vite.close().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
