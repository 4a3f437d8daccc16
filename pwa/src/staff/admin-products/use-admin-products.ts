import { useCallback } from 'react';
import { useOnline } from '../../lib/use-online.ts';
import { useReplicaProducts, type ListedProduct } from '../offline/replica-hooks.ts';
import { deleteProduct } from './delete-product.ts';
import { PRODUCT_LIST_MESSAGES } from './product-messages.ts';

export type ProductListState = { status: 'loading' } | { status: 'loaded'; products: ListedProduct[] };

/**
 * The product list's data: the replica, live (sync keeps it current, so there is no fetch here and no
 * network wait), with this user's pending submissions; and delete after the spec's confirm. Deleting needs
 * the server (it is refused offline rather than queued); the card goes when the replica hears of it.
 */
export function useAdminProducts(owner: string) {
  const products = useReplicaProducts(owner);
  const online = useOnline();
  const state: ProductListState = products ? { status: 'loaded', products } : { status: 'loading' };

  const remove = useCallback(
    async (productCode: string) => {
      if (!online) {
        window.alert(PRODUCT_LIST_MESSAGES.deleteOffline);
        return;
      }
      if (!window.confirm(PRODUCT_LIST_MESSAGES.confirmDelete(productCode))) return;
      const result = await deleteProduct(productCode);
      if (!result.ok) window.alert(result.message);
    },
    [online],
  );

  return { state, remove };
}
