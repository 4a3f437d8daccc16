/** Portfolio > category > subcategory > product; the last crumb is the current entry. */
export function PortfolioBreadcrumb({ trail }: { trail: readonly string[] }) {
  const crumbs = ['Portfolio', ...trail];
  return (
    <nav className="portfolio-breadcrumb" aria-label="Breadcrumb">
      <ol>
        {crumbs.map((crumb, i) => (
          <li key={`${i}-${crumb}`} aria-current={i === crumbs.length - 1 ? 'page' : undefined}>
            {crumb}
          </li>
        ))}
      </ol>
    </nav>
  );
}
