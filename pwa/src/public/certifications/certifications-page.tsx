// Certifications (public-area.md §2.13): six certificates; one opens full size over the page, and a click
// on the overlay (or Escape) closes it. Each shows what it covers under its title: the three ISO 9001
// certificates differ only there, and their buttons and dialogs are named by it too.
import { useEffect, useRef, useState } from 'react';
import { ResponsiveImg } from '../../components/responsive-image.tsx';
import { CERTIFICATE_IMAGES as IMAGES } from '../../content/images.ts';
import './certifications.css';

/** Each with what it covers (drawn on its image too) and its image. */
const CERTIFICATES = [
  { title: 'ISO 9001:2015', scope: 'Registered Office', image: IMAGES[0]! },
  { title: 'ISO 9001:2015', scope: 'R&D Centre', image: IMAGES[1]! },
  { title: 'ISO 9001:2015', scope: 'Manufacturing', image: IMAGES[2]! },
  { title: 'GMP Certified', scope: 'Plant-based nutraceutical ingredients', image: IMAGES[3]! },
  { title: 'FSSAI Approved', scope: 'Manufacture of food ingredients', image: IMAGES[4]! },
  { title: 'Organic Certified', scope: 'Whole-food vitamin and mineral ingredients', image: IMAGES[5]! },
];

/** A certificate's name, as its button and its dialog say it. */
const nameOf = (certificate: { title: string; scope: string }) =>
  `${certificate.title} certificate (${certificate.scope})`;

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

  const shown = open === null ? undefined : CERTIFICATES[open];
  return (
    <div className="page">
      <h1>Our Certifications</h1>
      <ul className="certificates">
        {CERTIFICATES.map((certificate, i) => (
          <li key={certificate.image.src}>
            <button
              type="button"
              className="certificates__open"
              onClick={(event) => {
                opener.current = event.currentTarget;
                setOpen(i);
              }}
              aria-label={`View ${nameOf(certificate)} full size`}
            >
              <ResponsiveImg image={certificate.image} alt="" sizes="(max-width: 600px) 90vw, 30vw" />
            </button>
            <h2>{certificate.title}</h2>
            <p className="certificates__scope">{certificate.scope}</p>
          </li>
        ))}
      </ul>
      {shown && (
        <div
          ref={overlay}
          className="certificate-overlay"
          role="dialog"
          aria-modal="true"
          aria-label={nameOf(shown)}
          tabIndex={-1}
          onClick={() => setOpen(null)}
        >
          <ResponsiveImg image={shown.image} alt={nameOf(shown)} loading="eager" />
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
