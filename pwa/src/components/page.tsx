import type { ReactNode } from 'react';

/** A page's title and body in the site's content width. */
export function Page({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="page">
      <h1>{title}</h1>
      {children}
    </div>
  );
}
