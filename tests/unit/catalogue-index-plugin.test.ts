import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_INDEX_MODULE, catalogueIndexModule } from '../../scripts/catalogue-index-plugin.ts';
import { catalogueIndex } from '../../shared/catalogue.ts';

/** The module's source as the plugin gives it for `command` (vite build, or the dev server and tests). */
function source(command: 'build' | 'serve'): string {
  const plugin = catalogueIndexModule();
  const call = <T>(hook: unknown, ...args: unknown[]) => (hook as (...a: unknown[]) => T).apply({}, args);
  call(plugin.configResolved, { command } as ResolvedConfig);
  const id = call<string>(plugin.resolveId, CATALOGUE_INDEX_MODULE);
  expect(id).toBeTruthy();
  return call<string>(plugin.load, id);
}

describe('virtual:catalogue-index', () => {
  it('when built, then the module is the index as data, with no import of the catalogue', async () => {
    const code = source('build');
    expect(code).not.toMatch(/\bimport\b/);
    const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as {
      CATALOGUE_INDEX: unknown;
    };
    expect(module.CATALOGUE_INDEX).toEqual(catalogueIndex());
  });

  it('when served, then the module derives the index from the catalogue module itself', () => {
    expect(source('serve')).toMatch(/import \{ catalogueIndex \} from ".*\/shared\/catalogue\.ts"/);
  });

  it('when another module is asked for, then the plugin leaves it alone', () => {
    const plugin = catalogueIndexModule();
    expect((plugin.resolveId as (id: string) => unknown)('virtual:something-else')).toBeUndefined();
  });
});
