import { describe, expect, it } from 'vitest';
import { startingProfessionals } from './starting-professionals';

describe('startingProfessionals', () => {
  it('offers the US lines, a text line with its keyword, and the emergency number for en-US', () => {
    const list = startingProfessionals('en-US');
    expect(list).toContainEqual({ name: '988 Suicide & Crisis Lifeline', reach: '988' });
    expect(list).toContainEqual({ name: 'Crisis Text Line (text HOME)', reach: '741741' });
    expect(list).toContainEqual(expect.objectContaining({ reach: '911' }));
  });

  it("offers the person's own country first (en-GB: Samaritans, then 999 among the rest)", () => {
    const list = startingProfessionals('en-GB,en;q=0.9');
    expect(list[0]).toEqual({ name: 'Samaritans', reach: '116123' });
    expect(list).toContainEqual(expect.objectContaining({ reach: '999' }));
  });
});
