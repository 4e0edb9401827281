// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getDataset } from '../node';
import { setupMockServer } from '../test-utils';

setupMockServer();

describe('product images', () => {
  it('answers every https image URL of the catalog with an SVG drawing', async () => {
    const part = getDataset()
      .parts.map((r) => r.part)
      .find((p) => p.imageUrl.startsWith('https://'));
    expect(part).toBeDefined();
    const response = await fetch(part!.imageUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain(`${part!.series} series`);
  });
});
