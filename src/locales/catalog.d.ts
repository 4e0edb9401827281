// A .po catalog imported by the app is compiled by scripts/vite-lingui-catalogs.ts: its messages keyed by
// their English.
declare module '*.po' {
  import type { Catalog } from '@/lib/messageRuntime';
  export const messages: Catalog;
}
