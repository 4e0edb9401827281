import type { ProxyOptions } from 'vite';
import { checkLiveEnv, parseApiTarget } from './check-live-env.mjs';

export { parseApiTarget };

/** Only /api itself and paths under it: a plain '/api' key would also forward '/apiary'. */
const LIVE_PROXY_PATH = '^/api(?:/|\\?|$)';

/**
 * The live-mode proxy (README, Live mode; dev server and preview): forwards /api/* to API_TARGET with the /api
 * prefix removed (and API_TARGET's own path put in front). client-app-name and the bearer token are
 * added only when the request has none, so the browser's own Settings win. The token is never logged:
 * nothing here prints, and errors name the variable, not its value.
 */
export function liveProxy(env: Record<string, string | undefined>): Record<string, ProxyOptions> {
  const checked = checkLiveEnv(env);
  if (!checked.ok) throw new Error(checked.reason);
  const { url, clientAppName, token } = checked;
  const basePath = url.pathname.replace(/\/+$/, '');
  return {
    [LIVE_PROXY_PATH]: {
      target: url.origin,
      changeOrigin: true,
      secure: true,
      ws: false,
      rewrite: (path) => {
        const rest = path.replace(/^\/api/, '');
        return basePath + (rest.startsWith('/') ? rest : `/${rest}`);
      },
      configure: (proxy) => {
        proxy.on('proxyReq', (proxyReq) => {
          // The dev server's cookies belong to localhost, not to the API.
          proxyReq.removeHeader('cookie');
          if (!proxyReq.getHeader('client-app-name')) proxyReq.setHeader('client-app-name', clientAppName);
          if (token && !proxyReq.getHeader('authorization'))
            proxyReq.setHeader('authorization', `Bearer ${token}`);
        });
      },
    },
  };
}
