/**
 * The app's entry chunk's file name (Vite's `entryFileNames`), and the same as patterns: vite.config.ts
 * tells the entry's dynamic imports from the other chunks' by it, and e2e/shell.spec.ts holds the entry back.
 */
export const ENTRY_FILE_NAMES = 'assets/entry-[hash].js';

const pattern = ENTRY_FILE_NAMES.replace('.', '\\.').replace('[hash]', '[\\w-]+');

/** The entry's path in the build folder (Vite's chunk ids: `assets/entry-….js`). */
export const ENTRY_FILE = new RegExp(`^${pattern}$`);

/** A URL of the entry. */
export const ENTRY_URL = new RegExp(`/${pattern}$`);
