/** Typed tokens of the catalogue reads every runtime has: init, stores, product, home page (bound in catalogue-bindings.ts). */
import type { GetProduct } from '../../application/catalogue/get-product';
import type { GetHomePage } from '../../application/home/get-home-page';
import { token } from '../../application/ports/token';
import type { GetInit } from '../../application/shop/get-init';
import type { ListStores } from '../../application/shop/list-stores';

export const GET_INIT = token<GetInit>('GetInit');
export const LIST_STORES = token<ListStores>('ListStores');
export const GET_PRODUCT = token<GetProduct>('GetProduct');
export const GET_HOME_PAGE = token<GetHomePage>('GetHomePage');
