import { Link } from 'react-router-dom';
import type { Product } from '../../../../shared/product.ts';

interface Props {
  product: Pick<
    Product,
    'productCode' | 'productName' | 'productCategory' | 'drying' | 'excipients' | 'bannerImage'
  >;
  onDelete: (productCode: string) => void;
}

/** One card of the product list: its image (a link to the detail view), key facts, Edit and Delete. */
export function ProductCard({ product, onDelete }: Props) {
  const code = encodeURIComponent(product.productCode);
  const facts = [
    ['Code', product.productCode],
    ['Category', product.productCategory],
    ['Drying', product.drying],
    ['Excipients', product.excipients],
  ] as const;
  return (
    <li className="product-card" data-product-code={product.productCode}>
      <Link
        className="product-card__image"
        to={`/AdminDashboard/products/${code}`}
        aria-label={`View ${product.productName}`}
      >
        {product.bannerImage ? (
          <img src={product.bannerImage} alt="" loading="lazy" />
        ) : (
          <span className="product-card__no-image">No Image</span>
        )}
      </Link>
      <div className="product-card__body">
        <h2 className="product-card__name">{product.productName}</h2>
        <dl className="product-card__facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value || '—'}</dd>
            </div>
          ))}
        </dl>
        <div className="product-card__actions">
          <Link className="button button--outline" to={`/AdminDashboard/products/${code}/edit`}>
            Edit
          </Link>
          <button
            type="button"
            className="button product-card__delete"
            onClick={() => onDelete(product.productCode)}
          >
            Delete
          </button>
        </div>
      </div>
    </li>
  );
}
