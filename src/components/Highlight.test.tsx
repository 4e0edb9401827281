import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Highlight, splitHighlight } from './Highlight';
import { lifecycleTone } from './LifecycleBadge';

describe('splitHighlight', () => {
  it('marks every case-insensitive match of each word', () => {
    expect(splitHighlight('TSH-010 header, tsh', 'tsh')).toEqual([
      { text: 'TSH', match: true },
      { text: '-010 header, ', match: false },
      { text: 'tsh', match: true },
    ]);
    expect(splitHighlight('2.54 mm header', 'header 2.54')).toEqual([
      { text: '2.54', match: true },
      { text: ' mm ', match: false },
      { text: 'header', match: true },
    ]);
  });

  it('treats regex characters literally and returns the text whole without a term', () => {
    expect(splitHighlight('A(1)+B', '(1)+')).toEqual([
      { text: 'A', match: false },
      { text: '(1)+', match: true },
      { text: 'B', match: false },
    ]);
    expect(splitHighlight('abc', '   ')).toEqual([{ text: 'abc', match: false }]);
    expect(splitHighlight('', 'a')).toEqual([]);
  });

  it('renders <mark> and never parses HTML', () => {
    const { container } = render(<Highlight text={'<script>x</script> socket'} term="socket" />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('mark')?.textContent).toBe('socket');
    expect(container.textContent).toBe('<script>x</script> socket');
  });
});

describe('lifecycleTone', () => {
  it('colours by meaning and accepts any string', () => {
    expect(lifecycleTone('Production').color).toBe('green');
    expect(lifecycleTone('Active').color).toBe('green');
    expect(lifecycleTone('NRND').color).toBe('yellow');
    expect(lifecycleTone('Not recommended for new designs').color).toBe('yellow');
    expect(lifecycleTone('Obsolete').color).toBe('red');
    expect(lifecycleTone('EOL').color).toBe('red');
    expect(lifecycleTone('Preview').color).toBe('blue');
    expect(lifecycleTone('New').color).toBe('blue');
    expect(lifecycleTone('Something else').color).toBe('gray');
    expect(lifecycleTone('')).toEqual({ color: 'gray', label: 'Unknown' });
  });
});
