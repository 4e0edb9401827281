import { getDomain as tldtsDomain } from 'tldts';
import { describe, expect, it } from 'vitest';
import { getDomain } from './registrableDomain';

describe("the demo's stand-in for tldts", () => {
  it('agrees with tldts on the hosts a demo runs on and on ordinary names', () => {
    for (const host of [
      'localhost',
      '127.0.0.1',
      '::1',
      '[::1]',
      'example.com',
      'a.b.example.com',
      'portal.example.org.',
    ])
      expect(getDomain(host), host).toBe(
        tldtsDomain(host, { allowIcannDomains: true, allowPrivateDomains: true }),
      );
  });
});
