import { Button, Text } from '@mantine/core';
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
        title: 'Demo data reset',
        message: 'Orders and usage are back to the seeded data.',
      });
    },
    onError: (error) => {
      const described = describeApiError(error);
      notify({ color: 'red', title: described.title, message: described.message });
    },
  });
  if (!isDemo) return null;

  return (
    <SettingsSection title="Demo data" align="flex-start">
      <Text size="sm" c="dimmed">
        The portal runs on demo data in this browser. Orders you place and the API calls you make are kept
        across reloads; reset to start again from the seeded data.
      </Text>
      <Button variant="light" color="orange" onClick={() => reset.mutate()} loading={reset.isPending}>
        Reset demo data
      </Button>
    </SettingsSection>
  );
}
