import { z } from 'zod';

/**
 * What the browser learns at start from GET /app-config.json: one build serves any deployment.
 * Empty strings and nulls mean "not configured"; the UI then says so instead of guessing.
 */
export const brandSettingsSchema = z.object({
  xUrl: z.string().nullable(),
  telegramUrl: z.string().nullable(),
  chartUrl: z.string().nullable(),
  contractAddress: z.string().nullable(),
  /** Explorer page for the contract address (already filled in), or null without an address. */
  explorerUrl: z.string().nullable(),
  introVideoUrl: z.string().nullable(),
});

export const appConfigSchema = z.object({
  /** The API origin, or null: the origin the page was loaded from (the default deployment). */
  supabaseUrl: z.string().nullable(),
  supabaseAnonKey: z.string(),
  brand: brandSettingsSchema,
  voice: z.object({
    vapiPublicKey: z.string().nullable(),
    mainAssistantId: z.string().nullable(),
    /** Vapi assistant id per guided session slug; null means "send our own prompt inline". */
    sessionAssistantIds: z.record(z.string(), z.string().nullable()),
  }),
  features: z.object({
    pointsLive: z.boolean(),
    sentimentLive: z.boolean(),
    errorReporting: z.boolean(),
  }),
});

export type BrandSettings = z.infer<typeof brandSettingsSchema>;
export type AppConfig = z.infer<typeof appConfigSchema>;
