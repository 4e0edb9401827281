import type { Address, Customer, IdName, Location } from '../../src/model/schemas';

/**
 * The caller's organization, its bill-to and ship-to locations, its end customers, and the shipping
 * options. Static reference data: the new-order form needs stable Ids (ShipToId, BillToId, CarrierId...).
 */
export const CALLER: Customer = { Id: 100, Name: 'Avalon Components LLC' };

function loc(
  id: number,
  customer: Customer,
  a: Omit<Address, 'Id' | 'Address2' | 'Address3'> & Partial<Pick<Address, 'Address2' | 'Address3'>>,
): Location {
  return { Id: id, Customer: customer, Address: { Id: id * 10 + 1, Address2: null, Address3: null, ...a } };
}

export const BILL_TO: readonly Location[] = [
  loc(1001, CALLER, {
    Name: 'Avalon Components - Accounts Payable',
    Address1: '4100 Commerce Park Dr',
    City: 'Austin',
    State: 'TX',
    PostalCode: '78744',
    Country: 'US',
  }),
  loc(
    1002,
    { Id: 101, Name: 'Avalon Components GmbH' },
    {
      Name: 'Avalon Components GmbH - Kreditoren',
      Address1: 'Leopoldstraße 244',
      City: 'München',
      State: 'BY',
      PostalCode: '80807',
      Country: 'DE',
    },
  ),
  loc(
    1003,
    { Id: 102, Name: 'Avalon Components Pte Ltd' },
    {
      Name: 'Avalon Components Pte Ltd - Finance',
      Address1: '2 Changi Business Park Ave 1',
      Address2: '#04-01',
      City: 'Singapore',
      State: 'SG',
      PostalCode: '486015',
      Country: 'SG',
    },
  ),
];

export const SHIP_TO: readonly Location[] = [
  loc(2001, CALLER, {
    Name: 'Avalon Austin DC',
    Address1: '4100 Commerce Park Dr',
    Address2: 'Dock 7',
    City: 'Austin',
    State: 'TX',
    PostalCode: '78744',
    Country: 'US',
  }),
  loc(2002, CALLER, {
    Name: 'Avalon San Jose Hub',
    Address1: '2350 Zanker Rd',
    City: 'San Jose',
    State: 'CA',
    PostalCode: '95131',
    Country: 'US',
  }),
  loc(2003, CALLER, {
    Name: 'Avalon Guadalajara',
    Address1: 'Av. Mariano Otero 1105',
    Address2: 'Parque Industrial',
    City: 'Zapopan',
    State: 'JAL',
    PostalCode: '45070',
    Country: 'MX',
  }),
  loc(
    2004,
    { Id: 101, Name: 'Avalon Components GmbH' },
    {
      Name: 'Avalon Lager München',
      Address1: 'Lilienthalallee 40',
      City: 'München',
      State: 'BY',
      PostalCode: '80939',
      Country: 'DE',
    },
  ),
  loc(
    2005,
    { Id: 101, Name: 'Avalon Components GmbH' },
    {
      Name: 'Avalon Brno',
      Address1: 'Vídeňská 546/55',
      City: 'Brno',
      State: 'JM',
      PostalCode: '639 00',
      Country: 'CZ',
    },
  ),
  loc(
    2006,
    { Id: 102, Name: 'Avalon Components Pte Ltd' },
    {
      Name: 'Avalon Singapore',
      Address1: '2 Changi Business Park Ave 1',
      Address2: '#04-01',
      City: 'Singapore',
      State: 'SG',
      PostalCode: '486015',
      Country: 'SG',
    },
  ),
  loc(
    2007,
    { Id: 102, Name: 'Avalon Components Pte Ltd' },
    {
      Name: 'Avalon Shenzhen Bonded',
      Address1: '8 Gangcheng Rd, Futian Free Trade Zone',
      Address3: 'Bldg 3, 2F',
      City: 'Shenzhen',
      State: 'GD',
      PostalCode: '518038',
      Country: 'CN',
    },
  ),
];

/** OEM end customers; also the known OEM names of customer pricing (4.6). */
export const END_CUSTOMERS: readonly Location[] = [
  loc(
    3001,
    { Id: 501, Name: 'Acme Robotics' },
    {
      Name: 'Acme Robotics Plant 2',
      Address1: '1200 Innovation Way',
      City: 'Pittsburgh',
      State: 'PA',
      PostalCode: '15222',
      Country: 'US',
    },
  ),
  loc(
    3002,
    { Id: 502, Name: 'Northwind Medical' },
    {
      Name: 'Northwind Medical Devices',
      Address1: '77 Harbor St',
      City: 'Boston',
      State: 'MA',
      PostalCode: '02210',
      Country: 'US',
    },
  ),
  loc(
    3003,
    { Id: 503, Name: 'Helios Automotive' },
    {
      Name: 'Helios Automotive Werk Ingolstadt',
      Address1: 'Ettinger Straße 70',
      City: 'Ingolstadt',
      State: 'BY',
      PostalCode: '85057',
      Country: 'DE',
    },
  ),
  loc(
    3004,
    { Id: 504, Name: 'Kestrel Aerospace' },
    {
      Name: 'Kestrel Aerospace',
      Address1: '3500 Airport Blvd',
      City: 'Wichita',
      State: 'KS',
      PostalCode: '67209',
      Country: 'US',
    },
  ),
  loc(
    3005,
    { Id: 505, Name: 'Sakura Instruments' },
    {
      Name: 'Sakura Instruments Kawasaki',
      Address1: '1-1 Kashimada, Saiwai-ku',
      City: 'Kawasaki',
      State: 'Kanagawa',
      PostalCode: '212-0058',
      Country: 'JP',
    },
  ),
  loc(
    3006,
    { Id: 506, Name: 'Bluefin Networks' },
    {
      Name: 'Bluefin Networks',
      Address1: '500 Terry A Francois Blvd',
      City: 'San Francisco',
      State: 'CA',
      PostalCode: '94158',
      Country: 'US',
    },
  ),
  loc(
    3007,
    { Id: 507, Name: 'Lumen Energy Systems' },
    {
      Name: 'Lumen Energy Systems',
      Address1: 'Nanshan Hi-Tech Park, Keji Rd 9',
      City: 'Shenzhen',
      State: 'GD',
      PostalCode: '518057',
      Country: 'CN',
    },
  ),
  loc(
    3008,
    { Id: 508, Name: 'Orbis Industrial' },
    {
      Name: 'Orbis Industrial Controls',
      Address1: 'Avenida Vallarta 6503',
      City: 'Zapopan',
      State: 'JAL',
      PostalCode: '45010',
      Country: 'MX',
    },
  ),
];

/**
 * Customer pricing: the manufacturer's own name for each known OEM (what oemMfrCustomerName answers),
 * its contract discount, and the OEM part numbers (oemPart) that map to it.
 */
export const KNOWN_OEMS = [
  {
    name: 'Acme Robotics',
    mfrName: 'ACME ROBOTICS INC',
    discount: 0.12,
    contract: 'CT-2024-0117',
    oemPartPrefix: 'ACR-',
  },
  {
    name: 'Northwind Medical',
    mfrName: 'NORTHWIND MEDICAL DEVICES CORP',
    discount: 0.18,
    contract: 'CT-2023-0842',
    oemPartPrefix: 'NWM-',
  },
  {
    name: 'Helios Automotive',
    mfrName: 'HELIOS AUTOMOTIVE GMBH',
    discount: 0.09,
    contract: 'CT-2025-0033',
    oemPartPrefix: 'HEL-',
  },
  {
    name: 'Kestrel Aerospace',
    mfrName: 'KESTREL AEROSPACE LLC',
    discount: 0.15,
    contract: 'CT-2024-0561',
    oemPartPrefix: 'KAE-',
  },
] as const;

/** Contract manufacturers (fictional stand-ins for the big EMS houses). */
export const KNOWN_CMS = [
  { name: 'Jabel Circuit', mfrName: 'JABEL CIRCUIT SOLUTIONS INC', extraDiscount: 0.03 },
  { name: 'Flexon Manufacturing', mfrName: 'FLEXON MANUFACTURING PTE LTD', extraDiscount: 0.02 },
  { name: 'Sanmark Electronics', mfrName: 'SANMARK ELECTRONICS SA DE CV', extraDiscount: 0.025 },
] as const;

export const DISTRIBUTORS = ['Avalon Components LLC', 'Tessera Supply', 'Digitron Distribution'] as const;

export const CARRIERS: readonly IdName[] = [
  { Id: 1, Name: 'UPS' },
  { Id: 2, Name: 'FedEx' },
  { Id: 3, Name: 'DHL Express' },
  { Id: 4, Name: 'Kuehne+Nagel' },
  { Id: 5, Name: 'Customer Pickup' },
];
export const SERVICE_LEVELS: readonly IdName[] = [
  { Id: 1, Name: 'Ground' },
  { Id: 2, Name: 'Express Saver' },
  { Id: 3, Name: 'Next Day Air' },
  { Id: 4, Name: '2nd Day Air' },
  { Id: 5, Name: 'Economy Freight' },
];
export const BILLING_OPTIONS: readonly IdName[] = [
  { Id: 1, Name: 'Prepaid' },
  { Id: 2, Name: 'Collect' },
  { Id: 3, Name: 'Third Party' },
  { Id: 4, Name: 'Prepay and Add' },
];
