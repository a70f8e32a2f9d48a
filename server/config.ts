import { z } from 'zod';
import { GUIDED_SESSION_DEFINITIONS, type ExerciseSlug } from '@common/guided-sessions';

/**
 * The server's one configuration module. Every variable is documented in .env.example;
 * all problems are reported at once and the process stops before serving anything.
 */
const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = optionalString.pipe(z.url().optional());

type SessionAssistantEnv = (typeof GUIDED_SESSION_DEFINITIONS)[number]['vapiAssistantEnv'];

/** One VAPI_ASSISTANT_* variable per guided session, named by its definition (common/guided-sessions.ts). */
const sessionAssistantEnv = Object.fromEntries(
  GUIDED_SESSION_DEFINITIONS.map((definition) => [definition.vapiAssistantEnv, optionalString]),
) as Record<SessionAssistantEnv, typeof optionalString>;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  /** PGlite: how long one client's statement may hold the database while another waits (0: off). */
  PGLITE_SLICE_MS: z.coerce.number().int().min(0).max(60_000).default(50),
  /**
   * The public origin users reach the app at, for links in mail and redirects. Unset: the app
   * works on whatever origin it is opened from (docs/decisions/0006-same-origin-by-default.md).
   */
  SITE_URL: optionalUrl,
  /** Where browsers reach the API when it is not the page's own origin (split deployments). */
  API_URL: optionalUrl,
  /** Extra origins allowed to call the API from a browser (comma separated). */
  CORS_ORIGINS: z.string().default(''),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** How many reverse proxies we run in front of the server (0: X-Forwarded-For is ignored). */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),

  JWT_EXPIRY_SECONDS: z.coerce.number().int().min(300).max(86_400).default(3600),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('TheraAgent <no-reply@theraagent.local>'),
  /** Turn per-IP auth rate limits off only for local load tests. */
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),

  THERA_LLM_BASE_URL: optionalUrl,
  THERA_LLM_MODEL: optionalString,
  THERA_LLM_API_KEY: optionalString,
  THERA_LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(30_000),
  /** How long the model's second opinion on risk may take before the reply goes without it. */
  THERA_LLM_SAFETY_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2500),

  VAPI_PUBLIC_KEY: optionalString,
  VAPI_ASSISTANT_ID: optionalString,
  ...sessionAssistantEnv,
  SENTRY_DSN: optionalUrl,

  BRAND_X_URL: optionalUrl,
  BRAND_TELEGRAM_URL: optionalUrl,
  BRAND_CHART_URL: optionalUrl,
  TOKEN_CONTRACT_ADDRESS: optionalString,
  /** `{address}` is replaced with the contract address. */
  TOKEN_EXPLORER_URL_TEMPLATE: z.string().default('https://solscan.io/token/{address}'),
  INTRO_VIDEO_URL: optionalUrl,

  /** The live Market Sentiment tab, landing teaser and dashboard card; off shows the seed's "coming soon". */
  SENTIMENT_LIVE: z.enum(['on', 'off']).default('on'),
  /** Prices beside the community's mood: none (default, nothing leaves the server) or coingecko. */
  MARKET_DATA_PROVIDER: z.enum(['none', 'coingecko']).default('none'),
  MARKET_DATA_URL: z.url().default('https://api.coingecko.com/api/v3'),
  MARKET_DATA_API_KEY: optionalString,
  /** At least a minute: the vendor's free tier is rate limited, and prices need not be fresher. */
  MARKET_DATA_CACHE_SECONDS: z.coerce.number().int().min(60).max(3600).default(120),
  MARKET_DATA_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
});

export type ServerConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}\nSee .env.example for every variable.`);
  }
  const e = parsed.data;
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const apiUrl = e.API_URL ?? e.SITE_URL;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    pgliteSliceMs: e.PGLITE_SLICE_MS,
    /** Links in mail and the redirect fallback: SITE_URL, else this machine's own address. */
    siteUrl,
    /**
     * The API origin every browser is told to use, or null: the origin the page came from, so the
     * app works on localhost, 127.0.0.1, a LAN address or behind a proxy alike.
     */
    pinnedApiOrigin: apiUrl ? new URL(apiUrl).origin : null,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    logLevel: e.LOG_LEVEL,
    trustedProxyHops: e.TRUSTED_PROXY_HOPS,
    auth: {
      jwtExpirySeconds: e.JWT_EXPIRY_SECONDS,
      smtpUrl: e.SMTP_URL,
      mailFrom: e.MAIL_FROM,
      /** DECISIONS.md: confirmation is on exactly when a mail server is configured. */
      emailConfirmation: e.SMTP_URL !== undefined,
      rateLimits: e.RATE_LIMITS === 'on',
    },
    llm: e.THERA_LLM_BASE_URL
      ? {
          baseUrl: e.THERA_LLM_BASE_URL,
          model: e.THERA_LLM_MODEL ?? 'llama3.2',
          apiKey: e.THERA_LLM_API_KEY,
          timeoutMs: e.THERA_LLM_TIMEOUT_MS,
          safetyTimeoutMs: e.THERA_LLM_SAFETY_TIMEOUT_MS,
        }
      : undefined,
    voice: {
      vapiPublicKey: e.VAPI_PUBLIC_KEY ?? null,
      mainAssistantId: e.VAPI_ASSISTANT_ID ?? null,
      sessionAssistantIds: Object.fromEntries(
        GUIDED_SESSION_DEFINITIONS.map((definition) => [definition.slug, e[definition.vapiAssistantEnv] ?? null]),
      ) as Record<ExerciseSlug, string | null>,
    },
    sentryDsn: e.SENTRY_DSN,
    brand: {
      xUrl: e.BRAND_X_URL ?? null,
      telegramUrl: e.BRAND_TELEGRAM_URL ?? null,
      chartUrl: e.BRAND_CHART_URL ?? null,
      contractAddress: e.TOKEN_CONTRACT_ADDRESS ?? null,
      explorerUrl: e.TOKEN_CONTRACT_ADDRESS
        ? e.TOKEN_EXPLORER_URL_TEMPLATE.replace('{address}', encodeURIComponent(e.TOKEN_CONTRACT_ADDRESS))
        : null,
      introVideoUrl: e.INTRO_VIDEO_URL ?? null,
    },
    sentimentLive: e.SENTIMENT_LIVE === 'on',
    market:
      e.MARKET_DATA_PROVIDER === 'coingecko'
        ? {
            provider: 'coingecko' as const,
            baseUrl: e.MARKET_DATA_URL,
            apiKey: e.MARKET_DATA_API_KEY,
            cacheMs: e.MARKET_DATA_CACHE_SECONDS * 1000,
            timeoutMs: e.MARKET_DATA_TIMEOUT_MS,
          }
        : { provider: 'none' as const },
  };
}
