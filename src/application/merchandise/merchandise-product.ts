/**
 * `boutique admin product …` (issue 32, role merchandiser or admin): one product by the merchant's
 * key — show it, set a price per country, set or move a size's stock, publish or archive it, sell
 * it only in the outlet. What the command line types is read by the catalogue's own cell rules
 * first (`24.90`, `12`/`+3`/`-1`, `fr`), so a typo never reaches the shop.
 */
import { readCountry, readPrice, readStockChange } from '../../domain/catalogue/catalogue-bundle';
import type { MerchandiseProduct, ProductStatus, StockChanged } from '../../domain/catalogue/merchandise-product';
import { asSupport, type AdminOutcome } from '../orders/admin-orders';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { MerchandiseApi, PictureUpload, StockChangeBody } from '../ports/merchandise-api';

/** What the command line typed cannot be a price, a country or a stock (the rule's words). */
export type Invalid = { kind: 'invalid'; message: string };

export type ProductResult = AdminOutcome<{ kind: 'done'; product: MerchandiseProduct }>;

/**
 * Whether the shop refused a change because someone else changed the product since its version
 * was read (issue 39: a change sent with a version answers 409 then): the editor says so and reloads.
 */
export const isChangedMeanwhile = (result: { kind: string; code?: number }): boolean => result.kind === 'refused' && result.code === 409;

export abstract class ProductUseCase {
  constructor(
    protected readonly merchandise: MerchandiseApi,
    protected readonly tokens: AuthTokenStore,
  ) {}

  /** A staff call: 403, 404, 400 and 409 are expected outcomes (asSupport serves every staff role). */
  protected product(call: () => Promise<MerchandiseProduct>): Promise<ProductResult> {
    return asSupport(this.tokens, call, (product) => ({ kind: 'done' as const, product }));
  }
}

export class ShowMerchandiseProduct extends ProductUseCase {
  execute(key: string): Promise<ProductResult> {
    return this.product(() => this.merchandise.show(key));
  }
}

export class SetProductPrice extends ProductUseCase {
  async execute(input: { key: string; country: string; price: string; originalPrice?: string; version?: number }): Promise<ProductResult | Invalid> {
    const country = readCountry('country', input.country);
    if (!country.ok) return { kind: 'invalid', message: country.problem };
    const price = readPrice('price', input.price);
    if (!price.ok) return { kind: 'invalid', message: price.problem };
    const original = input.originalPrice === undefined ? null : readPrice('original price', input.originalPrice);
    if (original && !original.ok) return { kind: 'invalid', message: original.problem };
    const originalPrice = original ? original.value / 100 : null;
    return this.product(() => this.merchandise.setPrice(input.key, country.value, { price: price.value / 100, originalPrice }, input.version));
  }
}

export type StockResult = AdminOutcome<{ kind: 'done'; change: StockChanged }>;

export class ChangeProductStock extends ProductUseCase {
  async execute(input: { key: string; sku: string; value: string; version?: number }): Promise<StockResult | Invalid> {
    const change = readStockChange('stock', input.value);
    if (!change.ok) return { kind: 'invalid', message: change.problem };
    const body: StockChangeBody = change.value.kind === 'set' ? { set: change.value.value } : { add: change.value.value };
    return asSupport(this.tokens, () => this.merchandise.changeStock(input.key, input.sku, body, input.version), (done) => ({ kind: 'done' as const, change: done }));
  }
}

export class SetProductStatus extends ProductUseCase {
  execute(key: string, status: ProductStatus, version?: number): Promise<ProductResult> {
    return this.product(() => this.merchandise.setStatus(key, status, version));
  }
}

export class MarkOutletOnly extends ProductUseCase {
  execute(key: string, outletOnly: boolean, version?: number): Promise<ProductResult> {
    return this.product(() => this.merchandise.setOutletOnly(key, outletOnly, version));
  }
}

/** A position as the command line typed it: a whole number from 1. */
function readPosition(typed: string): number | null {
  const value = Number(typed.trim());
  return /^\d+$/.test(typed.trim()) && value >= 1 && value <= 99 ? value : null;
}

const notAPosition = (typed: string): Invalid => ({ kind: 'invalid', message: `${JSON.stringify(typed)} is not a picture's position (1 for the main picture)` });

/** `admin product picture add KEY FILE… [--at N]`: one photo sent; the shop checks what it is. */
export class AddProductPicture extends ProductUseCase {
  async execute(input: { key: string; picture: PictureUpload; position?: string; version?: number }): Promise<ProductResult | Invalid> {
    const position = input.position === undefined ? undefined : readPosition(input.position);
    if (position === null) return notAPosition(input.position!);
    return this.product(() => this.merchandise.addPicture(input.key, input.picture, position, input.version));
  }
}

/** `admin product picture remove KEY N`. */
export class RemoveProductPicture extends ProductUseCase {
  async execute(key: string, typed: string, version?: number): Promise<ProductResult | Invalid> {
    const position = readPosition(typed);
    if (position === null) return notAPosition(typed);
    return this.product(() => this.merchandise.removePicture(key, position, version));
  }
}

/** `admin product picture order KEY 3 1 2`: the current positions in the new order. */
export class OrderProductPictures extends ProductUseCase {
  async execute(key: string, typed: string[], version?: number): Promise<ProductResult | Invalid> {
    const order = typed.map(readPosition);
    const wrong = typed.find((_text, index) => order[index] === null);
    if (wrong !== undefined) return notAPosition(wrong);
    return this.product(() => this.merchandise.orderPictures(key, order as number[], version));
  }
}
