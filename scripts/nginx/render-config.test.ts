// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderPortalConfig } from './render-config.mjs';

const site = { port: 8080, root: '/srv/portal/dist', confDir: '/etc/nginx/snippets/portal' };

describe('renderPortalConfig', () => {
  it('fills every placeholder: upstream with its base path, token, app name, port and root', () => {
    const result = renderPortalConfig(
      {
        API_TARGET: 'https://api.example.com/base/',
        API_TOKEN: 'abc.def-ghi',
        CLIENT_APP_NAME: 'Acme buying',
      },
      site,
    );
    if (!result.ok) throw new Error(result.reason);
    expect(result.config).not.toMatch(/\$\{[A-Z_]+\}/);
    expect(result.config).toContain('proxy_pass https://api.example.com/base/;');
    expect(result.config).toContain('""      "Bearer abc.def-ghi";');
    expect(result.config).toContain('""      "Acme buying";');
    expect(result.config).toContain('listen 8080;');
    expect(result.config).toContain('root /srv/portal/dist;');
    expect(result.config).toContain('include /etc/nginx/snippets/portal/security-headers.conf;');
  });

  it('sends the build’s .gz files, and its .br files where the brotli module is there', () => {
    const env = { API_TARGET: 'http://127.0.0.1:9000' };
    const withBrotli = renderPortalConfig(env, { ...site, brotli: true });
    const without = renderPortalConfig(env, { ...site, brotli: false });
    if (!withBrotli.ok || !without.ok) throw new Error('refused');
    expect(withBrotli.config).toContain('gzip_static on;');
    expect(withBrotli.config).toMatch(/^\s*brotli_static on;$/m);
    expect(without.config).toContain('gzip_static on;');
    // nginx refuses a directive whose module it has not loaded.
    expect(without.config).not.toMatch(/^\s*brotli_static/m);
  });

  it('adds no Authorization without a token and the default app name without one', () => {
    const result = renderPortalConfig({ API_TARGET: 'http://127.0.0.1:9000' }, site);
    if (!result.ok) throw new Error(result.reason);
    expect(result.config).toContain('""      "";');
    expect(result.config).toContain('""      "Parts Portal";');
    expect(result.config).toContain('proxy_pass http://127.0.0.1:9000/;');
  });

  it.each([
    [{ API_TARGET: 'ftp://x' }, /http\(s\)/],
    [{ API_TARGET: 'https://user:pw@x' }, /credentials/],
    [{ API_TARGET: 'https://x', CLIENT_APP_NAME: 'a$host' }, /CLIENT_APP_NAME/],
    [{ API_TARGET: 'https://x', CLIENT_APP_NAME: 'say "hi"' }, /CLIENT_APP_NAME/],
    [{ API_TARGET: 'https://x', API_TOKEN: 'a;b' }, /API_TOKEN/],
  ])('refuses values nginx would misread: %o', (env, reason) => {
    const result = renderPortalConfig(env, site);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });

  it('never puts the token in a refusal', () => {
    const result = renderPortalConfig({ API_TARGET: 'https://x', API_TOKEN: 'secret token' }, site);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).not.toContain('secret');
  });

  it('refuses a root with nginx syntax in it', () => {
    const result = renderPortalConfig({ API_TARGET: 'https://x' }, { ...site, root: '/srv/a;b' });
    expect(result.ok).toBe(false);
  });
});
