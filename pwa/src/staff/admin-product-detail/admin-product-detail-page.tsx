// The admin product detail view (admin-area.md §2), reached by clicking a card image in the list. Read from
// the live replica (fetched once and kept when this device does not hold the full record), so it opens
// offline and follows changes made elsewhere without a reload.
import { Link, useNavigate, useParams } from 'react-router-dom';
import { draftPath } from '../components/drafts-list.tsx';
import { PrintSpecification } from '../../components/print-sheet/print-sheet.tsx';
import { RejectionNote } from '../components/rejection-note.tsx';
import { readSession } from '../../lib/auth-storage.ts';
import { AVAILABLE_WHEN_ONLINE, useReplicaProduct } from '../offline/replica-hooks.ts';
import { DETAIL_SECTIONS, Flags, Ingredients, Processes, RowLists, TextGroups } from './detail-sections.tsx';
import { sectionId } from './detail-table.tsx';
import { DETAIL_MESSAGES } from './detail-messages.ts';
import type { DetailProduct } from './detail-sections.tsx';
import './admin-product-detail.css';
import { storedImage } from '../../lib/stored-image.ts';

/** The image beside the title, 320 px at most; the page's width where the header is one column. */
const DETAIL_IMAGE_SIZES = '(max-width: 640px) 100vw, 320px';

export function AdminProductDetailPage() {
  const { productCode = '' } = useParams();
  const navigate = useNavigate();
  const state = useReplicaProduct(readSession()?.username ?? '', productCode);
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
        <p role="alert">
          {state.status === 'not-found'
            ? DETAIL_MESSAGES.notFound
            : state.status === 'unavailable'
              ? AVAILABLE_WHEN_ONLINE
              : DETAIL_MESSAGES.error}
        </p>
        <button type="button" className="button" onClick={goBack}>
          Go Back
        </button>
        {state.status === 'not-found' && (
          <Link
            className="button button--outline"
            to={`/AdminDashboard/products/${encodeURIComponent(productCode)}/history`}
          >
            History
          </Link>
        )}
      </section>
    );

  const product = state.product as DetailProduct;
  const { pending, draft } = state;
  return (
    <article className="admin-page admin-detail">
      <div className="admin-detail__toolbar">
        <button type="button" className="button button--outline" onClick={goBack}>
          Back
        </button>
        <Link
          className="button"
          to={
            draft
              ? draftPath(draft)
              : `/AdminDashboard/products/${encodeURIComponent(product.productCode)}/edit`
          }
        >
          {draft ? 'Open draft' : 'Edit'}
        </Link>
        <Link
          className="button button--outline"
          to={`/AdminDashboard/products/${encodeURIComponent(product.productCode)}/history`}
        >
          History
        </Link>
        <Link
          className="button button--outline"
          to={`/AdminDashboard/products/add?from=${encodeURIComponent(product.productCode)}`}
        >
          Duplicate
        </Link>
        <PrintSpecification product={product} />
      </div>
      {(pending === 'waiting' || pending === 'applied') && (
        <p className="admin-detail__pending" role="status">
          {DETAIL_MESSAGES[pending]}
        </p>
      )}
      {pending === 'rejected' && draft?.rejection && (
        <RejectionNote rejection={draft.rejection} className="admin-detail__rejected" />
      )}
      <header className="admin-detail__header">
        {product.bannerImage ? (
          <img
            className="admin-detail__image"
            {...storedImage(product.bannerImage, DETAIL_IMAGE_SIZES)}
            alt=""
          />
        ) : (
          <div className="admin-detail__image admin-detail__image--none">No Image</div>
        )}
        <div className="admin-detail__title">
          <h1>{product.productName}</h1>
          <p className="detail-code">{product.productCode}</p>
          {product.productDescription && <p>{product.productDescription}</p>}
          {product.version !== undefined && product.version > 0 && (
            <p className="admin-detail__meta">
              Version {product.version}
              {product.updatedAt && ` · updated ${new Date(product.updatedAt).toLocaleString()}`}
            </p>
          )}
        </div>
      </header>
      <nav className="admin-detail__index" aria-label="Sections">
        <ul>
          {DETAIL_SECTIONS.map((title) => (
            <li key={title}>
              <a href={`#${sectionId(title)}`}>{title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-cards admin-detail__grid">
        <TextGroups product={product} />
      </div>
      <Flags product={product} />
      <Ingredients product={product} />
      <Processes product={product} />
      <div className="admin-cards admin-detail__grid">
        <RowLists product={product} />
      </div>
    </article>
  );
}
