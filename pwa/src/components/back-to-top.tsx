// Scrolls the page back to the top: smoothly, or at once for visitors who asked for reduced motion.
import { LineIcon } from './line-icon.tsx';
export function BackToTop() {
  const onClick = () => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  };
  return (
    <button type="button" className="back-to-top" onClick={onClick}>
      <LineIcon d="M12 19V5M5.5 11.5 12 5l6.5 6.5" size={18} strokeWidth={2.2} />
      Back to top
    </button>
  );
}
