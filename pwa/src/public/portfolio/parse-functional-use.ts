export interface FunctionalUseItem {
  /** The leading emoji; empty when an item has none. */
  icon: string;
  label: string;
}

const PICTOGRAPH = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;

/** Splits '⚡ Energy, 🩸 Blood formation' into icon + label items; blanks are skipped. */
export function parseFunctionalUse(main: string): FunctionalUseItem[] {
  return main
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const [first = '', ...rest] = part.split(/\s+/);
      return PICTOGRAPH.test(first) && rest.length > 0
        ? { icon: first, label: rest.join(' ') }
        : { icon: '', label: part };
    });
}
