import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from './security-headers.ts';
import { PAGE_START_CSP_SOURCE, PAGE_START_LOADER, pageStartHtml } from './page-start.ts';

describe('the prerendered page’s loader', () => {
  it('when it is compacted, then it is still one valid script that the CSP allows by its hash', () => {
    expect(() => new Function(PAGE_START_LOADER)).not.toThrow();
    expect(PAGE_START_LOADER).not.toMatch(/\n|\/\//);
    const hash = createHash('sha256').update(PAGE_START_LOADER).digest('base64');
    expect(PAGE_START_CSP_SOURCE).toBe(`'sha256-${hash}'`);
    expect(CONTENT_SECURITY_POLICY).toContain(`script-src 'self' 'sha256-${hash}'`);
  });

  it('when what it starts holds markup, then that cannot close its element', () => {
    const html = pageStartHtml({ entry: '/assets/a.js', preload: ['</script><script>alert(1)//'] });
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });
});
