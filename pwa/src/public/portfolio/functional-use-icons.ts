// The catalogue writes each functional use as 'emoji label' (public-area.md §3.2). Emoji are drawn by the
// device's font, and a device without an emoji font draws an empty box; so each emoji the catalogue uses is
// drawn as an SVG of the same meaning (Lucide, ISC licence), and an emoji without one shows its label.
import {
  Activity,
  Baby,
  BicepsFlexed,
  Bone,
  Brain,
  Candy,
  Dna,
  Droplet,
  Droplets,
  Eye,
  Flame,
  Flower2,
  Footprints,
  Heart,
  Leaf,
  type LucideIcon,
  Moon,
  PersonStanding,
  Scale,
  Scissors,
  Shield,
  Smile,
  SmilePlus,
  Sparkles,
  Utensils,
  Zap,
} from 'lucide-react';

/** Variation selectors and joiners are not part of an emoji's meaning. */
const normalise = (emoji: string) => emoji.replace(/[\uFE0E\uFE0F\u200D]/gu, '');

const BY_EMOJI: Record<string, LucideIcon> = {
  '⚡': Zap,
  '🩸': Droplet,
  '🧠': Brain,
  '🦴': Bone,
  '🛡': Shield,
  '💪': BicepsFlexed,
  '❤': Heart,
  '🌿': Leaf,
  '✨': Sparkles,
  '👁': Eye,
  '🤰': Baby,
  '💇': Scissors,
  '🧬': Dna,
  // The thyroid: a pulse for what its hormones set the pace of.
  '🦋': Activity,
  '😌': Smile,
  '🌸': Flower2,
  '⚖': Scale,
  '🦵': Footprints,
  '🍬': Candy,
  '🍽': Utensils,
  '🏃': PersonStanding,
  '🦷': SmilePlus,
  '😴': Moon,
  '🔥': Flame,
  '💧': Droplets,
};

/** The SVG icon drawn for a catalogue emoji, or undefined when there is none (its label is shown). */
export function iconFor(emoji: string): LucideIcon | undefined {
  return BY_EMOJI[normalise(emoji)];
}
