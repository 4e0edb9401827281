import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '@/features/settings/SettingsPage';
import { settingsSearchSchema } from '@/features/settings/settingsRoute';

export const Route = createFileRoute('/settings')({
  validateSearch: settingsSearchSchema,
  component: SettingsPage,
});
