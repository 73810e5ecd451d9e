import { z } from 'zod'

/** Known to everyone (it is in the repository): good for development and tests only. */
export const DEV_SANDBOX_SECRET = 'dev-sandbox-payment-secret-not-for-production'
/** The built-in game provider's development key: public like the one above, so production refuses it. */
export const DEV_PROVIDER_BUILTIN_SECRET = 'dev-builtin-provider-secret-not-for-production'

/** The only module that reads process.env on the server. Fails fast with a readable message. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built PWA lives. */
  DIST_DIR: z.string().default('./dist'),
  /** Trust X-Forwarded-For from a load balancer (set when running behind one). */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** Sign-ups allowed per client IP per hour (anti-automation; one office or test runner may need more). */
  REGISTER_PER_IP_HOUR: z.coerce.number().int().positive().default(30),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 24 * 7),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().int().positive().default(30),
  GOOGLE_CLIENT_ID: z.string().default(''),
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUER: z.string().default('https://accounts.google.com'),
  FACEBOOK_APP_ID: z.string().default(''),
  /** Lets the server ask Graph API debug_token whether a token was issued to our app; never sent to clients. */
  FACEBOOK_APP_SECRET: z.string().default(''),
  FACEBOOK_VERIFY_URL: z.string().url().default('https://graph.facebook.com/me'),
  LINE_CHANNEL_ID: z.string().default(''),
  LINE_VERIFY_URL: z.string().url().default('https://api.line.me/oauth2/v2.1/verify'),
  /**
   * HMAC-SHA256 key of the sandbox payment provider's webhook. The default is public, so production
   * ignores it and runs without the sandbox provider unless a secret of its own is set.
   */
  PAYMENT_SANDBOX_SECRET: z.string().min(16).default(DEV_SANDBOX_SECRET),
  /**
   * HMAC-SHA256 key the built-in game provider (server/provider/) signs its seamless-wallet calls with
   * (docs/PROVIDER_API.md). At least 16 characters; production refuses the public default, and then the
   * built-in provider's calls answer 401 until a secret of its own is set.
   */
  PROVIDER_BUILTIN_SECRET: z.string().min(16).default(DEV_PROVIDER_BUILTIN_SECRET),
  /**
   * How soon a domain-event consumer looks again after a batch, or after a request of this process woke
   * it (ms). 0: this process runs no consumers and no scheduler (a dedicated worker process, or the
   * tests, which drain the outbox themselves).
   */
  OUTBOX_POLL_MS: z.coerce.number().int().min(0).max(60_000).default(200),
  /**
   * The longest a consumer that keeps finding nothing waits before it looks again (ms; server/outbox/
   * runner.ts). Events this process writes wake it at once; another process's wait at most this long.
   */
  OUTBOX_IDLE_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  /**
   * How often an open game's `online` heartbeat comes (s): each reply tells the client. Spec 7's 60 s;
   * the e2e test of the heartbeat of a hidden page sets 1 so it need not wait a minute.
   */
  HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** 1: POST /dev/clock moves the server's clock forward (e2e tests of daily claims); never in production. */
  DEV_CLOCK: z.enum(['0', '1']).default('0'),
  /** Where feedback images are kept: 'local' (a folder, FEEDBACK_DIR) or 's3' (an S3-compatible bucket). */
  FEEDBACK_STORE: z.enum(['local', 's3']).default('local'),
  /** The local store's folder; default `<DATA_DIR>/feedback-images`. */
  FEEDBACK_DIR: z.string().optional(),
  FEEDBACK_S3_ENDPOINT: z.string().default(''),
  FEEDBACK_S3_BUCKET: z.string().default(''),
  FEEDBACK_S3_REGION: z.string().default('us-east-1'),
  /** `path` (`<endpoint>/<bucket>/<key>`) works everywhere; `virtual` (`<bucket>.<endpoint host>`) is AWS's preference. */
  FEEDBACK_S3_STYLE: z.enum(['path', 'virtual']).default('path'),
  FEEDBACK_S3_ACCESS_KEY_ID: z.string().default(''),
  FEEDBACK_S3_SECRET_ACCESS_KEY: z.string().default(''),
})

export type ServerConfig = ReturnType<typeof loadConfig>

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  if (e.FEEDBACK_STORE === 's3') {
    const missing = s3Problems(e).map(([name, problem]) => `  ${name}: ${problem}`)
    if (missing.length) throw new Error(`Invalid environment:\n${missing.join('\n')}`)
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    distDir: e.DIST_DIR,
    trustProxy: e.TRUST_PROXY === 'true',
    registerPerIpHour: e.REGISTER_PER_IP_HOUR,
    /** The dev-only SMS outbox and other test aids exist only outside production. */
    devTools: e.NODE_ENV !== 'production',
    /** The movable clock of server/http/dev-clock.ts: DEV_CLOCK=1, and never in production. */
    devClock: e.NODE_ENV !== 'production' && e.DEV_CLOCK === '1',
    session: { idleMinutes: e.SESSION_IDLE_MINUTES, absoluteDays: e.SESSION_ABSOLUTE_DAYS },
    social: {
      google: { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL, issuer: e.GOOGLE_ISSUER },
      facebook: {
        appId: e.FACEBOOK_APP_ID,
        appSecret: e.FACEBOOK_APP_SECRET,
        verifyUrl: e.FACEBOOK_VERIFY_URL,
      },
      line: { channelId: e.LINE_CHANNEL_ID, verifyUrl: e.LINE_VERIFY_URL },
    },
    payment: {
      /** Null when the sandbox provider is off: in production unless PAYMENT_SANDBOX_SECRET is set. */
      sandboxSecret:
        e.NODE_ENV === 'production' && e.PAYMENT_SANDBOX_SECRET === DEV_SANDBOX_SECRET
          ? null
          : e.PAYMENT_SANDBOX_SECRET,
    },
    outbox: { pollMs: e.OUTBOX_POLL_MS, idleMs: e.OUTBOX_IDLE_MS, scheduleMs: 10_000, batchSize: 500 },
    heartbeatSeconds: e.HEARTBEAT_SECONDS,
    feedbackStore: {
      kind: e.FEEDBACK_STORE,
      dir: e.FEEDBACK_DIR ?? `${e.DATA_DIR.replace(/\/+$/, '')}/feedback-images`,
      s3: {
        endpoint: e.FEEDBACK_S3_ENDPOINT,
        bucket: e.FEEDBACK_S3_BUCKET,
        region: e.FEEDBACK_S3_REGION,
        accessKeyId: e.FEEDBACK_S3_ACCESS_KEY_ID,
        secretAccessKey: e.FEEDBACK_S3_SECRET_ACCESS_KEY,
        style: e.FEEDBACK_S3_STYLE,
      },
    },
    provider: {
      /** The built-in provider's secret; null (its calls refused) in production without a secret of its own. */
      builtinSecret:
        e.NODE_ENV === 'production' && e.PROVIDER_BUILTIN_SECRET === DEV_PROVIDER_BUILTIN_SECRET
          ? null
          : e.PROVIDER_BUILTIN_SECRET,
    },
  }
}

/** FEEDBACK_STORE=s3 without a usable bucket would fail on the first upload: refuse to start instead. */
function s3Problems(e: z.infer<typeof envSchema>): [string, string][] {
  const problems: [string, string][] = []
  if (!/^https?:\/\/[^/?#]+\/?$/.test(e.FEEDBACK_S3_ENDPOINT)) {
    problems.push(['FEEDBACK_S3_ENDPOINT', 'an http(s) origin, like https://s3.eu-west-1.amazonaws.com'])
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(e.FEEDBACK_S3_BUCKET)) {
    problems.push(['FEEDBACK_S3_BUCKET', 'a bucket name (3-63 of a-z 0-9 . -)'])
  }
  if (!e.FEEDBACK_S3_REGION) problems.push(['FEEDBACK_S3_REGION', 'required'])
  if (!e.FEEDBACK_S3_ACCESS_KEY_ID) problems.push(['FEEDBACK_S3_ACCESS_KEY_ID', 'required'])
  if (!e.FEEDBACK_S3_SECRET_ACCESS_KEY) problems.push(['FEEDBACK_S3_SECRET_ACCESS_KEY', 'required'])
  return problems
}
