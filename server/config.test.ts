import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { DEFAULT_STATIC_DIR, PROJECT_ROOT } from './paths.ts';

describe('loadConfig', () => {
  it('when nothing is set, then port 8080, ./data and the built PWA are the defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe(path.join(PROJECT_ROOT, 'data'));
    expect(config.staticDir).toBe(DEFAULT_STATIC_DIR);
    expect(config.databaseUrl).toBeUndefined();
  });

  it('when a variable is set but empty, then it counts as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 8080, databaseUrl: undefined });
  });

  it('when values are given, then they are used, and relative DATA_DIR is taken from the project root', () => {
    const config = loadConfig({
      PORT: '9090',
      DATA_DIR: 'tmp/data',
      DATABASE_URL: 'postgres://u:p@db:5432/app',
    });
    expect(config).toMatchObject({ port: 9090, databaseUrl: 'postgres://u:p@db:5432/app' });
    expect(config.dataDir).toBe(path.join(PROJECT_ROOT, 'tmp/data'));
  });

  it('when a value is invalid, then the error names the variable and the rule', () => {
    expect(() => loadConfig({ PORT: 'eighty', JWT_SECRET: 'short' })).toThrow(
      /PORT[\s\S]*JWT_SECRET: JWT_SECRET must be at least 32/,
    );
  });
});
