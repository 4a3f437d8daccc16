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

  it('when TRUST_PROXY is a number of hops, then it is used; unset is 0; true/false read as 1/0; anything else is refused', () => {
    expect(loadConfig({}).trustProxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxyHops).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxyHops).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxyHops).toBe(0);
    for (const bad of ['yes', '-1', '1.5', '11'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });

  it('when ADMIN_PASSWORD is short or common, then the start is refused with the reason', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'eleven-char' })).toThrow(
      /ADMIN_PASSWORD: Password must be at least 12 characters/,
    );
    expect(() => loadConfig({ ADMIN_PASSWORD: 'Qwerty123456' })).toThrow(
      /ADMIN_PASSWORD: This password is too common/,
    );
    expect(loadConfig({ ADMIN_PASSWORD: 'a-long-admin-password' }).adminPassword).toBe(
      'a-long-admin-password',
    );
  });

  it('when PUBLIC_URL is an origin, then it is used; unset, the local address on PORT; a path or junk is refused', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://www.example.com' }).publicUrl).toBe('https://www.example.com');
    expect(loadConfig({}).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '3000' }).publicUrl).toBe('http://localhost:3000');
    for (const bad of ['https://www.example.com/', 'www.example.com', 'ftp://x', 'https://a.com/path'])
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL must be an origin/);
  });

  it('when SSE_MAX_PER_USER and SSE_MAX_PER_PROCESS are unset, then 10 and 1000; given, they are used; 0 is refused', () => {
    expect(loadConfig({})).toMatchObject({ sseMaxPerUser: 10, sseMaxPerProcess: 1000 });
    expect(loadConfig({ SSE_MAX_PER_USER: '3', SSE_MAX_PER_PROCESS: '50' })).toMatchObject({
      sseMaxPerUser: 3,
      sseMaxPerProcess: 50,
    });
    expect(() => loadConfig({ SSE_MAX_PER_USER: '0' })).toThrow(/SSE_MAX_PER_USER/);
  });

  it('when METRICS_TOKEN is set, then it is the metrics token; unset or empty, none; short or with spaces, refused', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a-scrape-token-0123' }).metricsToken).toBe('a-scrape-token-0123');
    for (const bad of ['short', 'a token with spaces in it', 'x'.repeat(257)])
      expect(() => loadConfig({ METRICS_TOKEN: bad }), bad).toThrow(/METRICS_TOKEN must be 16 to 256/);
  });

  describe('media storage', () => {
    const bucket = {
      S3_REGION: 'eu-west-1',
      S3_BUCKET: 'catalogue-media',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret-example',
    };

    it('when nothing is set, then images stay in PostgreSQL and no bucket is configured', () => {
      expect(loadConfig({})).toMatchObject({ mediaStore: 'postgres', s3: undefined });
    });

    it('when MEDIA_STORE=s3 lacks settings, then the error lists every missing one', () => {
      expect(() => loadConfig({ MEDIA_STORE: 's3', S3_BUCKET: 'catalogue-media' })).toThrow(
        'Invalid configuration:\n  MEDIA_STORE=s3 is missing S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY.',
      );
      expect(() => loadConfig({ MEDIA_STORE: 's3' })).toThrow(
        'MEDIA_STORE=s3 is missing S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY.',
      );
    });

    it('when MEDIA_STORE=s3 has its settings, then they are used; path style and the endpoint are optional', () => {
      expect(loadConfig({ MEDIA_STORE: 's3', ...bucket })).toMatchObject({
        mediaStore: 's3',
        s3: {
          endpoint: undefined,
          region: 'eu-west-1',
          bucket: 'catalogue-media',
          accessKeyId: 'AKIAEXAMPLE',
          secretAccessKey: 'secret-example',
          forcePathStyle: false,
        },
      });
      const minio = loadConfig({
        MEDIA_STORE: 's3',
        ...bucket,
        S3_ENDPOINT: 'http://minio.internal:9000',
        S3_FORCE_PATH_STYLE: 'true',
      });
      expect(minio.s3).toMatchObject({ endpoint: 'http://minio.internal:9000', forcePathStyle: true });
    });

    it('when MEDIA_STORE or S3_FORCE_PATH_STYLE is not a known value, then the error names it', () => {
      expect(() => loadConfig({ MEDIA_STORE: 'disk' })).toThrow(
        /MEDIA_STORE: MEDIA_STORE must be postgres or s3/,
      );
      expect(() => loadConfig({ MEDIA_STORE: 's3', ...bucket, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
        /S3_FORCE_PATH_STYLE must be true or false/,
      );
    });

    it('when MEDIA_STORE=postgres and a bucket is set, then it is kept for reading what is still in it', () => {
      expect(loadConfig(bucket)).toMatchObject({ mediaStore: 'postgres', s3: { bucket: 'catalogue-media' } });
      expect(() => loadConfig({ S3_BUCKET: 'catalogue-media' })).toThrow(
        'S3_BUCKET is missing S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY.',
      );
    });
  });
});
