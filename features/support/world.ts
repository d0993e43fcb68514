import { After, setWorldConstructor, World, type IWorldOptions } from '@cucumber/cucumber';
import type { StoreId } from '../../src/domain/store/stores';
import type { Actor } from './actor';
import type { CatalogueProduct } from './catalogue-oracle';

/** One scenario's cast and what they talk about. */
export class ShopWorld extends World {
  actors = new Map<string, Actor>();
  product: CatalogueProduct | null = null;
  storeId: StoreId | null = null;

  constructor(options: IWorldOptions) {
    super(options);
  }

  actor(name: string): Actor {
    const actor = this.actors.get(name);
    if (!actor) throw new Error(`${name} has not been introduced in this scenario`);
    return actor;
  }

  theProduct(): CatalogueProduct {
    if (!this.product) throw new Error('No product was chosen in this scenario');
    return this.product;
  }
}

setWorldConstructor(ShopWorld);

After(async function (this: ShopWorld) {
  for (const actor of this.actors.values()) await actor.exit();
});
