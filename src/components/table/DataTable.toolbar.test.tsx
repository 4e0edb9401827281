import { describe, expect, it } from 'vitest';
import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { renderInRouter } from '@/test/renderInRouter';
import { DataTable } from './DataTable';
import { textColumn } from './columns';

type Row = { part: string; description: string };

const rows: Row[] = [{ part: 'P-1', description: 'Capacitor' }];
const columns = [
  textColumn<Row>({ id: 'part', header: 'Part', value: (r) => r.part, hideable: false }),
  textColumn<Row>({ id: 'description', header: 'Description', value: (r) => r.description }),
];

// Its own file: the check must meet the toolbar before any other test has loaded a part of it.
describe('DataTable toolbar', () => {
  it('renders "Columns" with the toolbar\'s own buttons, in the first render', async () => {
    // A "Columns" button arriving a moment later pushed "Download CSV" aside while someone clicked it.
    await renderInRouter(
      <DataTable
        data={rows}
        columns={columns}
        getRowId={(r) => r.part}
        label="Parts"
        columnChooser
        toolbar={<Button>Download CSV</Button>}
      />,
    );
    // getBy, not findBy: both are there without waiting for anything.
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Columns' })).toBeInTheDocument();
  });
});
