import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { customerPricingQueryOptions, getCustomerPricing, pricingKeys } from './pricing';
import { expectApiError, expectRuleError, forbidRequests, queryOf } from './testing/assert';
import { makePricing } from '../../mocks/data/builders';
import { API, receivedSegments, server, setupApiTestServer } from './testing/server';

setupApiTestServer();

describe('GET /v1/customerpricing/{part}', () => {
  it('sends the defaults (quantity 1, USD) and leaves blank names out', async () => {
    let q: Record<string, string> = {};
    let segments: string[] = [];
    server.use(
      http.get(`${API}/v1/customerpricing/*`, ({ request }) => {
        q = queryOf(request);
        segments = receivedSegments(request);
        return HttpResponse.json(makePricing('A B/C'));
      }),
    );
    const result = await getCustomerPricing('A B/C', { customerName: '  ', oemPart: 'OEM-1' });
    expect(result.part).toBe('A B/C');
    expect(segments).toEqual(['api', 'v1', 'customerpricing', 'A B/C']);
    expect(q).toEqual({ oemPart: 'OEM-1', quantity: '1', isoCurrencyCode: 'USD' });
  });

  it('rejects oemPart with customerName, and a bad quantity, before sending', async () => {
    const sent = forbidRequests();
    await expectRuleError(
      getCustomerPricing('A', { oemPart: 'O', customerName: 'C' }),
      /oemPart and customerName cannot both be given/,
    );
    await expectRuleError(
      getCustomerPricing('A', { quantity: 0 }),
      /quantity must be a whole number of at least 1/,
    );
    await expectRuleError(getCustomerPricing('A', { quantity: 2.5 }), /quantity/);
    expect(sent.count()).toBe(0);
  });

  it('names the failing field of a malformed answer', async () => {
    const bad = {
      ...makePricing(),
      prices: [{ suggestedPrice: '1', contract: null, oemCustomer: null, minimumOrderQuantity: 1 }],
    };
    server.use(http.get(`${API}/v1/customerpricing/:part`, () => HttpResponse.json(bad)));
    const error = await expectApiError(getCustomerPricing('A'));
    expect(error).toMatchObject({ kind: 'schema', fieldPath: 'prices[0].suggestedPrice' });
  });

  it('keeps contract and oemCustomer values of any JSON shape', async () => {
    const any = {
      ...makePricing(),
      prices: [
        {
          suggestedPrice: 1,
          contract: { id: 'K', tiers: [1, 2] },
          oemCustomer: 'ACME',
          minimumOrderQuantity: 1,
        },
      ],
    };
    server.use(http.get(`${API}/v1/customerpricing/:part`, () => HttpResponse.json(any)));
    const result = await getCustomerPricing('A');
    expect(result.prices[0]?.contract).toEqual({ id: 'K', tiers: [1, 2] });
  });

  it('keys by part and normalised parameters', () => {
    expect(pricingKeys.customer('A')).toEqual(customerPricingQueryOptions('A', { quantity: 1 }).queryKey);
  });
});
