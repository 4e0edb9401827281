import type { CSSVariablesResolver } from '@mantine/core';

const BRIGHT_COLORS = new Set(['orange', 'yellow', 'lime']);
const TINTED_COLORS = [
  'blue',
  'cyan',
  'grape',
  'green',
  'indigo',
  'lime',
  'orange',
  'pink',
  'red',
  'teal',
  'violet',
  'yellow',
  'gray',
];

/**
 * WCAG AA contrast fixes, applied through Mantine's own variables so they win over its defaults: the
 * default dimmed grey is 3.3:1 on white, and light/outline variants colour text with shade 6, under 4.5:1
 * on their tinted background in the light scheme. The build ships them in src/app/themeVariables.css
 * (`npm run theme-css` after a change here).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => {
  const light: Record<string, string> = { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' };
  for (const color of TINTED_COLORS) {
    // Even shade 9 of the bright hues (orange, yellow, lime) stays under 4.5:1 on their tint: darken it.
    const text = BRIGHT_COLORS.has(color)
      ? `color-mix(in srgb, var(--mantine-color-${color}-9) 70%, black)`
      : `var(--mantine-color-${color}-9)`;
    light[`--mantine-color-${color}-light-color`] = text;
    light[`--mantine-color-${color}-outline`] = text;
  }
  const dark = {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    // Shade 4 links fell under 4.5:1 on a striped row of a table inside a card (home's shipments panel).
    '--mantine-color-anchor': 'var(--mantine-primary-color-3)',
  };
  return { variables: {}, light, dark };
};
