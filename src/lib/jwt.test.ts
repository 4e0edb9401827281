// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeJwt, isExpired, maskToken } from './jwt';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: unknown) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.sig`;

describe('decodeJwt', () => {
  it('reads expiry, organization, environment and apps from the payload', () => {
    const claims = decodeJwt(
      jwt({ exp: 1_900_000_000, iat: 1_800_000_000, org: 4711, env: 'prod', apps: ['catalog', 'orders'] }),
    );
    expect(claims).toEqual({
      expiresAt: new Date(1_900_000_000_000),
      issuedAt: new Date(1_800_000_000_000),
      organization: '4711',
      environment: 'prod',
      apps: ['catalog', 'orders'],
      subject: null,
    });
  });

  it('accepts apps as a space- or comma-separated string', () => {
    expect(decodeJwt(jwt({ apps: 'catalog, pricing orders' }))?.apps).toEqual([
      'catalog',
      'pricing',
      'orders',
    ]);
  });

  it('decodes UTF-8 payloads', () => {
    expect(decodeJwt(jwt({ org: 'Müller GmbH — 東京' }))?.organization).toBe('Müller GmbH — 東京');
  });

  it('returns null for anything that is not a JWT', () => {
    for (const token of [
      '',
      'abc',
      'a.b',
      'a.!!!.c',
      `x.${Buffer.from('not json').toString('base64url')}.y`,
      `x.${b64url([1, 2])}.y`,
    ]) {
      expect(decodeJwt(token)).toBeNull();
    }
  });

  it('returns null for a payload whose claims have the wrong types', () => {
    expect(decodeJwt(jwt({ exp: 'tomorrow' }))).toBeNull();
  });

  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        decodeJwt(s);
      }),
    );
  });
});

describe('isExpired', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it('is true once exp has passed and false before', () => {
    expect(isExpired(decodeJwt(jwt({ exp: now.getTime() / 1000 - 1 })), now)).toBe(true);
    expect(isExpired(decodeJwt(jwt({ exp: now.getTime() / 1000 })), now)).toBe(true);
    expect(isExpired(decodeJwt(jwt({ exp: now.getTime() / 1000 + 60 })), now)).toBe(false);
  });
  it('is false without an expiry or without claims', () => {
    expect(isExpired(decodeJwt(jwt({ org: 'x' })), now)).toBe(false);
    expect(isExpired(null, now)).toBe(false);
  });
});

describe('maskToken', () => {
  it('shows only the first and last four characters', () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.payload.signatureXYZ';
    expect(maskToken(token)).toBe('eyJh…eXYZ');
    expect(maskToken(token)).not.toContain('payload');
  });
  it('hides short tokens completely', () => {
    expect(maskToken('secret')).toBe('••••••');
  });
});
