import type { JsonValue } from '@/model/schemas';

export type JsonSearchResult = { value: JsonValue | undefined; matches: number };

/**
 * The parts of a JSON value that match a search: a key or a primitive value containing the text
 * (case-insensitive). A matching key keeps its whole value; otherwise only matching descendants are kept,
 * with their ancestors so the path stays readable. Nothing matching → value undefined.
 */
export function searchJson(value: JsonValue, text: string): JsonSearchResult {
  const needle = text.trim().toLowerCase();
  if (needle === '') return { value, matches: 0 };
  let matches = 0;
  const visit = (node: JsonValue): JsonValue | undefined => {
    if (node === null || typeof node !== 'object') {
      if (String(node).toLowerCase().includes(needle)) {
        matches += 1;
        return node;
      }
      return undefined;
    }
    if (Array.isArray(node)) {
      const kept = node.map(visit).filter((v): v is JsonValue => v !== undefined);
      return kept.length > 0 ? kept : undefined;
    }
    const out: Record<string, JsonValue> = {};
    let any = false;
    for (const [key, inner] of Object.entries(node)) {
      const kept = key.toLowerCase().includes(needle) ? ((matches += 1), inner) : visit(inner);
      if (kept !== undefined) {
        Object.defineProperty(out, key, {
          value: kept,
          enumerable: true,
          writable: true,
          configurable: true,
        });
        any = true;
      }
    }
    return any ? out : undefined;
  };
  return { value: visit(value), matches };
}
