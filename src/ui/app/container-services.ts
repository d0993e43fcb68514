import { CLOSE_MY_ACCOUNT, EXPORT_MY_DATA } from '../../adapters/container/data-rights-tokens';
import type { Container } from 'inversify';
import { LIST_SUPPORT_ACCESSES } from '../../adapters/container/audit-tokens';
import { ADD_TO_BASKET, APPLY_PROMOTION, CLEAR_PROMOTION, LOAD_BASKET, REMOVE_FROM_BASKET, SET_BASKET_QUANTITY } from '../../adapters/container/basket-tokens';
import { REMOVE_STOCK_ALERT, SUBSCRIBE_STOCK_ALERT } from '../../adapters/container/alerts-tokens';
import { RESTORE_REMINDED_BASKET } from '../../adapters/container/reminders-tokens';
import {
  ADD_ADDRESS,
  ADD_PENDING_WISH_AFTER_LOGIN,
  AUTOCONNECT,
  CHANGE_PASSWORD,
  FORGOT_PASSWORD,
  GET_PROFILE,
  LIST_ADDRESSES,
  LIST_CARDS,
  LIST_MY_STOCK_ALERTS,
  LOAD_WISHLIST,
  LOGIN,
  LOGIN_SECOND_FACTOR,
  LOGOUT,
  REGISTER,
  REMOVE_ADDRESS,
  REMOVE_CARD,
  SET_DEFAULT_ADDRESS,
  SOCIAL_LOGIN,
  TOGGLE_WISH,
  UPDATE_ADDRESS,
  UPDATE_PROFILE,
} from '../../adapters/container/accounts-tokens';
import { resolve, resolveOnRead } from '../../adapters/container/bind';
import { CLEAR_RECENTLY_VIEWED, LOAD_RECENTLY_VIEWED, MERGE_RECENTLY_VIEWED, RECORD_RECENT_VIEW } from '../../adapters/container/recently-tokens';
import { GET_NEWSLETTER_STATUS, REQUEST_OUTLET_ACCESS, SUBSCRIBE_NEWSLETTER, UNSUBSCRIBE_NEWSLETTER } from '../../adapters/container/newsletter-tokens';
import { GET_MY_RATING, LIST_PRODUCT_RATINGS, RATE_PRODUCT, SEND_CONTACT_MESSAGE } from '../../adapters/container/contact-ratings-tokens';
import {
  CHOOSE_CARRIER,
  CHOOSE_RELAY_POINT,
  CHOOSE_SHIPPING_ADDRESS,
  COMPLETE_PAYMENT,
  DOWNLOAD_BILL,
  DOWNLOAD_PURCHASE_ORDER,
  FIND_RELAY_POINTS,
  FINISH_CHECKOUT,
  GET_BALANCE,
  GET_ORDER,
  LIST_CARRIERS,
  LIST_ORDERS,
  PLACE_ORDER,
} from '../../adapters/container/checkout-tokens';
import {
  CANCEL_RETURN, DOWNLOAD_RETURN_COUPON, FIND_RETURN_RELAY_POINTS, GET_RETURN, LIST_ORDER_RETURNS, START_RETURN, SUBMIT_RETURN,
} from '../../adapters/container/returns-tokens';
import { ACTIVATE_GIFTCARD } from '../../adapters/container/giftcards-tokens';
import { ADD_PASSKEY, LIST_PASSKEYS, PASSKEY_LOGIN, REMOVE_PASSKEY } from '../../adapters/container/passkeys-tokens';
import { GET_HOME_PAGE, GET_INIT, GET_PRODUCT } from '../../adapters/container/catalogue-tokens';
import { SEARCH_PRODUCTS, SUGGEST_SEARCH } from '../../adapters/container/search-tokens';
import { GET_CONTENT_PAGE, GET_ERROR_PAGE, RESOLVE_PAGE, TRACK_VISIT } from '../../adapters/container/shell-tokens';
import { ASSIGN_AB_GROUP, CHOOSE_COOKIE_CONSENT, RECORD_TRACKING_EVENT, TRACK_CUSTOMER } from '../../adapters/container/tracking-tokens';
import { AUTH_API } from '../../application/ports/auth-api';
import { AUTH_TOKEN_STORE } from '../../application/ports/auth-token-store';
import { CATALOGUE_API } from '../../application/ports/catalogue-api';
import { COOKIE_JAR } from '../../application/ports/cookie-jar';
import { KEY_VALUE_STORAGE } from '../../application/ports/key-value-storage';
import { StorageBasketRepository } from '../../adapters/storage/storage-basket-repository';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '../../domain/routing/locale-choice';
import { looksSignedIn, SIGNED_IN_COOKIE, SIGNED_IN_COOKIE_MAX_AGE } from '../../domain/shell/visitor';
import type { AppServices } from './app-services';

/** The UI's service groups, resolved from a composition root (the browser's, or one SSR request's). */
export function containerServices(container: Container): AppServices {
  return {
    site: {
      getInit: () => resolve(container, GET_INIT).execute(),
      getTranslations: () => resolve(container, CATALOGUE_API).translations(),
      rememberLocale: (locale) => resolve(container, COOKIE_JAR).set(LOCALE_COOKIE, locale, { maxAgeSeconds: LOCALE_COOKIE_MAX_AGE }),
    },
    shell: {
      resolvePage: (request) => resolve(container, RESOLVE_PAGE).execute(request),
      trackVisit: (request) => resolve(container, TRACK_VISIT).execute(request),
      getErrorPage: () => resolve(container, GET_ERROR_PAGE).execute(),
      cmsPage: (slug) => resolve(container, GET_CONTENT_PAGE).cms(slug),
      templatePage: (slug) => resolve(container, GET_CONTENT_PAGE).template(slug),
    },
    home: {
      getHomePage: () => resolve(container, GET_HOME_PAGE).execute(),
    },
    search: {
      searchListing: (query) => resolve(container, SEARCH_PRODUCTS).execute(query),
      facetNames: () => resolve(container, CATALOGUE_API).facetNames(),
      listingColours: (productIds) => resolve(container, CATALOGUE_API).listingColours(productIds),
      suggestSearch: (text) => resolve(container, SUGGEST_SEARCH).execute(text),
      storage: async () => resolve(container, KEY_VALUE_STORAGE),
    },
    product: {
      getProduct: (productId) => resolve(container, GET_PRODUCT).execute(productId),
      associatedProducts: (productId) => resolve(container, CATALOGUE_API).associatedProducts(productId),
    },
    alerts: {
      subscribeStockAlert: (input) => resolve(container, SUBSCRIBE_STOCK_ALERT).execute(input),
    },
    ratings: {
      rate: (productId, request) => resolve(container, RATE_PRODUCT).execute(productId, request),
      mine: (productId) => resolve(container, GET_MY_RATING).execute(productId),
      list: (productId, page) => resolve(container, LIST_PRODUCT_RATINGS).execute(productId, page),
    },
    contact: {
      send: (request) => resolve(container, SEND_CONTACT_MESSAGE).execute(request),
    },
    newsletter: {
      subscribe: (email) => resolve(container, SUBSCRIBE_NEWSLETTER).execute(email),
      unsubscribe: (email, link) => resolve(container, UNSUBSCRIBE_NEWSLETTER).execute(email, link),
      status: (email, link) => resolve(container, GET_NEWSLETTER_STATUS).execute(email, link),
      requestOutletAccess: (email) => resolve(container, REQUEST_OUTLET_ACCESS).execute(email),
    },
    basket: {
      useCases: async () =>
        resolveOnRead(container, {
          add: ADD_TO_BASKET,
          setQuantity: SET_BASKET_QUANTITY,
          remove: REMOVE_FROM_BASKET,
          applyPromotion: APPLY_PROMOTION,
          clearPromotion: CLEAR_PROMOTION,
          load: LOAD_BASKET,
          restoreReminded: RESTORE_REMINDED_BASKET,
        }),
      hasStoredBasket: () => StorageBasketRepository.holdsBasket(resolve(container, KEY_VALUE_STORAGE)),
    },
    auth: {
      useCases: async () =>
        resolveOnRead(container, {
          login: LOGIN,
          loginSecondFactor: LOGIN_SECOND_FACTOR,
          register: REGISTER,
          logout: LOGOUT,
          forgotPassword: FORGOT_PASSWORD,
          autoconnect: AUTOCONNECT,
          socialLogin: SOCIAL_LOGIN,
          passkeyLogin: PASSKEY_LOGIN,
          getProfile: GET_PROFILE,
          listAddresses: LIST_ADDRESSES,
        }),
      hasSessionHint: () => {
        const jar = resolve(container, COOKIE_JAR);
        return looksSignedIn((name) => jar.get(name), resolve(container, AUTH_TOKEN_STORE).get()?.accessToken ?? null);
      },
      rememberSignedIn: (signedIn) => {
        const jar = resolve(container, COOKIE_JAR);
        if (signedIn) jar.set(SIGNED_IN_COOKIE, '1', { maxAgeSeconds: SIGNED_IN_COOKIE_MAX_AGE, sameSite: 'lax' });
        else jar.remove(SIGNED_IN_COOKIE);
      },
      providers: () => resolve(container, AUTH_API).providers(),
    },
    account: {
      useCases: async () =>
        resolveOnRead(container, {
          updateProfile: UPDATE_PROFILE,
          changePassword: CHANGE_PASSWORD,
          listAddresses: LIST_ADDRESSES,
          addAddress: ADD_ADDRESS,
          updateAddress: UPDATE_ADDRESS,
          setDefaultAddress: SET_DEFAULT_ADDRESS,
          removeAddress: REMOVE_ADDRESS,
          listCards: LIST_CARDS,
          listSupportAccesses: LIST_SUPPORT_ACCESSES,
          removeCard: REMOVE_CARD,
          listStockAlerts: LIST_MY_STOCK_ALERTS,
          removeStockAlert: REMOVE_STOCK_ALERT,
          listPasskeys: LIST_PASSKEYS,
          addPasskey: ADD_PASSKEY,
          removePasskey: REMOVE_PASSKEY,
          exportMyData: EXPORT_MY_DATA,
          closeMyAccount: CLOSE_MY_ACCOUNT,
        }),
    },
    checkout: {
      useCases: async () =>
        resolveOnRead(container, {
          listCarriers: LIST_CARRIERS,
          findRelayPoints: FIND_RELAY_POINTS,
          chooseShippingAddress: CHOOSE_SHIPPING_ADDRESS,
          chooseRelayPoint: CHOOSE_RELAY_POINT,
          chooseCarrier: CHOOSE_CARRIER,
          placeOrder: PLACE_ORDER,
          completePayment: COMPLETE_PAYMENT,
          finishCheckout: FINISH_CHECKOUT,
          getBalance: GET_BALANCE,
          listOrders: LIST_ORDERS,
          getOrder: GET_ORDER,
          downloadBill: DOWNLOAD_BILL,
          downloadPurchaseOrder: DOWNLOAD_PURCHASE_ORDER,
          startReturn: START_RETURN,
          submitReturn: SUBMIT_RETURN,
          listOrderReturns: LIST_ORDER_RETURNS,
          getReturn: GET_RETURN,
          cancelReturn: CANCEL_RETURN,
          downloadReturnCoupon: DOWNLOAD_RETURN_COUPON,
          findReturnRelayPoints: FIND_RETURN_RELAY_POINTS,
          activateGiftcard: ACTIVATE_GIFTCARD,
        }),
    },
    tracking: {
      chooseConsent: async (choice) => resolve(container, CHOOSE_COOKIE_CONSENT).execute(choice),
      record: async (entry) => resolve(container, RECORD_TRACKING_EVENT).execute(entry),
      trackCustomer: (customer) => resolve(container, TRACK_CUSTOMER).execute(customer),
      abGroup: async () => resolve(container, ASSIGN_AB_GROUP).execute(),
    },
    wishlist: {
      useCases: async () =>
        resolveOnRead(container, {
          load: LOAD_WISHLIST,
          toggle: TOGGLE_WISH,
          addPending: ADD_PENDING_WISH_AFTER_LOGIN,
        }),
    },
    recently: {
      useCases: async () => resolveOnRead(container, { record: RECORD_RECENT_VIEW, load: LOAD_RECENTLY_VIEWED, merge: MERGE_RECENTLY_VIEWED, clear: CLEAR_RECENTLY_VIEWED }),
    },
  };
}
