import { describe, expect, it } from 'vitest';
import { pickActiveSection } from './active-section';

const ORDER = ['introduction', 'vision', 'token-overview', 'tokenomics'];

describe('pickActiveSection', () => {
  it('marks the first visible section in document order, not in the order they appeared', () => {
    expect(pickActiveSection(ORDER, new Set(['tokenomics', 'vision']), 'introduction')).toBe('vision');
  });

  it('keeps the previous section while no section is in the reading band', () => {
    expect(pickActiveSection(ORDER, new Set(), 'token-overview')).toBe('token-overview');
  });

  it('marks the last section once the end of the document is on screen', () => {
    expect(pickActiveSection(ORDER, new Set(['vision']), 'vision', true)).toBe('tokenomics');
  });
});
