import { Badge, Drawer, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useDemo } from '@/lib/demo';

/** Says the portal runs on demo data; opens the mock backend's control panel. */
export function DemoBadge() {
  const { isDemo, panel } = useDemo();
  const [opened, { open, close }] = useDisclosure(false);
  if (!isDemo) return null;
  return (
    <>
      <UnstyledButton onClick={open} aria-label="Demo data: open the demo controls" aria-haspopup="dialog">
        <Badge color="orange" variant="light" size="lg" style={{ cursor: 'pointer' }}>
          Demo<span className="demo-badge-long"> data</span>
        </Badge>
      </UnstyledButton>
      <Drawer opened={opened} onClose={close} title="Demo controls" position="right" size="md">
        {panel}
      </Drawer>
    </>
  );
}
