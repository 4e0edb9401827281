import { Button, Text } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { notify } from '@/components/notify';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resetDemoData } from '@/api/demo';
import { useDemo } from '@/lib/demo';
import { SettingsSection } from './SettingsSection';
import { describeApiError } from '@/api/errors';

/** Demo mode only: puts the mock backend back to its seeded state (new orders and recorded usage go). */
export function DemoDataCard() {
  const { isDemo } = useDemo();
  const queryClient = useQueryClient();
  const reset = useMutation({
    mutationFn: () => resetDemoData(),
    onSuccess: async () => {
      await queryClient.resetQueries();
      notify({
        color: 'green',
        title: t`Demo data reset`,
        message: t`Orders and usage are back to the seeded data.`,
      });
    },
    onError: (error) => {
      const described = describeApiError(error);
      notify({ color: 'red', title: described.title, message: described.message });
    },
  });
  if (!isDemo) return null;

  return (
    <SettingsSection title={t`Demo data`} align="flex-start">
      <Text size="sm" c="dimmed">
        <Trans>
          The portal runs on demo data in this browser. Orders you place and the API calls you make are kept
          across reloads; reset to start again from the seeded data.
        </Trans>
      </Text>
      <Button variant="light" color="orange" onClick={() => reset.mutate()} loading={reset.isPending}>
        <Trans>Reset demo data</Trans>
      </Button>
    </SettingsSection>
  );
}
