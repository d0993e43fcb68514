import type { Container } from 'inversify';
import { ADD_TO_BASKET, APPLY_PROMOTION, CLEAR_PROMOTION, LOAD_BASKET, REMOVE_FROM_BASKET, SET_BASKET_QUANTITY } from '../../adapters/container/basket-tokens';
import { REMOVE_STOCK_ALERT, SUBSCRIBE_STOCK_ALERT } from '../../adapters/container/alert-tokens';
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
  LOGOUT,
  REGISTER,
  REMOVE_ADDRESS,
  REMOVE_CARD,
  SET_DEFAULT_ADDRESS,
  SOCIAL_LOGIN,
  TOGGLE_WISH,
  UPDATE_ADDRESS,
  UPDATE_PROFILE,
} from '../../adapters/container/account-tokens';
import { resolve } from '../../adapters/container/bind';
import { GET_NEWSLETTER_STATUS, REQUEST_OUTLET_ACCESS, SUBSCRIBE_NEWSLETTER, UNSUBSCRIBE_NEWSLETTER } from '../../adapters/container/newsletter-tokens';
import { GET_MY_RATING, LIST_PRODUCT_RATINGS, RATE_PRODUCT, SEND_CONTACT_MESSAGE } from '../../adapters/container/contact-rating-tokens';
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
import { ACTIVATE_GIFTCARD } from '../../adapters/container/giftcard-tokens';
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
      useCases: async () => ({
        add: resolve(container, ADD_TO_BASKET),
        setQuantity: resolve(container, SET_BASKET_QUANTITY),
        remove: resolve(container, REMOVE_FROM_BASKET),
        applyPromotion: resolve(container, APPLY_PROMOTION),
        clearPromotion: resolve(container, CLEAR_PROMOTION),
        load: resolve(container, LOAD_BASKET),
      }),
      hasStoredBasket: () => StorageBasketRepository.holdsBasket(resolve(container, KEY_VALUE_STORAGE)),
    },
    auth: {
      useCases: async () => ({
        login: resolve(container, LOGIN),
        register: resolve(container, REGISTER),
        logout: resolve(container, LOGOUT),
        forgotPassword: resolve(container, FORGOT_PASSWORD),
        autoconnect: resolve(container, AUTOCONNECT),
        socialLogin: resolve(container, SOCIAL_LOGIN),
        getProfile: resolve(container, GET_PROFILE),
        listAddresses: resolve(container, LIST_ADDRESSES),
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
      useCases: async () => ({
        updateProfile: resolve(container, UPDATE_PROFILE),
        changePassword: resolve(container, CHANGE_PASSWORD),
        listAddresses: resolve(container, LIST_ADDRESSES),
        addAddress: resolve(container, ADD_ADDRESS),
        updateAddress: resolve(container, UPDATE_ADDRESS),
        setDefaultAddress: resolve(container, SET_DEFAULT_ADDRESS),
        removeAddress: resolve(container, REMOVE_ADDRESS),
        listCards: resolve(container, LIST_CARDS),
        removeCard: resolve(container, REMOVE_CARD),
        listStockAlerts: resolve(container, LIST_MY_STOCK_ALERTS),
        removeStockAlert: resolve(container, REMOVE_STOCK_ALERT),
      }),
    },
    checkout: {
      useCases: async () => ({
        listCarriers: resolve(container, LIST_CARRIERS),
        findRelayPoints: resolve(container, FIND_RELAY_POINTS),
        chooseShippingAddress: resolve(container, CHOOSE_SHIPPING_ADDRESS),
        chooseRelayPoint: resolve(container, CHOOSE_RELAY_POINT),
        chooseCarrier: resolve(container, CHOOSE_CARRIER),
        placeOrder: resolve(container, PLACE_ORDER),
        completePayment: resolve(container, COMPLETE_PAYMENT),
        finishCheckout: resolve(container, FINISH_CHECKOUT),
        getBalance: resolve(container, GET_BALANCE),
        listOrders: resolve(container, LIST_ORDERS),
        getOrder: resolve(container, GET_ORDER),
        downloadBill: resolve(container, DOWNLOAD_BILL),
        downloadPurchaseOrder: resolve(container, DOWNLOAD_PURCHASE_ORDER),
        startReturn: resolve(container, START_RETURN),
        submitReturn: resolve(container, SUBMIT_RETURN),
        listOrderReturns: resolve(container, LIST_ORDER_RETURNS),
        getReturn: resolve(container, GET_RETURN),
        cancelReturn: resolve(container, CANCEL_RETURN),
        downloadReturnCoupon: resolve(container, DOWNLOAD_RETURN_COUPON),
        findReturnRelayPoints: resolve(container, FIND_RETURN_RELAY_POINTS),
        activateGiftcard: resolve(container, ACTIVATE_GIFTCARD),
      }),
    },
    tracking: {
      chooseConsent: async (choice) => resolve(container, CHOOSE_COOKIE_CONSENT).execute(choice),
      record: async (entry) => resolve(container, RECORD_TRACKING_EVENT).execute(entry),
      trackCustomer: (customer) => resolve(container, TRACK_CUSTOMER).execute(customer),
      abGroup: async () => resolve(container, ASSIGN_AB_GROUP).execute(),
    },
    wishlist: {
      useCases: async () => ({
        load: resolve(container, LOAD_WISHLIST),
        toggle: resolve(container, TOGGLE_WISH),
        addPending: resolve(container, ADD_PENDING_WISH_AFTER_LOGIN),
      }),
    },
  };
}
