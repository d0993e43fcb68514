/** The render queue: at most `limit` at once, the rest in line, and one run per key however many wait for it. */
import { describe, expect, it } from 'vitest';
import { RenderQueue } from './media-render-queue';

const tick = () => new Promise((resolve) => setTimeout(resolve, 2));

describe('RenderQueue', () => {
  it('runs at most its limit at once, and every piece of work in the end', async () => {
    const queue = new RenderQueue(2);
    let running = 0;
    let most = 0;
    const done = await Promise.all(Array.from({ length: 50 }, (_, n) => queue.run(`key-${n}`, async () => {
      most = Math.max(most, ++running);
      await tick();
      running -= 1;
      return n;
    })));
    expect(most).toBe(2);
    expect(done).toEqual(Array.from({ length: 50 }, (_, n) => n));
    expect(queue.pending).toBe(0);
  });

  it('runs the work of one key once for every caller waiting on it, and again once it settled', async () => {
    const queue = new RenderQueue(1);
    let runs = 0;
    const work = async () => {
      runs += 1;
      await tick();
      return 'made';
    };
    expect(await Promise.all(Array.from({ length: 20 }, () => queue.run('same', work)))).toEqual(Array(20).fill('made'));
    expect(runs).toBe(1);
    await queue.run('same', work);
    expect(runs).toBe(2);
  });

  it('passes a failure to every waiter, and frees its place', async () => {
    const queue = new RenderQueue(1);
    const failing = Promise.all([1, 2, 3].map(() => queue.run('bad', async () => {
      await tick();
      throw new Error('broken');
    })));
    await expect(failing).rejects.toThrow('broken');
    expect(await queue.run('next', async () => 'fine')).toBe('fine');
  });
});
