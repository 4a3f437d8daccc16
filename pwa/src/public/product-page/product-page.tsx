// /product/{productCode} (public-area.md §2.11): loads the product from the server and shows it as a spec
// sheet, or says it failed or does not exist; Back and Go Back return to the previous page.
import { useNavigate, useParams } from 'react-router-dom';
import { PrintSpecification } from '../../components/print-sheet/print-sheet.tsx';
import { ProductSheet } from './product-sheet.tsx';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { PublicProduct } from '../../../../shared/product.ts';
import { useProduct } from '../../lib/use-product.ts';
import './product-page.css';

export const PRODUCT_PAGE_MESSAGES = {
  loading: 'Loading product details…',
  failed: MESSAGES.productLoadFailed,
  notFound: MESSAGES.productNotFound,
} as const;

function useGoBack(): () => void {
  const navigate = useNavigate();
  // A tab opened straight on this page has nowhere to go back to: the portfolio is the sensible place.
  return () => (window.history.length > 1 ? navigate(-1) : navigate('/Portfolio'));
}

function Failure({ message, onBack }: { message: string; onBack: () => void }) {
  return (
    <div className="notice-card notice-card--failure" role="alert">
      <p>{message}</p>
      <button type="button" className="button" onClick={onBack}>
        Go Back
      </button>
    </div>
  );
}

export function ProductPage() {
  const { productCode = '' } = useParams();
  const state = useProduct<PublicProduct>(productCode);
  const goBack = useGoBack();

  return (
    <div className="page product-page">
      <div className="product-page__toolbar">
        <button type="button" className="product-page__back" onClick={goBack}>
          <span aria-hidden="true">←</span> Back
        </button>
        {state.status === 'loaded' && <PrintSpecification product={state.product} />}
      </div>
      {state.status === 'loaded' ? (
        <ProductSheet product={state.product} />
      ) : (
        <>
          <h1>Product details</h1>
          {state.status === 'loading' ? (
            <p className="product-page__loading" role="status">
              {PRODUCT_PAGE_MESSAGES.loading}
            </p>
          ) : (
            <Failure
              message={
                state.status === 'not-found' ? PRODUCT_PAGE_MESSAGES.notFound : PRODUCT_PAGE_MESSAGES.failed
              }
              onBack={goBack}
            />
          )}
        </>
      )}
    </div>
  );
}
