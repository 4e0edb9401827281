import { useState } from 'react';

type State<L, V> = { local: L; seen: V; echoes: V[] };

/**
 * An input whose value lives in the URL. The router applies a navigation a moment later (in a transition),
 * so an input bound straight to the URL would drop keystrokes; it keeps a local value for typing instead.
 * The URL stays the source of truth: a URL change the input did not write itself (back button, a link,
 * the header search) replaces the local value. Adjusting state while rendering is React's documented way
 * to follow a prop, with no effect and no extra render pass.
 */
export function useUrlBackedInput<L, V>(
  urlValue: V,
  fromUrl: (value: V) => L,
  writeUrl: (value: V) => void,
): [L, (local: L, urlForm: V | undefined) => void] {
  const [state, setState] = useState<State<L, V>>(() => ({
    local: fromUrl(urlValue),
    seen: urlValue,
    echoes: [],
  }));
  let current = state;
  if (!Object.is(urlValue, state.seen)) {
    const echo = state.echoes.indexOf(urlValue);
    current =
      echo >= 0
        ? { local: state.local, seen: urlValue, echoes: state.echoes.slice(echo + 1) }
        : { local: fromUrl(urlValue), seen: urlValue, echoes: [] };
    setState(current);
  }
  /** Shows `local` at once; writes `urlForm` to the URL when given (undefined: not a valid value yet). */
  const change = (local: L, urlForm: V | undefined) => {
    setState((prev) => ({
      ...prev,
      local,
      echoes:
        urlForm === undefined || Object.is(urlForm, prev.seen)
          ? prev.echoes
          : [...prev.echoes, urlForm].slice(-50),
    }));
    if (urlForm !== undefined) writeUrl(urlForm);
  };
  return [current.local, change];
}
