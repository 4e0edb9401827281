import { Anchor, Button, Group, PasswordInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { usePageTitle } from '@/components/usePageTitle';
import { notify } from '@/components/notify';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '@/components/PageHeader';
import { CURRENCY_OPTIONS } from '@/lib/currencies';
import { getSettings, saveSettings } from '@/lib/settings';
import { maskToken } from '@/lib/jwt';
import { useSettings } from '@/lib/useSettings';
import { settingsFormSchema, type SettingsFormValues } from './settingsForm';
import { TokenDetails } from './TokenDetails';
import { ConnectionTest } from './ConnectionTest';
import { DemoDataCard } from './DemoDataCard';
import { LocalCopiesCard } from './LocalCopiesCard';
import { SettingsSection } from './SettingsSection';
import { settingsRouteApi } from './settingsRoute';

/** Fields that hold a token, a name or a map as the service spells it: not words to correct or suggest. */
const VERBATIM = { spellCheck: false, autoComplete: 'off' } as const;

export function SettingsPage() {
  usePageTitle('Settings');
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
      title: 'Settings saved',
      message: 'The portal now uses these settings.',
    });
    // Sent here by a refused token or a missing grant: go back to that page, now with the new token.
    if (from) void navigate({ href: from });
  });

  return (
    <Stack maw={760} gap="lg">
      <PageHeader
        title="Settings"
        description="How the portal identifies itself to the API, and how it shows prices."
      />
      {from ? (
        <Text size="sm">
          Saving takes you back to{' '}
          <Anchor href={from} ff="monospace">
            {from}
          </Anchor>
          .
        </Text>
      ) : null}
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <SettingsSection title="Access">
            <PasswordInput
              label="Bearer token"
              description="Kept only in this browser tab (session storage) and sent as the Authorization header. It is never put in a URL or logged."
              {...VERBATIM}
              {...form.getInputProps('token')}
            />
            <TokenDetails token={form.values.token} />
            {saved.token ? (
              <Text size="sm" c="dimmed">
                Saved token:{' '}
                <Text span ff="monospace">
                  {maskToken(saved.token)}
                </Text>
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                No token saved: requests are sent without an Authorization header.
              </Text>
            )}
            <TextInput
              label="Client application name"
              description="Sent as the client-app-name header on every request; 3 to 100 characters."
              required
              {...form.getInputProps('clientAppName')}
            />
          </SettingsSection>
          <SettingsSection title="Service">
            <TextInput
              label="Manufacturer name in field names"
              description="The service names some fields after its manufacturer (acmePart, oemAcmeCustomerName for a maker called Acme). Leave empty to find them automatically; fill in (Acme) if a page reports several candidate fields."
              placeholder="found automatically"
              {...VERBATIM}
              {...form.getInputProps('manufacturerName')}
            />
            <TextInput
              label="API route prefixes"
              description="For a service whose routes carry an API name (/catalog/v3/…): area=/prefix entries, e.g. catalog=/catalog,orders=/orders. Overrides the build's VITE_API_PREFIXES in this browser; empty uses the build's."
              placeholder="catalog=/catalog,pricing=/pricing"
              {...VERBATIM}
              {...form.getInputProps('apiPrefixes')}
            />
          </SettingsSection>
          <SettingsSection title="Display">
            <Select
              label="Default currency"
              description="Prices are converted by the API into this currency unless a page's link names another."
              data={CURRENCY_OPTIONS}
              searchable
              allowDeselect={false}
              {...form.getInputProps('currency')}
            />
          </SettingsSection>
          <Group>
            <Button type="submit">Save settings</Button>
            <Button
              variant="default"
              onClick={() => form.setValues(getSettings())}
              disabled={!form.isDirty()}
            >
              Discard changes
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
                    title: 'Token removed',
                    message: 'Requests are now sent without a token.',
                  });
                }}
              >
                Remove token
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
      <ConnectionTest />
      <LocalCopiesCard />
      <DemoDataCard />
    </Stack>
  );
}
