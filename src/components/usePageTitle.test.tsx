import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageTitle } from './usePageTitle';

describe('usePageTitle', () => {
  it('puts the page’s words first and the portal’s name last', () => {
    renderHook(() => usePageTitle('TSH-010-254-DG', 'Search'));
    expect(document.title).toBe('TSH-010-254-DG · Search · Parts Portal');
  });

  it('leaves out empty words, and is the portal’s name alone without any', () => {
    renderHook(() => usePageTitle('  ', undefined, 'Search'));
    expect(document.title).toBe('Search · Parts Portal');
    renderHook(() => usePageTitle());
    expect(document.title).toBe('Parts Portal');
  });

  it('follows the page when its words change', () => {
    const { rerender } = renderHook(({ q }: { q: string }) => usePageTitle(q, 'Search'), {
      initialProps: { q: 'header' },
    });
    expect(document.title).toBe('header · Search · Parts Portal');
    rerender({ q: 'socket' });
    expect(document.title).toBe('socket · Search · Parts Portal');
  });
});
