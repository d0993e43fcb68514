import type { Wish } from '../../domain/wishlist/wish';
import type { WishlistApi } from '../../application/ports/wishlist-api';
import type { HttpApiClient } from './api-client';

type WireWish = { id: number; product: number | { id: number } };

/** SPEC §7 `/secure/wishes`: the product goes as `{ product: { id } }`, comes back as its id. */
export class HttpWishlistApi implements WishlistApi {
  constructor(private readonly client: HttpApiClient) {}

  async list(): Promise<Wish[]> {
    return ((await this.client.get<WireWish[] | undefined>('secure/wishes')) ?? []).map(toWish);
  }

  async add(productId: number): Promise<Wish> {
    return toWish(await this.client.post<WireWish>('secure/wishes', { product: { id: productId } }));
  }

  async remove(wishId: number): Promise<void> {
    await this.client.delete(`secure/wishes/${wishId}`);
  }
}

function toWish(wire: WireWish): Wish {
  return { id: wire.id, product: typeof wire.product === 'object' ? wire.product.id : wire.product };
}
