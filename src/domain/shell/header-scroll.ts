/**
 * SPEC §4 "Header" as a state machine, fed with scroll positions (no DOM, no clock):
 * - scrolling down past the header's height makes it fixed, then hidden;
 * - scrolling up shows it again once one scroll step exceeds 30 px (speed) or the distance
 *   scrolled up since the last downward move exceeds 300 px;
 * - back at the top (or up within the header's own height) it is a normal header again;
 * - adding a product forces it fixed and visible.
 */
export type HeaderMode = 'normal' | 'fixed' | 'hidden';

export interface HeaderScrollState {
  mode: HeaderMode;
  /** Last scroll position seen. */
  y: number;
  /** Distance scrolled up since the last downward move. */
  upDistance: number;
}

export type HeaderScrollEvent = { type: 'scroll'; y: number; headerHeight: number } | { type: 'force-show' };

export const SHOW_SPEED = 30;
export const SHOW_DISTANCE = 300;

export const INITIAL_HEADER_SCROLL: HeaderScrollState = { mode: 'normal', y: 0, upDistance: 0 };

export function headerScroll(state: HeaderScrollState, event: HeaderScrollEvent): HeaderScrollState {
  if (event.type === 'force-show') return state.mode === 'normal' ? state : { ...state, mode: 'fixed', upDistance: 0 };

  const y = Math.max(0, event.y);
  const delta = y - state.y;
  if (y === 0) return { mode: 'normal', y, upDistance: 0 };

  if (delta > 0) {
    if (y <= event.headerHeight) return { mode: state.mode === 'normal' ? 'normal' : state.mode, y, upDistance: 0 };
    // Past the header: it leaves the flow (fixed) and slides away while the visitor reads on.
    return { mode: state.mode === 'normal' && state.y <= event.headerHeight ? 'fixed' : 'hidden', y, upDistance: 0 };
  }
  if (delta < 0) {
    if (y <= event.headerHeight) return { mode: 'normal', y, upDistance: 0 };
    const upDistance = state.upDistance - delta;
    const show = -delta > SHOW_SPEED || upDistance > SHOW_DISTANCE;
    return { mode: show ? 'fixed' : state.mode, y, upDistance };
  }
  return state;
}
