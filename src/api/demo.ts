import { z } from '@/lib/zod';
import { apiRequest } from './http';

/** Demo mode only (Settings): the mock backend answers POST {base}/__demo/reset with its seeded data. */
export async function resetDemoData(): Promise<void> {
  return apiRequest({
    endpoint: 'POST /__demo/reset',
    method: 'POST',
    path: '/__demo/reset',
    body: {},
    // Whatever the mocks answer is fine: only the status matters.
    schema: z.pipe(
      z.unknown(),
      z.transform(() => undefined),
    ),
  });
}
