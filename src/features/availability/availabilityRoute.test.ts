import { describe, expect, it } from 'vitest';
import { availabilitySearchSchema } from './availabilityRoute';

describe('the stock changes address', () => {
  it('reads since as ISO or epoch milliseconds, and keeps it as ISO', () => {
    expect(availabilitySearchSchema.parse({ since: '1773225000000' }).since).toBe('2026-03-11T10:30:00.000Z');
    expect(availabilitySearchSchema.parse({ since: '2026-03-11T10:30:00Z' }).since).toBe(
      '2026-03-11T10:30:00.000Z',
    );
  });

  it('drops a since no date can hold instead of failing the page (found by the URL fuzz test)', () => {
    expect(availabilitySearchSchema.parse({ since: '9000000000000000' }).since).toBeUndefined();
    expect(availabilitySearchSchema.parse({ since: '8640000000000000' }).since).toBe(
      '+275760-09-13T00:00:00.000Z',
    );
  });
});
