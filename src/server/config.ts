import { z } from 'zod';

const ZBooleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const ZOidcProviderName = z.string().regex(/^[a-z][a-z0-9]*$/, 'lower-case letters and digits only');

/** The environment (README, Configuration); every value is read here once, nowhere else. */
const ZEnvironment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  MAIL_POLL_INTERVAL_MS: z.coerce.number().int().min(10).max(3_600_000).default(2000),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SEED_DEMO: ZBooleanFlag.optional(),
  OIDC_PROVIDERS: z.string().optional(),
  TRUST_PROXY: ZBooleanFlag.default(false),
  RATE_LIMIT_REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** Multiplies every per-IP rate limit (not the per-account ones): for tests whose traffic all comes from one address. */
  RATE_LIMIT_IP_FACTOR: z.coerce.number().int().min(1).max(100_000).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type TOidcProviderConfig = {
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
};

export type TConfig = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  /** Unset means: generated once and kept in DATA_DIR (see secrets.ts). */
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /** How often the mail worker looks for due mail in the outbox. */
  mailPollIntervalMs: number;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  oidcProviders: TOidcProviderConfig[];
  trustProxy: boolean;
  rateLimitRedisUrl: string | undefined;
  rateLimitIpFactor: number;
  logLevel: string;
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function readOidcProviders(names: string | undefined, env: NodeJS.ProcessEnv, problems: string[]) {
  const providers: TOidcProviderConfig[] = [];
  const list = (names ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of list) {
    if (!ZOidcProviderName.safeParse(name).success) {
      problems.push(`OIDC_PROVIDERS: "${name}" must be lower-case letters and digits only`);
      continue;
    }
    const prefix = `OIDC_${name.toUpperCase()}_`;
    const issuer = env[`${prefix}ISSUER`];
    const clientId = env[`${prefix}CLIENT_ID`];
    const clientSecret = env[`${prefix}CLIENT_SECRET`];
    if (!issuer || !z.url().safeParse(issuer).success) problems.push(`${prefix}ISSUER: must be a URL`);
    if (!clientId) problems.push(`${prefix}CLIENT_ID: required when OIDC_PROVIDERS names ${name}`);
    if (!clientSecret) problems.push(`${prefix}CLIENT_SECRET: required when OIDC_PROVIDERS names ${name}`);
    if (issuer && clientId && clientSecret) providers.push({ name, issuer, clientId, clientSecret });
  }
  return providers;
}

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const blankToUndefined = Object.fromEntries(
    Object.entries(env).map(([key, value]) => [key, value === '' ? undefined : value]),
  );
  const parsed = ZEnvironment.safeParse(blankToUndefined);
  const problems: string[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  const oidcProviders = readOidcProviders(env.OIDC_PROVIDERS, env, problems);
  if (!parsed.success) throw new ConfigError(problems);
  const values = parsed.data;
  if (values.NODE_ENV === 'production' && !values.JWT_SECRET) {
    problems.push('JWT_SECRET: required when NODE_ENV=production');
  }
  if (Boolean(values.ADMIN_EMAIL) !== Boolean(values.ADMIN_PASSWORD)) {
    problems.push('ADMIN_EMAIL, ADMIN_PASSWORD: set both or neither');
  }
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    nodeEnv: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir: values.DATA_DIR,
    databaseUrl: values.DATABASE_URL,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    jwtSecret: values.JWT_SECRET,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    mailPollIntervalMs: values.MAIL_POLL_INTERVAL_MS,
    admin:
      values.ADMIN_EMAIL && values.ADMIN_PASSWORD
        ? { email: values.ADMIN_EMAIL.toLowerCase(), password: values.ADMIN_PASSWORD }
        : undefined,
    seedDemo: values.SEED_DEMO ?? !values.DATABASE_URL,
    oidcProviders,
    trustProxy: values.TRUST_PROXY,
    rateLimitRedisUrl: values.RATE_LIMIT_REDIS_URL,
    rateLimitIpFactor: values.RATE_LIMIT_IP_FACTOR,
    logLevel: values.LOG_LEVEL,
  };
}
