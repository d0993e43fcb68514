import type { InitResponse } from '../../domain/catalogue/site';
import type { CatalogueApi } from '../ports/catalogue-api';

/** Loads what every page of the shop needs: stores, countries, menu, footer, banners, settings. */
export class GetInit {
  constructor(private readonly api: CatalogueApi) {}

  execute(): Promise<InitResponse> {
    return this.api.init();
  }
}
