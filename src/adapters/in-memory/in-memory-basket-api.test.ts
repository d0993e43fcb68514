import { describeBasketApiContract } from '../basket-api.contract';
import { InMemoryBasketApi } from './in-memory-basket-api';

const api = new InMemoryBasketApi({
  sizes: [
    { productId: 12, sizeId: 1003, price: 24.5, originPrice: 35, stock: 5 },
    { productId: 12, sizeId: 1002, price: 24.5, stock: 2 },
  ],
  promotions: { BIENVENUE10: { percent: 10 }, ETE2024: { refused: 'Ce code promo a expiré' } },
});

describeBasketApiContract('in memory', {
  api: () => api,
  inStock: () => ({ productId: 12, sizeId: 1003 }),
  lowStock: () => ({ productId: 12, sizeId: 1002, stock: 2 }),
  validCode: 'BIENVENUE10',
  refusedCode: { code: 'ETE2024', message: 'Ce code promo a expiré' },
});
