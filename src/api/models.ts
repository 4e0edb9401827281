import { t } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { lazySchema } from '@/lib/lazySchema';
import { apiRequest, type FetchOptions } from './http';
import { modelTypesSchema, modelUrlSchema, type ModelType } from '@/model/schemas';
import { optionalText } from './validate';
import { definePartGet } from './request';

/** GET /v1/model/ModelTypes, normalised to `{ code, label }` whatever shape the service uses. */
export async function getModelTypes(options: FetchOptions = {}): Promise<ModelType[]> {
  return apiRequest({
    endpoint: 'GET /v1/model/ModelTypes',
    area: 'models',
    path: '/v1/model/ModelTypes',
    schema: modelTypesSchema,
    signal: options.signal,
    requireClientAppName: true,
  });
}

export const modelUrlParamsSchema = lazySchema(() => z.object({ modelFormat: optionalText }));

/** `{ url: null }`: the service has no model for this part in this format (it answered ""). */
export type ModelUrlResult = { url: string } | { url: null };

/** GET /v1/model/{part}: a pre-signed download URL that expires, so use it at once. */
export const getModelUrl = definePartGet<typeof modelUrlParamsSchema, ModelUrlResult>({
  area: 'models',
  route: '/v1/model/{part}',
  params: modelUrlParamsSchema,
  answer: z.pipe(
    modelUrlSchema,
    z.transform((url) => (url.trim() === '' ? { url: null } : { url })),
  ),
  requireClientAppName: true,
  // An empty body or a 204 is read like "": no model.
  onNoContent: () => ({ url: null }),
});

export const modelKeys = {
  all: ['models'] as const,
  types: () => [...modelKeys.all, 'types'] as const,
};

export function modelTypesQueryOptions() {
  return queryOptions({
    queryKey: modelKeys.types(),
    queryFn: ({ signal }) => getModelTypes({ signal }),
    // The list of formats hardly changes.
    staleTime: 60 * 60 * 1000,
  });
}

/**
 * The file behind a model download URL, so one click can save it. The URL is pre-signed on the file host:
 * no client-app-name and never the bearer token go with it.
 */
export async function getModelFile(url: string, options: FetchOptions = {}): Promise<Blob> {
  const response = await fetch(url, { credentials: 'omit', signal: options.signal });
  // Shown on the page as the failure's explanation (describeApiError).
  const { status } = response;
  if (!response.ok) throw new Error(t`The model file host answered ${status}.`);
  return response.blob();
}
