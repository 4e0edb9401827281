import { settingsSchema, type Settings } from '@/lib/settings';

/** The Settings form validates exactly what the store accepts. */
export const settingsFormSchema = settingsSchema;
export type SettingsFormValues = Settings;
