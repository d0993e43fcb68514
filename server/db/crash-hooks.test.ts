import { describe, expect, it } from 'vitest';
import { crashDelayMs } from './crash-hooks';

describe('the crash-test hook', () => {
  it('only sleeps in test mode', () => {
    expect(crashDelayMs({ NODE_ENV: 'test', ORDER_CRASH_DELAY_MS: '50' })).toBe(50);
    expect(crashDelayMs({ NODE_ENV: 'production', ORDER_CRASH_DELAY_MS: '50' })).toBe(0);
    expect(crashDelayMs({ NODE_ENV: 'test' })).toBe(0);
  });
});
