import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { saveSettings } from '@/lib/settings';
import { getModelTypes, getModelUrl } from './models';
import { describeApiError } from './errors';
import { expectApiError, expectRuleError, forbidRequests, queryOf } from './testing/assert';
import { API, receivedSegments, server, setupApiTestServer } from './testing/server';

setupApiTestServer();

describe('GET /v1/model/{part}', () => {
  it('returns the download URL, with the format and the client-app-name header', async () => {
    let q: Record<string, string> = {};
    let segments: string[] = [];
    let appName: string | null = null;
    server.use(
      http.get(`${API}/v1/model/*`, ({ request }) => {
        q = queryOf(request);
        segments = receivedSegments(request);
        appName = request.headers.get('client-app-name');
        return HttpResponse.json('https://files.example.com/model.step?sig=1');
      }),
    );
    await expect(getModelUrl('X#1/µ', { modelFormat: 'STEP-2.14' })).resolves.toEqual({
      url: 'https://files.example.com/model.step?sig=1',
    });
    expect(q).toEqual({ modelFormat: 'STEP-2.14' });
    expect(segments).toEqual(['api', 'v1', 'model', 'X#1/µ']);
    expect(appName).toBe('Parts Portal');
  });

  it('reads "" as no model in this format', async () => {
    server.use(http.get(`${API}/v1/model/:part`, () => HttpResponse.json('')));
    await expect(getModelUrl('X')).resolves.toEqual({ url: null });
  });

  it('requires client-app-name of 3 to 100 characters before sending', async () => {
    const sent = forbidRequests();
    saveSettings({ clientAppName: 'ab' });
    const error = await expectRuleError(getModelUrl('X'), /client-app-name must be 3 to 100 characters/);
    expect(describeApiError(error).action).toBe('settings');
    saveSettings({ clientAppName: 'x'.repeat(101) });
    await expectRuleError(getModelTypes(), /client-app-name must be 3 to 100 characters/);
    expect(sent.count()).toBe(0);
  });

  it('names the failing field when the answer is not a string', async () => {
    server.use(http.get(`${API}/v1/model/:part`, () => HttpResponse.json({ url: 'x' })));
    const error = await expectApiError(getModelUrl('X'));
    expect(error).toMatchObject({ kind: 'schema', expected: 'text' });
  });
});

describe('GET /v1/model/ModelTypes', () => {
  it.each([
    [
      ['STEP-2.14', 'PDF'],
      ['STEP-2.14', 'PDF'],
    ],
    [
      [{ code: 'STEP-2.14', description: 'STEP' }, { modelFormat: 'PDF' }],
      ['STEP-2.14', 'PDF'],
    ],
    [{ modelTypes: [{ name: 'SOLIDWORKS' }] }, ['SOLIDWORKS']],
  ])('normalises %j', async (body, codes) => {
    server.use(http.get(`${API}/v1/model/ModelTypes`, () => HttpResponse.json(body)));
    const types = await getModelTypes();
    expect(types.map((t) => t.code)).toEqual(codes);
  });

  it('rejects an answer without codes', async () => {
    server.use(http.get(`${API}/v1/model/ModelTypes`, () => HttpResponse.json([{ description: 'x' }])));
    const error = await expectApiError(getModelTypes());
    expect(error.kind).toBe('schema');
  });
});
