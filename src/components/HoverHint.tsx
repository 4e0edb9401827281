import { useId, useState, type ReactElement, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import classes from './HoverHint.module.css';

type Place = { left: number; top: number };

/**
 * A one-line hint shown on hover, focus or touch, above its element (below it at the top of the window),
 * for values on every page such as a date's UTC time. Mantine's Tooltip would bring floating-ui to the
 * first page; a fixed-position label placed from the element's box needs none of it.
 */
export function HoverHint(props: { label: string; children: (handlers: HintHandlers) => ReactElement }) {
  const id = useId();
  const [place, setPlace] = useState<Place | null>(null);
  const show = (event: SyntheticEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const above = box.top > 40;
    setPlace({ left: box.left + box.width / 2, top: above ? box.top - 6 : box.bottom + 6 + 28 });
  };
  const hide = () => setPlace(null);
  return (
    <>
      {props.children({
        'aria-describedby': place ? id : undefined,
        onMouseEnter: show,
        onMouseLeave: hide,
        onFocus: show,
        onBlur: hide,
        onTouchStart: show,
        onKeyDown: (event) => event.key === 'Escape' && hide(),
      })}
      {place
        ? createPortal(
            <span
              role="tooltip"
              id={id}
              className={classes.hint}
              style={{ left: place.left, top: place.top }}
            >
              {props.label}
            </span>,
            document.body,
          )
        : null}
    </>
  );
}

export type HintHandlers = {
  'aria-describedby': string | undefined;
  onMouseEnter: (event: SyntheticEvent<HTMLElement>) => void;
  onMouseLeave: () => void;
  onFocus: (event: SyntheticEvent<HTMLElement>) => void;
  onBlur: () => void;
  onTouchStart: (event: SyntheticEvent<HTMLElement>) => void;
  onKeyDown: (event: { key: string }) => void;
};
