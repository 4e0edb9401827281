import { http, HttpResponse } from 'msw';

/**
 * Product images of the demo catalog. The data set names https URLs on the manufacturer's image host (as the
 * real service does); the worker answers them with a drawing of the connector so the demo shows pictures
 * without any network, and no page logs a failed image load.
 */
function connectorSvg(rows: 1 | 2, label: string): string {
  const pins = Array.from({ length: 8 }, (_, i) => i);
  const rowYs = rows === 2 ? [92, 128] : [110];
  const pinMarks = rowYs
    .flatMap((y) =>
      pins.map((i) => `<rect x="${52 + i * 28}" y="${y - 8}" width="14" height="16" rx="2" fill="#c9a227"/>`),
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 220" role="img" aria-label="${label}">
<rect width="320" height="220" fill="#f1f3f5"/>
<rect x="36" y="${rows === 2 ? 70 : 88}" width="248" height="${rows === 2 ? 80 : 44}" rx="8" fill="#343a40"/>
${pinMarks}
<text x="160" y="196" text-anchor="middle" font-family="sans-serif" font-size="14" fill="#495057">${label}</text>
</svg>`;
}

export const imageHandlers = [
  http.get(/^https?:\/\/images\.example-mfr\.com\//, ({ request }) => {
    const path = new URL(request.url).pathname;
    const rows = path.includes('dual') ? 2 : 1;
    const series = /\/series\/([A-Za-z0-9-]+)\//.exec(path)?.[1] ?? 'Connector';
    return new HttpResponse(connectorSvg(rows, `${series} series`), {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' },
    });
  }),
];
