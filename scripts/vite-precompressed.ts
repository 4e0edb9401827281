import { resolve } from 'node:path';
import { constants } from 'node:zlib';
import sirv from 'sirv';
import { compression } from 'vite-plugin-compression2';
import type { Plugin, PluginOption } from 'vite';

/*
 * A phone on a slow network waits for every byte of the app's code before its first page: with brotli at
 * its highest quality the entry travels about 14 % smaller than with a server's on-the-fly gzip (level 6),
 * worth about 150 ms of the largest paint in Lighthouse's mobile run (docs/performance.md). Compressing
 * that hard takes seconds, so it happens once, at build time: every hashed file under assets/ gets a .br
 * and a .gz beside it, and the servers send the one the browser accepts. nginx does so with gzip_static and,
 * where Debian's brotli module is installed, brotli_static (deploy/nginx/portal.conf.template); `vite
 * preview` with the middleware below. index.html and the files from public/ are not hashed and stay
 * compressed on the fly, so a redeploy never meets a stale precompressed copy.
 */
const HASHED_TEXT_ASSET = /(^|[/\\])assets[/\\][^/\\]+\.(js|css|svg|json)$/;

/** Serves dist/assets' precompressed copies in `vite preview`, before its own on-the-fly gzip. */
export function previewPrecompressed(): Plugin {
  return {
    name: 'preview-precompressed',
    configurePreviewServer(server) {
      const assets = resolve(server.config.root, server.config.build.outDir, 'assets');
      // dev: looks each file up when asked (a rebuild under a running preview is found), as Vite's own does.
      const serve = sirv(assets, { brotli: true, gzip: true, etag: true, dev: true });
      server.middlewares.use('/assets', (req, res, next) => serve(req, res, next));
    },
  };
}

export function precompressedAssetsPlugins(): PluginOption[] {
  return [
    compression({
      include: HASHED_TEXT_ASSET,
      algorithms: [
        ['gzip', { level: 9 }],
        ['brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }],
      ],
      // Build output lists every file already; the .br and .gz copies would double it.
      logLevel: 'silent',
    }),
    previewPrecompressed(),
  ];
}
