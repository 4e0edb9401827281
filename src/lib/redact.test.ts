import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { REDACTED, redactAuthorization, redactHeaders } from './redact';

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
