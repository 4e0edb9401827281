import type { HttpHandler } from 'msw';
import { makePricing } from '../data/builders';
import { convertFromUsd, resolveCurrency, unsupportedCurrencyMessage } from '../currency';
import { KNOWN_CMS, KNOWN_OEMS } from '../data';
import { findPart, mockNow } from '../db';
import { isoDate } from '../data/time';
import { DAY } from '../data/time';
import { MockHttpError, badRequest, endpoint, ok } from '../record';
import { readInt, readPartParam, readString } from './query';
import { withMakerNames } from '../maker';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The OEM named by customerName (its portal or manufacturer name) or owning an oemPart number. */
export function matchOem(customerName: string, oemPart: string) {
  if (customerName)
    return KNOWN_OEMS.find((o) => same(o.name, customerName) || same(o.mfrName, customerName)) ?? null;
  if (oemPart) return KNOWN_OEMS.find((o) => oemPart.toUpperCase().startsWith(o.oemPartPrefix)) ?? null;
  return null;
}

export function matchCm(name: string) {
  return name ? (KNOWN_CMS.find((c) => same(c.name, name) || same(c.mfrName, name)) ?? null) : null;
}

export const pricingHandlers: HttpHandler[] = [
  endpoint({
    id: 'pricing.customer',
    method: 'get',
    path: '/v1/customerpricing/:part',
    usage: { api: 'pricing', action: 'GET v1/customerpricing/{part}' },
    resolve: ({ url, params }) => {
      const partNo = readPartParam(params);
      const oemPart = readString(url, 'oemPart');
      const customerName = readString(url, 'customerName');
      const cmName = readString(url, 'contractManufacturerName');
      // The spec says "supply oemPart or customerName, not both" without the consequence: this mock refuses.
      if (oemPart && customerName) throw badRequest('Supply oemPart or customerName, not both');
      const quantity = readInt(url, 'quantity', { default: 1, min: 1, max: 2_147_483_647 });
      const rawCurrency = url.searchParams.get('isoCurrencyCode');
      const currency = resolveCurrency(rawCurrency);
      if (!currency) throw badRequest(unsupportedCurrencyMessage(rawCurrency));
      const rec = findPart(partNo);
      if (!rec) throw new MockHttpError(404, `No pricing for part ${partNo}`);
      const oem = matchOem(customerName, oemPart);
      const cm = matchCm(cmName);
      const tiers = rec.part.price;
      const startTier = Math.max(
        0,
        tiers.findLastIndex((t) => quantity >= t.minimumQuantity),
      );
      const listAtQty = tiers[startTier]?.price ?? 0;
      const discount = oem ? oem.discount + (cm ? cm.extraDiscount : 0) : 0;
      const validThrough = isoDate(mockNow() + 180 * DAY);
      const body = makePricing(rec.part.part, {
        fullIncrementsRequired: rec.part.packaging.fullIncrementRequired,
        packagingQuantity: rec.part.packaging.standardQuantity,
        isoCurrencyCode: currency,
        customerInformation: {
          oemNameProvided: Boolean(customerName || oemPart),
          oemMatchFound: oem !== null,
          oemMfrCustomerName: oem?.mfrName ?? null,
          cmNameProvided: Boolean(cmName),
          cmMatchFound: cm !== null,
          cmMfrCustomerName: cm?.mfrName ?? null,
        },
        bookPrice: {
          oem: convertFromUsd(listAtQty, currency),
          distributor: convertFromUsd(listAtQty * 0.82, currency),
        },
        prices: tiers.slice(startTier).map((t) => {
          const contractUsd = t.price * (1 - discount);
          return {
            suggestedPrice: convertFromUsd(oem ? contractUsd : t.price, currency),
            contract: oem
              ? {
                  contractNumber: oem.contract,
                  contractPrice: convertFromUsd(contractUsd, currency),
                  contractManufacturer: cm?.mfrName ?? null,
                  validThrough,
                }
              : null,
            oemCustomer: oem ? { name: oem.mfrName, oemPart: oemPart || null } : null,
            minimumOrderQuantity: Math.max(t.minimumQuantity, rec.part.minimumOrderQuantity),
          };
        }),
      });
      return ok({ ...body, customerInformation: withMakerNames(body.customerInformation) });
    },
  }),
];
