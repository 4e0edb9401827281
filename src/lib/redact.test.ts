// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { REDACTED, redactAuthorization, redactHeaders, redactJson, redactQueryString } from './redact';

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJvcmciOiJhY21lIn0.abcdWXYZ';

describe('redactHeaders', () => {
  it('hides Authorization whatever its case, keeping the scheme and the last 4 characters', () => {
    expect(redactHeaders({ Authorization: `Bearer ${jwt}`, 'client-app-name': 'Portal' })).toEqual({
      Authorization: 'Bearer ••••WXYZ',
      'client-app-name': 'Portal',
    });
    expect(redactHeaders({ authorization: `bearer ${jwt}` })).toEqual({ authorization: 'bearer ••••WXYZ' });
    expect(redactHeaders({ AUTHORIZATION: [`Bearer ${jwt}`] })).toEqual({
      AUTHORIZATION: ['Bearer ••••WXYZ'],
    });
  });

  it('hides a short token or a value without a scheme entirely', () => {
    expect(redactAuthorization('Bearer abc')).toBe(`Bearer ${REDACTED}`);
    expect(redactAuthorization(jwt)).toBe(REDACTED);
    expect(redactHeaders({ Authorization: 42 })).toEqual({ Authorization: REDACTED });
  });

  it('hides cookies and API keys, and reads a Headers object', () => {
    const headers = new Headers({ Cookie: 'session=secret', 'X-Api-Key': 'k', Accept: 'application/json' });
    expect(redactHeaders(headers)).toEqual({
      cookie: REDACTED,
      'x-api-key': REDACTED,
      accept: 'application/json',
    });
  });

  it('never lets more than the last 4 characters of a credential through', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 5, maxLength: 200 }).filter((s) => !/\s/.test(s)),
        (token) => {
          const shown = JSON.stringify(redactHeaders({ Authorization: `Bearer ${token}` }));
          expect(shown).not.toContain(token);
        },
      ),
    );
  });
});

describe('credentials the portal does not know by name', () => {
  it('hides headers whose names read like credentials', () => {
    expect(
      redactHeaders({
        'X-Auth-Token': 'abc123',
        'X-Amz-Security-Token': 'zzz',
        'X-Session-Id': 's1',
        'Set-Cookie': 'a=b',
        'client-app-name': 'Portal',
      }),
    ).toEqual({
      'X-Auth-Token': REDACTED,
      'X-Amz-Security-Token': REDACTED,
      'X-Session-Id': REDACTED,
      'Set-Cookie': REDACTED,
      'client-app-name': 'Portal',
    });
  });

  it('hides credential-named query parameters and keeps the others', () => {
    expect(redactQueryString('?part=ABC&apiKey=s3cr3t&X-Amz-Signature=f00&qty=5')).toBe(
      `?part=ABC&apiKey=${REDACTED}&X-Amz-Signature=${REDACTED}&qty=5`,
    );
    expect(redactQueryString('?api_key=')).toBe('?api_key=');
  });

  it('hides credential-named keys and signed URLs deep inside a JSON body', () => {
    const body = {
      part: 'ABC',
      nested: [{ password: 'hunter2', url: 'https://x.example/f?X-Amz-Signature=f00&X-Amz-Expires=300' }],
      credentials: { user: 'u', pin: 1234 },
      accessToken: null,
    };
    expect(redactJson(body)).toEqual({
      part: 'ABC',
      nested: [
        { password: REDACTED, url: `https://x.example/f?X-Amz-Signature=${REDACTED}&X-Amz-Expires=300` },
      ],
      credentials: REDACTED,
      accessToken: null,
    });
  });

  it('never lets a value under a credential-named key through', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 6 }), fc.jsonValue(), (secret, rest) => {
        const shown = JSON.stringify(redactJson({ rest, deep: { client_secret: secret } }));
        expect(JSON.parse(shown)).toMatchObject({ deep: { client_secret: REDACTED } });
      }),
    );
  });
});
