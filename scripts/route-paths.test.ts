import { describe, expect, it } from 'vitest';
import { routePath } from './route-paths.mjs';

describe('routePath', () => {
  it('reads TanStack Router flat file names as the URLs they serve', () => {
    expect(routePath('src/routes/index.tsx')).toBe('/');
    expect(routePath('src/routes/parts.$part.tsx?tsr-split=component')).toBe('/parts/$part');
    expect(routePath('/work/app/src/routes/orders.index.tsx')).toBe('/orders');
    expect(routePath('src/routes/orders.history.tsx')).toBe('/orders/history');
  });

  it('drops what has no URL of its own: an un-nesting "_" suffix, a pathless layout, a group', () => {
    expect(routePath('src/routes/orders_.new.tsx?tsr-split=component')).toBe('/orders/new');
    expect(routePath('src/routes/_signedIn.settings.tsx')).toBe('/settings');
    expect(routePath('src/routes/(account).usage.tsx')).toBe('/usage');
  });
});
