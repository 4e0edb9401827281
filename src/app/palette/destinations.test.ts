import { describe, expect, it } from 'vitest';
import { makeOrderLine } from '../../../mocks/data/builders';
import { paletteDestinations } from './destinations';

const labels = (groups: ReturnType<typeof paletteDestinations>) =>
  groups.map((g) => `${g.label}: ${g.items.map((i) => i.label).join(', ')}`);

describe('paletteDestinations', () => {
  it('offers a number as a quote id first, then what the lookups found', () => {
    const groups = paletteDestinations({
      text: '4512',
      parts: [],
      orderLines: [makeOrderLine('L1', { PONumber: '45120001', ConfirmationNumber: 'SO1' })],
    });
    expect(labels(groups)).toEqual(['Quote: Quote 4512', 'Order lines: PO 45120001 · confirmation SO1']);
  });

  it('puts the order line whose PO is exactly the text before the quote id, and first in its group', () => {
    const groups = paletteDestinations({
      text: '45120001',
      parts: [],
      orderLines: [
        makeOrderLine('L1', { PONumber: '451200011', ConfirmationNumber: 'SO1' }),
        makeOrderLine('L2', { PONumber: '45120001', ConfirmationNumber: 'SO2' }),
      ],
    });
    expect(groups.map((g) => g.label)).toEqual(['Order lines', 'Quote']);
    expect(groups[0]?.items.map((i) => i.key)).toEqual(['line:L2', 'line:L1']);
  });

  it('puts the part typed in full first, and lists the pages whose name matches last', () => {
    const groups = paletteDestinations({
      text: 'abc-1',
      parts: [
        { part: 'ABC-1-TR', description: null },
        { part: 'ABC-1', description: null },
      ],
      orderLines: [],
    });
    expect(groups[0]?.items.map((i) => i.label)).toEqual(['ABC-1', 'ABC-1-TR']);
    expect(paletteDestinations({ text: 'settings', parts: [], orderLines: [] })).toEqual([
      expect.objectContaining({ label: 'Pages', items: [expect.objectContaining({ label: 'Settings' })] }),
    ]);
  });
});
