import { describe, expect, it } from 'vitest';
import { canonicalLines, reminderVerdict, sameLines, type ReminderCandidate } from './basket-reminder';

const started = new Date('2026-12-01T08:00:00Z');
const changed = new Date('2026-12-01T10:00:00Z');
const dayLater = new Date('2026-12-02T10:00:00Z');

const candidate = (overrides: Partial<ReminderCandidate> = {}): ReminderCandidate => ({
  accountOpen: true,
  consented: true,
  startedAt: started,
  changedAt: changed,
  lines: [{ productId: 1, productSizeId: 11, quantity: 2 }, { productId: 2, productSizeId: 21, quantity: 1 }],
  reminded: false,
  lastOrderAt: null,
  availableSizeIds: new Set([11, 21]),
  ...overrides,
});

describe('the forgotten basket reminder', () => {
  it('is due 24 hours after the last change, with every line still buyable', () => {
    expect(reminderVerdict(candidate(), dayLater)).toEqual({ due: true, lines: candidate().lines });
  });

  it('waits the full delay: a minute short is too recent', () => {
    expect(reminderVerdict(candidate(), new Date(dayLater.getTime() - 60_000))).toEqual({ due: false, reason: 'too-recent' });
  });

  it('takes the configured delay', () => {
    const twoHoursLater = new Date(changed.getTime() + 2 * 3_600_000);
    expect(reminderVerdict(candidate(), twoHoursLater, 2).due).toBe(true);
    expect(reminderVerdict(candidate(), twoHoursLater, 3)).toEqual({ due: false, reason: 'too-recent' });
  });

  it('lets a basket go once it was due for a week: no mail about a basket forgotten for weeks', () => {
    const week = 7 * 86_400_000;
    expect(reminderVerdict(candidate(), new Date(dayLater.getTime() + week - 60_000)).due).toBe(true);
    expect(reminderVerdict(candidate(), new Date(dayLater.getTime() + week))).toEqual({ due: false, reason: 'too-old' });
  });

  it('needs the consent to marketing mails', () => {
    expect(reminderVerdict(candidate({ consented: false }), dayLater)).toEqual({ due: false, reason: 'no-consent' });
  });

  it('never mails a closed account', () => {
    expect(reminderVerdict(candidate({ accountOpen: false }), dayLater)).toEqual({ due: false, reason: 'account-closed' });
  });

  it('is sent once per basket', () => {
    expect(reminderVerdict(candidate({ reminded: true }), dayLater)).toEqual({ due: false, reason: 'already-reminded' });
  });

  it('is not sent once an order was placed since the basket started', () => {
    expect(reminderVerdict(candidate({ lastOrderAt: new Date('2026-12-01T12:00:00Z') }), dayLater)).toEqual({ due: false, reason: 'ordered' });
    expect(reminderVerdict(candidate({ lastOrderAt: started }), dayLater)).toEqual({ due: false, reason: 'ordered' });
  });

  it('an order before the basket started does not count', () => {
    expect(reminderVerdict(candidate({ lastOrderAt: new Date('2026-11-20T12:00:00Z') }), dayLater).due).toBe(true);
  });

  it('is not sent for sold-out lines only', () => {
    expect(reminderVerdict(candidate({ availableSizeIds: new Set() }), dayLater)).toEqual({ due: false, reason: 'sold-out' });
  });

  it('leaves the sold-out lines out of the mail', () => {
    expect(reminderVerdict(candidate({ availableSizeIds: new Set([21]) }), dayLater)).toEqual({ due: true, lines: [{ productId: 2, productSizeId: 21, quantity: 1 }] });
  });

  it('has nothing to say of an empty basket', () => {
    expect(reminderVerdict(candidate({ lines: [] }), dayLater)).toEqual({ due: false, reason: 'empty' });
    expect(reminderVerdict(candidate({ lines: [{ productId: 1, productSizeId: 11, quantity: 0 }] }), dayLater)).toEqual({ due: false, reason: 'empty' });
  });
});

describe('a basket’s lines', () => {
  it('are compared whatever their order, the same size added up', () => {
    const a = [{ productId: 2, productSizeId: 21, quantity: 1 }, { productId: 1, productSizeId: 11, quantity: 1 }, { productId: 1, productSizeId: 11, quantity: 1 }];
    const b = [{ productId: 1, productSizeId: 11, quantity: 2 }, { productId: 2, productSizeId: 21, quantity: 1 }];
    expect(canonicalLines(a)).toEqual(b);
    expect(sameLines(a, b)).toBe(true);
    expect(sameLines(a, [{ productId: 1, productSizeId: 11, quantity: 2 }])).toBe(false);
  });
});
