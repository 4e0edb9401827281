import type { CSSProperties } from 'react';
import { Textarea, type TextareaProps } from '@mantine/core';

type GrowingTextareaProps = Omit<TextareaProps, 'autosize' | 'minRows' | 'maxRows' | 'rows' | 'styles'> & {
  minRows: number;
  maxRows: number;
  inputStyle?: CSSProperties;
};

/**
 * A Textarea from minRows to maxRows tall as its text grows, sized by the browser (CSS field-sizing)
 * rather than by Mantine's autosize, which measures with getComputedStyle and forces a layout on mount and
 * on every change: the order form's two made most of a 50 ms task of its first render (docs/performance.md).
 * A browser without field-sizing keeps minRows and scrolls; the box can still be dragged taller.
 */
export function GrowingTextarea({ minRows, maxRows, inputStyle, ...props }: GrowingTextareaProps) {
  return (
    <Textarea
      {...props}
      rows={minRows}
      styles={{
        input: {
          ...inputStyle,
          fieldSizing: 'content',
          resize: 'vertical',
          // Rows of text, the input's vertical padding and its two 1px borders.
          minBlockSize: `calc(${minRows}lh + 2 * var(--input-padding-y, 0rem) + 2px)`,
          maxBlockSize: `calc(${maxRows}lh + 2 * var(--input-padding-y, 0rem) + 2px)`,
        },
      }}
    />
  );
}
