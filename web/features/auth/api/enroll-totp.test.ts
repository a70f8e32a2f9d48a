import { describe, expect, it } from 'vitest';
import { imageUrlOfQrCode } from './enroll-totp';

describe('imageUrlOfQrCode', () => {
  it("percent-encodes the raw SVG supabase-js puts in the data URL, so '#' colours survive", () => {
    const url = imageUrlOfQrCode('data:image/svg+xml;utf-8,<svg fill="#000"><path d="M0 0"/></svg>');
    expect(url).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent('<svg fill="#000"><path d="M0 0"/></svg>')}`,
    );
    expect(url).not.toContain('#');
  });

  it('leaves other image URLs alone', () => {
    expect(imageUrlOfQrCode('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
  });
});
