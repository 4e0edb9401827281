import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInRouter } from '@/test/renderInRouter';
import { QuantityInput } from './QuantityInput';

function Harness({ initial }: { initial?: number }) {
  const [qty, setQty] = useState<number | undefined>(initial);
  return (
    <>
      <QuantityInput label="Quantity" value={qty} onChange={setQty} />
      <output aria-label="Committed">{qty ?? 'none'}</output>
      <button type="button" onClick={() => setQty(500)}>
        Set 500
      </button>
    </>
  );
}

describe('QuantityInput', () => {
  it('keeps a decimal as typed, says why next to the field and commits nothing', async () => {
    await renderInRouter(<Harness initial={10} />);
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, '1.5');
    expect(input).toHaveValue('1.5');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Parts are ordered in whole pieces: 1.5 is not a whole number.')).toBeVisible();
    expect(screen.getByLabelText('Committed')).toHaveTextContent('1');
  });

  it('refuses 0 and values beyond the limit', async () => {
    await renderInRouter(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    await userEvent.type(input, '0');
    expect(screen.getByText('The quantity must be at least 1.')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.paste('200000000');
    expect(screen.getByText(/The largest quantity here is 100,000,000/)).toBeVisible();
    expect(screen.getByLabelText('Committed')).toHaveTextContent('none');
  });

  it('commits a valid quantity and follows a value set from elsewhere', async () => {
    await renderInRouter(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    await userEvent.type(input, '2,500');
    expect(screen.getByLabelText('Committed')).toHaveTextContent('2500');
    await userEvent.click(screen.getByRole('button', { name: 'Set 500' }));
    expect(input).toHaveValue('500');
  });
});
