import type { ReactNode } from 'react';

export interface Definition {
  term: string;
  value: ReactNode;
}

/** Label/value pairs (a customer's profile, an order's summary) as a real `<dl>`. */
export function DefinitionList({ items, className }: { items: readonly Definition[]; className?: string }) {
  return (
    <dl className={['admin-definitions', className].filter(Boolean).join(' ')}>
      {items.map((item) => (
        <div className="admin-definitions__row" key={item.term}>
          <dt>{item.term}</dt>
          <dd>{item.value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
