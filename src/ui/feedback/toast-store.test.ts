import { describe, expect, it } from 'vitest';
import { ModalStore } from './modal-store';
import { ToastStore } from './toast-store';

describe('ToastStore', () => {
  it('closes each toast after its own ttl, or when dismissed', () => {
    const timers: { run: () => void; ms: number }[] = [];
    const toasts = new ToastStore(((run: () => void, ms: number) => {
      timers.push({ run, ms });
      return timers.length as unknown as ReturnType<typeof setTimeout>;
    }) as never);
    const first = toasts.show('Ajouté au panier');
    toasts.show('Plus que 2 en stock', { ttl: 3000, tone: 'error' });
    expect(timers.map((timer) => timer.ms)).toEqual([7000, 3000]);
    timers[1].run();
    expect(toasts.toasts.map((toast) => toast.message)).toEqual(['Ajouté au panier']);
    toasts.dismiss(first);
    expect(toasts.toasts).toEqual([]);
  });
});

describe('ModalStore', () => {
  it('keeps one modal open at a time, by name', () => {
    const modals = new ModalStore();
    modals.open('outlet');
    expect(modals.isOpen('outlet')).toBe(true);
    modals.close('local-storage');
    expect(modals.isOpen('outlet')).toBe(true);
    modals.open('local-storage');
    expect(modals.isOpen('outlet')).toBe(false);
    modals.close();
    expect(modals.current).toBeNull();
  });
});
