// @vitest-environment node
import { matchRequestUrl } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockApiPrefix } from './apiBase';

const ORIGIN = 'http://localhost:5201';
const matches = (pattern: string, url: string) => matchRequestUrl(new URL(url), pattern).matches;

describe('mockApiPrefix', () => {
  it('anchors a path base to the page origin, so dev-server modules under /src/api are never answered', () => {
    const prefix = mockApiPrefix('/api', ORIGIN);
    expect(matches(`${prefix}/*`, `${ORIGIN}/api/v3/search?q=x`)).toBe(true);
    expect(matches(`${prefix}/*`, `${ORIGIN}/src/api/catalog.ts`)).toBe(false);
    expect(matches(`${prefix}/*`, `${ORIGIN}/src/routes/parts.$part.tsx?tsr-split=component`)).toBe(false);
    expect(matches(`${prefix}/*`, 'http://elsewhere.example/api/v3/search')).toBe(false);
  });

  it('follows a configured base path and an absolute base URL', () => {
    expect(matches(`${mockApiPrefix('/gateway', ORIGIN)}/*`, `${ORIGIN}/gateway/v3/search`)).toBe(true);
    expect(matches(`${mockApiPrefix('/gateway', ORIGIN)}/*`, `${ORIGIN}/api/v3/search`)).toBe(false);
    const absolute = mockApiPrefix('https://api.example.com', ORIGIN);
    expect(matches(`${absolute}/*`, 'https://api.example.com/v3/search')).toBe(true);
    expect(matches(`${absolute}/*`, `${ORIGIN}/src/api/http.ts`)).toBe(false);
  });
});
