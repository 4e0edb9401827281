import { Anchor, Button, Group, NativeSelect, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { usePageTitle } from '@/components/usePageTitle';
import { LanguagePicker } from '@/components/LanguagePicker';
import { notify } from '@/components/notify';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '@/components/PageHeader';
import { currencyOptions } from '@/lib/currencies';
import { getSettings, saveSettings } from '@/lib/settings';
import { maskToken } from '@/lib/jwt';
import { useSettings } from '@/lib/useSettings';
import { settingsFormSchema, type SettingsFormValues } from './settingsForm';
import { TokenDetails } from './TokenDetails';
import { SettingsSection } from './SettingsSection';
import { settingsRouteApi } from './settingsRoute';
import { PanelBoundary } from '@/components/PanelBoundary';
import { lazyAfterFirstPaint } from '@/lib/lazyAfterFirstPaint';

/**
 * The cards below the form (the connection test, the local copies with IndexedDB's library, the demo's
 * data): loaded once the first screen has painted, so that the form does not wait for their files (a
 * phone's largest paint here is a field's description). Started with the route chunk.
 */
const settingsCards = lazyAfterFirstPaint(() =>
  import('./SettingsCards').then((module) => module.SettingsCards),
);
void settingsCards.preload();

/**
 * Unsaved edits while the language is switched: the app renders again from the top in the new language
 * (app/App.tsx), which would start this form over from the saved settings. Kept in memory only.
 */
let unsavedAcrossLanguageSwitch: SettingsFormValues | null = null;

/** Fields that hold a token, a name or a map as the service spells it: not words to correct or suggest. */
const VERBATIM = { spellCheck: false, autoComplete: 'off' } as const;

export function SettingsPage() {
  usePageTitle(t`Settings`);
  const saved = useSettings();
  const queryClient = useQueryClient();
  const { from } = settingsRouteApi.useSearch();
  const navigate = settingsRouteApi.useNavigate();
  const form = useForm<SettingsFormValues>({
    mode: 'controlled',
    initialValues: getSettings(),
    validate: schemaResolver(settingsFormSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  useEffect(() => {
    if (!unsavedAcrossLanguageSwitch) return;
    form.setValues(unsavedAcrossLanguageSwitch);
    unsavedAcrossLanguageSwitch = null;
    // Once, on the first render in the new language; `form` is stable across renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = form.onSubmit((values) => {
    const parsed = settingsFormSchema.parse(values);
    // Query keys carry neither the token nor how answers are read, so cached answers must not be reused.
    const identityChanged =
      parsed.token !== saved.token ||
      parsed.clientAppName !== saved.clientAppName ||
      parsed.manufacturerName !== saved.manufacturerName ||
      parsed.apiPrefixes !== saved.apiPrefixes;
    saveSettings(parsed);
    if (identityChanged) void queryClient.resetQueries();
    form.setValues(parsed);
    form.resetDirty(parsed);
    notify({
      color: 'green',
      title: t`Settings saved`,
      message: t`The portal now uses these settings.`,
    });
    // Sent here by a refused token or a missing grant: go back to that page, now with the new token.
    if (from) void navigate({ href: from });
  });

  const maskedToken = saved.token ? maskToken(saved.token) : '';
  return (
    <Stack maw={760} gap="lg">
      <PageHeader
        title={t`Settings`}
        description={t`How the portal identifies itself to the API, and how it shows prices.`}
      />
      {from ? (
        <Text size="sm">
          <Trans>
            Saving takes you back to{' '}
            <Anchor href={from} ff="monospace">
              {from}
            </Anchor>
            .
          </Trans>
        </Text>
      ) : null}
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <SettingsSection title={t`Access`}>
            <PasswordInput
              label={t`Bearer token`}
              visibilityToggleButtonProps={{ 'aria-label': t`Show or hide the token` }}
              description={t`Kept only in this browser tab (session storage) and sent as the Authorization header. It is never put in a URL or logged.`}
              {...VERBATIM}
              {...form.getInputProps('token')}
            />
            <TokenDetails token={form.values.token} />
            {saved.token ? (
              <Text size="sm" c="dimmed">
                <Trans>
                  Saved token:{' '}
                  <Text span ff="monospace">
                    {maskedToken}
                  </Text>
                </Trans>
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                <Trans>No token saved: requests are sent without an Authorization header.</Trans>
              </Text>
            )}
            <TextInput
              label={t`Client application name`}
              description={t`Sent as the client-app-name header on every request; 3 to 100 characters.`}
              required
              {...form.getInputProps('clientAppName')}
            />
          </SettingsSection>
          <SettingsSection title={t`Service`}>
            <TextInput
              label={t`Manufacturer name in field names`}
              description={t`The service names some fields after its manufacturer (acmePart, oemAcmeCustomerName for a maker called Acme). Leave empty to find them automatically; fill in (Acme) if a page reports several candidate fields.`}
              placeholder={t`found automatically`}
              {...VERBATIM}
              {...form.getInputProps('manufacturerName')}
            />
            <TextInput
              label={t`API route prefixes`}
              description={t`For a service whose routes carry an API name (/catalog/v3/…): area=/prefix entries, e.g. catalog=/catalog,orders=/orders. Overrides the build's VITE_API_PREFIXES in this browser; empty uses the build's.`}
              placeholder="catalog=/catalog,pricing=/pricing"
              {...VERBATIM}
              {...form.getInputProps('apiPrefixes')}
            />
          </SettingsSection>
          <SettingsSection title={t`Display`}>
            <LanguagePicker
              label={t`Language`}
              description={t`The portal's words, numbers and dates. Applies at once and is kept in this browser.`}
              beforeSwitch={() => {
                if (form.isDirty()) unsavedAcrossLanguageSwitch = form.getValues();
              }}
            />
            {/* Native, as on /pricing: twelve choices need no search, and a searchable select's dropdown
                code (about 35 KB) came before this page's first paint (docs/performance.md). */}
            <NativeSelect
              label={t`Default currency`}
              description={t`Prices are converted by the API into this currency unless a page's link names another.`}
              data={currencyOptions()}
              {...form.getInputProps('currency')}
            />
            <NativeSelect
              label={t`CSV column headers`}
              description={t`Exports head their columns in English by default, so tools and spreadsheets read them the same in every language.`}
              data={[
                { value: 'english', label: t`English (for tools)` },
                { value: 'language', label: t`In the portal's language` },
              ]}
              {...form.getInputProps('csvHeaders')}
            />
          </SettingsSection>
          <Group>
            <Button type="submit">
              <Trans>Save settings</Trans>
            </Button>
            <Button
              variant="default"
              onClick={() => form.setValues(getSettings())}
              disabled={!form.isDirty()}
            >
              <Trans>Discard changes</Trans>
            </Button>
            {saved.token ? (
              <Button
                variant="subtle"
                color="red"
                onClick={() => {
                  saveSettings({ token: '' });
                  void queryClient.resetQueries();
                  form.setFieldValue('token', '');
                  notify({
                    title: t`Token removed`,
                    message: t`Requests are now sent without a token.`,
                  });
                }}
              >
                <Trans>Remove token</Trans>
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
      <PanelBoundary loadingLabel={t`Loading the connection test and local copies…`}>
        <settingsCards.Component />
      </PanelBoundary>
    </Stack>
  );
}
