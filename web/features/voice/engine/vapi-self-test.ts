import { loadVapiConstructor } from './load-vapi';

declare global {
  interface Window {
    /** Constructs the Vapi SDK from the production build's dynamic import, without a call. */
    __theraVapiSelfTest?: (publicKey: string) => Promise<string>;
  }
}

/**
 * TOOLCHAIN.md snag 1 only shows in the production build, so the browser test needs a way to
 * construct the SDK there without a call (snag 7: no call can reach Daily here). Installed only
 * when the page opts in (localStorage 'thera:vapi-self-test' = 'on'), so users never see it.
 */
export function installVapiSelfTestIfAsked(): void {
  let asked = false;
  try {
    asked = window.localStorage.getItem('thera:vapi-self-test') === 'on';
  } catch {
    asked = false;
  }
  if (!asked || window.__theraVapiSelfTest) return;
  window.__theraVapiSelfTest = async (publicKey) => {
    const Vapi = await loadVapiConstructor();
    const vapi = new Vapi(publicKey);
    return typeof vapi.start === 'function' && typeof vapi.on === 'function' ? 'constructed' : 'not a Vapi client';
  };
}
