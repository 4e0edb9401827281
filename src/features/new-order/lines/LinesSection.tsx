import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { BomImport, type BomLine } from '../bom/BomImport';
import { useOrderFormContext } from '../form/formContext';
import { LineRow } from './LineRow';
import { focusLineField, LINES_SECTION_ID } from './lineFocus';
import { MAX_ORDER_LINES, newLine } from '../form/orderForm';
import type { LineCheck } from './useLineChecks';

/** The order lines, added one by one or imported from a BOM. */
export function LinesSection({ checks }: { checks: readonly LineCheck[] }) {
  const form = useOrderFormContext();
  const [importing, bom] = useDisclosure(false);
  const phone = useMediaQuery('(max-width: 48em)');
  const values = form.getValues();
  const room = MAX_ORDER_LINES - values.lines.length;
  const lineError = form.errors.lines;
  const maxLines = MAX_ORDER_LINES;
  const addImported = (lines: BomLine[]) => {
    // An untouched blank line gives way to the imported ones instead of staying empty above them.
    const keep = values.lines.filter(
      (l) => l.part.trim() !== '' || l.quantity !== '' || l.customerPart.trim() !== '',
    );
    form.setFieldValue('lines', [...keep, ...lines.map((l) => newLine(l))]);
    bom.close();
  };
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="lines-heading" id={LINES_SECTION_ID}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="lines-heading">
            <Trans>Lines</Trans>
          </Title>
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconFileImport size={16} aria-hidden />}
              onClick={bom.open}
              disabled={room === 0}
            >
              <Trans>Import a BOM</Trans>
            </Button>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => {
                form.insertListItem('lines', newLine());
                focusLineField(values.lines.length);
              }}
              disabled={room === 0}
              data-add-line
            >
              <Trans>Add line</Trans>
            </Button>
          </Group>
        </Group>
        {values.lines.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No lines yet: add a line or import a BOM.</Trans>
          </Text>
        ) : null}
        {typeof lineError === 'string' ? (
          <Text size="sm" c="var(--mantine-color-red-light-color)" role="alert">
            {lineError}
          </Text>
        ) : null}
        {values.lines.map((line, index) => (
          <LineRow
            key={line.key}
            index={index}
            check={checks[index]}
            sample={values.orderType === 'sample'}
          />
        ))}
        {room === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>An order takes up to {maxLines} lines: start a second order for the rest.</Trans>
          </Text>
        ) : null}
      </Stack>
      <Modal
        opened={importing}
        onClose={bom.close}
        title={t`Import a BOM`}
        size="min(1100px, 100%)"
        fullScreen={phone}
      >
        <BomImport currency={values.currency} orderType={values.orderType} room={room} onAdd={addImported} />
      </Modal>
    </Card>
  );
}
