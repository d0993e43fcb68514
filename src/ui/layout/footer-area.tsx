import { SiteFooter } from '../footer/site-footer';
import { NewsletterForm } from '../footer/newsletter-form';
import { AppBanner } from '../banners/app-banner';
import { SaleBanner } from '../banners/sale-banner';
import { Reassurance } from './reassurance';

/** Below the page of the default layout: sale banner, reassurance, newsletter form, footer, app banner. */
export function FooterArea() {
  return (
    <>
      <SaleBanner />
      <Reassurance />
      <NewsletterForm />
      <SiteFooter />
      <AppBanner />
    </>
  );
}
