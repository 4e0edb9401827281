import { describe, expect, it } from 'vitest';
import {
  customerPricingSchema,
  modelTypesSchema,
  modelUrlSchema,
  quoteListSchema,
} from '../../src/model/schemas';
import { getDataset } from '../db';
import { NO_MODEL_PART, WATCHABLE_PART, KNOWN_CMS, KNOWN_OEMS } from '../data';
import { isoDate } from '../data/time';
import { call, messageOf, setupMockServer, TEST_NOW } from '../test-utils';
import { QUOTES_PAGE_SIZE } from './quotes';

setupMockServer();

describe('GET /v1/customerpricing/{part}', () => {
  it('answers book pricing with no names, tiers from the quantity up', async () => {
    const p = customerPricingSchema.parse(
      (await call(`/v1/customerpricing/${WATCHABLE_PART}?quantity=1`)).body,
    );
    expect(p.customerInformation).toEqual({
      oemNameProvided: false,
      oemMatchFound: false,
      oemMfrCustomerName: null,
      cmNameProvided: false,
      cmMatchFound: false,
      cmMfrCustomerName: null,
    });
    expect(p.prices.length).toBeGreaterThanOrEqual(3);
    expect(p.prices.every((x) => x.contract === null)).toBe(true);
    expect(p.bookPrice.distributor).toBeLessThan(p.bookPrice.oem);
    const big = customerPricingSchema.parse(
      (await call(`/v1/customerpricing/${WATCHABLE_PART}?quantity=100000`)).body,
    );
    expect(big.prices.length).toBe(1);
  });

  it('applies contract prices for a known OEM and CM, by name or by OEM part', async () => {
    const oem = KNOWN_OEMS[0];
    const cm = KNOWN_CMS[0];
    const book = customerPricingSchema.parse((await call(`/v1/customerpricing/${WATCHABLE_PART}`)).body);
    const q = `customerName=${encodeURIComponent(oem.name.toLowerCase())}&contractManufacturerName=${encodeURIComponent(cm.name)}&isoCurrencyCode=EUR`;
    const p = customerPricingSchema.parse((await call(`/v1/customerpricing/${WATCHABLE_PART}?${q}`)).body);
    expect(p.isoCurrencyCode).toBe('EUR');
    expect(p.customerInformation).toMatchObject({
      oemMatchFound: true,
      oemMfrCustomerName: oem.mfrName,
      cmMatchFound: true,
      cmMfrCustomerName: cm.mfrName,
    });
    expect(p.prices[0]!.contract).not.toBeNull();
    expect(p.prices[0]!.suggestedPrice).toBeLessThan(book.prices[0]!.suggestedPrice * 0.92);
    const byPart = customerPricingSchema.parse(
      (await call(`/v1/customerpricing/${WATCHABLE_PART}?oemPart=${oem.oemPartPrefix}77812`)).body,
    );
    expect(byPart.customerInformation.oemMatchFound).toBe(true);
    const unknown = customerPricingSchema.parse(
      (await call(`/v1/customerpricing/${WATCHABLE_PART}?customerName=Nobody%20Inc`)).body,
    );
    expect(unknown.customerInformation).toMatchObject({
      oemNameProvided: true,
      oemMatchFound: false,
      oemMfrCustomerName: null,
    });
  });

  it('refuses oemPart with customerName, a bad currency or quantity, and 404s an unknown part', async () => {
    const both = await call(
      `/v1/customerpricing/${WATCHABLE_PART}?oemPart=ACR-1&customerName=Acme%20Robotics`,
    );
    expect(both.status).toBe(400);
    expect(messageOf(both.body)).toMatch(/not both/);
    expect((await call(`/v1/customerpricing/${WATCHABLE_PART}?isoCurrencyCode=ABC`)).status).toBe(400);
    expect((await call(`/v1/customerpricing/${WATCHABLE_PART}?quantity=0`)).status).toBe(400);
    expect((await call('/v1/customerpricing/NOPE-1')).status).toBe(404);
  });
});

describe('manufacturer-named fields on the wire', () => {
  it('sends the mock maker name in place of Mfr (kestrelPart, oemKestrelCustomerName)', async () => {
    const quotes = (await call('/v1')).body as { opportunities: Record<string, unknown>[] };
    expect(Object.keys(quotes.opportunities[0] ?? {})).toContain('kestrelPart');
    expect(Object.keys(quotes.opportunities[0] ?? {})).not.toContain('mfrPart');
    const pricing = (await call(`/v1/customerpricing/${WATCHABLE_PART}`)).body as {
      customerInformation: Record<string, unknown>;
    };
    expect(Object.keys(pricing.customerInformation)).toEqual(
      expect.arrayContaining(['oemKestrelCustomerName', 'cmKestrelCustomerName']),
    );
  });
});

describe('GET /v1 (quotes)', () => {
  it('pages current quotes by 10 with totalResultsCount', async () => {
    const today = isoDate(TEST_NOW);
    const current = getDataset().quotes.filter((q) => q.expirationDate >= today);
    const first = quoteListSchema.parse((await call('/v1')).body);
    expect(first.totalResultsCount).toBe(current.length);
    expect(first.opportunities).toHaveLength(QUOTES_PAGE_SIZE);
    expect(first.opportunities.every((o) => o.expirationDate >= today)).toBe(true);
    const pages = Math.ceil(current.length / QUOTES_PAGE_SIZE);
    const last = quoteListSchema.parse((await call(`/v1?pageNumber=${pages}`)).body);
    expect(last.opportunities.length).toBe(current.length - (pages - 1) * QUOTES_PAGE_SIZE);
    expect(quoteListSchema.parse((await call(`/v1?pageNumber=${pages + 1}`)).body).opportunities).toEqual([]);
  });

  it('includes expired quotes on request and filters by opportunityId and part', async () => {
    const all = quoteListSchema.parse((await call('/v1?includeCurrentOnly=false')).body);
    expect(all.totalResultsCount).toBe(60);
    const types = new Set(getDataset().quotes.map((q) => q.priceProtectionType));
    expect(types.size).toBe(2);
    const target = getDataset().quotes[7]!;
    const byId = quoteListSchema.parse(
      (await call(`/v1?includeCurrentOnly=false&opportunityId=${target.opportunityId}`)).body,
    );
    expect(byId.opportunities).toEqual([target]);
    const byPart = quoteListSchema.parse(
      (await call(`/v1?includeCurrentOnly=false&part=${encodeURIComponent(target.mfrPart.toLowerCase())}`))
        .body,
    );
    expect(byPart.opportunities.every((o) => o.mfrPart === target.mfrPart)).toBe(true);
    expect((await call('/v1?pageNumber=0')).status).toBe(400);
  });
});

describe('models', () => {
  it('lists ModelTypes and answers expiring https URLs, or "" when a format is missing', async () => {
    const types = modelTypesSchema.parse((await call('/v1/model/ModelTypes')).body);
    expect(types.map((t) => t.code)).toEqual(
      expect.arrayContaining(['STEP-2.14', 'IGES', 'SOLIDWORKS', 'PARASOLID', 'PDF', 'DXF']),
    );
    const url = modelUrlSchema.parse(
      (await call(`/v1/model/${WATCHABLE_PART.toLowerCase()}?modelFormat=STEP-2.14`)).body,
    );
    expect(url).toMatch(
      /^https:\/\/models\.example-mfr\.com\/3d\/.+X-Amz-Expires=300.+X-Amz-Signature=[0-9a-f]{64}$/,
    );
    for (const t of types) {
      expect((await call(`/v1/model/${NO_MODEL_PART}?modelFormat=${t.code}`)).body).toBe('');
    }
  });

  it('requires client-app-name of 3 to 100 characters and a valid format', async () => {
    const missing = await call(`/v1/model/${WATCHABLE_PART}`, { headers: { 'client-app-name': '' } });
    expect(missing.status).toBe(400);
    expect((await call('/v1/model/ModelTypes', { headers: { 'client-app-name': 'ab' } })).status).toBe(400);
    expect(
      (await call('/v1/model/ModelTypes', { headers: { 'client-app-name': 'x'.repeat(101) } })).status,
    ).toBe(400);
    expect((await call('/v1/model/ModelTypes', { headers: { 'client-app-name': 'abc' } })).status).toBe(200);
    const badFormat = await call(`/v1/model/${WATCHABLE_PART}?modelFormat=OBJ`);
    expect(badFormat.status).toBe(400);
    expect(messageOf(badFormat.body)).toMatch(/modelFormat/);
  });
});
