import type {
  AvailabilityChange,
  CustomerPricing,
  Location,
  Opportunity,
  OrderLine,
  Part,
} from '../../src/model/schemas';

/**
 * The one place a resource of the spec is spelled out in full. The mock database's generators and
 * handlers build every part, order line, quote, pricing answer and stock change through these, and the
 * unit tests build theirs the same way (`makePart('X', { stockQuantity: 0 })`), so a field the spec adds
 * or renames is written here once. The defaults are small, valid and stable: tests assert on them.
 */

export function makePart(part = 'ABC-123', overrides: Partial<Part> = {}): Part {
  return {
    id: `id-${part}`,
    part,
    description: 'Connector, 2 positions',
    stockQuantity: 1200,
    minimumOrderQuantity: 100,
    currency: 'USD',
    price: [
      { column: 1, minimumQuantity: 1, maximumQuantity: 99, price: 1.25 },
      { column: 2, minimumQuantity: 100, maximumQuantity: 999, price: 0.98 },
    ],
    customerBookPrice: [],
    packaging: { description: 'Tape & Reel', standardQuantity: 1000, fullIncrementRequired: false },
    relatedParts: [],
    environmentalCompliance: [{ regulationName: 'RoHS', result: 'Compliant', additionalAttributes: {} }],
    additionalDocuments: [
      {
        description: 'Datasheet',
        path: 'https://example.com/ds.pdf',
        languageISO: 'en',
        type: 'DS',
        typeFull: 'Datasheet',
      },
    ],
    imageUrl: 'https://example.com/img.png',
    series: 'ABC',
    seriesWithOption: null,
    buyNowUrl: 'https://example.com/buy',
    requestSampleUrl: 'https://example.com/sample',
    nonCancellableNonReturnable: false,
    lifecycleStatus: 'Production',
    models: [],
    standardLeadDays: 42,
    eccnCategory: 'EAR99',
    htsNumber: '8536.69.4040',
    probableCountryOfOrigin: 'US',
    reserve: false,
    mates: [],
    ...overrides,
  };
}

export function makeChange(
  timestamp: string,
  part: string,
  ticks = 0,
  stockQuantity = 10,
): AvailabilityChange {
  return { timestamp, part, stockQuantity, timestampTicks: ticks };
}

export function makePricing(part = 'ABC-123', overrides: Partial<CustomerPricing> = {}): CustomerPricing {
  return {
    part,
    fullIncrementsRequired: false,
    packagingQuantity: 1000,
    isoCurrencyCode: 'USD',
    customerInformation: {
      oemNameProvided: false,
      oemMatchFound: false,
      oemMfrCustomerName: null,
      cmNameProvided: false,
      cmMatchFound: false,
      cmMfrCustomerName: null,
    },
    bookPrice: { oem: 1.1, distributor: 1.3 },
    prices: [{ suggestedPrice: 1.05, contract: null, oemCustomer: null, minimumOrderQuantity: 100 }],
    ...overrides,
  };
}

export function makeOpportunity(opportunityId = 1, overrides: Partial<Opportunity> = {}): Opportunity {
  return {
    designCustomer: 'Acme',
    distributor: 'Dist Co',
    contractManufacturer: null,
    mfrPart: 'ABC-123',
    opportunityId,
    effectiveDate: '2025-01-01',
    expirationDate: '2026-01-01',
    priceBreaks: [{ moq: 100, oemPrice: 1.0, distPrice: null }],
    priceProtectionType: 'Design Registration',
    willAutoRenew: true,
    estimatedAnnualUsage: 10000,
    ...overrides,
  };
}

export function makeLocation(overrides: Partial<Location> = {}): Location {
  return {
    Id: 1,
    Customer: { Id: 7, Name: 'Acme' },
    Address: {
      Id: 3,
      Name: 'Acme HQ',
      Address1: '1 Main St',
      Address2: null,
      Address3: null,
      City: 'Springfield',
      State: 'IL',
      PostalCode: '62701',
      Country: 'US',
    },
    ...overrides,
  };
}

export function makeOrderLine(Id = 'line-1', overrides: Partial<OrderLine> = {}): OrderLine {
  const location = makeLocation();
  return {
    Id,
    OrderId: 5001,
    MfgLineNumber: 1,
    LineNumber: 1,
    LineType: 'Sales',
    ConfirmationNumber: 'C-1001',
    Status: 'Open',
    PONumber: 'PO-1',
    ShippingOption: {
      Carrier: { Id: 1, Name: 'UPS' },
      ServiceLevel: { Id: 2, Name: 'Ground' },
      BillingOption: { Id: 3, Name: 'Prepaid' },
    },
    ReferencePONumber: null,
    Notes: [],
    TrackingNumbers: [],
    Entered: '2025-01-02T10:00:00Z',
    Requested: '2025-02-01T00:00:00Z',
    Scheduled: '2025-02-03T00:00:00Z',
    RescheduleDate: null,
    CustomerPart: 'CP-1',
    Part: 'ABC-123',
    Currency: 'USD',
    Quantity: 500,
    NetPrice: 0.95,
    ShipTo: location,
    BillTo: location,
    EndCustomer: location.Customer,
    EndCustomerLocation: location,
    SourceId: 1,
    ConvertedNetPrice: 0.95,
    ...overrides,
  };
}
