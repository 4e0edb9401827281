/** Public tracking pages of the carriers the portal knows; any other carrier's number is copied instead. */
const TRACKING_PAGES: { test: RegExp; name: string; url: (n: string) => string }[] = [
  {
    test: /\busps\b/i,
    name: 'USPS',
    url: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  },
  { test: /\bups\b/i, name: 'UPS', url: (n) => `https://www.ups.com/track?tracknum=${n}` },
  { test: /\bfed\s?ex\b/i, name: 'FedEx', url: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}` },
  {
    test: /\bdhl\b/i,
    name: 'DHL',
    url: (n) => `https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=${n}`,
  },
];

/** The carrier's tracking page for a number, or null for an unknown carrier or an empty number. */
export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  const number = trackingNumber.trim();
  if (number === '') return null;
  const known = TRACKING_PAGES.find((page) => page.test.test(carrier));
  return known ? known.url(encodeURIComponent(number)) : null;
}
