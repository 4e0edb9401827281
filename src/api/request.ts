import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { z } from '@/lib/zod';
import { apiRequest, type ApiRequest, type FetchOptions, type QueryValue } from './http';
import { encodePathSegment, keyParams, parseParams, partParam } from './validate';

/**
 * One GET of the spec, declared rather than written out: its route, the zod schema its parameters must
 * pass before anything is sent, and the schema its answer must parse with. Every GET that takes
 * parameters is one of these (except searchParts, whose answer schema depends on a parameter), so
 * checking, naming the endpoint in errors and passing the abort signal on happen the same way everywhere.
 * The fetchers are async all the way: a broken parameter rule is a rejected promise, never a throw.
 */
type GetDefinition<S extends z.ZodMiniType, T> = Pick<
  ApiRequest<T>,
  'area' | 'requireClientAppName' | 'onNoContent' | 'onNotFound'
> & {
  /** The spec's route ('/v1/openorders', '/v3/{part}'); errors name the endpoint `GET <route>`. */
  route: string;
  params: S;
  answer: z.ZodMiniType<T>;
  /** The wire query of the checked parameters; without it they are sent as they are. */
  query?: (checked: z.output<S>) => Record<string, QueryValue>;
};

/** Parameters may be left out when the schema needs none of them. */
type ParamsArgs<S extends z.ZodMiniType> =
  object extends z.input<S>
    ? [params?: z.input<S>, options?: FetchOptions]
    : [params: z.input<S>, options?: FetchOptions];

// Reached only when ParamsArgs let the caller leave the parameters out, i.e. when {} is a valid input.
const noParams = <S extends z.ZodMiniType>() => ({}) as z.input<S>;

async function send<S extends z.ZodMiniType, T>(
  def: GetDefinition<S, T>,
  path: string,
  params: z.input<S>,
  options: FetchOptions,
): Promise<T> {
  const { route, params: schema, answer, query, ...rest } = def;
  const endpoint = `GET ${route}`;
  const checked = parseParams(endpoint, schema, params);
  return apiRequest<T>({
    ...rest,
    endpoint,
    path,
    query: query ? query(checked) : (checked as Record<string, QueryValue>),
    schema: answer,
    signal: options.signal,
    retry: options.retry,
  });
}

/** A GET whose route has no path parameter: `(params, options) => answer`. */
export function defineGet<S extends z.ZodMiniType, T>(def: GetDefinition<S, T>) {
  return (...[params, options = {}]: ParamsArgs<S>): Promise<T> =>
    send(def, def.route, params ?? noParams<S>(), options);
}

/** A GET of one part ('/v3/{part}'): the part number is checked and encoded into the path. */
export function definePartGet<S extends z.ZodMiniType, T>(def: GetDefinition<S, T>) {
  return async (part: string, ...[params, options = {}]: ParamsArgs<S>): Promise<T> => {
    const checkedPart = parseParams(`GET ${def.route}`, partParam(), part);
    return send(
      def,
      def.route.replace('{part}', encodePathSegment(checkedPart)),
      params ?? noParams<S>(),
      options,
    );
  };
}

/** Query options of one request: its key, and its fetch given React Query's abort signal. */
export function requestQueryOptions<T, K extends QueryKey>(
  queryKey: K,
  request: (options: FetchOptions) => Promise<T>,
) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => request({ signal }) });
}

/**
 * The keys of one paged request: its root (what a change invalidates), one page addressed by its cursor
 * (kept in a URL), and the infinite query of all pages. Parameters are keyed with their defaults applied.
 */
export function pagedKeys<S extends z.ZodMiniType>(root: readonly string[], schema: S) {
  return {
    root: () => root,
    page: (params: z.input<S>) => [...root, 'page', keyParams(schema, params)] as const,
    infinite: (filters: z.input<S>) => [...root, 'infinite', keyParams(schema, filters)] as const,
  };
}
