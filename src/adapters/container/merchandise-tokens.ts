/** Typed tokens of the merchandising and staff use cases (bound in merchandise-bindings.ts). */
import type { ExportCatalogue } from '../../application/merchandise/export-catalogue';
import type { ImportCatalogue } from '../../application/merchandise/import-catalogue';
import { token } from '../../application/ports/token';
import type { ImportDailyFeed } from '../../application/merchandise/import-daily-feed';
import type {
  AddProductPicture, ChangeProductStock, MarkOutletOnly, OrderProductPictures, RemoveProductPicture, SetProductPrice, SetProductStatus, ShowMerchandiseProduct,
} from '../../application/merchandise/merchandise-product';
import type { EditMerchandiseProduct, ListMerchandiseProducts, ListRecentImports } from '../../application/merchandise/product-catalogue';
import type { ChangeStaffRole, ListStaff } from '../../application/staff/staff-roles';
import type { ConfirmTotpEnrolment, ResetStaffSecondFactor, ShowSecondFactor, StartTotpEnrolment } from '../../application/auth/second-factor';

export const SHOW_MERCHANDISE_PRODUCT = token<ShowMerchandiseProduct>('ShowMerchandiseProduct');
export const SET_PRODUCT_PRICE = token<SetProductPrice>('SetProductPrice');
export const CHANGE_PRODUCT_STOCK = token<ChangeProductStock>('ChangeProductStock');
export const SET_PRODUCT_STATUS = token<SetProductStatus>('SetProductStatus');
export const MARK_OUTLET_ONLY = token<MarkOutletOnly>('MarkOutletOnly');
export const IMPORT_DAILY_FEED = token<ImportDailyFeed>('ImportDailyFeed');
export const LIST_STAFF = token<ListStaff>('ListStaff');
export const CHANGE_STAFF_ROLE = token<ChangeStaffRole>('ChangeStaffRole');
export const SHOW_SECOND_FACTOR = token<ShowSecondFactor>('ShowSecondFactor');
export const START_TOTP_ENROLMENT = token<StartTotpEnrolment>('StartTotpEnrolment');
export const CONFIRM_TOTP_ENROLMENT = token<ConfirmTotpEnrolment>('ConfirmTotpEnrolment');
export const RESET_STAFF_SECOND_FACTOR = token<ResetStaffSecondFactor>('ResetStaffSecondFactor');
export const IMPORT_CATALOGUE = token<ImportCatalogue>('ImportCatalogue');
export const EXPORT_CATALOGUE = token<ExportCatalogue>('ExportCatalogue');
export const ADD_PRODUCT_PICTURE = token<AddProductPicture>('AddProductPicture');
export const REMOVE_PRODUCT_PICTURE = token<RemoveProductPicture>('RemoveProductPicture');
export const ORDER_PRODUCT_PICTURES = token<OrderProductPictures>('OrderProductPictures');
export const LIST_MERCHANDISE_PRODUCTS = token<ListMerchandiseProducts>('ListMerchandiseProducts');
export const EDIT_MERCHANDISE_PRODUCT = token<EditMerchandiseProduct>('EditMerchandiseProduct');
export const LIST_RECENT_IMPORTS = token<ListRecentImports>('ListRecentImports');
