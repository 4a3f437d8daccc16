import { describe, expect, it } from 'vitest';
import { criticalCss } from './critical-css.ts';

const CSS = [
  ':root{font-family:Brand,Stand-in}',
  '@font-face{font-family:Brand;src:url(/brand.woff2)}',
  '@font-face{font-family:Stand-in;src:local(Arial)}',
  '@font-face{font-family:Unused;src:url(/unused.woff2)}',
  '.hero{animation:rise 1s}',
  '@keyframes rise{from{opacity:0}}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
  '@media (max-width:700px){.hero{padding:0}.chat-panel{width:100%}}',
  '.chat-panel{position:fixed}',
  '.hero a:hover{color:red}',
].join('');

describe('the CSS a prerendered page uses', () => {
  it('when a page is pruned, then the rules of its own elements stay, with their media queries, fonts and keyframes', async () => {
    const css = await criticalCss(CSS, '<section class="hero"><a href="/">Home</a></section>');
    expect(css).toContain('.hero{animation:rise 1s}');
    expect(css).toContain('@keyframes rise');
    expect(css).toContain('.hero a:hover{color:red}');
    expect(css).toMatch(/@media \(max-width:700px\)\{\.hero\{padding:0\}\}/);
    // The page's typeface, on :root: it stays, with both families.
    expect(css).toContain(':root{font-family:Brand,Stand-in}');
    expect(css).toContain('font-family:Brand;');
    expect(css).toContain('font-family:Stand-in;');
    for (const gone of ['.chat-panel', '@keyframes spin', 'Unused']) expect(css).not.toContain(gone);
  });
});
