import { describe, expect, it } from 'vitest';
import { INITIAL_HEADER_SCROLL, headerScroll, type HeaderScrollEvent, type HeaderScrollState } from './header-scroll';

const HEADER = 120;
const scroll = (y: number): HeaderScrollEvent => ({ type: 'scroll', y, headerHeight: HEADER });
const run = (positions: number[], from: HeaderScrollState = INITIAL_HEADER_SCROLL) => positions.reduce((state, y) => headerScroll(state, scroll(y)), from);

describe('header scroll state machine (SPEC §4)', () => {
  it('stays normal while scrolling within its own height', () => {
    expect(run([40, 80, 120]).mode).toBe('normal');
  });

  it('becomes fixed past its height, then hidden as the visitor reads on', () => {
    expect(run([60, 200]).mode).toBe('fixed');
    expect(run([60, 200, 260]).mode).toBe('hidden');
  });

  it('shows again when one step up is faster than 30 px', () => {
    const hidden = run([60, 200, 800]);
    expect(headerScroll(hidden, scroll(780)).mode).toBe('hidden');
    expect(headerScroll(hidden, scroll(769)).mode).toBe('fixed');
  });

  it('shows again after more than 300 px up in slow steps, counted since the last move down', () => {
    const hidden = run([60, 200, 1000]);
    const slowUp = (from: number, steps: number) => Array.from({ length: steps }, (_, i) => from - 20 * (i + 1));
    expect(run(slowUp(1000, 15), hidden).mode).toBe('hidden');
    expect(run(slowUp(1000, 16), hidden).mode).toBe('fixed');
    const interrupted = run([...slowUp(1000, 10), 810, ...slowUp(810, 10)], hidden);
    expect(interrupted.mode).toBe('hidden');
  });

  it('hides again when the visitor scrolls down after it showed', () => {
    const shown = run([60, 200, 1000, 900]);
    expect(shown.mode).toBe('fixed');
    expect(headerScroll(shown, scroll(920)).mode).toBe('hidden');
  });

  it('is a normal header again back at the top or within its height', () => {
    const hidden = run([60, 200, 1000]);
    expect(headerScroll(hidden, scroll(0)).mode).toBe('normal');
    expect(run([990, 980, 100], hidden).mode).toBe('normal');
  });

  it('is forced fixed and visible when a product is added', () => {
    const hidden = run([60, 200, 1000]);
    expect(headerScroll(hidden, { type: 'force-show' }).mode).toBe('fixed');
    expect(headerScroll(INITIAL_HEADER_SCROLL, { type: 'force-show' }).mode).toBe('normal');
  });
});
