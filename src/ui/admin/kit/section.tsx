import { useId, type ReactNode } from 'react';

/** A titled part of a screen: a `<section>` named by its heading (level 2 by default), with actions beside the title. */
export function Section({ title, level = 2, actions, children, className }: { title: string; level?: 2 | 3; actions?: ReactNode; children: ReactNode; className?: string }) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={['admin-section', className].filter(Boolean).join(' ')} aria-labelledby={id}>
      <div className="admin-section__head">
        <Heading id={id} className="admin-section__title">
          {title}
        </Heading>
        {actions ? <div className="admin-section__actions">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
