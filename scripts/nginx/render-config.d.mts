export const DEPLOY_DIR: string;
export function renderPortalConfig(
  env: Record<string, string | undefined>,
  site: { port: number; root: string; confDir?: string },
): { ok: true; config: string } | { ok: false; reason: string };
