import { describe, expect, it } from 'vitest';
import { contactLinks } from './contact-links';

describe('contactLinks', () => {
  it('gives a phone number call and message links, digits only, keeping a leading +', () => {
    expect(contactLinks('+44 (0)7700 900-123')).toEqual([
      { kind: 'call', href: 'tel:+4407700900123' },
      { kind: 'message', href: 'sms:+4407700900123' },
    ]);
    expect(contactLinks('988')).toEqual([
      { kind: 'call', href: 'tel:988' },
      { kind: 'message', href: 'sms:988' },
    ]);
  });

  it('opens a web address and leaves handles and nonsense as plain text', () => {
    expect(contactLinks('https://988lifeline.org/chat/')).toEqual([
      { kind: 'open', href: 'https://988lifeline.org/chat/' },
    ]);
    expect(contactLinks('@sam on Signal')).toEqual([]);
    expect(contactLinks('12')).toEqual([]);
    expect(contactLinks('javascript:alert(1)')).toEqual([]);
  });
});
