import type { ProxyOptions } from 'vite';

/**
 * The live-mode proxy of DESIGN.md: forwards /api/* to API_TARGET (the /api prefix removed), adding
 * client-app-name and, when API_TOKEN is set and the request carries none, the bearer token.
 */
export const DEFAULT_PROXY_CLIENT_APP_NAME = 'Parts Portal';

export function parseApiTarget(
  raw: string | undefined,
): { ok: true; url: URL } | { ok: false; reason: string } {
  if (!raw)
    return {
      ok: false,
      reason: 'API_TARGET is not set: give the base URL of the API, e.g. API_TARGET=https://api.example.com',
    };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: `API_TARGET is not a URL: ${raw}` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, reason: `API_TARGET must be an http(s) URL, not ${url.protocol}` };
  }
  return { ok: true, url };
}

export function liveProxy(env: Record<string, string | undefined>): Record<string, ProxyOptions> {
  const target = parseApiTarget(env.API_TARGET);
  if (!target.ok) throw new Error(target.reason);
  const clientAppName = env.CLIENT_APP_NAME || DEFAULT_PROXY_CLIENT_APP_NAME;
  const token = env.API_TOKEN;
  const basePath = target.url.pathname.replace(/\/$/, '');
  return {
    '/api': {
      target: target.url.origin,
      changeOrigin: true,
      secure: true,
      rewrite: (path) => basePath + path.replace(/^\/api/, ''),
      configure: (proxy) => {
        proxy.on('proxyReq', (proxyReq) => {
          proxyReq.setHeader('client-app-name', clientAppName);
          if (token && !proxyReq.getHeader('authorization'))
            proxyReq.setHeader('authorization', `Bearer ${token}`);
        });
      },
    },
  };
}
