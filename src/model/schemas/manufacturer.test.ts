import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { getCustomerPricing } from '@/api/pricing';
import { getQuotes } from '@/api/quotes';
import { makeOpportunity, makePricing } from '../../../mocks/data/builders';
import { API, server, setupApiTestServer } from '@/api/testing/server';
import { reloadSettings, saveSettings } from '@/lib/settings';

setupApiTestServer();
afterEach(() => reloadSettings());

/** The record with one key renamed, as a service with another maker name sends it. */
function renamed(record: object, from: string, to: string): Record<string, unknown> {
  const { [from]: value, ...rest } = record as Record<string, unknown>;
  return { ...rest, [to]: value };
}

function acmeOpportunity(id: number) {
  return renamed({ ...makeOpportunity(id), mfrPart: `ACM-${id}` }, 'mfrPart', 'acmePart');
}

function acmePricing() {
  const pricing = makePricing('ACM-1');
  let info = renamed(
    { ...pricing.customerInformation, oemMfrCustomerName: 'Northwind Medical' },
    'oemMfrCustomerName',
    'oemAcmeCustomerName',
  );
  info = renamed({ ...info, cmMfrCustomerName: 'Foxconn' }, 'cmMfrCustomerName', 'cmAcmeCustomerName');
  return { ...pricing, customerInformation: info };
}

describe('manufacturer-named fields', () => {
  it('reads a quote list whose part field carries the maker name (acmePart) as mfrPart', async () => {
    server.use(
      http.get(`${API}/v1`, () =>
        HttpResponse.json({ totalResultsCount: 2, opportunities: [acmeOpportunity(1), acmeOpportunity(2)] }),
      ),
    );
    const page = await getQuotes();
    expect(page.skipped).toEqual([]);
    expect(page.items.map((o) => o.mfrPart)).toEqual(['ACM-1', 'ACM-2']);
    expect(page.items[0]).not.toHaveProperty('acmePart');
  });

  it('reads a pricing result with oemAcmeCustomerName and cmAcmeCustomerName under the Mfr names', async () => {
    server.use(http.get(`${API}/v1/customerpricing/*`, () => HttpResponse.json(acmePricing())));
    const result = await getCustomerPricing('ACM-1', { customerName: 'Northwind' });
    expect(result.customerInformation).toMatchObject({
      oemMfrCustomerName: 'Northwind Medical',
      cmMfrCustomerName: 'Foxconn',
    });
  });

  it('still accepts the literal Mfr keys of the spec', async () => {
    server.use(
      http.get(`${API}/v1`, () =>
        HttpResponse.json({ totalResultsCount: 1, opportunities: [makeOpportunity(1)] }),
      ),
    );
    expect((await getQuotes()).items[0]?.mfrPart).toBe('ABC-123');
  });

  it('uses the maker named in Settings when two keys fit the pattern', async () => {
    const twoCandidates = { ...acmeOpportunity(1), customerPart: 'CUST-9' };
    server.use(
      http.get(`${API}/v1`, () =>
        HttpResponse.json({ totalResultsCount: 1, opportunities: [twoCandidates] }),
      ),
    );
    const ambiguous = await getQuotes();
    expect(ambiguous.items).toEqual([]);
    expect(ambiguous.skipped[0]).toMatchObject({ fieldPath: 'mfrPart' });
    expect(ambiguous.skipped[0]?.expected).toContain('acmePart, customerPart');

    saveSettings({ manufacturerName: 'Acme' });
    const named = await getQuotes();
    expect(named.items[0]?.mfrPart).toBe('ACM-1');
  });

  it('names the missing field when no key fits', async () => {
    const none = renamed(makeOpportunity(1), 'mfrPart', 'somethingElse');
    server.use(
      http.get(`${API}/v1`, () => HttpResponse.json({ totalResultsCount: 1, opportunities: [none] })),
    );
    expect((await getQuotes()).skipped[0]).toMatchObject({ fieldPath: 'mfrPart', expected: 'text' });
  });
});
