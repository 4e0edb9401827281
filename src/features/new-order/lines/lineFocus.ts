/**
 * Keeps keyboard focus in the lines when the control just pressed goes away or a new line appears (a
 * line added or removed, a quantity rounded up): without it focus falls back to the page body and a
 * keyboard user starts again from the top of the page.
 */
export const LINES_SECTION_ID = 'order-lines';

export type LineField = 'part' | 'quantity';

/** The line's field (`data-line-field` on the input), or the section's Add line button when no line is left. */
export function focusLineField(index: number, field: LineField = 'part'): void {
  requestAnimationFrame(() => {
    const section = document.getElementById(LINES_SECTION_ID);
    const lines = section?.querySelectorAll('fieldset') ?? [];
    const line = lines[Math.min(index, lines.length - 1)];
    const target =
      line?.querySelector<HTMLElement>(`[data-line-field="${field}"]`) ??
      section?.querySelector<HTMLElement>('[data-add-line]');
    target?.focus();
  });
}
