import { describe, expect, it } from 'vitest';
import { outletVerdict, productOpenTo, splitByOutletAccess } from './outlet-access';

describe('the outlet rule', () => {
  it('lets customers and subscribers in, nobody else', () => {
    expect(outletVerdict({ customer: true, subscriber: false })).toEqual({ granted: true, as: 'customer' });
    expect(outletVerdict({ customer: false, subscriber: true })).toEqual({ granted: true, as: 'subscriber' });
    expect(outletVerdict({ customer: false, subscriber: false })).toEqual({ granted: false });
  });

  it('opens an outlet-only product to outlet access only, any other product to everyone', () => {
    expect(productOpenTo({ isOnlyOutlet: true }, false)).toBe(false);
    expect(productOpenTo({ isOnlyOutlet: true }, true)).toBe(true);
    expect(productOpenTo({ isOnlyOutlet: false }, false)).toBe(true);
    expect(productOpenTo({ isOnlyOutlet: false }, true)).toBe(true);
  });

  it('takes the outlet-only lines out of a basket whose access lapsed, in order, and keeps the rest', () => {
    const lines = [{ id: 1, outlet: false }, { id: 2, outlet: true }, { id: 3, outlet: false }, { id: 4, outlet: true }];
    expect(splitByOutletAccess(lines, (line) => line.outlet, false)).toEqual({ kept: [lines[0], lines[2]], closed: [lines[1], lines[3]] });
    expect(splitByOutletAccess(lines, (line) => line.outlet, true)).toEqual({ kept: lines, closed: [] });
    expect(splitByOutletAccess([], () => true, false)).toEqual({ kept: [], closed: [] });
  });
});
