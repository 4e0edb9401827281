import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { getMockControl, resetMockControl } from '../control';
import { MockControlPanel } from './MockControlPanel';

afterEach(resetMockControl);

describe('MockControlPanel', () => {
  it('injects a fault, requires a token and turns latency off through labelled controls', async () => {
    const user = userEvent.setup();
    render(createElement(MantineProvider, null, createElement(MockControlPanel)));
    await user.click(screen.getByRole('button', { name: 'Inject fault' }));
    expect(getMockControl().faults['catalog.part']).toEqual({ kind: 'server-error', once: false });
    await user.click(screen.getByRole('button', { name: 'Clear the fault on catalog.part' }));
    expect(getMockControl().faults).toEqual({});
    await user.click(screen.getByRole('switch', { name: /Require a bearer token/ }));
    expect(getMockControl().requireToken).toBe(true);
    await user.click(screen.getByRole('switch', { name: /Realistic latency/ }));
    expect(getMockControl().latencyMs).toBe(0);
  });
});
