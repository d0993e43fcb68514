import { useCallback, useEffect, useRef, useState } from 'react';

export type AsyncState<T> =
  | { status: 'loading'; data?: T }
  | { status: 'done'; data: T }
  | { status: 'error'; error: unknown; data?: T };

/**
 * The state of an asynchronous load that depends on `deps`: loading (with the previous data while
 * it reloads), done or failed; `reload` runs it again. An answer that arrives after a newer load
 * started, or after the component left, is dropped.
 */
export function useAsync<T>(load: () => Promise<T>, deps: readonly unknown[]): AsyncState<T> & { reload: () => void } {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const latest = useRef(0);
  const loader = useRef(load);
  loader.current = load;
  useEffect(() => {
    const id = ++latest.current;
    setState((previous) => ({ status: 'loading', data: previous.data }));
    loader.current().then(
      (data) => {
        if (latest.current === id) setState({ status: 'done', data });
      },
      (error: unknown) => {
        if (latest.current === id) setState((previous) => ({ status: 'error', error, data: previous.data }));
      },
    );
    return () => {
      if (latest.current === id) latest.current += 1;
    };
  }, [...deps, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { ...state, reload };
}
