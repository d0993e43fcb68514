import type { Container } from 'inversify';
import { GetProduct } from '../../application/catalogue/get-product';
import { GetHomePage } from '../../application/home/get-home-page';
import { CATALOGUE_API } from '../../application/ports/catalogue-api';
import { ERROR_REPORTER } from '../../application/ports/error-reporter';
import { GetInit } from '../../application/shop/get-init';
import { ListStores } from '../../application/shop/list-stores';
import { bindFactory } from './bind';
import { GET_HOME_PAGE, GET_INIT, GET_PRODUCT, LIST_STORES } from './catalogue-tokens';
import { SEARCH_PRODUCT_CARDS } from './search-tokens';

/** The catalogue reads every runtime has: the store's init answer, the stores, a product, the home page. */
export function bindCatalogue(container: Container): void {
  bindFactory(container, GET_INIT, (api) => new GetInit(api), [CATALOGUE_API]);
  bindFactory(container, LIST_STORES, () => new ListStores(), []);
  bindFactory(container, GET_PRODUCT, (api) => new GetProduct(api), [CATALOGUE_API]);
  bindFactory(container, GET_HOME_PAGE, (api, errors, cards) => new GetHomePage(api, errors, cards), [CATALOGUE_API, ERROR_REPORTER, SEARCH_PRODUCT_CARDS]);
}
