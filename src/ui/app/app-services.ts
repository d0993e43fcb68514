import type { AccountServices } from '../accounts/account-services';
import type { AuthServices } from '../auth/auth-services';
import type { BasketServices } from '../basket/basket-use-cases';
import type { CheckoutServices } from '../checkout/checkout-services';
import type { HomeServices } from '../home/home-services';
import type { ProductServices } from '../product/product-services';
import type { StockAlertServices } from '../product/stock-alert-services';
import type { RatingServices } from '../product/rating-services';
import type { ContactServices } from '../contact/contact-services';
import type { SearchServices } from '../search/search-services';
import type { SiteServices } from '../site/site-services';
import type { WishlistServices } from '../wishlist/wishlist-services';
import type { RecentlyServices } from '../recently/recently-services';
import type { TrackingServices } from '../consent/tracking-services';
import type { ShellServices } from './shell-services';
import type { NewsletterServices } from '../footer/newsletter-services';

/**
 * The application as the UI sees it, one small group per feature, resolved from the composition
 * root of the runtime (one SSR container per request; in the browser, a container loaded on first
 * use). Stores and views take only the group they use; none of them sees an adapter.
 */
export interface AppServices {
  site: SiteServices;
  shell: ShellServices;
  home: HomeServices;
  search: SearchServices;
  product: ProductServices;
  alerts: StockAlertServices;
  ratings: RatingServices;
  contact: ContactServices;
  newsletter: NewsletterServices;
  basket: BasketServices;
  auth: AuthServices;
  account: AccountServices;
  checkout: CheckoutServices;
  wishlist: WishlistServices;
  recently: RecentlyServices;
  tracking: TrackingServices;
}
