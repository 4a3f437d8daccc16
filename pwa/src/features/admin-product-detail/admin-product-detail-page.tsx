// The admin product detail view (admin-area.md §2), reached by clicking a card image in the list.
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Flags, Ingredients, Processes, RowLists, TextGroups } from './detail-sections.tsx';
import { DETAIL_MESSAGES } from './detail-messages.ts';
import { useProduct } from '../../lib/use-product.ts';
import type { DetailProduct } from './detail-sections.tsx';
import './admin-product-detail.css';

export function AdminProductDetailPage() {
  const { productCode = '' } = useParams();
  const navigate = useNavigate();
  const state = useProduct<DetailProduct>(productCode);
  const goBack = () => void navigate(-1);

  if (state.status === 'loading')
    return (
      <section className="admin-page admin-detail">
        <p role="status">{DETAIL_MESSAGES.loading}</p>
      </section>
    );
  if (state.status !== 'loaded')
    return (
      <section className="admin-page admin-detail admin-detail--problem">
        <p role="alert">{state.status === 'error' ? DETAIL_MESSAGES.error : DETAIL_MESSAGES.notFound}</p>
        <button type="button" className="button" onClick={goBack}>
          Go Back
        </button>
      </section>
    );

  const { product } = state;
  return (
    <article className="admin-page admin-detail">
      <div className="admin-detail__toolbar">
        <button type="button" className="button button--outline" onClick={goBack}>
          Back
        </button>
        <Link
          className="button"
          to={`/AdminDashboard/products/${encodeURIComponent(product.productCode)}/edit`}
        >
          Edit
        </Link>
      </div>
      <header className="admin-detail__header">
        {product.bannerImage ? (
          <img className="admin-detail__image" src={product.bannerImage} alt="" />
        ) : (
          <div className="admin-detail__image admin-detail__image--none">No Image</div>
        )}
        <div className="admin-detail__title">
          <h1>{product.productName}</h1>
          <p className="detail-code">{product.productCode}</p>
          {product.productDescription && <p>{product.productDescription}</p>}
          {product.version !== undefined && (
            <p className="admin-detail__meta">
              Version {product.version}
              {product.updatedAt && ` · updated ${new Date(product.updatedAt).toLocaleString()}`}
            </p>
          )}
        </div>
      </header>
      <div className="admin-detail__grid">
        <TextGroups product={product} />
      </div>
      <Flags product={product} />
      <Ingredients product={product} />
      <Processes product={product} />
      <div className="admin-detail__grid">
        <RowLists product={product} />
      </div>
    </article>
  );
}
