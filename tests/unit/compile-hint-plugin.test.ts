import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHintForEntry } from '../../scripts/compile-hint-plugin.ts';

function chunk(fileName: string, isEntry: boolean, code: string) {
  return { type: 'chunk', fileName, isEntry, code };
}
function asset(fileName: string, source: string) {
  return { type: 'asset', fileName, source };
}

function generate(bundle: Record<string, unknown>): void {
  const hook = compileHintForEntry().generateBundle as unknown as {
    handler: (options: unknown, bundle: Rollup.OutputBundle) => void;
  };
  hook.handler({}, bundle as unknown as Rollup.OutputBundle);
}

describe('compileHintForEntry', () => {
  it('when the bundle is written, then the entry chunk alone starts with the hint, and its map has one more line', () => {
    const bundle: Record<string, { code?: string; source?: string }> = {
      'assets/index-a.js': chunk('assets/index-a.js', true, 'import "x";\nrender();\n'),
      'assets/index-a.js.map': asset('assets/index-a.js.map', JSON.stringify({ mappings: 'AAAA;AACA' })),
      'assets/page-b.js': chunk('assets/page-b.js', false, 'export const b = 1;\n'),
    };
    generate(bundle);
    expect(bundle['assets/index-a.js']!.code).toBe(`${COMPILE_HINT}import "x";\nrender();\n`);
    expect(bundle['assets/index-a.js']!.code!.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(JSON.parse(bundle['assets/index-a.js.map']!.source!)).toEqual({ mappings: ';AAAA;AACA' });
    expect(bundle['assets/page-b.js']!.code).toBe('export const b = 1;\n');
  });

  it('when the entry has no source map, then only its code changes', () => {
    const bundle = { 'assets/index-a.js': chunk('assets/index-a.js', true, 'run();') };
    generate(bundle);
    expect(bundle['assets/index-a.js'].code).toBe(`${COMPILE_HINT}run();`);
  });
});
