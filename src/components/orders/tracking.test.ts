import { describe, expect, it } from 'vitest';
import { trackingUrl } from './tracking';

describe('trackingUrl', () => {
  it('links the four known carriers by name, whatever the spelling', () => {
    expect(trackingUrl('UPS', '1Z999')).toBe('https://www.ups.com/track?tracknum=1Z999');
    expect(trackingUrl('FedEx Ground', '1234')).toBe('https://www.fedex.com/fedextrack/?trknbr=1234');
    expect(trackingUrl('DHL Express', '55')).toContain('dhl.com');
    expect(trackingUrl('USPS', '9400')).toBe('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400');
  });

  it('gives no link for other carriers or an empty number, and encodes the number', () => {
    expect(trackingUrl('Kuehne+Nagel', 'KN1')).toBeNull();
    expect(trackingUrl('UPS', '  ')).toBeNull();
    expect(trackingUrl('UPS', 'a b&c')).toBe('https://www.ups.com/track?tracknum=a%20b%26c');
  });
});
