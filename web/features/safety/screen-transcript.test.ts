import { describe, expect, it } from 'vitest';
import { screenTranscript } from './screen-transcript';

describe('screenTranscript (Vapi calls, screened in the browser)', () => {
  it('returns crisis help for a crisis transcript, with the lines for the browser locale', async () => {
    const safety = await screenTranscript('I want to kill myself', []);
    expect(safety.level).toBe('crisis');
    expect(safety.help?.resources.map((resource) => resource.href)).toContain('tel:988');
  });

  it('reads the earlier spoken turns as context', async () => {
    expect((await screenTranscript('which bridge in town is the highest?', [])).level).toBe('none');
    const safety = await screenTranscript('which bridge in town is the highest?', [
      'I lost all my savings on a 50x long',
    ]);
    expect(safety.level).toBe('crisis');
  });

  it('attaches no help to an ordinary transcript', async () => {
    expect(await screenTranscript('can we do the breathing exercise?', [])).toEqual({ level: 'none', categories: [] });
  });
});
