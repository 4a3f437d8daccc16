// `virtual:catalogue-index`: the catalogue's line names, entry names and product codes (catalogueIndex() of
// shared/catalogue.ts) without the products' data. A build inlines the figures as JSON, so a page that
// needs only names and codes (Home's banner carousel, the catalogue warm-up) downloads a few hundred bytes
// instead of the whole catalogue; the dev server and the unit tests derive them from the catalogue module
// itself, so an edited catalogue shows at once.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { catalogueIndex } from '../shared/catalogue.ts';

export const CATALOGUE_INDEX_MODULE = 'virtual:catalogue-index';
const RESOLVED = `\0${CATALOGUE_INDEX_MODULE}`;
const CATALOGUE_SOURCE = fileURLToPath(new URL('../shared/catalogue.ts', import.meta.url));

export function catalogueIndexModule(): Plugin {
  let build = false;
  return {
    name: 'catalogue-index',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId: (id) => (id === CATALOGUE_INDEX_MODULE ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (build) return `export const CATALOGUE_INDEX = ${JSON.stringify(catalogueIndex())};\n`;
      return [
        `import { catalogueIndex } from ${JSON.stringify(CATALOGUE_SOURCE)};`,
        'export const CATALOGUE_INDEX = catalogueIndex();',
        '',
      ].join('\n');
    },
  };
}
