// Certifications (public-area.md §2.13): six certificates; one opens full size over the page, and a click
// on the overlay (or Escape) closes it.
import { useEffect, useRef, useState } from 'react';
import { ResponsiveImg } from '../../components/responsive-image.tsx';
import { CERTIFICATE_IMAGES } from '../../content/images.ts';
import './certifications.css';

export const CERTIFICATES = [
  'ISO 9001:2015',
  'ISO 9001:2015',
  'ISO 9001:2015',
  'GMP Certified',
  'FSSAI Approved',
  'Organic Certified',
] as const;

export function CertificationsPage() {
  const [open, setOpen] = useState<number | null>(null);
  const overlay = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    if (open === null) return;
    overlay.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  useEffect(() => {
    if (open === null) opener.current?.focus();
  }, [open]);

  return (
    <div className="page">
      <h1>Our Certifications</h1>
      <ul className="certificates">
        {CERTIFICATES.map((title, i) => (
          <li key={i}>
            <button
              type="button"
              className="certificates__open"
              onClick={(event) => {
                opener.current = event.currentTarget;
                setOpen(i);
              }}
              aria-label={`View ${title} certificate full size`}
            >
              <ResponsiveImg image={CERTIFICATE_IMAGES[i]!} alt="" sizes="(max-width: 600px) 90vw, 30vw" />
            </button>
            <h2>{title}</h2>
          </li>
        ))}
      </ul>
      {open !== null && (
        <div
          ref={overlay}
          className="certificate-overlay"
          role="dialog"
          aria-modal="true"
          aria-label={`${CERTIFICATES[open]} certificate`}
          tabIndex={-1}
          onClick={() => setOpen(null)}
        >
          <ResponsiveImg
            image={CERTIFICATE_IMAGES[open]!}
            alt={`${CERTIFICATES[open]} certificate`}
            loading="eager"
          />
          <p className="certificate-overlay__hint">
            <span className="certificate-overlay__hint--pointer">
              Click anywhere or press Escape to close
            </span>
            <span className="certificate-overlay__hint--touch">Tap anywhere to close</span>
          </p>
        </div>
      )}
    </div>
  );
}
