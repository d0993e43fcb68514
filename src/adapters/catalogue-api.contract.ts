import { describe, expect, it } from 'vitest';
import type { CatalogueApi } from '../application/ports/catalogue-api';

export interface CatalogueApiContractSetup {
  api: () => CatalogueApi;
  knownProductId: () => number;
  unknownProductId: number;
}

/**
 * What every CatalogueApi promises its use cases, whatever the adapter: the in-memory fake and the
 * HTTP client against the real server run the same checks (STYLE: fakes kept honest).
 */
export function describeCatalogueApiContract(name: string, setup: CatalogueApiContractSetup): void {
  describe(`CatalogueApi contract: ${name}`, () => {
    it('gives the init answer with menu, footer and a free-shipping amount', async () => {
      const init = await setup.api().init();
      expect(Array.isArray(init.menu)).toBe(true);
      expect(init.menu.length).toBeGreaterThan(0);
      expect(init.footer).toBeTypeOf('object');
      expect(init.freeShippingAmount).toBeGreaterThan(0);
      expect(init.boSettings).toHaveProperty('maintenance');
    });

    it('finds a known product with its detail', async () => {
      const response = await setup.api().product(setup.knownProductId());
      expect(response.product.id).toBe(setup.knownProductId());
      expect(response.product.name).toBeTypeOf('string');
      expect(response.product.price).toBeGreaterThan(0);
      expect(Array.isArray(response.product.productSizes)).toBe(true);
      expect(response).toHaveProperty('metadata');
      expect(response).toHaveProperty('scores');
      expect(Array.isArray(response.informations)).toBe(true);
    });

    it('rejects an unknown product with ApiError 404', async () => {
      await expect(setup.api().product(setup.unknownProductId)).rejects.toMatchObject({ name: 'ApiError', code: 404 });
    });

    it('returns only the templates asked for', async () => {
      const templates = await setup.api().templates(['top_categorie_homepage', 'no_such_template']);
      expect(templates.every((template) => template.slug === 'top_categorie_homepage')).toBe(true);
    });

    it('answers null for an unknown referer', async () => {
      expect(await setup.api().referer('no-such-affiliate')).toBeNull();
    });

    it('gives the free-shipping amount in euros', async () => {
      expect(await setup.api().freeShippingAmount()).toBeGreaterThan(0);
    });
  });
}
