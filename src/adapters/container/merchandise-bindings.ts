import type { Container } from 'inversify';
import { ExportCatalogue } from '../../application/merchandise/export-catalogue';
import { ImportCatalogue, type Pause } from '../../application/merchandise/import-catalogue';
import { ImportDailyFeed } from '../../application/merchandise/import-daily-feed';
import {
  AddProductPicture, ChangeProductStock, MarkOutletOnly, OrderProductPictures, RemoveProductPicture, SetProductPrice, SetProductStatus, ShowMerchandiseProduct,
} from '../../application/merchandise/merchandise-product';
import { EditMerchandiseProduct, ListMerchandiseProducts, ListRecentImports } from '../../application/merchandise/product-catalogue';
import { AUTH_TOKEN_STORE } from '../../application/ports/auth-token-store';
import { MERCHANDISE_API, type MerchandiseApi } from '../../application/ports/merchandise-api';
import { STAFF_API, type StaffApi } from '../../application/ports/staff-api';
import { ChangeStaffRole, ListStaff } from '../../application/staff/staff-roles';
import { ConfirmTotpEnrolment, ResetStaffSecondFactor, ShowSecondFactor, StartTotpEnrolment } from '../../application/auth/second-factor';
import { SECOND_FACTOR_API, type SecondFactorApi } from '../../application/ports/second-factor-api';
import { HttpSecondFactorApi } from '../http/http-second-factor-api';
import { API_CLIENT } from '../http/api-client';
import { HttpMerchandiseApi } from '../http/http-merchandise-api';
import { HttpStaffApi } from '../http/http-staff-api';
import { bindFactory, bindValue } from './bind';
import {
  ADD_PRODUCT_PICTURE, CHANGE_PRODUCT_STOCK, CHANGE_STAFF_ROLE, CONFIRM_TOTP_ENROLMENT, RESET_STAFF_SECOND_FACTOR, SHOW_SECOND_FACTOR, START_TOTP_ENROLMENT, EXPORT_CATALOGUE, IMPORT_CATALOGUE, IMPORT_DAILY_FEED, LIST_STAFF, MARK_OUTLET_ONLY,
  ORDER_PRODUCT_PICTURES, REMOVE_PRODUCT_PICTURE, SET_PRODUCT_PRICE, SET_PRODUCT_STATUS, SHOW_MERCHANDISE_PRODUCT,
  EDIT_MERCHANDISE_PRODUCT, LIST_MERCHANDISE_PRODUCTS, LIST_RECENT_IMPORTS,
} from './merchandise-tokens';

export interface MerchandiseAdapters {
  /** Replace the HTTP adapters (tests). */
  merchandiseApi?: MerchandiseApi;
  staffApi?: StaffApi;
  secondFactorApi?: SecondFactorApi;
  /** How the import waits between two looks at its job (tests: at once). */
  pause?: Pause;
}

const pauseFor: Pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The merchant's catalogue (`boutique admin catalogue|product|stock|price`) and the admin's staff roles (`… staff`); needs the core and account bindings (AUTH_TOKEN_STORE). */
export function bindMerchandise(container: Container, adapters: MerchandiseAdapters = {}): Container {
  if (adapters.merchandiseApi) bindValue(container, MERCHANDISE_API, adapters.merchandiseApi);
  else bindFactory(container, MERCHANDISE_API, (client) => new HttpMerchandiseApi(client), [API_CLIENT]);
  if (adapters.staffApi) bindValue(container, STAFF_API, adapters.staffApi);
  else bindFactory(container, STAFF_API, (client) => new HttpStaffApi(client), [API_CLIENT]);
  const deps = [MERCHANDISE_API, AUTH_TOKEN_STORE] as const;
  bindFactory(container, SHOW_MERCHANDISE_PRODUCT, (api, tokens) => new ShowMerchandiseProduct(api, tokens), deps);
  bindFactory(container, SET_PRODUCT_PRICE, (api, tokens) => new SetProductPrice(api, tokens), deps);
  bindFactory(container, CHANGE_PRODUCT_STOCK, (api, tokens) => new ChangeProductStock(api, tokens), deps);
  bindFactory(container, SET_PRODUCT_STATUS, (api, tokens) => new SetProductStatus(api, tokens), deps);
  bindFactory(container, MARK_OUTLET_ONLY, (api, tokens) => new MarkOutletOnly(api, tokens), deps);
  bindFactory(container, ADD_PRODUCT_PICTURE, (api, tokens) => new AddProductPicture(api, tokens), deps);
  bindFactory(container, REMOVE_PRODUCT_PICTURE, (api, tokens) => new RemoveProductPicture(api, tokens), deps);
  bindFactory(container, ORDER_PRODUCT_PICTURES, (api, tokens) => new OrderProductPictures(api, tokens), deps);
  bindFactory(container, LIST_MERCHANDISE_PRODUCTS, (api, tokens) => new ListMerchandiseProducts(api, tokens), deps);
  bindFactory(container, EDIT_MERCHANDISE_PRODUCT, (api, tokens) => new EditMerchandiseProduct(api, tokens), deps);
  bindFactory(container, LIST_RECENT_IMPORTS, (api, tokens) => new ListRecentImports(api, tokens), deps);
  bindFactory(container, IMPORT_DAILY_FEED, (api, tokens) => new ImportDailyFeed(api, tokens), deps);
  bindFactory(container, LIST_STAFF, (api, tokens) => new ListStaff(api, tokens), [STAFF_API, AUTH_TOKEN_STORE] as const);
  bindFactory(container, CHANGE_STAFF_ROLE, (api, tokens) => new ChangeStaffRole(api, tokens), [STAFF_API, AUTH_TOKEN_STORE] as const);
  if (adapters.secondFactorApi) bindValue(container, SECOND_FACTOR_API, adapters.secondFactorApi);
  else bindFactory(container, SECOND_FACTOR_API, (client) => new HttpSecondFactorApi(client), [API_CLIENT]);
  const staffMember = [SECOND_FACTOR_API, AUTH_TOKEN_STORE] as const;
  bindFactory(container, SHOW_SECOND_FACTOR, (api, tokens) => new ShowSecondFactor(api, tokens), staffMember);
  bindFactory(container, START_TOTP_ENROLMENT, (api, tokens) => new StartTotpEnrolment(api, tokens), staffMember);
  bindFactory(container, CONFIRM_TOTP_ENROLMENT, (api, tokens) => new ConfirmTotpEnrolment(api, tokens), staffMember);
  bindFactory(container, RESET_STAFF_SECOND_FACTOR, (api, tokens) => new ResetStaffSecondFactor(api, tokens), staffMember);
  const pause = adapters.pause ?? pauseFor;
  bindFactory(container, IMPORT_CATALOGUE, (api, tokens) => new ImportCatalogue(api, tokens, pause), deps);
  bindFactory(container, EXPORT_CATALOGUE, (api, tokens) => new ExportCatalogue(api, tokens), deps);
  return container;
}
