// A stand-in for the manufacturer's API behind the nginx test: answers the calls the portal's first
// pages make with empty, well-formed data, and records every request's method, path and headers so a
// test can read what nginx forwarded (GET /__recorded, every call of the run). Loopback only.
import { createServer } from 'node:http';

const port = Number(process.argv[process.argv.indexOf('--port') + 1] || 4391);
/** @type {{ method: string, path: string, headers: Record<string, string | string[] | undefined> }[]} */
const recorded = [];

const json = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://stand-in');
  if (url.pathname === '/__recorded') return json(res, 200, recorded);
  recorded.push({ method: req.method ?? 'GET', path: url.pathname + url.search, headers: req.headers });
  const path = url.pathname;
  if (path === '/v1') return json(res, 200, { totalResultsCount: 0, opportunities: [] });
  if (path === '/v1/model/ModelTypes') return json(res, 200, []);
  if (path.startsWith('/v1/model/')) return json(res, 200, '');
  if (path === '/v1/new') return json(res, 200, []);
  if (
    path === '/v3' ||
    path === '/v3/search' ||
    path === '/v3/delta/availability' ||
    path.startsWith('/v1/')
  ) {
    return json(res, 200, []);
  }
  // A part lookup: "well-formed, no data" (spec 4.8).
  if (path.startsWith('/v3/')) {
    res.writeHead(204);
    return res.end();
  }
  json(res, 404, { message: `no stand-in route for ${path}` });
});

server.listen(port, '127.0.0.1', () => console.log(`stand-in API on http://127.0.0.1:${port}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
