import { getAuthClient } from '@web/lib/auth-client';

export interface PendingTotpFactor {
  id: string;
  /** A data: URL, ready for an <img>. */
  qrCode: string;
  secret: string;
  uri: string;
}

/**
 * Starts enrolment: the factor exists but stays unverified until a code confirms it. An
 * unverified factor left by an earlier, abandoned set-up (tab closed half-way) is dropped first:
 * it can never be used, and its name would block reusing it.
 */
export async function enrollTotp(friendlyName: string): Promise<PendingTotpFactor> {
  const mfa = getAuthClient().mfa;
  const { data: factors, error: listError } = await mfa.listFactors();
  if (listError) throw listError;
  for (const stale of factors.all.filter((factor) => factor.status !== 'verified')) {
    await discardPendingFactor(stale.id);
  }
  const { data, error } = await mfa.enroll({ factorType: 'totp', friendlyName });
  if (error) throw error;
  return { id: data.id, qrCode: imageUrlOfQrCode(data.totp.qr_code), secret: data.totp.secret, uri: data.totp.uri };
}

const RAW_SVG_PREFIX = 'data:image/svg+xml;utf-8,';

/**
 * supabase-js turns the server's raw SVG into `data:image/svg+xml;utf-8,<svg...>` without
 * escaping it, so a `#` in the SVG (e.g. fill="#000000") ends the URL and the image breaks.
 * Percent-encoding the SVG part makes any server's QR code display.
 */
export function imageUrlOfQrCode(qrCode: string): string {
  if (!qrCode.startsWith(RAW_SVG_PREFIX)) return qrCode;
  const svg = qrCode.slice(RAW_SVG_PREFIX.length);
  return svg.startsWith('<') ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` : qrCode;
}

/** Confirms a factor (enrolment or sign-in) with a code; the session becomes aal2. */
export async function verifyTotp(factorId: string, code: string): Promise<void> {
  const { error } = await getAuthClient().mfa.challengeAndVerify({ factorId, code });
  if (error) throw error;
}

/** Drops an unverified factor when the user abandons its set-up, so its name can be reused. */
export async function discardPendingFactor(factorId: string): Promise<void> {
  const { error } = await getAuthClient().mfa.unenroll({ factorId });
  if (error) throw error;
}
