// The import rules of docs/architecture.md §2 hold because lint fails on a breach; this proves lint does.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: ROOT });

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? 'fatal');
}

describe('import boundaries', () => {
  // ESLint's first lint loads the config, its plugins and the import resolver: seconds on a busy machine,
  // which is setup, not what a case asserts. Done once here, with a setup's time to take.
  beforeAll(async () => {
    await ruleIds('shared/probe.ts', 'export const x = 1;\n');
  }, 60_000);

  it('when a pwa/ file imports server/, then lint fails', async () => {
    const ids = await ruleIds(
      'pwa/src/lib/probe.ts',
      "import { createApp } from '../../../server/app.ts';\nexport const x = createApp;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('when shared/ imports the server, the PWA or a Node module, then lint fails', async () => {
    const fromServer = await ruleIds(
      'shared/probe.ts',
      "import { createApp } from '../server/app.ts';\nexport const x = createApp;\n",
    );
    const fromPwa = await ruleIds(
      'shared/probe.ts',
      "import { SITE } from '../pwa/src/content/site-config.ts';\nexport const x = SITE;\n",
    );
    const fromNode = await ruleIds(
      'shared/probe.ts',
      "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n",
    );
    expect(fromServer).toContain('import-x/no-restricted-paths');
    expect(fromPwa).toContain('import-x/no-restricted-paths');
    expect(fromNode).toContain('no-restricted-imports');
  });

  it('when a feature imports another feature, then lint fails', async () => {
    const ids = await ruleIds(
      'pwa/src/public/about/probe.ts',
      "import { HomePage } from '../home/home-page.tsx';\nexport const x = HomePage;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('when public code imports staff code, then lint fails; a staff screen may use the staff store', async () => {
    // [file, where it imports the staff store from, whether that breaks a boundary]
    const cases: [string, string, boolean][] = [
      ['pwa/src/public/about/probe.ts', '../../staff/offline/db.ts', true],
      ['pwa/src/lib/probe.ts', '../staff/offline/db.ts', true],
      ['pwa/src/staff/admin-users/probe.ts', '../offline/db.ts', false],
    ];
    for (const [file, from, breach] of cases) {
      const ids = await ruleIds(file, `import { db } from '${from}';\nexport const x = db;\n`);
      expect(ids.includes('import-x/no-restricted-paths'), `${file} → ${from}`).toBe(breach);
    }
  });

  it('when PWA code calls fetch on the API outside pwa/src/api, then lint fails; inside it, it passes', async () => {
    const screen = await ruleIds(
      'pwa/src/public/about/probe.ts',
      "export const x = () => fetch(`/api/products/${'a'}`);\nexport const y = () => fetch('/admin/login');\n",
    );
    expect(screen.filter((id) => id === 'no-restricted-syntax')).toHaveLength(2);
    expect(await ruleIds('pwa/src/api/probe.ts', "export const x = () => fetch('/api/products');\n")).toEqual(
      [],
    );
    expect(await ruleIds('pwa/src/lib/probe.ts', "export const x = () => fetch('/media/a.png');\n")).toEqual(
      [],
    );
  });

  it('when the server imports the PWA, then lint fails', async () => {
    const ids = await ruleIds(
      'server/probe.ts',
      "import { SITE } from '../pwa/src/content/site-config.ts';\nexport const x = SITE;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('when a server layer imports a higher one, then lint fails; one below it, then lint passes', async () => {
    const probe = (name: string, from: string) =>
      `import { ${name} } from '${from}';\nexport const x = ${name};\n`;
    // [file, what it imports, from where, whether that breaks a boundary]
    const cases: [string, string, string, boolean][] = [
      ['server/errors/probe.ts', 'createKnex', '../db/knex.ts', true],
      ['server/db/probe.ts', 'createProductsRepository', '../modules/products/repository.ts', true],
      ['server/auth/probe.ts', 'createUsersRepository', '../modules/users/repository.ts', true],
      ['server/http/probe.ts', 'createKnex', '../db/knex.ts', true],
      ['server/modules/probe.ts', 'runSeeds', '../bootstrap/seed.ts', true],
      ['server/bootstrap/probe.ts', 'createApp', '../app.ts', true],
      ['server/db/probe.ts', 'ConflictError', '../errors/errors.ts', false],
      ['server/bootstrap/probe.ts', 'createProductsRepository', '../modules/products/repository.ts', false],
    ];
    for (const [file, name, from, breach] of cases) {
      const ids = await ruleIds(file, probe(name, from));
      if (breach) expect(ids, `${file} → ${from}`).toContain('import-x/no-restricted-paths');
      else expect(ids, `${file} → ${from}`).toEqual([]);
    }
  });

  it('when files import what they may (pwa → shared, server → shared), then lint passes', async () => {
    expect(
      await ruleIds(
        'pwa/src/lib/probe.ts',
        "import { ROLES } from '../../../shared/roles.ts';\nexport const x = ROLES;\n",
      ),
    ).toEqual([]);
    expect(
      await ruleIds(
        'server/probe.ts',
        "import { ROLES } from '../shared/roles.ts';\nexport const x = ROLES;\n",
      ),
    ).toEqual([]);
  });
});
