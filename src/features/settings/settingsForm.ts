import { t } from '@lingui/core/macro';
import { z } from '@/lib/zod';
import { apiPrefixesSchema } from '@/api/config';
import { settingsShape, type Settings } from '@/lib/settings';

/** The Settings form validates what the store accepts, and the prefix map as the API module reads it. */
export const settingsFormSchema = z.object({
  ...settingsShape(),
  apiPrefixes: z.string().check(
    z.trim(),
    z.maxLength(500),
    z.refine((value) => apiPrefixesSchema.safeParse(value).success, {
      // Read when the check fails, so the message is in the language chosen by then.
      error: () => t`Write area=/prefix entries separated by commas, e.g. catalog=/catalog,orders=/orders`,
    }),
  ),
});
export type SettingsFormValues = Settings;
