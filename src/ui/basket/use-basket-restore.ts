import { useEffect } from 'react';
import { useRootStore } from '../app/root-context';
import { useT } from '../i18n/use-t';

/**
 * The basket lives in browser storage, so the server renders it empty: it is restored once
 * hydration is over (an effect never runs during hydration, so the markup still matches), when
 * the browser is idle, and priced again. Any view that shows the basket calls this; it runs once.
 */
export function useBasketRestore(): void {
  const t = useT();
  const { basket, site } = useRootStore();
  useEffect(() => {
    basket.lowStockText ??= (line) => t('basket.lowStock', { count: line.size.quantity, name: line.info.name ?? '', size: line.size.label ?? '' });
    const start = () => void basket.restore(site.freeShippingAmount);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(start, { timeout: 800 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(start, 1);
    return () => window.clearTimeout(timer);
  }, [basket, site, t]);
}
