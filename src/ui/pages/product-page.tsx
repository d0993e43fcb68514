import { observer } from 'mobx-react-lite';
import { useRootStore } from '../app/root-context';
import { ProductView } from '../product/product-view';

/** Product pages (`/p/{slug}`): the product the page loader fetched (a missing one is a 404). */
export const ProductPage = observer(function ProductPage() {
  const { page } = useRootStore();
  const product = page.product;
  return <div className="product-page">{product && <ProductView key={product.detail.product.id} data={product} />}</div>;
});
