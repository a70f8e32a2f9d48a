import type VapiClient from '@vapi-ai/web';

export type VapiConstructor = typeof VapiClient;

/**
 * Loads the Vapi web SDK (and Daily inside it, ~79 KB gz) only when a Vapi call starts.
 * The package is CommonJS: Vite 8's production build can hand back the module namespace as
 * `default`, so unwrap once more (docs/toolchain-notes.md, note 1).
 */
export async function loadVapiConstructor(): Promise<VapiConstructor> {
  const module = await import('@vapi-ai/web');
  const exported = module.default as unknown as { default?: VapiConstructor };
  return exported.default ?? (module.default as VapiConstructor);
}
