export function serveBuild(
  outDir: string,
  api: (request: Request) => Promise<Response | undefined>,
): Promise<{ url: string; close: () => Promise<void> }>;
/** How long a page may take to show what the size budgets wait for (page-loads.mjs). */
export const PAGE_READY_TIMEOUT_MS: number;
/** `/` past its shell: a home panel shows its rows (page-loads.mjs). */
export function homePanelsShown(page: import('@playwright/test').Page): Promise<void>;
/** What `path` loads until it shows what `ready` waits for and the network is then idle (page-loads.mjs). */
export function assetsLoaded(
  base: string,
  path: string,
  ready?: (page: import('@playwright/test').Page) => Promise<unknown>,
): Promise<string[]>;
export function chunkSteps(outDir: string): Map<string, number>;
export type LoadReport = {
  jsGzip: number;
  /** Of jsGzip, the classic scripts of public/ (boot.js and the worker it starts), outside the module graph. */
  classicJsGzip: number;
  cssGzip: number;
  jsFiles: number;
  cssFiles: number;
  steps: number;
  byStep: Record<string, { files: number; gzip: number }>;
};
export function loadReport(outDir: string, files: string[]): LoadReport;
