// Section 6: fourteen compliance icons, seven per row; hover or focus shows one in full colour, larger,
// with its name as a tooltip.
import { ResponsiveImg } from '../../components/responsive-image.tsx';
import { COMPLIANCE_LABELS } from '../../content/home.ts';
import { COMPLIANCE_ICONS } from '../../content/images.ts';

export function ComplianceGrid() {
  return (
    <section className="home-section compliance" aria-labelledby="compliance-title">
      <h2 id="compliance-title">Compliance</h2>
      <ul className="compliance__grid">
        {COMPLIANCE_LABELS.map((label, i) => (
          <li key={label} className="compliance__item" tabIndex={0} aria-label={label}>
            <ResponsiveImg image={COMPLIANCE_ICONS[i]!} alt="" sizes="96px" />
            <span className="compliance__tooltip" role="tooltip">
              {label}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
