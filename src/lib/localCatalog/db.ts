import Dexie, { type Table } from 'dexie';
import { INITIAL_SYNC_STATE, type LocalPart, type SyncState } from './types';

/** Every local copy's database name starts with this; the rest identifies its base URL and token. */
export const LOCAL_CATALOG_DB_PREFIX = 'parts-portal.catalog.';

type MetaRow = { key: 'sync'; value: SyncState };

export class LocalCatalogDb extends Dexie {
  parts!: Table<LocalPart, string>;
  meta!: Table<MetaRow, string>;

  constructor(name: string) {
    super(name);
    // Indexed fields are the ones facets and sorting read without loading every record.
    this.version(1).stores({ parts: 'part, series, lifecycleStatus', meta: 'key' });
  }

  async readSync(): Promise<SyncState> {
    const row = await this.meta.get('sync');
    return { ...INITIAL_SYNC_STATE, ...row?.value };
  }

  async writeSync(state: SyncState): Promise<void> {
    await this.meta.put({ key: 'sync', value: state });
  }
}

/** FNV-1a over UTF-16 code units with a given offset basis: two of them make a 64-bit fingerprint. */
function fnv1a(text: string, basis: number): string {
  let hash = basis;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The copy of one base URL and one token: a different API or identity never reads another's parts.
 * The token itself is stored nowhere, only this one-way fingerprint of it inside the database name (and
 * the query keys of the copy), computed synchronously so a render can name its copy.
 */
export function localCatalogScope(baseUrl: string, token: string): string {
  const text = `${baseUrl}\n${token}`;
  return fnv1a(text, 0x811c9dc5) + fnv1a(text, 0x050c5d1f);
}

const open = new Map<string, LocalCatalogDb>();
export function localCatalogDb(scope: string): LocalCatalogDb {
  const name = LOCAL_CATALOG_DB_PREFIX + scope;
  let db = open.get(name);
  if (!db) {
    db = new LocalCatalogDb(name);
    open.set(name, db);
  }
  return db;
}

export type LocalCopySummary = { name: string; parts: number; sync: SyncState };

/** Every local copy in this browser (one per base URL and token), for Settings. */
export async function listLocalCopies(): Promise<LocalCopySummary[]> {
  const names = (await Dexie.getDatabaseNames()).filter((n) => n.startsWith(LOCAL_CATALOG_DB_PREFIX));
  return Promise.all(
    names.map(async (name) => {
      const db = localCatalogDb(name.slice(LOCAL_CATALOG_DB_PREFIX.length));
      return { name, parts: await db.parts.count(), sync: await db.readSync() };
    }),
  );
}

/** Deletes every local copy; the next visit to Browse starts from nothing. */
export async function clearLocalCopies(): Promise<number> {
  const names = (await Dexie.getDatabaseNames()).filter((n) => n.startsWith(LOCAL_CATALOG_DB_PREFIX));
  for (const name of names) {
    open.get(name)?.close();
    open.delete(name);
    await Dexie.delete(name);
  }
  return names.length;
}

/** What the browser says this origin stores (IndexedDB, caches, …), when it says. */
export async function storageEstimate(): Promise<{ usage: number; quota: number } | null> {
  if (typeof navigator === 'undefined' || !navigator.storage?.estimate) return null;
  const { usage = 0, quota = 0 } = await navigator.storage.estimate();
  return { usage, quota };
}
