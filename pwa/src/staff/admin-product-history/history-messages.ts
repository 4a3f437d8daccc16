/** The history page's strings (issue #15 §1). */
export const HISTORY_TEXT = {
  title: (code: string) => `History of ${code}`,
  loading: 'Loading the history…',
  notFound: 'This product has no history.',
  failed: 'The history could not be loaded.',
  deleted: 'This product has been deleted. Its history is kept, and a version can bring it back.',
  compare: (a: number, b: number) => `Changes from version ${a} to version ${b}`,
  same: 'These two versions hold the same content.',
  restore: 'Restore this version',
  confirm: (seq: number) => `Restore version ${seq}? Its content becomes a new version; nothing is lost.`,
  restored: (seq: number, version: number) =>
    `Version ${seq} restored: the product is now at version ${version}.`,
  stale: 'This product was changed by someone else since you opened its history. The list is up to date now.',
} as const;
