/**
 * A schema built on first use, for the schemas modules declare at their top level.
 *
 * The entry's modules declared about 90 of them, each as `z.lazy(…)` or a schema built at once: zod builds
 * every schema object (lazy ones too) with a few dozen properties and closures, and those 90 were about a
 * quarter of the entry's evaluation, the longest task of a page's start. This stands in for the schema
 * with a Proxy, which costs next to nothing to make, and builds the schema when a property is first read:
 * a parse, or a schema that includes it being built. Every read then goes to that schema, so parsing,
 * composing, `instanceof` (zod's checks read `_zod`) and `z.infer` are as with the schema itself.
 *
 * Marked free of side effects, like zod's own factories, so a schema no page uses is left out of the build.
 */
// @__NO_SIDE_EFFECTS__
export function lazySchema<T extends object>(build: () => T): T {
  let schema: T | undefined;
  const built = (): T => (schema ??= build());
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(built(), key),
    set: (_target, key, value) => Reflect.set(built(), key, value),
    has: (_target, key) => Reflect.has(built(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(built()),
  });
}
