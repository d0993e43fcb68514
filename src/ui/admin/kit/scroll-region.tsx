import type { ReactNode } from 'react';

/**
 * A box that scrolls sideways when its content is wider than the screen (a table at 390 px): it
 * takes the keyboard's focus and is named (role="region"), so a keyboard user can scroll it
 * (axe `scrollable-region-focusable`). Use it around any hand-made `<table>`; DataTable has it.
 */
export function ScrollRegion({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={['admin-table__scroll', className].filter(Boolean).join(' ')} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
