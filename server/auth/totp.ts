import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** GoTrue's TOTP settings: SHA-1, 6 digits, 30 s steps, one step of drift either way. */
const PERIOD_SECONDS = 30;

export function newTotpSecret() {
  return generateSecret();
}

export async function totpEnrolment(secret: string, issuer: string, accountName: string) {
  const uri = generateURI({ issuer, label: accountName, secret, period: PERIOD_SECONDS, digits: 6 });
  // supabase-js prepends `data:image/svg+xml;utf-8,` itself, so the SVG goes out raw.
  const qrCode = await QRCode.toString(uri, { type: 'svg', margin: 2 });
  return { qr_code: qrCode, secret, uri };
}

/**
 * The time step the code belongs to, or undefined when it is wrong or from a step at or before
 * `lastUsedStep` (each code is accepted once).
 */
export async function acceptedTotpStep(secret: string, code: string, lastUsedStep: number | null) {
  if (!/^\d{6}$/.test(code)) return undefined;
  try {
    const result = await verify({
      secret,
      token: code,
      period: PERIOD_SECONDS,
      epochTolerance: PERIOD_SECONDS,
      ...(lastUsedStep === null ? {} : { afterTimeStep: lastUsedStep }),
    });
    if (!result.valid || !('timeStep' in result)) return undefined;
    return result.timeStep;
  } catch {
    return undefined;
  }
}
