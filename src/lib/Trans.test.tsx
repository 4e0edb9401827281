import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Trans } from '@lingui/react/macro';

function Found({ term }: { term: string }) {
  return (
    <p>
      <Trans>
        No part matches <strong>{term}</strong> or {term}.
      </Trans>
    </p>
  );
}

describe('Trans', () => {
  it('places a text value as text, even one that looks like the markup of a message', () => {
    const term = '<0>x</0><script>alert(1)</script>';
    render(<Found term={term} />);
    const paragraph = screen.getByText(/No part matches/);
    expect(paragraph.textContent).toBe(`No part matches ${term} or ${term}.`);
    expect(paragraph.querySelector('strong')?.textContent).toBe(term);
    expect(paragraph.querySelector('script')).toBeNull();
  });
});
