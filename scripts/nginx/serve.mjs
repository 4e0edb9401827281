// Serves a production build behind Debian's nginx with deploy/nginx/portal.conf.template, in the
// foreground, from a private prefix (its own pid file, logs and temp folders), so it needs no system
// configuration and stops with this process. Installs Debian's nginx when it is missing and we are root.
//   API_TARGET=https://api.example.com [API_TOKEN=…] [CLIENT_APP_NAME=…] node scripts/nginx/serve.mjs [--port 8080] [--root dist]
import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { aptInstall, isRoot } from '../apt.mjs';
import { BROTLI_STATIC_MODULE, renderPortalConfig } from './render-config.mjs';

const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'];

const BROTLI_STATIC_PACKAGE = 'libnginx-mod-http-brotli-static';

/**
 * The build's .br files are what a phone downloads (docs/performance.md); without the module nginx sends
 * the .gz ones. Installed as root when missing; elsewhere, or when apt fails, the harness goes on with gzip.
 */
function ensureBrotliStatic() {
  if (existsSync(BROTLI_STATIC_MODULE)) return true;
  if (isRoot() && !aptInstall([BROTLI_STATIC_PACKAGE], { recommends: false })) {
    console.warn(`nginx: without ${BROTLI_STATIC_PACKAGE}, serving the .gz files only`);
  }
  return existsSync(BROTLI_STATIC_MODULE);
}

export function findNginx({ install = true } = {}) {
  const isExecutable = (path) => {
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  };
  const found = NGINX_CANDIDATES.find(isExecutable);
  if (found) return found;
  if (!install || !isRoot()) {
    throw new Error('No nginx found. Install it (Debian: sudo apt-get install -y nginx).');
  }
  aptInstall(['nginx', BROTLI_STATIC_PACKAGE], { recommends: false });
  const installed = NGINX_CANDIDATES.find(isExecutable);
  if (!installed) throw new Error("No nginx found, and installing Debian's nginx package failed (above).");
  return installed;
}

function argument(name, fallback) {
  const index = process.argv.indexOf(name);
  return index > -1 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

const port = Number(argument('--port', process.env.PORTAL_PORT ?? '8080'));
const root = resolve(argument('--root', 'dist'));
if (!existsSync(join(root, 'index.html'))) {
  console.error(`nginx: ${root} holds no build; run npm run build first`);
  process.exit(1);
}
// The environment is checked before anything is installed: a wrong API_TARGET stops here at once.
const checked = renderPortalConfig(process.env, { port, root, brotli: false });
if (!checked.ok) {
  console.error(`nginx: ${checked.reason}`);
  process.exit(1);
}
const nginx = findNginx();
const brotli = ensureBrotliStatic();
const rendered = brotli ? renderPortalConfig(process.env, { port, root, brotli }) : checked;
if (!rendered.ok) throw new Error(`nginx: ${rendered.reason}`);

const prefix = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
for (const dir of ['logs', 'temp']) mkdirSync(join(prefix, dir), { recursive: true });
// The harness runs nginx as whoever started it; as root its workers would otherwise drop to nobody,
// who may not read a build inside a private home folder.
const main = `${isRoot() ? 'user root;\n' : ''}${brotli ? `load_module ${BROTLI_STATIC_MODULE};\n` : ''}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/temp/body;
  proxy_temp_path ${prefix}/temp/proxy;
  fastcgi_temp_path ${prefix}/temp/fastcgi;
  uwsgi_temp_path ${prefix}/temp/uwsgi;
  scgi_temp_path ${prefix}/temp/scgi;
  sendfile on;
  include ${prefix}/portal.conf;
}
`;
writeFileSync(join(prefix, 'portal.conf'), rendered.config, { mode: 0o600 });
writeFileSync(join(prefix, 'nginx.conf'), main, { mode: 0o600 });

const child = spawn(nginx, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
  stdio: 'inherit',
});
console.log(`nginx: serving ${root} on http://localhost:${port}`);
const stop = () => child.kill('SIGQUIT');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
