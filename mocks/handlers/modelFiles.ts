import { http, HttpResponse } from 'msw';

/**
 * The file host behind the model download URLs (models.example-mfr.com): the worker answers them with a
 * small, valid zip archive (empty, its comment naming the part and format), so the demo's one-click
 * download saves a file instead of reaching for a host that does not exist.
 */
export function demoModelZip(comment: string): Uint8Array {
  const text = new TextEncoder().encode(comment.slice(0, 0xffff));
  const zip = new Uint8Array(22 + text.length);
  const view = new DataView(zip.buffer);
  view.setUint32(0, 0x06054b50, true); // end of central directory; every other field stays 0
  view.setUint16(20, text.length, true);
  zip.set(text, 22);
  return zip;
}

export const modelFileHandlers = [
  http.get(/^https:\/\/models\.example-mfr\.com\//, ({ request }) => {
    const segments = new URL(request.url).pathname.split('/').filter(Boolean).map(decodeURIComponent);
    const [, part = 'part', file = 'model.zip'] = segments;
    const name = `${part.replace(/[^\w.-]+/g, '_')}-${file}`;
    return new HttpResponse(demoModelZip(`Demo model file for ${part}, ${file}`), {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${name}"`,
      },
    });
  }),
];
