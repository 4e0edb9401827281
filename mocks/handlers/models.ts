import type { HttpHandler } from 'msw';
import { MODEL_FORMATS } from '../data';
import { findPart, mockNow } from '../db';
import { hashString, hex } from '../data/prng';
import { MockHttpError, badRequest, endpoint, ok } from '../record';
import { readPartParam, readString } from './query';

/** Seconds a model download URL stays valid (carried in X-Amz-Expires). */
export const MODEL_URL_EXPIRES_SECONDS = 300;
export const DEFAULT_MODEL_FORMAT = 'STEP-2.14';

function amzDate(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A pre-signed-looking S3 URL: https, with the signing time and the expiry in the query. */
export function modelUrl(partNo: string, format: (typeof MODEL_FORMATS)[number], now: number): string {
  const date = amzDate(now);
  const signature = Array.from({ length: 8 }, (_, i) =>
    hex(hashString(`${partNo}|${format.code}|${date}|${i}`)),
  ).join('');
  const folder = format.kind === '3d' ? '3d' : '2d';
  return (
    `https://models.example-mfr.com/${folder}/${encodeURIComponent(partNo)}/${format.code}.zip` +
    `?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAMOCKEXAMPLE%2F${date.slice(0, 8)}%2Fus-east-1%2Fs3%2Faws4_request` +
    `&X-Amz-Date=${date}&X-Amz-Expires=${MODEL_URL_EXPIRES_SECONDS}&X-Amz-SignedHeaders=host&X-Amz-Signature=${signature}`
  );
}

export const modelHandlers: HttpHandler[] = [
  endpoint({
    id: 'models.types',
    method: 'get',
    path: '/v1/model/ModelTypes',
    requireAppName: true,
    resolve: () => ok(MODEL_FORMATS.map((f) => ({ code: f.code, description: f.description }))),
  }),
  endpoint({
    id: 'models.url',
    method: 'get',
    path: '/v1/model/:part',
    requireAppName: true,
    resolve: ({ url, params }) => {
      const partNo = readPartParam(params);
      const requested = readString(url, 'modelFormat') || DEFAULT_MODEL_FORMAT;
      const format = MODEL_FORMATS.find((f) => f.code.toLowerCase() === requested.toLowerCase());
      if (!format)
        throw badRequest(
          `modelFormat '${requested}' is not valid; use one of ${MODEL_FORMATS.map((f) => f.code).join(', ')}`,
        );
      const rec = findPart(partNo);
      if (!rec) throw new MockHttpError(404, `No part ${partNo}`);
      return ok(rec.modelFormats.includes(format.code) ? modelUrl(rec.part.part, format, mockNow()) : '');
    },
  }),
];
