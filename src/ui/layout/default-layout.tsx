import type { ReactNode } from 'react';
import { SiteHeader } from '../header/site-header';
import { SiteFooter } from '../footer/site-footer';
import { NewsletterForm } from '../footer/newsletter-form';
import { AppBanner } from '../banners/app-banner';
import { SaleBanner } from '../banners/sale-banner';
import { AccountMessageBanner } from '../banners/account-message-banner';
import { Reassurance } from './reassurance';
import { SkipLink } from './skip-link';
import { PageOutlet } from './page-outlet';

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
      <SaleBanner />
      <Reassurance />
      <NewsletterForm />
      <SiteFooter />
      <AppBanner />
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
