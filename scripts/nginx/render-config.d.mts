export const DEPLOY_DIR: string;
export const BROTLI_STATIC_MODULE: string;
export function renderPortalConfig(
  env: Record<string, string | undefined>,
  site: { port: number; root: string; confDir?: string; brotli?: boolean },
): { ok: true; config: string } | { ok: false; reason: string };
