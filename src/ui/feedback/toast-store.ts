import { makeAutoObservable } from 'mobx';

export interface Toast {
  key: number;
  message: string;
  /** Milliseconds before it closes by itself. */
  ttl: number;
  tone: 'info' | 'error';
}

/** SPEC §9: the low-stock toast stays 7000 ms; others use the same default. */
export const DEFAULT_TOAST_TTL = 7000;

/** Toasts close by themselves after their ttl (SPEC §4), or when the shopper closes them. */
export class ToastStore {
  toasts: Toast[] = [];
  private nextKey = 1;
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();

  // Wrapped: a bare `setTimeout` called as a method throws 'Illegal invocation' in browsers.
  constructor(private readonly schedule: (run: () => void, ms: number) => ReturnType<typeof setTimeout> = (run, ms) => setTimeout(run, ms)) {
    makeAutoObservable<ToastStore, 'nextKey' | 'timers' | 'schedule'>(this, { nextKey: false, timers: false, schedule: false }, { autoBind: true });
  }

  show(message: string, options: { ttl?: number; tone?: Toast['tone'] } = {}): number {
    const toast: Toast = { key: this.nextKey++, message, ttl: options.ttl ?? DEFAULT_TOAST_TTL, tone: options.tone ?? 'info' };
    this.toasts = [...this.toasts, toast];
    this.timers.set(toast.key, this.schedule(() => this.dismiss(toast.key), toast.ttl));
    return toast.key;
  }

  dismiss(key: number): void {
    clearTimeout(this.timers.get(key));
    this.timers.delete(key);
    this.toasts = this.toasts.filter((toast) => toast.key !== key);
  }
}
