import { describe, expect, it } from 'vitest';
import { createSentenceSplitter } from './sentence-splitter';

describe('createSentenceSplitter', () => {
  it('gives each sentence as soon as the space after its end arrives', () => {
    const splitter = createSentenceSplitter();
    expect(splitter.push('That sounds ')).toEqual([]);
    expect(splitter.push('hard.')).toEqual([]);
    expect(splitter.push(' What')).toEqual(['That sounds hard.']);
    expect(splitter.push(' happened? Take')).toEqual(['What happened?']);
    expect(splitter.push(' a breath')).toEqual([]);
    expect(splitter.flush()).toBe('Take a breath');
    expect(splitter.flush()).toBe('');
  });

  it('does not cut inside numbers or at a dot with no space after it', () => {
    const splitter = createSentenceSplitter();
    expect(splitter.push('BTC fell 3.5% today')).toEqual([]);
    expect(splitter.push('... and I sold! ')).toEqual(['BTC fell 3.5% today...', 'and I sold!']);
  });

  it('keeps closing quotes and brackets with their sentence and cuts at line breaks', () => {
    const splitter = createSentenceSplitter();
    expect(splitter.push('She said "enough." Then\nbreathe (slowly.) Now ')).toEqual([
      'She said "enough."',
      'Then',
      'breathe (slowly.)',
    ]);
    expect(splitter.flush()).toBe('Now');
  });
});
