import { describe, expect, it } from 'vitest';
import { afterFirstPaint, listedModules, type PaintClock } from './page-scripts';

/** A clock whose frame and task run when the test says. */
function clock(hidden: boolean) {
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const paint: PaintClock = { hidden, beforeFrame: (callback) => frames.push(callback), task: (callback) => tasks.push(callback) };
  const run = (queue: (() => void)[]) => queue.splice(0).forEach((callback) => callback());
  return { paint, frame: () => run(frames), task: () => run(tasks) };
}

describe('afterFirstPaint', () => {
  it('starts in the task after the first frame: the page paints before its code is asked for', () => {
    const { paint, frame, task } = clock(false);
    let started = 0;
    afterFirstPaint(paint, () => started++);
    expect(started).toBe(0);
    task();
    expect(started).toBe(0);
    frame();
    expect(started).toBe(0);
    task();
    expect(started).toBe(1);
  });

  it('starts at once in a hidden tab, which draws no frame until shown', () => {
    const { paint } = clock(true);
    let started = 0;
    afterFirstPaint(paint, () => started++);
    expect(started).toBe(1);
  });
});

describe('listedModules', () => {
  it("keeps the shop's own module files only", () => {
    expect(listedModules('["/assets/catalogue-page-Kl345678.js","/assets/frame-Yz567890.js"]')).toEqual(['/assets/catalogue-page-Kl345678.js', '/assets/frame-Yz567890.js']);
    expect(listedModules('["https://evil.example/x.js","/assets/../x.js","//evil/x.js",7,"/assets/ok.js"]')).toEqual(['/assets/ok.js']);
  });

  it('names none for a missing or damaged block', () => {
    expect(listedModules(undefined)).toEqual([]);
    expect(listedModules('{"a":1}')).toEqual([]);
    expect(listedModules('[not json')).toEqual([]);
  });
});
