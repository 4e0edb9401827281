export declare const DEFAULT_PROXY_CLIENT_APP_NAME: string;

export type ApiTargetResult = { ok: true; url: URL } | { ok: false; reason: string };
export declare function parseApiTarget(raw: string | undefined): ApiTargetResult;

export type LiveEnvResult =
  { ok: true; url: URL; clientAppName: string; token: string } | { ok: false; reason: string };
export declare function checkLiveEnv(env: Record<string, string | undefined>): LiveEnvResult;
