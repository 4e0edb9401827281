// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewPrecompressed } from './vite-precompressed';

const root = mkdtempSync(join(tmpdir(), 'precompressed-'));
const script = Buffer.from(`export const answer = ${JSON.stringify('x'.repeat(4000))};\n`);
let server: PreviewServer;

/** One GET with the given Accept-Encoding, the body as it travelled (node's http does not decode). */
function fetchRaw(path: string, acceptEncoding: string) {
  const { port } = server.httpServer.address() as AddressInfo;
  return new Promise<{ response: IncomingMessage; body: Buffer }>((resolve, reject) => {
    get({ port, path, headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ response, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('vite preview with precompressed assets', () => {
  beforeAll(async () => {
    mkdirSync(join(root, 'dist', 'assets'), { recursive: true });
    writeFileSync(join(root, 'dist', 'index.html'), '<!doctype html><title>t</title>');
    writeFileSync(join(root, 'dist', 'assets', 'app-1a2b.js'), script);
    writeFileSync(join(root, 'dist', 'assets', 'app-1a2b.js.br'), brotliCompressSync(script));
    writeFileSync(join(root, 'dist', 'assets', 'app-1a2b.js.gz'), gzipSync(script));
    server = await preview({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [previewPrecompressed()],
      preview: { port: 0, host: '127.0.0.1' },
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends the .br file to a browser that accepts brotli', async () => {
    const { response, body } = await fetchRaw('/assets/app-1a2b.js', 'gzip, deflate, br, zstd');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(body).equals(script)).toBe(true);
  });

  it('sends the .gz file to one that accepts gzip only, and the file itself to one that accepts neither', async () => {
    const gzip = await fetchRaw('/assets/app-1a2b.js', 'gzip');
    expect(gzip.response.headers['content-encoding']).toBe('gzip');
    const plain = await fetchRaw('/assets/app-1a2b.js', 'identity');
    expect(plain.response.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(script)).toBe(true);
  });

  it('leaves other addresses to the preview (a page address gets index.html)', async () => {
    const { response } = await fetchRaw('/parts/ABC', 'identity');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/html/);
  });
});
