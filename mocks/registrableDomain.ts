/*
 * Stands in for `tldts` in the demo's browser bundle (vite.config.ts aliases it in demo mode). MSW keeps
 * cookies with tough-cookie, which asks tldts for one thing only, a host's registrable domain (`getDomain`),
 * and tldts carries the whole public-suffix list for it: 100 KB of gzip, more than MSW and every mock
 * handler together, fetched and run before the demo's first page. The mocks set no cookies and the demo
 * talks to its own origin, so the last two labels of a name are enough: what a suffix such as co.uk would
 * change is which sibling hosts share a cookie, and the demo has no sibling hosts. Like tldts, an IP
 * address or a single-label name (localhost) has no registrable domain.
 */
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

export function getDomain(hostname: string): string | null {
  const host = hostname.replace(/\.$/, '').toLowerCase();
  if (host.includes(':') || host.startsWith('[') || IPV4.test(host)) return null;
  const labels = host.split('.').filter(Boolean);
  return labels.length < 2 ? null : labels.slice(-2).join('.');
}
