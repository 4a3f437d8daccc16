import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { FEATURES } from '../../content/home.ts';
import { FeaturesSection } from './features-section.tsx';

afterEach(cleanup);

/** Each slide's name, and whether it is inert (its links and text out of reach of Tab and a screen reader). */
const slides = (root: ParentNode = document) =>
  [...root.querySelectorAll('.features__slide')].map((slide) => ({
    name: slide.querySelector('h3')?.textContent,
    inert: slide.hasAttribute('inert'),
  }));

describe('FeaturesSection', () => {
  it('when a tab is chosen, then its panel is the only slide that is not inert', () => {
    render(<FeaturesSection />);
    expect(slides().filter((s) => !s.inert)).toEqual([{ name: FEATURES[0]!.name, inert: false }]);
    expect(slides()).toHaveLength(FEATURES.length);

    fireEvent.click(screen.getByRole('tab', { name: FEATURES[2]!.name }));
    expect(slides().filter((s) => !s.inert)).toEqual([{ name: FEATURES[2]!.name, inert: false }]);
  });

  it('when prerendered, then the hidden slides carry the inert attribute in the HTML itself', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<FeaturesSection />);
    expect(slides(host).filter((s) => s.inert)).toHaveLength(FEATURES.length - 1);
    expect(slides(host)[0]).toEqual({ name: FEATURES[0]!.name, inert: false });
  });
});
