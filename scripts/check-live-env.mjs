// Checks the live-mode environment before `vite --mode live` / `vite preview --mode live` start, and
// holds the checks that scripts/live-proxy.ts uses too (one copy of the rules). Prints one line and
// exits 1 when the environment is unusable. Never prints API_TOKEN.
import { pathToFileURL } from 'node:url';

export const DEFAULT_PROXY_CLIENT_APP_NAME = 'Parts Portal';

/** @param {string | undefined} raw */
export function parseApiTarget(raw) {
  if (!raw || !raw.trim()) {
    return {
      ok: false,
      reason: 'API_TARGET is not set: give the base URL of the API, e.g. API_TARGET=https://api.example.com',
    };
  }
  let url;
  try {
    url = new URL(raw.trim());
  } catch {
    // The raw value is not echoed: it may hold a secret pasted by mistake.
    return {
      ok: false,
      reason: 'API_TARGET is not a valid URL: give e.g. API_TARGET=https://api.example.com',
    };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, reason: `API_TARGET must be an http(s) URL, not ${url.protocol}` };
  }
  if (url.username || url.password) {
    return { ok: false, reason: 'API_TARGET must not carry credentials: put the token in API_TOKEN instead' };
  }
  return { ok: true, url };
}

/** @param {Record<string, string | undefined>} env */
export function checkLiveEnv(env) {
  const target = parseApiTarget(env.API_TARGET);
  if (!target.ok) return target;
  const clientAppName = (env.CLIENT_APP_NAME ?? '').trim() || DEFAULT_PROXY_CLIENT_APP_NAME;
  if (clientAppName.length < 3 || clientAppName.length > 100 || !/^[\x20-\x7E]+$/.test(clientAppName)) {
    return { ok: false, reason: 'CLIENT_APP_NAME must be 3 to 100 printable ASCII characters' };
  }
  const token = (env.API_TOKEN ?? '').trim();
  if (token && !/^[A-Za-z0-9\-._~+/]+=*$/.test(token)) {
    return { ok: false, reason: 'API_TOKEN is not a bearer token (it has spaces or special characters)' };
  }
  return { ok: true, url: target.url, clientAppName, token };
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  // Same sources as `vite --mode live`: .env, .env.live, their .local variants, then the process env.
  const { loadEnv } = await import('vite');
  const result = checkLiveEnv(loadEnv(process.argv[2] ?? 'live', process.cwd(), ''));
  if (!result.ok) {
    console.error(`live mode: ${result.reason}`);
    process.exit(1);
  }
}
