import type { MouseEvent, ReactNode } from 'react';
import { useAdmin } from '../shell/admin-context';

/** A click on a link to the back office stays in the page (no reload); a new tab or window is the browser's. */
export function followInside(event: MouseEvent<HTMLAnchorElement>, navigate: (path: string) => void): void {
  const href = event.currentTarget.getAttribute('href') ?? '';
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || !href.startsWith('/admin')) return;
  event.preventDefault();
  navigate(href);
}

/** A link to another back-office screen. */
export function AdminLink({ to, children }: { to: string; children: ReactNode }) {
  const { navigate } = useAdmin();
  return <a href={to} onClick={(event) => followInside(event, navigate)}>{children}</a>;
}
