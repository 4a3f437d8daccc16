// The audit log (issue #15 §2), for ADMINs under Settings: who did what to users and products, and the
// sign-ins the throttle refused, newest first, filtered by person, kind and dates, a page at a time.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { AUDIT_KIND_LABELS, AUDIT_KINDS, type AuditEvent } from '../../../../shared/audit.ts';
import { ApiError, NetworkError } from '../../api/client.ts';
import { api } from '../../api/endpoints.ts';
import { fieldLabel } from '../../../../shared/product-fields.ts';
import { AdminTable } from '../components/admin-table.tsx';
import { AVAILABLE_WHEN_ONLINE } from '../offline/replica-hooks.ts';

export const AUDIT_TEXT = {
  title: 'Audit log',
  loading: 'Loading the audit log…',
  empty: 'Nothing matches these filters.',
  failed: 'The audit log could not be loaded.',
  older: 'Show older events',
} as const;

interface Filter {
  person: string;
  kind: string;
  from: string;
  to: string;
}
const NO_FILTER: Filter = { person: '', kind: '', from: '', to: '' };

/** What an event's details say, in a line. */
export function describeDetails(event: AuditEvent): string {
  const d = event.details;
  const parts: string[] = [];
  if (typeof d.from === 'string' && typeof d.to === 'string') parts.push(`${d.from} → ${d.to}`);
  if (Array.isArray(d.fields) && d.fields.length > 0)
    parts.push(d.fields.map((f) => fieldLabel(String(f))).join(', '));
  if (typeof d.restoredFrom === 'number') parts.push(`from version ${d.restoredFrom}`);
  if (typeof d.was === 'string') parts.push(`was ${d.was}`);
  if (typeof d.role === 'string' && event.kind !== 'user.role-changed') parts.push(d.role);
  return parts.join(' · ');
}

export function AuditLog() {
  const [filter, setFilter] = useState<Filter>(NO_FILTER);
  const [applied, setApplied] = useState<Filter>(NO_FILTER);
  const [events, setEvents] = useState<AuditEvent[]>([]);
  const [next, setNext] = useState<number | undefined>();
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed' | 'offline'>('loading');
  const [problem, setProblem] = useState('');

  /** A page of events for the filter, older than `before` when given (then added below the ones shown). */
  const load = useCallback((shown: Filter, before?: number) => {
    return api.getAudit({ ...shown, ...(before ? { before: String(before) } : {}) }).then(
      (page) => {
        setEvents((old) => (before ? [...old, ...page.events] : page.events));
        setNext(page.nextBefore);
        setStatus('loaded');
      },
      (error: unknown) => {
        setStatus(error instanceof NetworkError ? 'offline' : 'failed');
        setProblem(error instanceof ApiError ? error.message : '');
      },
    );
  }, []);
  useEffect(() => {
    void load(applied);
  }, [load, applied]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setStatus('loading');
    setApplied(filter);
  };
  const set = (key: keyof Filter) => (e: { target: { value: string } }) =>
    setFilter((f) => ({ ...f, [key]: e.target.value }));

  return (
    <section className="audit-log" aria-labelledby="audit-title">
      <h2 id="audit-title">{AUDIT_TEXT.title}</h2>
      <form className="audit-log__filters" onSubmit={submit}>
        <label>
          Person
          <input type="search" value={filter.person} onChange={set('person')} maxLength={100} />
        </label>
        <label>
          Kind
          <select value={filter.kind} onChange={set('kind')}>
            <option value="">All</option>
            {AUDIT_KINDS.map((k) => (
              <option key={k} value={k}>
                {AUDIT_KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </label>
        <label>
          From
          <input type="date" value={filter.from} onChange={set('from')} />
        </label>
        <label>
          To
          <input type="date" value={filter.to} onChange={set('to')} />
        </label>
        <button type="submit" className="button">
          Filter
        </button>
      </form>
      {status === 'offline' && <p role="alert">{AVAILABLE_WHEN_ONLINE}</p>}
      {status === 'failed' && <p role="alert">{problem || AUDIT_TEXT.failed}</p>}
      {status === 'loaded' && events.length === 0 && <p>{AUDIT_TEXT.empty}</p>}
      {events.length > 0 && (
        <AdminTable
          scrollClassName="audit-log__scroll"
          columns={['When', 'Who', 'What', 'Subject', 'Details', 'Address']}
        >
          {events.map((e) => (
            <tr key={e.id}>
              <td>
                <time dateTime={e.at}>{new Date(e.at).toLocaleString()}</time>
              </td>
              <td>{e.actor.id === null ? '—' : e.actor.username}</td>
              <td>{AUDIT_KIND_LABELS[e.kind]}</td>
              <td className="audit-log__subject">{e.subject}</td>
              <td>{describeDetails(e)}</td>
              <td>{e.ip ?? '—'}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      {status === 'loading' && <p role="status">{AUDIT_TEXT.loading}</p>}
      {status === 'loaded' && next !== undefined && (
        <button
          type="button"
          className="button button--outline"
          onClick={() => {
            setStatus('loading');
            void load(applied, next);
          }}
        >
          {AUDIT_TEXT.older}
        </button>
      )}
    </section>
  );
}
