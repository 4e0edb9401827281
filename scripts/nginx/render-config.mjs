// Renders deploy/nginx/portal.conf.template for a deployment or for the test harness. The API settings
// follow the live proxy's rules (scripts/check-live-env.mjs): same variables, same checks, and the
// token is never printed. Values that nginx would read as syntax or variables are refused.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkLiveEnv } from '../check-live-env.mjs';

export const DEPLOY_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../deploy/nginx');

/** Debian's libnginx-mod-http-brotli-static: installed, it is loaded from /etc/nginx/modules-enabled. */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

const PLACEHOLDER = /\$\{([A-Z_]+)\}/g;
// A double quote, backslash or dollar would end the quoted string or start an nginx variable.
const NGINX_UNSAFE = /["\\$;{}]/;

/**
 * @param {Record<string, string | undefined>} env API_TARGET, API_TOKEN, CLIENT_APP_NAME
 * @param {{ port: number, root: string, confDir?: string, brotli?: boolean }} site brotli: send the build's
 *   .br files (default: when Debian's brotli_static module is installed; nginx refuses the directive without it)
 * @returns {{ ok: true, config: string } | { ok: false, reason: string }}
 */
export function renderPortalConfig(env, site) {
  const checked = checkLiveEnv(env);
  if (!checked.ok) return checked;
  if (NGINX_UNSAFE.test(checked.clientAppName)) {
    return { ok: false, reason: 'CLIENT_APP_NAME must not contain " \\ $ ; { or } for nginx' };
  }
  if (!Number.isInteger(site.port) || site.port < 1 || site.port > 65535) {
    return { ok: false, reason: `PORTAL_PORT must be a port number, not ${site.port}` };
  }
  for (const [name, path] of [
    ['PORTAL_ROOT', site.root],
    ['PORTAL_CONF_DIR', site.confDir ?? DEPLOY_DIR],
  ]) {
    if (/[\s"\\$;{}]/.test(path))
      return { ok: false, reason: `${name} must be a path without spaces or nginx syntax` };
  }
  const values = {
    API_UPSTREAM: checked.url.origin + checked.url.pathname.replace(/\/+$/, ''),
    API_AUTHORIZATION: checked.token ? `Bearer ${checked.token}` : '',
    CLIENT_APP_NAME: checked.clientAppName,
    PORTAL_PORT: String(site.port),
    PORTAL_ROOT: site.root,
    PORTAL_CONF_DIR: site.confDir ?? DEPLOY_DIR,
    BROTLI_STATIC:
      (site.brotli ?? existsSync(BROTLI_STATIC_MODULE))
        ? 'brotli_static on;'
        : '# brotli_static on; (needs libnginx-mod-http-brotli-static)',
  };
  const template = readFileSync(resolve(DEPLOY_DIR, 'portal.conf.template'), 'utf8');
  const missing = new Set();
  const config = template.replace(PLACEHOLDER, (whole, name) => {
    if (name in values) return values[name];
    missing.add(name);
    return whole;
  });
  if (missing.size)
    return { ok: false, reason: `the template names unknown placeholders: ${[...missing].join(', ')}` };
  return { ok: true, config };
}
