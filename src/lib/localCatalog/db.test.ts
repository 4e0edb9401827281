// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clearLocalCopies, listLocalCopies, localCatalogDb, localCatalogScope } from './db';
import { localPart } from './testParts';

describe('local copy store', () => {
  it('keeps one copy per base URL and token, hashing the token out of the name', async () => {
    const a = localCatalogScope('/api', 'token-a');
    const b = localCatalogScope('/api', 'token-b');
    const c = localCatalogScope('https://other/api', 'token-a');
    expect(new Set([a, b, c]).size).toBe(3);
    expect(a).not.toContain('token');

    await localCatalogDb(a).parts.bulkPut([localPart('X-1'), localPart('X-2')]);
    await localCatalogDb(a).writeSync({
      ...(await localCatalogDb(a).readSync()),
      cursor: 'X-2',
      partsLoaded: 2,
    });
    await localCatalogDb(b).parts.put(localPart('Y-1'));
    expect(await localCatalogDb(b).parts.count()).toBe(1);
    expect((await localCatalogDb(a).readSync()).cursor).toBe('X-2');

    const copies = await listLocalCopies();
    expect(copies.map((c) => c.parts).sort()).toEqual([1, 2]);
    expect(await clearLocalCopies()).toBe(2);
    expect(await listLocalCopies()).toEqual([]);
    expect(await localCatalogDb(a).parts.count()).toBe(0);
  });
});
