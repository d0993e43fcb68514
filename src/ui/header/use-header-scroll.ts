import { useEffect, useReducer, useRef, type RefObject } from 'react';
import { INITIAL_HEADER_SCROLL, headerScroll, type HeaderMode } from '../../domain/shell/header-scroll';

/**
 * Feeds the header scroll state machine (SPEC §4) with the window's scroll position, once per
 * animation frame at most. `forceShow` changes (a product added) make the header fixed and visible.
 */
export function useHeaderScroll(header: RefObject<HTMLElement | null>, forceShow: number): HeaderMode {
  const [state, dispatch] = useReducer(headerScroll, INITIAL_HEADER_SCROLL);
  const frame = useRef(0);

  useEffect(() => {
    const onScroll = () => {
      if (frame.current) return;
      frame.current = requestAnimationFrame(() => {
        frame.current = 0;
        dispatch({ type: 'scroll', y: window.scrollY, headerHeight: header.current?.offsetHeight ?? 0 });
      });
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
  }, [header]);

  useEffect(() => {
    if (forceShow > 0) dispatch({ type: 'force-show' });
  }, [forceShow]);

  return state.mode;
}
