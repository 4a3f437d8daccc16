// The plant sources of the catalogue: every motif by key, the motif for an ingredient and its powder colour.
// The three parts keep their original key order: motifFor breaks ties between keys in that order.
import type { Motif } from './plant-parts.ts';
import { LEAF_PULSE_FRUIT_MOTIFS } from './motifs-leaves-pulses-fruit.ts';
import { ROOT_HERB_FLOWER_MOTIFS } from './motifs-roots-herbs-flowers.ts';
import { TREE_MOTIFS } from './motifs-trees.ts';

/** Every plant motif by ingredient key, in the order motifFor breaks ties in. */
const MOTIFS: Record<string, Motif> = {
  ...LEAF_PULSE_FRUIT_MOTIFS,
  ...ROOT_HERB_FLOWER_MOTIFS,
  ...TREE_MOTIFS,
};
/** The motif for an ingredient such as 'Fermented mung bean' or 'Organic ashwagandha root'. */
export function motifFor(ingredient: string): Motif {
  const n = ingredient.toLowerCase();
  const keys = Object.keys(MOTIFS).sort((a, b) => b.length - a.length);
  for (const k of keys) if (n.includes(k)) return MOTIFS[k] as Motif;
  if (n.includes('lichen')) return MOTIFS.lichen as Motif;
  if (n.includes('algae')) return MOTIFS.microalgae as Motif;
  return MOTIFS.moringa as Motif;
}
/** Dominant powder colour for an ingredient. */
export function powderColour(ingredient: string): string {
  const n = ingredient.toLowerCase();
  const table: [string, string][] = [
    ['carrot', '#F0A04B'],
    ['marigold', '#F2B23C'],
    ['turmeric', '#E9A23B'],
    ['annatto', '#D9663F'],
    ['pomegranate', '#C98272'],
    ['mushroom', '#D9C6A5'],
    ['lichen', '#A9B89A'],
    ['algae', '#4F8A3A'],
    ['chickpea', '#E3CB97'],
    ['garlic', '#EFE6D0'],
    ['coconut', '#F3EEE2'],
    ['ashwagandha', '#CDAE82'],
    ['shatavari', '#DCC49B'],
    ['ginger', '#E4C98C'],
    ['sunflower', '#E8D9A6'],
    ['fenugreek', '#D9B35C'],
    ['amla', '#B9C37A'],
    ['cissus', '#8DAA5B'],
    ['mung', '#A5B86A'],
  ];
  for (const [k, c] of table) if (n.includes(k)) return c;
  return '#86AE4F';
}
