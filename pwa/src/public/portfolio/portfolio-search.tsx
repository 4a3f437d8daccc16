// The catalogue's search box (a combobox): type a product's name, code, an ingredient or an assay; the
// matches list below; a click, or the arrow keys and Enter, selects the entry in the three-level navigation.
// It reads the static catalogue, so it works offline.
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { CatalogueLine } from '../../../../shared/catalogue.ts';
import { searchCatalogue, type SearchHit } from './catalogue-search.ts';

const FIELD_NAMES: Record<SearchHit['field'], string> = {
  code: 'Code',
  name: 'Name',
  ingredients: 'Ingredients',
  assay: 'Assay',
  category: 'Category',
};

export function PortfolioSearch({
  catalogue,
  onSelect,
}: {
  catalogue: readonly CatalogueLine[];
  onSelect: (params: URLSearchParams) => void;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const hits = useMemo(() => searchCatalogue(catalogue, query), [catalogue, query]);
  const listId = `${id}-results`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const showList = open && query.trim() !== '';

  const select = (hit: SearchHit) => {
    onSelect(hit.params);
    setQuery('');
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && hits.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % hits.length);
    } else if (event.key === 'ArrowUp' && hits.length > 0) {
      event.preventDefault();
      setActive((i) => (i - 1 + hits.length) % hits.length);
    } else if (event.key === 'Enter' && showList && hits[active]) {
      event.preventDefault();
      select(hits[active]);
    } else if (event.key === 'Escape') {
      setQuery('');
      setOpen(false);
    }
  };

  return (
    <div className="portfolio-search" role="search">
      <label htmlFor={`${id}-input`} className="portfolio-search__label">
        Search the catalogue
      </label>
      <input
        id={`${id}-input`}
        className="portfolio-search__input"
        type="search"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && hits[active] ? optionId(active) : undefined}
        placeholder="Product, code, ingredient or assay"
        autoComplete="off"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
      />
      {showList ? (
        hits.length > 0 ? (
          <ul id={listId} role="listbox" className="portfolio-search__results" aria-label="Matches">
            {hits.map((hit, i) => (
              <li
                key={hit.params.toString()}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className="portfolio-search__result"
                // Chosen on mouse down, before the input's blur closes the list.
                onMouseDown={(e) => {
                  e.preventDefault();
                  select(hit);
                }}
                onMouseEnter={() => setActive(i)}
              >
                <span className="portfolio-search__name">
                  {hit.name}
                  {hit.code ? <span className="portfolio-search__code">{hit.code}</span> : null}
                </span>
                <span className="portfolio-search__place">
                  {hit.field === 'name' || hit.field === 'code' || hit.field === 'category'
                    ? hit.place
                    : `${FIELD_NAMES[hit.field]}: ${hit.text}`}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p id={listId} className="portfolio-search__none" role="status">
            No product matches “{query.trim()}”.
          </p>
        )
      ) : null}
    </div>
  );
}
