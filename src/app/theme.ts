import { createTheme } from '@mantine/core';
import skeletonClasses from './Skeleton.module.css';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 7 keeps white text on filled buttons above 4.5:1 in both schemes (shade 6 is 4.3:1).
  primaryShade: { light: 7, dark: 7 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  headings: { fontWeight: '650' },
  // Drawers, menus and modals open without motion for people who ask their system for less.
  respectReducedMotion: true,
  components: {
    // A keyboard choice must not be undone by the select itself. Opened without this, Mantine's Select
    // looks for the chosen option in a timer; on a busy phone an ArrowDown handled before that timer has
    // its highlight reset to "none" by it, and the Enter that follows chooses nothing (or, in a form,
    // submits it). With it, what opening highlights is read from the list the keys also write to.
    // A plain object, not Select.extend: the shell must not import Select (docs/performance.md).
    Select: { defaultProps: { selectFirstOptionOnDropdownOpen: true } },
    // A skeleton's pulse waits a second and stops for reduced motion (Skeleton.module.css).
    Skeleton: { classNames: { root: skeletonClasses.root } },
    // A badge never cuts its words off with an ellipsis: squeezed by a narrow table column (a phone, a long
    // status from the API) it breaks between words onto a second line, and is never narrower than its
    // longest word (Mantine's overflow: hidden would let a flex row shrink it to nothing).
    Badge: {
      styles: {
        root: { height: 'auto', minHeight: 'var(--badge-height)', paddingBlock: 2, overflow: 'visible' },
        label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.25 },
      },
    },
  },
});
