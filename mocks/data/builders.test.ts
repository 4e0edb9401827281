// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  availabilityChangeSchema,
  customerPricingSchema,
  opportunitySchema,
  orderLineSchema,
  partSchema,
} from '../../src/model/schemas';
import { makeChange, makeOpportunity, makeOrderLine, makePart, makePricing } from './builders';

// The builders are the one spelling of each resource for the mock database and the unit tests alike: a
// schema change that they do not follow fails here, not in a dozen tests that happen to use a default.
describe('record builders', () => {
  it('build records the API module parses as they are', () => {
    expect(partSchema.parse(makePart('X-1')).part).toBe('X-1');
    expect(availabilityChangeSchema.parse(makeChange('2025-01-01T00:00:00Z', 'X-1')).part).toBe('X-1');
    expect(customerPricingSchema.parse(makePricing('X-1')).part).toBe('X-1');
    expect(opportunitySchema.parse(makeOpportunity(9)).opportunityId).toBe(9);
    expect(orderLineSchema.parse(makeOrderLine('L-9')).Id).toBe('L-9');
  });

  it('apply overrides over the defaults without touching other fields', () => {
    const part = makePart('X-1', { stockQuantity: 0 });
    expect(part.stockQuantity).toBe(0);
    expect(part.minimumOrderQuantity).toBe(makePart('X-1').minimumOrderQuantity);
    expect(makeOrderLine('L-1', { Status: 'Cancelled' }).Status).toBe('Cancelled');
    expect(makePricing('X-1', { isoCurrencyCode: 'EUR' }).isoCurrencyCode).toBe('EUR');
  });
});
