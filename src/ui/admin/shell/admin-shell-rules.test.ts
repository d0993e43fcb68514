import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStorage } from '../../../adapters/storage/memory-key-value-storage';
import type { AdminScreen } from './admin-screen';
import { matchPath, menuOf, mayOpen, resolveScreen, safeAdminPath } from './admin-routes';
import { mergeTexts, translator } from './admin-texts';
import { keepStaffLanguage, preferredLocale, readStaffLanguage } from './staff-language';
import { tokenStaffRoles } from './staff-session';
import { ADMIN_SCREENS } from './admin-registry';

const screen = (id: string, path: string, roles: AdminScreen['roles'], section: AdminScreen['section'], inMenu = true): AdminScreen => ({
  id, path, titleKey: `${id}.title`, roles, section, inMenu, load: async () => ({ default: () => null }),
});
const SCREENS = [
  screen('support.orders', '/admin/orders', ['support'], 'support'),
  screen('support.order', '/admin/orders/:id', ['support'], 'support', false),
  screen('support.orders.export', '/admin/orders/export', ['support'], 'support', false),
  screen('merch.products', '/admin/products', ['merchandiser'], 'merchandising'),
  screen('admin.staff', '/admin/staff', ['admin'], 'administration'),
  screen('admin.dashboard', '/admin/dashboard', ['support', 'merchandiser'], 'dashboard'),
];

describe('the back office router', () => {
  it('matches paths with params, decoded, trailing slash ignored', () => {
    expect(matchPath('/admin/orders/:id', '/admin/orders/100001')).toEqual({ id: '100001' });
    expect(matchPath('/admin/orders/:id', '/admin/orders/100001/')).toEqual({ id: '100001' });
    expect(matchPath('/admin/customers/:email', '/admin/customers/camille%40example.com')).toEqual({ email: 'camille@example.com' });
    expect(matchPath('/admin/orders/:id', '/admin/orders')).toBeNull();
    expect(matchPath('/admin/orders/:id', '/admin/orders/1/lines')).toBeNull();
    expect(matchPath('/admin/orders/:id', '/admin/orders/%E0%A4%A')).toBeNull();
  });

  it('prefers a static path over a param, refuses what the roles do not open, has a home and a 404', () => {
    expect(resolveScreen(SCREENS, '/admin/orders/export', ['support'])).toMatchObject({ kind: 'screen', screen: { id: 'support.orders.export' } });
    expect(resolveScreen(SCREENS, '/admin/orders/7', ['support'])).toMatchObject({ kind: 'screen', params: { id: '7' } });
    expect(resolveScreen(SCREENS, '/admin/orders/7', ['merchandiser'])).toMatchObject({ kind: 'forbidden' });
    expect(resolveScreen(SCREENS, '/admin/orders/7', ['admin'])).toMatchObject({ kind: 'screen' });
    expect(resolveScreen(SCREENS, '/admin', ['support']).kind).toBe('home');
    expect(resolveScreen(SCREENS, '/admin/', ['support']).kind).toBe('home');
    expect(resolveScreen(SCREENS, '/admin/nothing', ['admin']).kind).toBe('not-found');
    const withDashboardHome = [...SCREENS, screen('admin.home', '/admin', ['support'], 'dashboard')];
    expect(resolveScreen(withDashboardHome, '/admin', ['support'])).toMatchObject({ kind: 'screen', screen: { id: 'admin.home' } });
  });

  it('shows in the menu only the list screens the roles open, dashboard first; an admin sees all', () => {
    const ids = (roles: Parameters<typeof menuOf>[1]) => menuOf(SCREENS, roles).flatMap((group) => group.screens.map((item) => item.id));
    expect(ids(['support'])).toEqual(['admin.dashboard', 'support.orders']);
    expect(ids(['merchandiser'])).toEqual(['admin.dashboard', 'merch.products']);
    expect(ids(['admin'])).toEqual(['admin.dashboard', 'support.orders', 'merch.products', 'admin.staff']);
    expect(ids([])).toEqual([]);
    expect(mayOpen({ roles: ['admin'] }, ['support', 'merchandiser'])).toBe(false);
  });

  it('follows back office addresses only', () => {
    expect(safeAdminPath('/admin/orders?status=paid')).toBe('/admin/orders?status=paid');
    expect(safeAdminPath('/admin')).toBe('/admin');
    expect(safeAdminPath('https://evil.example/admin')).toBe('/admin');
    expect(safeAdminPath('//evil.example')).toBe('/admin');
    expect(safeAdminPath('/administration')).toBe('/admin');
    expect(safeAdminPath('/account')).toBe('/admin');
  });

  it('registers screens with unique ids and paths under /admin, lazily loaded', () => {
    const ids = ADMIN_SCREENS.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    const paths = ADMIN_SCREENS.map((item) => item.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const item of ADMIN_SCREENS) {
      expect(item.path === '/admin' || item.path.startsWith('/admin/'), item.id).toBe(true);
      expect(typeof item.load, item.id).toBe('function');
      if (item.samplePath) expect(matchPath(item.path, item.samplePath), item.id).not.toBeNull();
    }
  });
});

describe('the back office texts', () => {
  it('replaces values, falls back to English then to the key', () => {
    const texts = mergeTexts({ fr: { 'a.hello': 'Bonjour {{name}}' }, en: { 'a.hello': 'Hello {{name}}', 'a.only': 'Only English' } }, { fr: {}, en: { 'b.x': 'X' } });
    const t = translator('fr', texts);
    expect(t('a.hello', { name: 'Camille' })).toBe('Bonjour Camille');
    expect(t('a.only')).toBe('Only English');
    expect(t('b.x')).toBe('X');
    expect(t('missing.key')).toBe('missing.key');
    expect(t('a.hello')).toBe('Bonjour {{name}}');
  });

  it('has every shell text in French and English', () => {
    const t = translator('fr');
    expect(t('signin.title')).toBe('Connexion au back-office');
    expect(translator('en')('signin.title')).toBe('Back office sign-in');
  });
});

describe("the staff member's language", () => {
  it('is the browser language when it is a staff language, else French', () => {
    expect(preferredLocale(['en-GB', 'fr'])).toBe('en');
    expect(preferredLocale(['de-DE', 'fr-FR'])).toBe('fr');
    expect(preferredLocale(['de-DE'])).toBe('fr');
    expect(preferredLocale(undefined)).toBe('fr');
  });

  it('is kept per account in the browser storage', () => {
    const storage = new MemoryKeyValueStorage();
    keepStaffLanguage(storage, 'Support@Example.com', 'en');
    expect(readStaffLanguage(storage, 'support@example.com', ['fr-FR'])).toBe('en');
    expect(readStaffLanguage(storage, 'merch@example.com', ['fr-FR'])).toBe('fr');
    storage.setItem('admin.language.merch@example.com', 'xx');
    expect(readStaffLanguage(storage, 'merch@example.com', ['en'])).toBe('en');
  });
});

describe("the session's staff roles, from the access token", () => {
  const jwt = (claims: unknown) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;
  it('keeps the staff roles the token carries, none without the second factor, null for a bad token', () => {
    expect(tokenStaffRoles(jwt({ roles: ['customer', 'support'] }))).toEqual(['support']);
    expect(tokenStaffRoles(`Bearer ${jwt({ roles: ['customer', 'admin', 'merchandiser'] })}`)).toEqual(['admin', 'merchandiser']);
    expect(tokenStaffRoles(jwt({ roles: ['customer'] }))).toEqual([]);
    expect(tokenStaffRoles(jwt({}))).toEqual([]);
    expect(tokenStaffRoles('not-a-token')).toBeNull();
    expect(tokenStaffRoles('a.%%%.c')).toBeNull();
  });
});

describe('the staff session, watched', () => {
  it('goes back to the sign-in when the browser lost the session or its staff roles', async () => {
    const { StaffSession } = await import('./staff-session');
    const { createAdminContainer } = await import('../../../adapters/container/admin');
    const { resolve } = await import('../../../adapters/container/bind');
    const { AUTH_TOKEN_STORE } = await import('../../../application/ports/auth-token-store');
    const values = new Map<string, string>();
    const storage = { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), removeItem: (key: string) => void values.delete(key) } as Storage;
    const container = createAdminContainer({ storage, cookies: { cookie: '' } });
    const jwt = (roles: string[]) => `h.${btoa(JSON.stringify({ roles })).replace(/=+$/, '')}.s`;
    const tokens = resolve(container, AUTH_TOKEN_STORE);
    const session = new StaffSession(container);
    const signedIn = () => (session as unknown as { set(state: unknown): void }).set({ kind: 'signed-in', staff: { email: 'support@example.com', roles: ['support'] } });

    tokens.save({ accessToken: jwt(['customer', 'support', 'merchandiser']), refreshToken: 'bearer cookie', strategy: 'customLocal' });
    signedIn();
    session.verify();
    expect(session.staff?.roles).toEqual(['support', 'merchandiser']);

    tokens.save({ accessToken: jwt(['customer']), refreshToken: 'bearer cookie', strategy: 'customLocal' });
    session.verify();
    expect(session.state).toEqual({ kind: 'signed-out', messageKey: 'shell.sessionExpired' });

    signedIn();
    tokens.clear();
    session.verify();
    expect(session.state).toEqual({ kind: 'signed-out', messageKey: 'shell.sessionExpired' });
  });
});
