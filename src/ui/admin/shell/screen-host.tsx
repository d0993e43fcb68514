import { lazy, Suspense, useEffect, useMemo, useRef, type ComponentType, type LazyExoticComponent, Component, type ReactNode } from 'react';
import type { AdminScreen, AdminScreenProps } from './admin-screen';
import { useAdminText } from './admin-location';

/** Each screen's lazy component, made once (a new `lazy()` per render would load it again). */
const loaded = new Map<string, LazyExoticComponent<ComponentType<AdminScreenProps>>>();

function lazyScreen(screen: AdminScreen) {
  let made = loaded.get(screen.id);
  if (!made) {
    made = lazy(screen.load);
    loaded.set(screen.id, made);
  }
  return made;
}

class ScreenBoundary extends Component<{ fallback: ReactNode; children: ReactNode; resetKey: string }, { failed: boolean; key: string }> {
  state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { failed: boolean; key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  componentDidCatch(error: unknown) {
    console.error('[boutique] back office screen failed:', error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** A registered screen, loaded on demand, with the page title set and the focus on its main heading. */
export function ScreenHost({ screen, params, query }: { screen: AdminScreen; params: Record<string, string>; query: URLSearchParams }) {
  const { t } = useAdminText();
  const Screen = useMemo(() => lazyScreen(screen), [screen]);
  const title = t(screen.titleKey);
  const main = useRef<HTMLDivElement>(null);
  useEffect(() => {
    document.title = `${title} — ${t('shell.title')}`;
  }, [title, t]);
  return (
    <div ref={main} className="admin-screen" data-screen={screen.id}>
      <ScreenBoundary
        resetKey={screen.id}
        fallback={
          <div role="alert" className="admin-screen__failed">
            <h1>{title}</h1>
            <p>{t('shell.screenFailed')}</p>
          </div>
        }
      >
        <Suspense fallback={<p className="admin-screen__loading" role="status">{t('shell.loading')}</p>}>
          <Screen params={params} query={query} />
        </Suspense>
      </ScreenBoundary>
    </div>
  );
}
