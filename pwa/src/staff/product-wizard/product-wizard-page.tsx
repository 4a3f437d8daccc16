// The wizard's route: /AdminDashboard/products/add and /AdminDashboard/products/{code}/edit, with ?draft=<id>
// naming the draft being worked on, so a reload or a reopened address resumes it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { MESSAGES } from '../../../../shared/messages.ts';
import { DraftsList } from '../components/drafts-list.tsx';
import { PRODUCTS_PATH } from '../../lib/admin-paths.ts';
import { readSession } from '../../lib/auth-storage.ts';
import { RecordUnavailableError } from '../offline/replica-hooks.ts';
import { loadSnapshot } from './load-snapshot.ts';
import { ProductWizard } from './product-wizard.tsx';
import type { WizardSnapshot } from './wizard-snapshot.ts';
import './product-wizard.css';

type Loaded = { key: string; snapshot: WizardSnapshot } | { key: string; error: string };

export function ProductWizardPage() {
  const { productCode } = useParams();
  const [params, setParams] = useSearchParams();
  const draftParam = params.get('draft');
  // Duplicate: the product whose content a new product starts from (load-snapshot.ts).
  const fromParam = productCode ? null : params.get('from');
  const owner = readSession()?.username ?? '';
  const [ownDraft, setOwnDraft] = useState<string | null>(null);
  // The effect reads the wizard's own draft id from a ref: setting it must not reload the page's data
  // (offline, that reload would fail before the address names the draft).
  const ownDraftRef = useRef<string | null>(null);
  const [loaded, setLoaded] = useState<Loaded>();
  const key = `${productCode ?? ''}|${draftParam ?? ''}|${fromParam ?? ''}`;

  useEffect(() => {
    // The wizard named its own new draft in the address: it keeps going, nothing to load.
    if (draftParam && draftParam === ownDraftRef.current) return;
    let cancelled = false;
    loadSnapshot(owner, productCode, draftParam, fromParam)
      .then((snapshot) => !cancelled && setLoaded({ key, snapshot }))
      .catch((error: unknown) => {
        const unavailable = error instanceof RecordUnavailableError;
        if (!unavailable) console.error('Could not load the product', error);
        if (!cancelled) setLoaded({ key, error: unavailable ? error.message : MESSAGES.productLoadFailed });
      });
    return () => {
      cancelled = true;
    };
  }, [key, owner, productCode, draftParam, fromParam]);

  const onDraftCreated = useCallback(
    (id: string) => {
      ownDraftRef.current = id;
      setOwnDraft(id);
      setParams(
        (p) => {
          p.set('draft', id);
          p.delete('from');
          return p;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const current = loaded && (loaded.key === key || draftParam === ownDraft) ? loaded : undefined;
  return (
    <section className="admin-page wizard-page">
      {!current && <p className="wizard-muted">Loading…</p>}
      {current && 'error' in current && (
        <div className="wizard__alert" role="alert">
          <p>{current.error}</p>
          <Link to={PRODUCTS_PATH}>Go Back</Link>
        </div>
      )}
      {current && 'snapshot' in current && (
        <ProductWizard
          key={current.key}
          initial={current.snapshot}
          owner={owner}
          onDraftCreated={onDraftCreated}
        />
      )}
      <DraftsList owner={owner} excludeId={draftParam ?? undefined} title="Your drafts" />
    </section>
  );
}
