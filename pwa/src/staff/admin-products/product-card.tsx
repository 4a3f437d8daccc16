import { memo } from 'react';
import { Link } from 'react-router-dom';
import { draftPath } from '../components/drafts-list.tsx';
import { RejectionNote } from '../components/rejection-note.tsx';
import type { ListedProduct } from '../offline/replica-hooks.ts';
import { PRODUCT_LIST_MESSAGES } from './product-messages.ts';
import { storedImage } from '../../lib/stored-image.ts';

/** A card is one column on a phone, else a grid cell of 240 px or more. */
const CARD_IMAGE_SIZES = '(max-width: 600px) 100vw, 360px';

interface Props {
  product: Pick<
    ListedProduct,
    | 'productCode'
    | 'productName'
    | 'productCategory'
    | 'drying'
    | 'excipients'
    | 'bannerImage'
    | 'pending'
    | 'draft'
  >;
  /** Absent for a role that may not delete (the server refuses it anyway): no Delete button. */
  onDelete?: ((productCode: string) => void) | undefined;
}

/**
 * One card of the product list: its image (a link to the detail view), key facts, Edit and Delete. A
 * submission of this device that the server does not have yet says so ('Waiting to sync'); one the server
 * refused says why and leads back into its draft.
 */
export const ProductCard = memo(function ProductCard({ product, onDelete }: Props) {
  const code = encodeURIComponent(product.productCode);
  const facts = [
    ['Code', product.productCode],
    ['Category', product.productCategory],
    ['Drying', product.drying],
    ['Excipients', product.excipients],
  ] as const;
  const { pending, draft } = product;
  return (
    <li
      className={`product-card${pending ? ` product-card--${pending}` : ''}`}
      data-product-code={product.productCode}
      data-pending={pending}
    >
      <Link className="product-card__image" to={`/AdminDashboard/products/${code}`}>
        {/* The link's name is its content: the image's text, or the words it shows when there is none
            followed by where it leads (a name that starts with what is on screen). */}
        {product.bannerImage ? (
          <img
            {...storedImage(product.bannerImage, CARD_IMAGE_SIZES)}
            alt={`View ${product.productName}`}
            loading="lazy"
          />
        ) : (
          <>
            <span className="product-card__no-image">No Image</span>
            <span className="visually-hidden">{`, view ${product.productName}`}</span>
          </>
        )}
      </Link>
      <div className="product-card__body">
        <h2 className="product-card__name">{product.productName}</h2>
        {(pending === 'waiting' || pending === 'applied') && (
          <p className="product-card__pending" role="status">
            {PRODUCT_LIST_MESSAGES[pending]}
          </p>
        )}
        {pending === 'rejected' && draft?.rejection && (
          <RejectionNote rejection={draft.rejection} className="product-card__rejected" />
        )}
        <dl className="product-card__facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value || '—'}</dd>
            </div>
          ))}
        </dl>
        <div className="product-card__actions">
          {draft ? (
            <Link className="button button--outline" to={draftPath(draft)}>
              {pending === 'rejected' ? 'Fix draft' : 'Open draft'}
            </Link>
          ) : (
            <>
              <Link className="button button--outline" to={`/AdminDashboard/products/${code}/edit`}>
                Edit
              </Link>
              <Link
                className="button button--outline"
                to={`/AdminDashboard/products/add?from=${code}`}
                aria-label={`Duplicate ${product.productName}`}
              >
                Duplicate
              </Link>
              {onDelete && (
                <button
                  type="button"
                  className="button product-card__delete"
                  onClick={() => onDelete(product.productCode)}
                >
                  Delete
                </button>
              )}
            </>
          )}
        </div>
      </div>
    </li>
  );
});
