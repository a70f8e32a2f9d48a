import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { GUIDED_SESSION_DEFINITIONS } from '@common/guided-sessions';
import { loadConfig } from './config';

describe("loadConfig's Vapi assistants", () => {
  it("reads each guided session's assistant from the variable its definition names", () => {
    const env = Object.fromEntries(
      GUIDED_SESSION_DEFINITIONS.map((definition) => [definition.vapiAssistantEnv, `assistant-for-${definition.slug}`]),
    );
    const { voice } = loadConfig({ ...env, VAPI_ASSISTANT_ID: 'main-assistant' });
    expect(voice.mainAssistantId).toBe('main-assistant');
    expect(Object.keys(voice.sessionAssistantIds)).toHaveLength(GUIDED_SESSION_DEFINITIONS.length);
    for (const { slug } of GUIDED_SESSION_DEFINITIONS) {
      expect(voice.sessionAssistantIds[slug]).toBe(`assistant-for-${slug}`);
    }
  });

  it('leaves a session without its variable on the main assistant (null), blank counting as unset', () => {
    const [first, second] = GUIDED_SESSION_DEFINITIONS;
    const { voice } = loadConfig({ [first.vapiAssistantEnv]: 'only-this-one', [second.vapiAssistantEnv]: '  ' });
    expect(voice.sessionAssistantIds[first.slug]).toBe('only-this-one');
    expect(voice.sessionAssistantIds[second.slug]).toBeNull();
  });

  it("lists every session's variable in .env.example", async () => {
    const example = await readFile(new URL('../.env.example', import.meta.url), 'utf8');
    const listed = new Set(example.split('\n').map((line) => line.split('=')[0]));
    for (const { vapiAssistantEnv } of GUIDED_SESSION_DEFINITIONS) expect(listed).toContain(vapiAssistantEnv);
  });
});
