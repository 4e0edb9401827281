/**
 * The connector series of the mock manufacturer. This table is static (not drawn from the seed) so that
 * part numbers are the same for every seed: tests and docs can name parts like SLASH_PART safely.
 */
export interface SeriesDef {
  code: string;
  family: string;
  /** Pitch in millimetres, and its code in the part number (hundredths of a mm). */
  pitchMm: number;
  rows: 1 | 2;
  pins: readonly number[];
  mount: 'SMT' | 'THT';
  /** How the tape-and-reel variant is spelled: most series append -TR, older ones /TR. */
  reelSuffix: '-TR' | '/TR';
  /** Older RoHS-transition series carry a '#LF' lead-free marker on tin-plated parts. */
  leadFreeHash: boolean;
  lifecycle: string;
  mateCode: string | null;
  /** Series whose seriesWithOption is null (no option grouping published). */
  noOptionGroup: boolean;
}

const range = (from: number, to: number, step = 1): number[] => {
  const out: number[] = [];
  for (let n = from; n <= to; n += step) out.push(n);
  return out;
};

const FAMILIES = [
  { family: 'board-to-board header', mount: 'THT', rows: 2 },
  { family: 'board-to-board socket', mount: 'SMT', rows: 2 },
  { family: 'FFC/FPC connector', mount: 'SMT', rows: 1 },
  { family: 'wire-to-board header', mount: 'THT', rows: 1 },
  { family: 'wire-to-board receptacle housing', mount: 'THT', rows: 1 },
  { family: 'edge-card socket', mount: 'SMT', rows: 2 },
  { family: 'IDC box header for ribbon cable', mount: 'THT', rows: 2 },
  { family: 'mezzanine stacking connector', mount: 'SMT', rows: 2 },
] as const;

const CODES = [
  'TSH',
  'SSK',
  'FPC5',
  'WBH',
  'WBR',
  'ECS',
  'IDC',
  'MZS',
  'TSH2',
  'SSK2',
  'FPC3',
  'WBH3',
  'WBR3',
  'ECS8',
  'IDC2',
  'MZS6',
  'HTS',
  'LSK',
  'FFC1',
  'PWH',
  'PWR',
  'ECX',
  'IDM',
  'MZQ',
  'MHD',
  'MSK',
  'FPC8',
  'MWH',
  'MWR',
  'PCI',
  'IDL',
  'QMS',
  'RHD',
  'RSK',
  'FLX',
  'LWH',
  'LWR',
  'ECL',
  'IDR',
  'HMZ',
] as const;

const PITCHES = [2.54, 2.0, 1.27, 1.0, 0.8, 0.5, 3.96, 1.25] as const;
const LIFECYCLES = [
  'Production',
  'Production',
  'Active',
  'Production',
  'NRND',
  'Active',
  'Production',
  'New',
];

export const SERIES: readonly SeriesDef[] = CODES.map((code, i) => {
  const fam = FAMILIES[i % FAMILIES.length]!;
  const pitchMm =
    fam.family === 'FFC/FPC connector' ? (i % 2 ? 0.5 : 1.0) : PITCHES[(i * 3) % PITCHES.length]!;
  const from = fam.rows === 2 ? 4 : 2;
  const step = fam.rows === 2 ? 2 : 1;
  // 20 to 24 pin counts per series: ~21 x 3 platings x 2 packagings gives ~5,000 parts over 40 series.
  const pins = range(from, from + step * (19 + (i % 5)), step);
  return {
    code,
    family: fam.family,
    pitchMm,
    rows: fam.rows,
    pins,
    mount: fam.mount,
    reelSuffix: i % 7 === 3 ? '/TR' : '-TR',
    leadFreeHash: i % 9 === 4,
    // One series is obsolete and one is a preview, so every lifecycle value shows up somewhere.
    lifecycle: i === 33 ? 'Obsolete' : i === 38 ? 'Preview' : LIFECYCLES[i % LIFECYCLES.length]!,
    mateCode: fam.family === 'board-to-board header' ? (CODES[i + 1] ?? null) : null,
    noOptionGroup: i % 6 === 5,
  };
});

export const PLATINGS = [
  { code: 'G', name: 'gold flash', factor: 1.25 },
  { code: 'A', name: '30 µin gold', factor: 1.6 },
  { code: 'T', name: 'matte tin', factor: 1.0 },
] as const;

export function pitchCode(pitchMm: number): string {
  return String(Math.round(pitchMm * 100)).padStart(3, '0');
}
