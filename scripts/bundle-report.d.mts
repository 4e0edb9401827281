export const PAGE_ONLY_LIBRARIES: Record<string, string[]>;
export type RouteSize = {
  route: string;
  split: string;
  chunk: string;
  chunkGzip: number;
  beyondFirstPageGzip: number;
};
export function bundleReport(outDir: string): {
  firstPage: { jsGzip: number; cssGzip: number; files: number };
  routes: RouteSize[];
  libraryChunks: Record<string, string[]>;
  librariesOnFirstPage: Record<string, string[]>;
};
export const BUDGETS: { homeJs: number; homeCss: number; homeSteps: number; routeChunk: number };
export function kb(bytes: number): string;
