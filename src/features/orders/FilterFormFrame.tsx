import type { FormEventHandler, ReactNode } from 'react';
import { Button, Group, Paper, Stack } from '@mantine/core';

type Props = {
  /** The form's accessible name. */
  label: string;
  /** `search` for the order search form; the filter forms are plain forms. */
  role?: 'search';
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
};

/** The frame of the three order tabs' filter forms: a bordered form, its fields, its one submit button. */
export function FilterFormFrame({ label, role, submitLabel, onSubmit, children }: Props) {
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="form"
      role={role}
      onSubmit={onSubmit}
      noValidate
      aria-label={label}
    >
      <Stack gap="sm">
        {children}
        <Group gap="sm">
          <Button type="submit">{submitLabel}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
