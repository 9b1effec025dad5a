// Every environment variable the server reads, parsed and validated once.
// A bad value stops the start with one line naming the variable and what it should be.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { readTrustProxy, trustOf, TRUST_PROXY_HELP, type ProxySetting, type TrustProxy } from './lib/client-address.ts';
import type { MailSettings } from './lib/mailer.ts';
import type { S3Settings } from './lib/media/s3-storage.ts';
import type { MediaStoreSetting } from './lib/media/stores.ts';
import { CONTACT_PATTERN, EMAIL_PATTERN } from '../common/formPatterns.ts';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalText = z
  .string()
  .transform((value) => value.trim())
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const originList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must be a comma-separated list of http(s) origins' })));

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'must be development, production or test',
    })
    .default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 1 and 65535 (0 picks a free port)')
    .max(65535, 'must be between 1 and 65535')
    .default(4000),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(
        /^postgres(ql)?:\/\/\S+$/,
        'must be a postgres:// or postgresql:// URL (leave it unset for the embedded database)',
      )
      .optional(),
  ),
  MEDIA_DIR: optionalText,
  /** Where uploaded images live: local (MEDIA_DIR) or s3 (an S3-compatible bucket: AWS S3, Cloudflare R2, MinIO). */
  MEDIA_STORE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name (3 to 63 lower-case letters, digits, dots and hyphens)',
      )
      .optional(),
  ),
  /** The S3 API's address; unset for AWS S3 itself (its address follows from S3_REGION). */
  S3_ENDPOINT: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. https://<account>.r2.cloudflarestorage.com' })
      .optional(),
  ),
  S3_REGION: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9-]{2,32}$/, 'must be a region name such as us-east-1, ap-south-1 or auto')
      .optional(),
  ),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Bucket in the path (http://host/bucket/key) rather than in the host name: MinIO and most self-hosted stores need it. */
  S3_FORCE_PATH_STYLE: optionalText.pipe(booleanText.optional()),
  /** Behind reverse proxies: how many, or which, so a visitor's address is read from X-Forwarded-For (lib/client-address.ts). */
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine((value) => {
      try {
        readTrustProxy(value);
        return true;
      } catch {
        return false;
      }
    }, TRUST_PROXY_HELP)
    .transform(readTrustProxy),
  PUBLIC_ORIGIN: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  CORS_ORIGINS: optionalText.pipe(originList.optional()),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ADMIN_EMAIL: z
    .string()
    .trim()
    .toLowerCase()
    .regex(EMAIL_PATTERN, 'must be an e-mail address')
    .default('admin@example.com'),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  /** The grievance officer the IT Rules 2021 ask an intermediary to name; shown on /grievance. */
  GRIEVANCE_OFFICER_NAME: optionalText.pipe(z.string().max(100, 'must be at most 100 characters').optional()),
  GRIEVANCE_OFFICER_EMAIL: optionalText.pipe(
    z.string().toLowerCase().regex(EMAIL_PATTERN, 'must be an e-mail address').optional(),
  ),
  GRIEVANCE_OFFICER_PHONE: optionalText.pipe(
    z.string().regex(CONTACT_PATTERN, 'must be a 10-digit phone number').optional(),
  ),
  /** The site settings' first values (issue 18): an admin changes them in the dashboard, where they are kept. */
  SITE_NAME: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(60, 'must be at most 60 characters')
    .default('Companion Directory'),
  CONTACT_EMAIL: z
    .string()
    .trim()
    .toLowerCase()
    .regex(EMAIL_PATTERN, 'must be an e-mail address')
    .default('support@companiondirectory.in'),
  CONTACT_PHONE: optionalText.pipe(z.string().regex(CONTACT_PATTERN, 'must be a 10-digit phone number').optional()),
  SUPPORT_HOURS: optionalText.pipe(z.string().max(100, 'must be at most 100 characters').optional()),
  /** Where admin notices go (comma-separated); unset: every admin's own address. */
  NOTIFICATION_EMAILS: optionalText.pipe(
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((address) => address.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(z.string().regex(EMAIL_PATTERN, 'must be a comma-separated list of e-mail addresses'))
          .max(10, 'must name at most 10 addresses'),
      )
      .optional(),
  ),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  /** The sender's address; without a display name of its own, mails are signed with the site name (SITE_NAME, then the settings). */
  MAIL_FROM: z.string().min(3).default('no-reply@localhost'),
  SEED_DEMO: optionalText.pipe(booleanText.optional()),
  REMINDER_INTERVAL_MINUTES: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,4}$/, 'must be a whole number of minutes from 0 to 1440')
      .transform(Number)
      .refine((minutes) => minutes <= 1440, 'must be a whole number of minutes from 0 to 1440')
      .optional(),
  ),
  PUBLIC_CACHE_SECONDS: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,4}$/, 'must be a whole number of seconds from 0 to 3600')
      .transform(Number)
      .refine((seconds) => seconds <= 3600, 'must be a whole number of seconds from 0 to 3600')
      .optional(),
  ),
});

/** Every setting the server reads from its environment (.env.example lists each, with its default). */
export const SETTING_NAMES = Object.keys(envSchema.shape);

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: string;
  dataDir: string;
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };
  mediaDir: string;
  /** The store of uploaded images (MEDIA_STORE): the local folder `mediaDir`, or an S3-compatible bucket. */
  mediaStore: MediaStoreSetting;
  /** Origin of absolute URLs (media, canonical links, sitemap); required in production, else the request's own origin. */
  publicOrigin?: string;
  /** Which hops of X-Forwarded-For are trusted proxies (TRUST_PROXY); by default none. */
  trustProxy: TrustProxy;
  /** TRUST_PROXY as written, which says where its proxies are expected to connect from (lib/client-address.ts). */
  trustProxySetting: ProxySetting;
  corsOrigins: string[];
  jwtSecret: Uint8Array;
  admin: { email: string; password?: string };
  /** Named on /grievance: GRIEVANCE_OFFICER_NAME, _EMAIL and _PHONE, else 'Grievance Officer' at ADMIN_EMAIL; the site settings' first values. */
  grievanceOfficer: { name: string; email: string; phone: string };
  /** The other site settings' first values (modules/settings): until an admin saves the settings, these apply. */
  site: {
    name: string;
    contactEmail: string;
    contactPhone: string;
    supportHours: string;
    notificationEmails: string[];
  };
  mail: MailSettings;
  seedDemo: boolean;
  /** How often renewal reminders are looked for (ads/reminders.ts); 0 turns them off. */
  reminderIntervalMinutes: number;
  /** How long visitors' answers to public queries are served from the response cache; 0 turns it off. */
  publicCacheSeconds: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses `env` into a Config, or throws a ConfigError whose message is one line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    const got = env[name] === undefined ? '' : ` (got ${JSON.stringify(env[name])})`;
    throw new ConfigError(
      `Invalid setting ${name}: ${issue.message}${got}. Set it correctly in the environment and start again.`,
    );
  }
  const vars = parsed.data;
  const production = vars.NODE_ENV === 'production';
  const dataDir = resolve(vars.DATA_DIR);

  if (production && !vars.JWT_SECRET) {
    throw new ConfigError(
      'Invalid setting JWT_SECRET: required in production (at least 32 random characters, e.g. `openssl rand -base64 48`).',
    );
  }
  // absolute URLs (media, canonical links, sitemap) must never follow a visitor's Host header
  if (production && !vars.PUBLIC_ORIGIN) {
    throw new ConfigError(
      'Invalid setting PUBLIC_ORIGIN: required in production (the address visitors use, e.g. https://directory.example.org).',
    );
  }
  return {
    env: vars.NODE_ENV,
    host: vars.HOST,
    port: vars.PORT,
    logLevel: vars.LOG_LEVEL,
    dataDir,
    database: vars.DATABASE_URL
      ? { kind: 'postgres', url: vars.DATABASE_URL }
      : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
    mediaDir: vars.MEDIA_DIR ? resolve(vars.MEDIA_DIR) : join(dataDir, 'media'),
    mediaStore: vars.MEDIA_STORE === 's3' ? { kind: 's3', ...s3Settings(vars) } : { kind: 'local' },
    publicOrigin: vars.PUBLIC_ORIGIN?.replace(/\/+$/, ''),
    trustProxy: trustOf(vars.TRUST_PROXY),
    trustProxySetting: vars.TRUST_PROXY,
    corsOrigins: vars.CORS_ORIGINS ?? [],
    jwtSecret: new TextEncoder().encode(vars.JWT_SECRET ?? developmentSecret(dataDir)),
    admin: { email: vars.ADMIN_EMAIL, password: vars.ADMIN_PASSWORD },
    grievanceOfficer: {
      name: vars.GRIEVANCE_OFFICER_NAME ?? 'Grievance Officer',
      email: vars.GRIEVANCE_OFFICER_EMAIL ?? vars.ADMIN_EMAIL,
      phone: vars.GRIEVANCE_OFFICER_PHONE ?? '',
    },
    site: {
      name: vars.SITE_NAME,
      contactEmail: vars.CONTACT_EMAIL,
      contactPhone: vars.CONTACT_PHONE ?? '',
      supportHours: vars.SUPPORT_HOURS ?? '',
      notificationEmails: vars.NOTIFICATION_EMAILS ?? [],
    },
    mail: { smtpUrl: vars.SMTP_URL, from: vars.MAIL_FROM, outboxDir: join(dataDir, 'outbox') },
    seedDemo: vars.SEED_DEMO ?? !production,
    reminderIntervalMinutes: vars.REMINDER_INTERVAL_MINUTES ?? 60,
    // tests read their own writes at once; everywhere else a few seconds of staleness is fine
    publicCacheSeconds: vars.PUBLIC_CACHE_SECONDS ?? (vars.NODE_ENV === 'test' ? 0 : 10),
  };
}

/** The bucket's settings when MEDIA_STORE=s3: a bucket, and both keys or (on AWS only) neither. */
function s3Settings(vars: z.infer<typeof envSchema>): S3Settings {
  const missing = (name: string, what: string) =>
    new ConfigError(`Invalid setting ${name}: required when MEDIA_STORE=s3 (${what}).`);
  if (!vars.S3_BUCKET) throw missing('S3_BUCKET', 'the name of the bucket that holds the media');
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = vars;
  // AWS itself can lend the process its keys (an instance or task role); R2, MinIO and the like cannot
  if (!accessKeyId && (secretAccessKey || vars.S3_ENDPOINT))
    throw missing('S3_ACCESS_KEY_ID', 'the access key of an account that may read and write the bucket');
  if (accessKeyId && !secretAccessKey) throw missing('S3_SECRET_ACCESS_KEY', 'the secret of S3_ACCESS_KEY_ID');
  return {
    bucket: vars.S3_BUCKET,
    endpoint: vars.S3_ENDPOINT?.replace(/\/+$/, ''),
    region: vars.S3_REGION ?? 'us-east-1',
    forcePathStyle: vars.S3_FORCE_PATH_STYLE ?? false,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

/** Outside production a signing key is made once and kept in the data folder, so sessions survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
