import type { Compliance, Packaging, Part, PartDocument, PriceBreak } from '../../src/model/schemas';
import { makePart } from './builders';
import { createRng, type Rng } from './prng';
import { PLATINGS, SERIES, pitchCode, type SeriesDef } from './series';
import type { Steps } from './steps';

/**
 * Part numbers with something special about them, so tests, the demo script and the docs can point at
 * them. The generator guarantees each one exists (a test checks it) for any seed.
 */
/** Slash in the part number (older series spell tape-and-reel '/TR'): arrives as %2F. */
export const SLASH_PART = 'WBH-004-200-SG/TR';
/** '#' in the part number (lead-free marker): arrives as %23. */
export const HASH_PART = 'WBR-004-080-ST#LF';
/** A legacy part number with a space: arrives as %20. */
export const SPACE_PART = 'LEGACY 1234-A';
/** A non-ASCII part number (µ): arrives percent-encoded UTF-8. */
export const UNICODE_PART = 'MFC-µ10-050-G';
/** buyNowUrl is `javascript:alert(1)`, requestSampleUrl a data: URL and one document an ftp:// path. */
export const UNSAFE_URL_PART = 'TSH-010-254-DG';
/** Its description contains a literal `<script>` tag: it must render as text. */
export const SCRIPT_DESCRIPTION_PART = 'SSK-020-100-DA';
/** No 3D model or drawing in any format: every GET /v1/model/{part} answers "". */
export const NO_MODEL_PART = 'IDC-010-127-DT';
/** Non-cancellable, non-returnable and on reserve. */
export const NCNR_PART = 'MZS-020-050-DG';
/** Carries a non-empty customerBookPrice (same shape as price). */
export const BOOK_PRICE_PART = 'TSH-010-254-DA';
/** Stock of these changes every ~30 s while the demo runs; the first is the one to watch. */
export const HOT_PARTS = ['TSH-020-254-DG', 'SSK-040-100-DG', 'FPC5-010-100-SG', 'WBH-006-200-SG'] as const;
export const WATCHABLE_PART = HOT_PARTS[0];
/** A part of the obsolete series and one of the preview series. */
export const OBSOLETE_PART = 'RSK-010-100-DG';
export const PREVIEW_PART = 'IDR-010-127-DG';

export const MODEL_FORMATS = [
  { code: 'STEP-2.14', description: 'STEP AP214 3D model', kind: '3d', ext: 'stp' },
  { code: 'IGES', description: 'IGES 3D model', kind: '3d', ext: 'igs' },
  { code: 'SOLIDWORKS', description: 'SOLIDWORKS part', kind: '3d', ext: 'sldprt' },
  { code: 'PARASOLID', description: 'Parasolid 3D model', kind: '3d', ext: 'x_t' },
  { code: 'PDF', description: 'PDF (2D drawing)', kind: '2d', ext: 'pdf' },
  { code: 'DXF', description: 'DXF 2D drawing', kind: '2d', ext: 'dxf' },
] as const;
export type ModelFormatCode = (typeof MODEL_FORMATS)[number]['code'];
const MODEL_FORMAT_CODES: readonly ModelFormatCode[] = MODEL_FORMATS.map((f) => f.code);

export interface RelatedRef {
  part: string;
  relatedPartType: string;
}

/**
 * The stored part: the spec's Part in USD, plus what the handlers need to answer around it.
 *
 * Every random choice of a part is drawn when the catalog is generated (the draws are cheap numbers); the
 * Part object itself, its documents, compliance rows and related parts are built on first use. A page
 * load that shows 100 parts builds 100, not 5,000 (docs/performance.md, "Mock data per page load").
 */
export interface PartRecord {
  part: Part;
  /** The part number, readable without building the Part. */
  readonly partNumber: string;
  /** The Part's description, readable without building the Part (the keyword search reads every one). */
  readonly description: string;
  /** The same values as the Part's fields, readable without building it (orders, quotes, stock). */
  readonly packaging: Packaging;
  readonly minimumOrderQuantity: number;
  readonly price: PriceBreak[];
  /** Stock before the availability history starts. */
  initialStock: number;
  related: RelatedRef[];
  modelFormats: ModelFormatCode[];
}

const TIER_QTYS = [1, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000] as const;
const REEL_MULTIPLES = [1, 2, 5, 10, 25, 50] as const;
const MAX_QTY = 999_999;
const COUNTRIES = ['US', 'MX', 'CN', 'MY', 'CZ', 'JP', 'VN', 'DE'] as const;
const LANGS = ['en', 'de', 'ja', 'zh', 'fr'] as const;
const HTS = { THT: '8536.69.4040', SMT: '8536.69.8000' } as const;

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

function priceBreaks(rng: Rng, base: number, moq: number, fullIncrement: boolean): PriceBreak[] {
  const count = rng.int(3, 6);
  const mins = fullIncrement ? REEL_MULTIPLES.map((m) => m * moq) : TIER_QTYS.filter((q) => q >= moq);
  const used = (mins.length >= count ? mins.slice(0, count) : mins).slice();
  const step = 0.86 + rng.next() * 0.08;
  return used.map((min, i) => ({
    column: i + 1,
    minimumQuantity: min,
    maximumQuantity: i + 1 < used.length ? used[i + 1]! - 1 : MAX_QTY,
    price: round4(base * step ** i),
  }));
}

function primaryPackaging(rng: Rng, s: SeriesDef, pins: number): Packaging {
  if (s.family.includes('housing'))
    return { description: 'Bag', standardQuantity: 500, fullIncrementRequired: false };
  if (s.family.includes('header') || s.family.includes('IDC'))
    return {
      description: 'Tube',
      standardQuantity: pins > 40 ? 25 : 50,
      fullIncrementRequired: rng.chance(0.25),
    };
  return {
    description: 'Tray',
    standardQuantity: pins > 40 ? 60 : 120,
    fullIncrementRequired: rng.chance(0.15),
  };
}

function documents(s: SeriesDef, partNo: string, langs: readonly string[]): PartDocument[] {
  const base = `https://docs.example-mfr.com/series/${s.code}`;
  const docs: PartDocument[] = langs.map((lang) => ({
    description: `${s.code} series datasheet`,
    path: `${base}/${s.code}-datasheet-${lang}.pdf`,
    languageISO: lang,
    type: 'DS',
    typeFull: 'Datasheet',
  }));
  docs.push(
    {
      description: `Customer drawing ${partNo}`,
      path: `https://docs.example-mfr.com/drawings/${encodeURIComponent(partNo)}.pdf`,
      languageISO: 'en',
      type: 'DWG',
      typeFull: 'Customer Drawing',
    },
    {
      description: `${s.code} product specification`,
      path: `${base}/${s.code}-product-spec-en.pdf`,
      languageISO: 'en',
      type: 'PS',
      typeFull: 'Product Specification',
    },
  );
  if (s.family.includes('FPC')) {
    docs.push({
      description: 'Mating cable design guide',
      path: `${base}/${s.code}-application-note-ja.pdf`,
      languageISO: 'ja',
      type: 'AN',
      typeFull: 'Application Note',
    });
  }
  return docs;
}

/** The compliance draws of a part, in the order the generator makes them. */
interface ComplianceDraws {
  exemption: boolean;
  chinaRohs: boolean;
  halogenFree: boolean;
}

function drawCompliance(rng: Rng, s: SeriesDef, tin: boolean): ComplianceDraws {
  const obsolete = s.lifecycle === 'Obsolete';
  const exemption = !obsolete && tin && rng.chance(0.2);
  const chinaRohs = rng.chance(0.4);
  const halogenFree = rng.chance(0.3);
  return { exemption, chinaRohs, halogenFree };
}

function compliance(s: SeriesDef, drawn: ComplianceDraws): Compliance[] {
  const obsolete = s.lifecycle === 'Obsolete';
  const { exemption } = drawn;
  const rows: Compliance[] = [
    {
      regulationName: 'RoHS',
      result: obsolete ? 'Not Compliant' : exemption ? 'Compliant with Exemption' : 'Compliant',
      additionalAttributes: {
        directive: '2011/65/EU, (EU) 2015/863',
        exemptions: exemption ? ['6(c)'] : [],
        declarationDate: obsolete ? '2012-05-01' : '2024-03-15',
      },
    },
    {
      regulationName: 'REACH',
      result: obsolete ? 'Contains SVHC' : 'Compliant',
      additionalAttributes: {
        svhcListVersion: '2024-06-27 (241 substances)',
        svhcAboveThreshold: obsolete,
        substances: obsolete ? ['Lead (CAS 7439-92-1)'] : [],
      },
    },
  ];
  if (drawn.chinaRohs) {
    rows.push({
      regulationName: 'China RoHS',
      result: 'EFUP 50',
      additionalAttributes: { standard: 'SJ/T 11364-2014', environmentFriendlyUsePeriodYears: 50 },
    });
  }
  if (drawn.halogenFree) {
    rows.push({
      regulationName: 'Halogen Free',
      result: 'Halogen Free',
      additionalAttributes: { standard: 'IEC 61249-2-21', bromineMaxPpm: 900, chlorineMaxPpm: 900 },
    });
  }
  return rows;
}

interface Variant {
  s: SeriesDef;
  pins: number;
  plating: (typeof PLATINGS)[number];
  reel: boolean;
}

export function partNumberOf(v: Variant): string {
  const hash = v.s.leadFreeHash && v.plating.code === 'T' ? '#LF' : '';
  return `${v.s.code}-${String(v.pins).padStart(3, '0')}-${pitchCode(v.s.pitchMm)}-${v.s.rows === 2 ? 'D' : 'S'}${v.plating.code}${hash}${v.reel ? v.s.reelSuffix : ''}`;
}

function describe(v: Variant): string {
  const { s } = v;
  const family = s.family.charAt(0).toUpperCase() + s.family.slice(1);
  return `${family}, ${s.pitchMm.toFixed(2)} mm pitch, ${s.rows === 2 ? 'dual' : 'single'} row, ${v.pins} positions, ${s.mount === 'SMT' ? 'surface mount' : 'through hole'}, ${v.plating.name} contacts${v.reel ? ', tape and reel' : ''}`;
}

/** What a series draws once for all its parts. */
interface SeriesTraits {
  perPin: number;
  langs: string[];
  lead: number;
  country: string;
}

/** Every random choice of one part, drawn in the generator's order; the Part is built from it later. */
interface PartDraws {
  v: Variant;
  index: number;
  traits: SeriesTraits;
  partNo: string;
  primary: Packaging;
  packaging: Packaging;
  moq: number;
  price: PriceBreak[];
  modelFormats: ModelFormatCode[];
  stock: number;
  bookPrice: boolean;
  compliance: ComplianceDraws;
  ncnr: boolean;
  nrnd: boolean;
  leadWeeks: number;
  country: string;
  reserve: boolean;
}

/**
 * Draws one part. The order of the draws is the data set's contract: changing it changes every later
 * part of the series (and so what the tests and docs name), so build-only work stays out of here.
 */
function drawPart(rng: Rng, v: Variant, index: number, traits: SeriesTraits): PartDraws {
  const { s } = v;
  const primary = primaryPackaging(rng, s, v.pins);
  const packaging: Packaging = v.reel
    ? { description: 'Tape & Reel', standardQuantity: v.pins > 30 ? 500 : 1000, fullIncrementRequired: true }
    : primary;
  const moq = packaging.fullIncrementRequired ? packaging.standardQuantity : rng.chance(0.7) ? 1 : 10;
  const base = (0.04 + v.pins * traits.perPin) * v.plating.factor * (s.pitchMm < 1 ? 1.3 : 1);
  const price = priceBreaks(rng, base, moq, packaging.fullIncrementRequired);
  const modelFormats = MODEL_FORMAT_CODES.filter((code, i) => {
    if (code === 'PARASOLID' && s.code.length === 4) return false;
    if (code === 'SOLIDWORKS' && s.mount === 'THT' && s.rows === 1) return false;
    if (code === 'DXF' && i % 2 === index % 2 && rng.chance(0.3)) return false;
    return !rng.chance(0.03);
  });
  const stock = rng.chance(0.1)
    ? 0
    : Math.round(rng.int(1, 400) * packaging.standardQuantity * (0.5 + rng.next()));
  const bookPrice = rng.chance(0.08);
  const complianceDraws = drawCompliance(rng, s, v.plating.code === 'T');
  const ncnr = rng.chance(0.04);
  const nrnd = s.lifecycle === 'Production' && rng.chance(0.03);
  const leadWeeks = rng.int(0, 3);
  const country = rng.chance(0.85) ? traits.country : rng.pick(COUNTRIES);
  const reserve = rng.chance(0.03);
  return {
    v,
    index,
    traits,
    partNo: partNumberOf(v),
    primary,
    packaging,
    moq,
    price,
    modelFormats,
    stock,
    bookPrice,
    compliance: complianceDraws,
    ncnr,
    nrnd,
    leadWeeks,
    country,
    reserve,
  };
}

function buildPart(d: PartDraws): Part {
  const { v, partNo } = d;
  const { s } = v;
  // relatedParts, models and mates keep the builder's empty lists (views.ts fills relatedParts per request).
  return makePart(partNo, {
    id: String(1_000_000 + d.index),
    description: describe(v),
    stockQuantity: d.stock,
    minimumOrderQuantity: d.moq,
    currency: 'USD',
    price: d.price,
    customerBookPrice: d.bookPrice ? bookPrices(d.price) : [],
    packaging: d.packaging,
    environmentalCompliance: compliance(s, d.compliance),
    additionalDocuments: documents(s, partNo, d.traits.langs),
    imageUrl: `https://images.example-mfr.com/series/${s.code}/${s.rows === 2 ? 'dual' : 'single'}-row.jpg`,
    series: s.code,
    seriesWithOption: s.noOptionGroup ? null : `${s.code}-${s.rows === 2 ? 'D' : 'S'}${v.plating.code}`,
    buyNowUrl: `https://shop.example-mfr.com/buy?part=${encodeURIComponent(partNo)}`,
    requestSampleUrl: `https://samples.example-mfr.com/request?part=${encodeURIComponent(partNo)}`,
    nonCancellableNonReturnable: d.ncnr,
    lifecycleStatus: d.nrnd ? 'NRND' : s.lifecycle,
    standardLeadDays: d.traits.lead + d.leadWeeks * 7,
    eccnCategory: 'EAR99',
    htsNumber: HTS[s.mount],
    probableCountryOfOrigin: d.country,
    reserve: d.reserve,
  });
}

function relatedOf(d: PartDraws): RelatedRef[] {
  const { v } = d;
  const { s } = v;
  const related: RelatedRef[] = PLATINGS.filter((p) => p.code !== v.plating.code).map((p) => ({
    part: partNumberOf({ ...v, plating: p }),
    relatedPartType: 'Alternate Plating',
  }));
  related.push({
    part: partNumberOf({ ...v, reel: !v.reel }),
    relatedPartType: v.reel ? `${d.primary.description} Packaging` : 'Tape and Reel Packaging',
  });
  const mate = s.mateCode ? SERIES.find((m) => m.code === s.mateCode) : undefined;
  if (mate && mate.pins.includes(v.pins)) {
    related.push({
      part: partNumberOf({ s: mate, pins: v.pins, plating: v.plating, reel: false }),
      relatedPartType: 'Mating Part',
    });
  }
  // An obsolete series names its successor: the same part in a production series of the same kind.
  const successor = /obsolete/i.test(s.lifecycle)
    ? SERIES.find(
        (o) =>
          o.lifecycle === 'Production' &&
          o.family === s.family &&
          o.pitchMm === s.pitchMm &&
          o.pins.includes(v.pins),
      )
    : undefined;
  if (successor) {
    related.push({
      part: partNumberOf({ s: successor, pins: v.pins, plating: v.plating, reel: v.reel }),
      relatedPartType: 'Suggested Replacement',
    });
  }
  return related;
}

/** A part record whose Part, related parts and description are built from its draws on first use. */
class DrawnPartRecord implements PartRecord {
  readonly #draws: PartDraws;
  #part: Part | undefined;
  #related: RelatedRef[] | undefined;
  #description: string | undefined;
  readonly packaging: Packaging;
  readonly minimumOrderQuantity: number;
  readonly price: PriceBreak[];
  initialStock: number;
  modelFormats: ModelFormatCode[];

  constructor(draws: PartDraws) {
    this.#draws = draws;
    this.packaging = draws.packaging;
    this.minimumOrderQuantity = draws.moq;
    this.price = draws.price;
    this.initialStock = draws.stock;
    this.modelFormats = draws.modelFormats;
  }

  get part(): Part {
    this.#part ??= buildPart(this.#draws);
    return this.#part;
  }

  set part(part: Part) {
    this.#part = part;
  }

  get partNumber(): string {
    return this.#part?.part ?? this.#draws.partNo;
  }

  get description(): string {
    if (this.#part) return this.#part.description;
    this.#description ??= describe(this.#draws.v);
    return this.#description;
  }

  get related(): RelatedRef[] {
    this.#related ??= relatedOf(this.#draws);
    return this.#related;
  }

  set related(related: RelatedRef[]) {
    this.#related = related;
  }
}

/** customerBookPrice entries: the same shape as price, at a negotiated 8% off. */
function bookPrices(price: PriceBreak[]): Part['customerBookPrice'] {
  return price.map((b) => ({ ...b, price: round4(b.price * 0.92) }));
}

/** A hand-made legacy part (space or non-ASCII in its number) to prove encoding round trips. */
function legacyPart(rng: Rng, partNo: string, index: number, description: string): PartRecord {
  const v: Variant = { s: SERIES[0]!, pins: 10, plating: PLATINGS[2], reel: false };
  const rec = new DrawnPartRecord(
    drawPart(rng, v, index, { perPin: 0.02, langs: ['en'], lead: 56, country: 'US' }),
  );
  rec.part = {
    ...rec.part,
    part: partNo,
    description,
    series: 'LEGACY',
    seriesWithOption: null,
    lifecycleStatus: 'Obsolete',
    buyNowUrl: `https://shop.example-mfr.com/buy?part=${encodeURIComponent(partNo)}`,
    requestSampleUrl: `https://samples.example-mfr.com/request?part=${encodeURIComponent(partNo)}`,
  };
  rec.related = [];
  return rec;
}

/** All parts, sorted by part number (ordinal, UTF-16 code-unit order: the catalog paging order). */
export function* partSteps(seed: number): Steps<PartRecord[]> {
  const root = createRng(seed).fork('parts');
  const records: PartRecord[] = [];
  for (const s of SERIES) {
    const rng = root.fork(s.code);
    const traits: SeriesTraits = {
      perPin: 0.012 + rng.next() * 0.035,
      langs: ['en', ...LANGS.slice(1).filter(() => rng.chance(0.45))],
      lead: rng.pick([14, 21, 28, 42, 56, 84]),
      country: rng.pick(COUNTRIES),
    };
    for (const pins of s.pins) {
      yield;
      for (const plating of PLATINGS)
        for (const reel of [false, true])
          records.push(
            new DrawnPartRecord(drawPart(rng, { s, pins, plating, reel }, records.length, traits)),
          );
    }
  }
  yield;
  const extra = root.fork('extra');
  records.push(
    legacyPart(extra, SPACE_PART, records.length, 'Legacy 10-position header, pre-2005 numbering'),
    legacyPart(extra, UNICODE_PART, records.length + 1, 'Micro FPC connector, µ-series, 10 positions'),
  );
  yield;
  applySpecials(records);
  yield;
  // Sorted on plain strings read once: the record's getter inside the comparator costs more than the sort.
  const keyed = records.map((rec) => ({ key: rec.partNumber, rec }));
  yield;
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return keyed.map(({ rec }) => rec);
}

function applySpecials(records: PartRecord[]): void {
  const find = (partNo: string) => {
    const rec = records.find((r) => r.partNumber === partNo);
    if (!rec) throw new Error(`special part ${partNo} was not generated`);
    return rec;
  };
  const unsafe = find(UNSAFE_URL_PART);
  unsafe.part.buyNowUrl = 'javascript:alert(1)';
  unsafe.part.requestSampleUrl = 'data:text/html,<script>alert(1)</script>';
  unsafe.part.imageUrl = 'http://images.example-mfr.com/legacy/tsh.jpg';
  unsafe.part.additionalDocuments = [
    ...unsafe.part.additionalDocuments,
    {
      description: 'Legacy drawing archive',
      path: 'ftp://files.example-mfr.com/archive/TSH-010.dwg',
      languageISO: 'en',
      type: 'DWG',
      typeFull: 'Customer Drawing',
    },
  ];
  const script = find(SCRIPT_DESCRIPTION_PART);
  script.part.description = `<script>alert("xss")</script> ${script.part.description}`;
  find(NO_MODEL_PART).modelFormats = [];
  const ncnr = find(NCNR_PART);
  ncnr.part.nonCancellableNonReturnable = true;
  ncnr.part.reserve = true;
  const book = find(BOOK_PRICE_PART);
  book.part.customerBookPrice = bookPrices(book.part.price);
  for (const hot of HOT_PARTS) {
    const rec = find(hot);
    if (rec.initialStock === 0) rec.initialStock = rec.part.stockQuantity = 5_000;
  }
}
