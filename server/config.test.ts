import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SETTING_NAMES } from './config.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'directory-config-'));

describe('loadConfig', () => {
  it('needs nothing to run locally: embedded database in ./data, port 4000, demo content on', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(4000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    expect(config.mediaDir).toBe(join(dataDir, 'media'));
    expect(config.seedDemo).toBe(true);
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    // the development signing key is made once and reused, so sessions survive a restart
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toEqual(config.jwtSecret);
  });

  it('uses PostgreSQL when DATABASE_URL names a server', () => {
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://app:pw@db:5432/directory' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://app:pw@db:5432/directory' });
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid setting PORT: .*"abc"/],
    [{ PORT: '70000' }, /^Invalid setting PORT: must be between 1 and 65535/],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid setting DATABASE_URL: must be a postgres:\/\//],
    [{ NODE_ENV: 'staging' }, /^Invalid setting NODE_ENV: must be development, production or test/],
    [{ JWT_SECRET: 'short' }, /^Invalid setting JWT_SECRET: must be at least 32 characters/],
    [{ ADMIN_EMAIL: 'not-an-email' }, /^Invalid setting ADMIN_EMAIL: must be an e-mail address/],
    [{ GRIEVANCE_OFFICER_EMAIL: 'officer' }, /^Invalid setting GRIEVANCE_OFFICER_EMAIL: must be an e-mail address/],
    [{ SEED_DEMO: 'maybe' }, /^Invalid setting SEED_DEMO: must be true or false/],
    [{ CORS_ORIGINS: 'http://ok.example, ftp://bad' }, /^Invalid setting CORS_ORIGINS:/],
    [{ NODE_ENV: 'production' }, /^Invalid setting JWT_SECRET: required in production/],
    [{ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }, /^Invalid setting PUBLIC_ORIGIN: required in production/],
    [
      { REMINDER_INTERVAL_MINUTES: '2000' },
      /^Invalid setting REMINDER_INTERVAL_MINUTES: must be a whole number of minutes from 0 to 1440/,
    ],
    [
      { PUBLIC_CACHE_SECONDS: '-1' },
      /^Invalid setting PUBLIC_CACHE_SECONDS: must be a whole number of seconds from 0 to 3600/,
    ],
    [
      { PUBLIC_CACHE_SECONDS: '7200' },
      /^Invalid setting PUBLIC_CACHE_SECONDS: must be a whole number of seconds from 0 to 3600/,
    ],
  ])('refuses %o with one line naming the variable', (env, message) => {
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: dataDir, ...env });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('\n');
  });

  it('keeps media on local disk unless MEDIA_STORE=s3', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).mediaStore).toEqual({ kind: 'local' });
    expect(loadConfig({ DATA_DIR: dataDir, MEDIA_STORE: 'local', S3_BUCKET: 'ignored' }).mediaStore).toEqual({
      kind: 'local',
    });
  });

  it('reads an S3-compatible store: MinIO with path-style addresses, AWS with its own credentials chain', () => {
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        MEDIA_STORE: 's3',
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'http://minio:9000/',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'directory',
        S3_SECRET_ACCESS_KEY: 'secret-secret',
      }).mediaStore,
    ).toEqual({
      kind: 's3',
      bucket: 'media',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'directory', secretAccessKey: 'secret-secret' },
    });
    expect(
      loadConfig({ DATA_DIR: dataDir, MEDIA_STORE: 's3', S3_BUCKET: 'photos.example', S3_REGION: 'ap-south-1' })
        .mediaStore,
    ).toEqual({
      kind: 's3',
      bucket: 'photos.example',
      endpoint: undefined,
      region: 'ap-south-1',
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it.each([
    [{ MEDIA_STORE: 'minio' }, /^Invalid setting MEDIA_STORE: must be local or s3/],
    [{ MEDIA_STORE: 's3' }, /^Invalid setting S3_BUCKET: required when MEDIA_STORE=s3/],
    [{ MEDIA_STORE: 's3', S3_BUCKET: 'Media_Bucket' }, /^Invalid setting S3_BUCKET: must be a bucket name/],
    [
      { MEDIA_STORE: 's3', S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000' },
      /^Invalid setting S3_ENDPOINT: must be an http\(s\) URL/,
    ],
    [
      { MEDIA_STORE: 's3', S3_BUCKET: 'media', S3_REGION: 'Mumbai region' },
      /^Invalid setting S3_REGION: must be a region name/,
    ],
    [
      { MEDIA_STORE: 's3', S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'sometimes' },
      /^Invalid setting S3_FORCE_PATH_STYLE: must be true or false/,
    ],
    [
      { MEDIA_STORE: 's3', S3_BUCKET: 'media', S3_ENDPOINT: 'https://x.r2.cloudflarestorage.com' },
      /^Invalid setting S3_ACCESS_KEY_ID: required when MEDIA_STORE=s3/,
    ],
    [
      { MEDIA_STORE: 's3', S3_BUCKET: 'media', S3_SECRET_ACCESS_KEY: 'secret' },
      /^Invalid setting S3_ACCESS_KEY_ID: required when MEDIA_STORE=s3/,
    ],
    [
      { MEDIA_STORE: 's3', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' },
      /^Invalid setting S3_SECRET_ACCESS_KEY: required when MEDIA_STORE=s3/,
    ],
  ])('refuses the media store settings %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(message);
  });

  it('names the grievance officer from the settings, else a title at the admin address', () => {
    expect(loadConfig({ DATA_DIR: dataDir, ADMIN_EMAIL: 'Admin@Example.in' }).grievanceOfficer).toEqual({
      name: 'Grievance Officer',
      email: 'admin@example.in',
      phone: '',
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        GRIEVANCE_OFFICER_NAME: ' Priya Nair ',
        GRIEVANCE_OFFICER_EMAIL: 'Grievance@Example.in',
        GRIEVANCE_OFFICER_PHONE: '9876543210',
      }).grievanceOfficer,
    ).toEqual({ name: 'Priya Nair', email: 'grievance@example.in', phone: '9876543210' });
  });

  it('gives the site settings their first values (issue 18), and refuses bad ones with one line', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).site).toEqual({
      name: 'Companion Directory',
      contactEmail: 'support@companiondirectory.in',
      contactPhone: '',
      supportHours: '',
      notificationEmails: [],
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        SITE_NAME: ' Delhi Dates ',
        CONTACT_EMAIL: 'Help@Delhi-Dates.in',
        CONTACT_PHONE: '9876543210',
        SUPPORT_HOURS: 'Every day, 10:00 to 19:00',
        NOTIFICATION_EMAILS: 'Ops@Delhi-Dates.in, owner@delhi-dates.in',
      }).site,
    ).toEqual({
      name: 'Delhi Dates',
      contactEmail: 'help@delhi-dates.in',
      contactPhone: '9876543210',
      supportHours: 'Every day, 10:00 to 19:00',
      notificationEmails: ['ops@delhi-dates.in', 'owner@delhi-dates.in'],
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, SITE_NAME: 'x'.repeat(61) })).toThrow(
      /^Invalid setting SITE_NAME: must be at most 60 characters/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, CONTACT_EMAIL: 'help' })).toThrow(
      /^Invalid setting CONTACT_EMAIL: must be an e-mail address/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, CONTACT_PHONE: '12345' })).toThrow(
      /^Invalid setting CONTACT_PHONE: must be a 10-digit phone number/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, NOTIFICATION_EMAILS: 'ops@x.in, nobody' })).toThrow(
      /^Invalid setting NOTIFICATION_EMAILS: must be a comma-separated list/,
    );
  });

  it('turns demo content off in production and with SEED_DEMO=false', () => {
    const secret = 'x'.repeat(40);
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        JWT_SECRET: secret,
        PUBLIC_ORIGIN: 'https://directory.example',
      }).seedDemo,
    ).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('reads the CORS allow-list and the public origin', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      CORS_ORIGINS: 'https://a.example, https://b.example',
      PUBLIC_ORIGIN: 'https://api.example/',
    });
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.publicOrigin).toBe('https://api.example');
  });
});

describe('.env.example', () => {
  const example = readFileSync(join(import.meta.dirname, '../.env.example'), 'utf8');

  it.each(SETTING_NAMES)('lists %s with its default', (name) => {
    expect(example).toMatch(new RegExp(`^#? ?${name}=`, 'm'));
  });
});
