import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Container } from 'inversify';
import { KEY_VALUE_STORAGE } from '../../../application/ports/key-value-storage';
import { resolve } from '../../../adapters/container/bind';
import { speakAdminLanguage } from '../../../adapters/container/admin';
import type { Token } from '../../../application/ports/token';
import { Toasts, useToasts } from '../kit/toasts';
import { AdminContext, type AdminServices } from './admin-context';
import { AdminLayout } from './admin-layout';
import { AdminLocationProvider, TextContext, useAdminLocation, useAdminText } from './admin-location';
import { ADMIN_BASE, menuOf, resolveScreen } from './admin-routes';
import type { AdminScreen } from './admin-screen';
import { translator, type AdminLocale } from './admin-texts';
import { ScreenHost } from './screen-host';
import { SignInScreen } from './sign-in-screen';
import { keepStaffLanguage, readStaffLanguage } from './staff-language';
import { StaffSession } from './staff-session';

function useHeadingFocus(dependency: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [dependency]);
  return heading;
}

function HomeScreen({ screens, roles }: { screens: readonly AdminScreen[]; roles: AdminServices['staff']['roles'] }) {
  const { t } = useAdminText();
  const heading = useHeadingFocus('home');
  useEffect(() => {
    document.title = t('shell.title');
  }, [t]);
  const any = menuOf(screens, roles).length > 0;
  return (
    <div className="admin-screen" data-screen="shell.home">
      <h1 ref={heading} tabIndex={-1}>
        {t('shell.home.title')}
      </h1>
      <p>{any ? t('shell.home.text') : t('shell.home.empty')}</p>
    </div>
  );
}

function MessageScreen({ kind }: { kind: 'not-found' | 'forbidden' }) {
  const { t } = useAdminText();
  const { navigate } = useAdminLocation();
  const prefix = kind === 'not-found' ? 'shell.notFound' : 'shell.forbidden';
  const heading = useHeadingFocus(kind);
  useEffect(() => {
    document.title = `${t(`${prefix}.title`)} — ${t('shell.title')}`;
  }, [t, prefix]);
  return (
    <div className="admin-screen" data-screen={`shell.${kind}`}>
      <h1 ref={heading} tabIndex={-1}>
        {t(`${prefix}.title`)}
      </h1>
      <p>{t(kind === 'not-found' ? 'shell.notFound.text' : 'shell.forbidden.text')}</p>
      <p>
        <a
          href={ADMIN_BASE}
          onClick={(event) => {
            event.preventDefault();
            navigate(ADMIN_BASE);
          }}
        >
          {t('shell.notFound.back')}
        </a>
      </p>
    </div>
  );
}

const Shell = observer(function Shell({ container, session, screens }: { container: Container; session: StaffSession; screens: readonly AdminScreen[] }) {
  const location = useAdminLocation();
  const storage = resolve(container, KEY_VALUE_STORAGE);
  const staff = session.staff;
  const languages = typeof navigator === 'undefined' ? undefined : navigator.languages;
  const [chosen, setChosen] = useState<AdminLocale | null>(null);
  const locale = chosen ?? readStaffLanguage(storage, staff?.email ?? null, languages);
  useEffect(() => setChosen(null), [staff?.email]);
  const t = useMemo(() => translator(locale), [locale]);
  useEffect(() => {
    document.documentElement.lang = locale;
    speakAdminLanguage(container, locale);
  }, [container, locale]);
  const { toasts, show, dismiss } = useToasts();

  const changeLocale = useCallback(
    (next: AdminLocale) => {
      keepStaffLanguage(storage, staff?.email ?? null, next);
      setChosen(next);
    },
    [storage, staff?.email],
  );
  const signOut = useCallback(() => {
    void session.signOut().then(() => location.navigate(ADMIN_BASE, { replace: true }));
  }, [session, location]);

  const services = useMemo<AdminServices | null>(
    () => (staff ? { container, get: <T,>(service: Token<T>) => resolve(container, service), t, locale, staff, navigate: (path: string) => location.navigate(path), toast: show } : null),
    [container, t, locale, staff, location, show],
  );

  let body;
  if (session.state.kind === 'checking') {
    body = (
      <main id="admin-main" className="admin-signin">
        <p role="status">{t('shell.loading')}</p>
      </main>
    );
  } else if (!services || !staff) {
    body = <SignInScreen session={session} />;
  } else {
    const resolved = resolveScreen(screens, location.pathname, staff.roles);
    body = (
      <AdminContext.Provider value={services}>
        <AdminLayout screens={screens} staff={staff} currentPath={location.pathname} onLocale={changeLocale} onSignOut={signOut}>
          {resolved.kind === 'home' ? (
            <HomeScreen screens={screens} roles={staff.roles} />
          ) : resolved.kind === 'screen' ? (
            <ScreenHost key={location.pathname} screen={resolved.screen} params={resolved.params} query={location.search} />
          ) : (
            <MessageScreen kind={resolved.kind} />
          )}
        </AdminLayout>
      </AdminContext.Provider>
    );
  }
  return (
    <TextContext.Provider value={{ t, locale }}>
      {body}
      <Toasts toasts={toasts} dismiss={dismiss} />
    </TextContext.Provider>
  );
});

/** The whole back office: the address, the session (checked at start), the shell around the screens. */
export function AdminApp({ container, screens }: { container: Container; screens: readonly AdminScreen[] }) {
  const session = useMemo(() => new StaffSession(container), [container]);
  useEffect(() => {
    void session.restore();
    return session.watch();
  }, [session]);
  return (
    <AdminLocationProvider>
      <Shell container={container} session={session} screens={screens} />
    </AdminLocationProvider>
  );
}
