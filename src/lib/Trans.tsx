import { cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { i18n } from './i18n';

type TransProps = {
  id: string;
  message?: string;
  values?: Record<string, unknown>;
  components?: Record<string, ReactElement>;
};

/** `<0>text</0>` or `<1/>` in a finished sentence: the places of the message's elements. */
const TAG = /<(\d+)>([\s\S]*?)<\/\1>|<(\d+)\/>/;

function placeElements(text: string, elements: Record<string, ReactElement>, key = 'k'): ReactNode[] {
  const nodes: ReactNode[] = [];
  let rest = text;
  for (let match = TAG.exec(rest), n = 0; match; match = TAG.exec(rest), n++) {
    if (match.index > 0) nodes.push(rest.slice(0, match.index));
    const index = match[1] ?? match[3] ?? '';
    const element = elements[index];
    const inner = match[2];
    if (isValidElement<{ children?: ReactNode }>(element)) {
      const children =
        inner === undefined ? element.props.children : placeElements(inner, elements, `${key}.${n}`);
      nodes.push(cloneElement(element, { key: `${key}.${n}` }, children));
    } else if (inner !== undefined) {
      nodes.push(inner);
    }
    rest = rest.slice(match.index + match[0].length);
  }
  if (rest) nodes.push(rest);
  return nodes;
}

/**
 * What the `<Trans>` macro renders (lingui.config.ts, runtimeConfigModule): the sentence in the active
 * language with its elements (links, bold) in their places. Every value that is not a number is handed
 * over as an element, so it is placed as text whatever it contains: a part number from the URL, a search
 * term or an API message that reads "<0>x</0>" or "<script>" stays those characters. A language change
 * renders the app again from the top (app/App.tsx), so no component subscribes, and a component renders
 * in a test without a provider.
 */
export function Trans({ id, message, values = {}, components = {} }: TransProps) {
  const elements: Record<string, ReactElement> = { ...components };
  const textValues: Record<string, unknown> = {};
  let next = Object.keys(elements).length;
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'number') {
      textValues[name] = value;
    } else {
      const index = String(next++);
      elements[index] = <Fragment>{value as ReactNode}</Fragment>;
      textValues[name] = `<${index}/>`;
    }
  }
  return <>{placeElements(i18n._(id, textValues, { message }), elements)}</>;
}
