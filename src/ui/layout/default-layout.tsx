import type { ReactNode } from 'react';
import { island } from '../app/islands';
import { SkipLink } from './skip-link';
import { PageOutlet } from './page-outlet';

// The frame's parts hydrate on their own, each as soon as its code is here (issue 15): the header
// (search, menus, account and basket), the banner of the home page, and everything below the page.
const SiteHeader = island(() => import('../header/site-header').then((module) => module.SiteHeader));
const AccountMessageBanner = island(() => import('../banners/account-message-banner').then((module) => module.AccountMessageBanner));
const FooterArea = island(() => import('./footer-area').then((module) => module.FooterArea));

export interface ShopFrameProps {
  /** Home and slider template pages: the header is transparent while at the top. */
  transparentHeader?: boolean;
  /** Home: the account message banner under the header. */
  accountMessage?: boolean;
  /** Replaces the page outlet (the account layout puts its panel beside it). */
  children?: ReactNode;
}

/**
 * SPEC §2 "default" layout: app banner, sale banner, header, page, reassurance, newsletter form,
 * footer (sitemap, social networks, app links), credits; the toast overlay is the shell's.
 */
export function ShopFrame({ transparentHeader = false, accountMessage = false, children }: ShopFrameProps) {
  return (
    <>
      <SkipLink />
      <SiteHeader transparent={transparentHeader} />
      {accountMessage && <AccountMessageBanner />}
      <main id="main" className="site-main" tabIndex={-1}>
        {children ?? <PageOutlet />}
      </main>
      <FooterArea />
    </>
  );
}

export function DefaultLayout() {
  return <ShopFrame />;
}

/** SPEC §2 "home": transparent header and the account message banner. */
export function HomeLayout() {
  return <ShopFrame transparentHeader accountMessage />;
}
