import { useEffect } from 'react';
import { when } from 'mobx';
import { useRootStore } from '../app/root-context';
import { whenIdle } from '../app/when-idle';
import { useT } from '../i18n/use-t';

/**
 * The basket lives in browser storage, so the server renders it empty: it is restored once the
 * whole page has hydrated (islands hydrate one by one, islands.tsx: one still hydrating must find
 * the server's state), when the browser is idle, and priced again. Any view that shows the basket
 * calls this; it runs once.
 */
export function useBasketRestore(): void {
  const t = useT();
  const root = useRootStore();
  const { basket, site } = root;
  useEffect(() => {
    basket.lowStockText ??= (line) => t('basket.lowStock', { count: line.size.quantity, name: line.info.name ?? '', size: line.size.label ?? '' });
    const start = () => void basket.restore(site.freeShippingAmount);
    let cancel = () => {};
    const waiting = when(
      () => root.hydrated,
      () => {
        cancel = whenIdle(start, 800);
      },
    );
    return () => {
      waiting();
      cancel();
    };
  }, [root, basket, site, t]);
}
