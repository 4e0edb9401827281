import { getRouteApi } from '@tanstack/react-router';
import { z } from '@/lib/zod';
import { lazySchema } from '@/lib/lazySchema';
import { returnPathSchema } from '@/lib/returnPath';

/** `from`: the page that sent the user here (a 401 or a missing grant), to return to after saving. */
export const settingsSearchSchema = lazySchema(() =>
  z.object({
    from: z.catch(z.optional(returnPathSchema), undefined),
  }),
);

export const settingsRouteApi = getRouteApi('/settings');
