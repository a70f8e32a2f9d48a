/** A link that reaches a contact: call, message, or open their page. */
export interface ContactLink {
  kind: 'call' | 'message' | 'open';
  href: string;
}

/**
 * How a plan contact's `reach` can be used from a phone: a number gets call (tel:) and message
 * (sms:) links, a web address opens, anything else (a Signal or Telegram handle) is shown as
 * written. Digits only in the link, keeping a leading +, as dialers expect.
 */
export function contactLinks(reach: string): ContactLink[] {
  const text = reach.trim();
  if (/^https?:\/\/\S+$/i.test(text)) return [{ kind: 'open', href: text }];
  if (/^\+?[\d\s().-]+$/.test(text)) {
    const digits = text.replace(/[^\d]/g, '');
    if (digits.length < 3 || digits.length > 15) return [];
    const number = (text.startsWith('+') ? '+' : '') + digits;
    return [
      { kind: 'call', href: `tel:${number}` },
      { kind: 'message', href: `sms:${number}` },
    ];
  }
  return [];
}
