// Search over the static catalogue (so it works offline): every entry of the three-level navigation, by its
// name, product code, ingredients and assay. Each word of the query must appear in the entry (letters
// compared without case or accents); a code or a name that starts with the query ranks first.
import type { CatalogueLine, CatalogueProductDetail } from '../../../../shared/catalogue.ts';
import { SELECTION_PARAMS, slugify } from './portfolio-selection.ts';

export type SearchField = 'code' | 'name' | 'ingredients' | 'assay' | 'category';

export interface SearchHit {
  /** The entry's name as the navigation shows it. */
  name: string;
  code?: string;
  /** Where it sits: 'Line › Subcategory'. */
  place: string;
  /** The field that best explains the match, with its text. */
  field: SearchField;
  text: string;
  /** The portfolio's address for this entry (the three levels selected). */
  params: URLSearchParams;
  rank: number;
}

interface Entry {
  name: string;
  data?: CatalogueProductDetail;
  line: string;
  subcategory: string;
  product?: string;
}

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

function entriesOf(catalogue: readonly CatalogueLine[]): Entry[] {
  return catalogue.flatMap((line) =>
    line.subcategories.flatMap((sub) => [
      { name: sub.name, data: sub.data, line: line.name, subcategory: sub.name },
      ...(sub.products ?? []).map((p) => ({
        name: p.name,
        data: p.data,
        line: line.name,
        subcategory: sub.name,
        product: p.name,
      })),
    ]),
  );
}

function paramsOf(entry: Entry): URLSearchParams {
  const params = new URLSearchParams();
  params.set(SELECTION_PARAMS.line, slugify(entry.line));
  params.set(SELECTION_PARAMS.subcategory, slugify(entry.subcategory));
  if (entry.product) params.set(SELECTION_PARAMS.product, slugify(entry.product));
  return params;
}

/** At most `limit` entries matching every word of `query`, best first; none for a blank query. */
export function searchCatalogue(catalogue: readonly CatalogueLine[], query: string, limit = 8): SearchHit[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const whole = words.join(' ');
  const hits: SearchHit[] = [];
  for (const entry of entriesOf(catalogue)) {
    const fields: [SearchField, string][] = [
      ['code', entry.data?.productCode ?? ''],
      ['name', entry.name],
      ['ingredients', entry.data?.ingredients ?? ''],
      ['assay', entry.data?.assay ?? ''],
      ['category', `${entry.line} ${entry.subcategory}`],
    ];
    const folded = fields.map(([, text]) => fold(text));
    const all = folded.join(' ');
    if (!words.every((w) => all.includes(w))) continue;
    const code = folded[0]!;
    const name = folded[1]!;
    const rank =
      code === whole
        ? 0
        : code.startsWith(whole)
          ? 1
          : name.startsWith(whole)
            ? 2
            : name.includes(whole)
              ? 3
              : 4;
    // The field to show: the first one that holds a word of the query (the name itself needs no repeating).
    const shown = fields.findIndex(([, text], i) => text !== '' && words.some((w) => folded[i]!.includes(w)));
    const [field, text] = fields[shown === -1 ? 1 : shown]!;
    hits.push({
      name: entry.name,
      ...(entry.data && { code: entry.data.productCode }),
      place: `${entry.line} › ${entry.subcategory}`,
      field,
      text,
      params: paramsOf(entry),
      rank,
    });
  }
  return hits.sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name)).slice(0, limit);
}
