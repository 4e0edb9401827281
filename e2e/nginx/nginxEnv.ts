/** The nginx pass's fixed ports and the proxy environment its stand-in API expects to see added. */
export const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? 4390);
export const STAND_IN_PORT = NGINX_PORT + 1;
export const STAND_IN_API = `http://127.0.0.1:${STAND_IN_PORT}`;
export const STAND_IN_TOKEN = 'nginx-test.token_42';
export const STAND_IN_CLIENT_APP_NAME = 'Portal behind nginx';
/** The production build nginx serves (built by scripts/run-e2e.mjs --nginx). */
export const NGINX_ROOT = process.env.NGINX_OUT_DIR ?? 'dist-nginx';
