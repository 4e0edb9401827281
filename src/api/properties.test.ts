import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import type { z } from '@/lib/zod';
import {
  availabilityPageFromRecords,
  nextAvailabilityPageParam,
  type AvailabilityPageParam,
} from '@/model/availabilityPaging';
import { getPart, searchParts } from './catalog';
import { buildUrl } from './http';
import { getOpenOrders } from './orders';
import { openOrderParams } from './params';
import {
  availabilityChangeSchema,
  complianceSchema,
  customerPricingSchema,
  modelTypesSchema,
  orderLineSchema,
  partSchema,
  quoteListSchema,
  searchHitListSchema,
  usageFullDetailSchema,
  usageRequestRowSchema,
  usageSummaryRowSchema,
  type AvailabilityChange,
} from '@/model/schemas';
import { wholeList } from '@/model/tolerantList';
import { dateParam, encodePathSegment, partParam } from './validate';
import { API, server, setupApiTestServer } from './testing/server';

setupApiTestServer();

// ---- arbitraries of everything the spec allows ------------------------------------------------------

const text = fc.string({ unit: 'binary' });
const integer = fc.maxSafeInteger();
const int64 = fc.oneof(
  integer,
  fc.integer({ min: 0, max: 2 ** 20 }).map((n) => 638_000_000_000_000_000 + n * 1024),
);
const number = fc.double({ noNaN: true, noDefaultInfinity: true });
const nullable = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const json = fc.jsonValue();
const jsonObject = fc.dictionary(fc.string(), json);
const day = fc.date({
  min: new Date('1900-01-01T00:00:00Z'),
  max: new Date('2999-12-31T23:59:59Z'),
  noInvalidDate: true,
});
const isoDate = day.map((d) => d.toISOString().slice(0, 10));
const offset = fc
  .tuple(fc.constantFrom('+', '-'), fc.integer({ min: 0, max: 14 }), fc.constantFrom(0, 15, 30, 45))
  .map(([sign, h, m]) => `${sign}${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
/** ISO 8601 date-times as services write them: Z or an offset, 0 to 7 fraction digits. */
const isoDateTime = fc
  .tuple(day, fc.integer({ min: 0, max: 7 }), fc.oneof(fc.constant('Z'), offset), fc.nat(9_999_999))
  .map(([d, digits, zone, fraction]) => {
    const base = d.toISOString().slice(0, 19);
    const frac = digits === 0 ? '' : `.${String(fraction).padStart(7, '0').slice(0, digits)}`;
    return `${base}${frac}${zone}`;
  });
const idName = fc.record({ Id: integer, Name: text });
const packaging = fc.record({
  description: text,
  standardQuantity: integer,
  fullIncrementRequired: fc.boolean(),
});
const priceBreak = fc.record({
  column: integer,
  minimumQuantity: integer,
  maximumQuantity: integer,
  price: number,
});

const part = fc.record({
  id: text,
  part: text,
  description: text,
  stockQuantity: integer,
  minimumOrderQuantity: integer,
  currency: text,
  price: fc.array(priceBreak, { maxLength: 4 }),
  customerBookPrice: fc.array(json, { maxLength: 3 }),
  packaging,
  relatedParts: fc.array(
    fc.record({ part: text, stockQuantity: integer, packaging, relatedPartType: text }),
    {
      maxLength: 3,
    },
  ),
  environmentalCompliance: fc.array(
    fc.record({ regulationName: text, result: text, additionalAttributes: jsonObject }),
    {
      maxLength: 3,
    },
  ),
  additionalDocuments: fc.array(
    fc.record({ description: text, path: fc.webUrl(), languageISO: text, type: text, typeFull: text }),
    { maxLength: 3 },
  ),
  imageUrl: fc.webUrl(),
  series: text,
  seriesWithOption: nullable(text),
  buyNowUrl: fc.webUrl(),
  requestSampleUrl: fc.webUrl(),
  nonCancellableNonReturnable: fc.boolean(),
  lifecycleStatus: text,
  models: fc.array(json, { maxLength: 3 }),
  standardLeadDays: integer,
  eccnCategory: text,
  htsNumber: text,
  probableCountryOfOrigin: text,
  reserve: fc.boolean(),
  mates: fc.array(json, { maxLength: 3 }),
});

const availabilityChange = fc.record({
  timestamp: isoDateTime,
  part: text,
  stockQuantity: integer,
  timestampTicks: int64,
});

const pricing = fc.record({
  part: text,
  fullIncrementsRequired: fc.boolean(),
  packagingQuantity: integer,
  isoCurrencyCode: text,
  customerInformation: fc.record({
    oemNameProvided: fc.boolean(),
    oemMatchFound: fc.boolean(),
    oemMfrCustomerName: nullable(text),
    cmNameProvided: fc.boolean(),
    cmMatchFound: fc.boolean(),
    cmMfrCustomerName: nullable(text),
  }),
  bookPrice: fc.record({ oem: number, distributor: number }),
  prices: fc.array(
    fc.record({ suggestedPrice: number, contract: json, oemCustomer: json, minimumOrderQuantity: integer }),
    { maxLength: 3 },
  ),
});

const quoteList = fc.record({
  totalResultsCount: integer,
  opportunities: fc.array(
    fc.record({
      designCustomer: text,
      distributor: text,
      contractManufacturer: nullable(text),
      mfrPart: text,
      opportunityId: int64,
      effectiveDate: isoDate,
      expirationDate: isoDate,
      priceBreaks: fc.array(fc.record({ moq: integer, oemPrice: number, distPrice: nullable(number) }), {
        maxLength: 3,
      }),
      priceProtectionType: text,
      willAutoRenew: fc.boolean(),
      estimatedAnnualUsage: integer,
    }),
    { maxLength: 3 },
  ),
});

const address = fc.record({
  Id: integer,
  Name: text,
  Address1: text,
  Address2: nullable(text),
  Address3: nullable(text),
  City: text,
  State: text,
  PostalCode: text,
  Country: text,
});
const location = fc.record({ Id: integer, Customer: idName, Address: address });
const shipment = fc.record({
  ShipmentId: integer,
  ShipmentReference: text,
  LeadTrackingNumber: text,
  ShipDate: isoDateTime,
  ShipAttention: text,
  QuantityShipped: integer,
});
const orderLine = fc.record(
  {
    Id: text,
    OrderId: integer,
    MfgLineNumber: integer,
    LineNumber: integer,
    LineType: text,
    ConfirmationNumber: text,
    Status: text,
    PONumber: text,
    ShippingOption: fc.record({ Carrier: idName, ServiceLevel: idName, BillingOption: idName }),
    ReferencePONumber: nullable(text),
    Notes: fc.array(json, { maxLength: 2 }),
    TrackingNumbers: fc.array(json, { maxLength: 2 }),
    Entered: isoDateTime,
    Requested: isoDateTime,
    Scheduled: isoDateTime,
    RescheduleDate: nullable(isoDateTime),
    CustomerPart: text,
    Part: text,
    Currency: text,
    Quantity: integer,
    NetPrice: number,
    ShipTo: location,
    BillTo: location,
    EndCustomer: idName,
    EndCustomerLocation: location,
    SourceId: integer,
    ConvertedNetPrice: number,
    Shipments: fc.array(shipment, { maxLength: 2 }),
  },
  // Shipments is present only when shipment information was requested.
  {
    requiredKeys: [
      'Id',
      'OrderId',
      'MfgLineNumber',
      'LineNumber',
      'LineType',
      'ConfirmationNumber',
      'Status',
      'PONumber',
      'ShippingOption',
      'ReferencePONumber',
      'Notes',
      'TrackingNumbers',
      'Entered',
      'Requested',
      'Scheduled',
      'RescheduleDate',
      'CustomerPart',
      'Part',
      'Currency',
      'Quantity',
      'NetPrice',
      'ShipTo',
      'BillTo',
      'EndCustomer',
      'EndCustomerLocation',
      'SourceId',
      'ConvertedNetPrice',
    ],
  },
);

const usageSummaryRow = fc.record({
  Api: text,
  RequestDate: isoDate,
  Action: text,
  AverageResponseTimeMs: integer,
  RequestCount: integer,
});
const usageRequestRow = fc.record({
  Api: text,
  RequestTimeUtc: isoDateTime,
  TraceIdentifier: fc.uuid(),
  TotalElapsedMilliseconds: integer,
  RemoteIp: fc.oneof(fc.ipV4(), fc.ipV6()),
  ResponseCode: fc.integer({ min: 100, max: 599 }),
  Url: text,
  QueryString: text,
});
const usageFullDetail = fc.record({
  TraceIdentifier: text,
  Request: fc.record({ Method: text, Path: text, Headers: jsonObject }),
  Response: json,
  RequestTimeUtc: isoDateTime,
  TotalElapsedMilliseconds: integer,
  ResponseCode: integer,
  Url: text,
  QueryString: text,
  Action: text,
});

function complianceSchemaWith(additionalAttributes: unknown): object {
  return complianceSchema.parse({
    regulationName: 'R',
    result: 'ok',
    additionalAttributes,
  }).additionalAttributes;
}

/** What the client receives: the value after a trip through JSON text. */
const overTheWire = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

function acceptsAll(schema: z.ZodMiniType, arb: fc.Arbitrary<unknown>, runs = 200): void {
  fc.assert(
    fc.property(arb, (value) => {
      const received = overTheWire(value);
      const parsed = schema.safeParse(received);
      if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues[0]));
      expect(parsed.data).toEqual(received);
    }),
    { numRuns: runs },
  );
}

describe('schemas accept every value the spec allows', () => {
  it('Part (2.1)', () => acceptsAll(partSchema, part, 100));
  it('Availability change record (2.2)', () => acceptsAll(availabilityChangeSchema, availabilityChange));
  it('Customer pricing result (2.3)', () => acceptsAll(customerPricingSchema, pricing));
  it('Quote list (2.4)', () => acceptsAll(quoteListSchema, quoteList));
  it('Order line (2.5)', () => acceptsAll(orderLineSchema, orderLine, 100));
  it('Usage summary row (2.6)', () => acceptsAll(usageSummaryRowSchema, usageSummaryRow));
  it('Usage request row (2.6)', () => acceptsAll(usageRequestRowSchema, usageRequestRow));
  it('Usage full detail (2.6)', () => acceptsAll(usageFullDetailSchema, usageFullDetail));

  it('keeps a "__proto__" key of an any-JSON value as a plain key', () => {
    const wire = JSON.parse('{"__proto__":{"a":1},"b":2}') as unknown;
    const parsed = complianceSchemaWith(wire);
    expect(Object.keys(parsed)).toEqual(['__proto__', 'b']);
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
  });

  it('search hits without fullResponse, as strings or objects carrying the part number', () => {
    const hit = fc.oneof(
      text.map((p) => ({ wire: p as unknown, part: p, description: null as string | null })),
      fc.tuple(text, jsonObject).map(([p, extra]) => ({
        wire: { ...extra, part: p } as unknown,
        part: p,
        description: typeof extra.description === 'string' ? extra.description : null,
      })),
      fc
        .tuple(text, text)
        .map(([p, d]) => ({ wire: { partNumber: p, description: d } as unknown, part: p, description: d })),
    );
    fc.assert(
      fc.property(fc.array(hit), (hits) => {
        const parsed = searchHitListSchema.parse(overTheWire(hits.map((h) => h.wire)));
        expect(parsed).toEqual(hits.map((h) => ({ part: h.part, description: h.description })));
      }),
    );
  });

  it('ModelTypes as codes, objects carrying the code, or a wrapper object', () => {
    const code = fc.string({ minLength: 1 });
    const entry = fc.oneof(
      code.map((c) => ({ wire: c as unknown, code: c })),
      fc
        .tuple(
          fc.constantFrom('code', 'modelFormat', 'format', 'id', 'name'),
          code,
          fc.option(text, { nil: undefined }),
        )
        .map(([key, c, description]) => ({
          wire: { [key]: c, ...(description === undefined ? {} : { description }) } as unknown,
          code: c,
        })),
    );
    fc.assert(
      fc.property(
        fc.array(entry),
        fc.constantFrom('bare', 'modelTypes', 'formats', 'items'),
        (entries, wrap) => {
          const list = entries.map((e) => e.wire);
          const parsed = modelTypesSchema.parse(overTheWire(wrap === 'bare' ? list : { [wrap]: list }));
          expect(parsed.map((t) => t.code)).toEqual(entries.map((e) => e.code));
        },
      ),
    );
  });

  it('yyyy-MM-dd parameters: every real calendar day', () => {
    fc.assert(
      fc.property(isoDate, (d) => {
        expect(dateParam('date').safeParse(d).success).toBe(true);
      }),
    );
  });
});

// ---- encoding ----------------------------------------------------------------------------------------

/** Part numbers a path segment can carry (the rest are refused as rules; see validate.ts). */
const partNumber = fc
  .oneof(
    fc.string({ unit: 'binary', minLength: 1 }),
    fc.constantFrom('A/B', 'A B', '#1', '?x=1', '%41', 'µ✓😀', 'a\\b', '..a', ' ./'),
  )
  .filter((p) => partParam().safeParse(p).success);

function lastSegment(url: URL): string {
  return decodeURIComponent(url.pathname.split('/').at(-1) ?? '');
}

describe('part numbers and parameters survive encoding', () => {
  it('a part number is one path segment that decodes back to itself', () => {
    fc.assert(
      fc.property(partNumber, (p) => {
        const url = buildUrl('catalog', `/v3/${encodePathSegment(p)}`);
        expect(url.pathname.startsWith('/api/v3/')).toBe(true);
        expect(url.pathname.split('/')).toHaveLength(4);
        expect(lastSegment(url)).toBe(p);
        expect(url.search).toBe('');
        expect(url.hash).toBe('');
      }),
      { numRuns: 1000 },
    );
  });

  it('query values come back unchanged', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.string({ unit: 'grapheme' })), (query) => {
        const url = buildUrl('orders', '/v1/search', query);
        for (const [name, value] of Object.entries(query)) {
          expect(url.searchParams.get(name)).toBe(value);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('end to end: the server receives the part number and the search text unchanged', async () => {
    let receivedPart = '';
    let receivedQuery: string | null = null;
    server.use(
      http.get(`${API}/v3/search`, ({ request }) => {
        receivedQuery = new URL(request.url).searchParams.get('query');
        return HttpResponse.json([]);
      }),
      http.get(`${API}/v3/*`, ({ request }) => {
        receivedPart = lastSegment(new URL(request.url));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await fc.assert(
      fc.asyncProperty(partNumber, fc.string(), async (p, q) => {
        await getPart(p);
        expect(receivedPart).toBe(p);
        await searchParts({ query: q });
        expect(receivedQuery).toBe(q);
      }),
      { numRuns: 100 },
    );
  });

  it('end to end: order filters arrive under their names, trimmed', async () => {
    let received: URLSearchParams = new URLSearchParams();
    server.use(
      http.get(
        `${API}/v1/openorders`,
        ({ request }) => ((received = new URL(request.url).searchParams), HttpResponse.json([])),
      ),
    );
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), async (p, c) => {
        await getOpenOrders({ part: p, confirmationNumber: c });
        expect(received.get(openOrderParams().part)).toBe(p.trim() === '' ? null : p.trim());
        expect(received.get(openOrderParams().confirmationNumber)).toBe(c.trim() === '' ? null : c.trim());
      }),
      { numRuns: 100 },
    );
  });
});

// ---- availability paging -------------------------------------------------------------------------

describe('availability paging', () => {
  it('delivers every record exactly once, whatever the page size and however timestamps collide', () => {
    const records = fc
      .array(fc.tuple(fc.integer({ min: 1, max: 8 }), fc.constantFrom('A', 'B', 'C', 'D')), { maxLength: 60 })
      .map((entries) =>
        entries
          .map(([second, p], i): AvailabilityChange => ({
            timestamp: new Date(second * 1000).toISOString(),
            part: p,
            stockQuantity: i,
            timestampTicks: second * 10_000_000 + i,
          }))
          .sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp)),
      );
    fc.assert(
      fc.property(records, fc.integer({ min: 1, max: 6 }), (all, recordCount) => {
        const serve = (param: AvailabilityPageParam) =>
          all.filter((r) => Date.parse(r.timestamp) >= param.epochMilliseconds).slice(0, param.recordCount);
        let param: AvailabilityPageParam | undefined = { epochMilliseconds: 0, recordCount, seen: [] };
        const delivered: AvailabilityChange[] = [];
        for (let calls = 0; param; calls++) {
          if (calls > 500) throw new Error('paging did not end');
          const page = availabilityPageFromRecords(param, wholeList(serve(param)));
          delivered.push(...page.records);
          param = nextAvailabilityPageParam(page, recordCount);
          expect(param?.skippedMillisecond).toBeUndefined();
        }
        expect(delivered).toEqual(all);
      }),
      { numRuns: 300 },
    );
  });
});
