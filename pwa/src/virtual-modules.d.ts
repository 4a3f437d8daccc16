// Modules the build makes (vite.config.ts): their types.

declare module 'virtual:catalogue-index' {
  /** The catalogue's names and codes, without its data (shared/catalogue.ts, catalogueIndex()). */
  // An ambient module cannot import from a relative path; an import type can.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  export const CATALOGUE_INDEX: import('../../shared/catalogue.ts').CatalogueIndex;
}
