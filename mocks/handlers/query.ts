import { badRequest } from '../record';

/**
 * Query-string readers shared by the handlers. Each throws a 400 MockHttpError naming the parameter when the
 * value is present but malformed, which is how the service treats invalid input in this mock.
 */
export function readString(url: URL, name: string): string {
  return (url.searchParams.get(name) ?? '').trim();
}

export function readInt(url: URL, name: string, opts: { default: number; min: number; max: number }): number {
  const raw = readString(url, name);
  if (raw === '') return opts.default;
  if (!/^-?\d+$/.test(raw)) throw badRequest(`${name} must be an integer`);
  const value = Number(raw);
  if (value < opts.min || value > opts.max)
    throw badRequest(`${name} must be between ${opts.min} and ${opts.max}`);
  return value;
}

export function readOptionalInt(url: URL, name: string): number | null {
  const raw = readString(url, name);
  if (raw === '') return null;
  if (!/^-?\d+$/.test(raw) || !Number.isSafeInteger(Number(raw)))
    throw badRequest(`${name} must be an integer`);
  return Number(raw);
}

export function readBool(url: URL, name: string, fallback: boolean): boolean {
  const raw = readString(url, name).toLowerCase();
  if (raw === '') return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw badRequest(`${name} must be true or false`);
}

/** Percent-decoding already happened in MSW's route matching; reject what no part number can be. */
export function readPartParam(params: Record<string, string>): string {
  const part = (params['part'] ?? '').trim();
  // eslint-disable-next-line no-control-regex
  if (part === '' || part.length > 64 || /[\u0000-\u001f]/.test(part))
    throw badRequest('part is not a well-formed part number');
  return part;
}
