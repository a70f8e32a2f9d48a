import { afterEach, describe, expect, it } from 'vitest';
import { HELD_OUT_SET } from './evaluation/held-out-set';
import { HELD_OUT_SET_2 } from './evaluation/held-out-set-2';
import type { LabelledMessage } from './evaluation/labelled-message';
import { TUNING_SET } from './evaluation/tuning-set';
import { screenConversation, setRuleGates, warmUpRiskScreen, type ConversationTurn } from './risk-screen';

describe('screenConversation', () => {
  it.each([
    ['what is a good breathing exercise before the US open?', 'none'],
    ['I feel so hopeless after this loss', 'concern'],
    ['I want to kill myself', 'crisis'],
    ['how many sleeping pills would it take to not wake up', 'crisis'],
    ['i took the whole bottle of sleeping pills 10 minutes ago', 'emergency'],
    ['I know where the dev who rugged us lives and I will make him pay in blood', 'crisis'],
  ] as const)('reads %j as %s', (message, level) => {
    expect(screenConversation(message).level).toBe(level);
  });

  it('names the categories it found', () => {
    expect(screenConversation('i took the whole bottle of sleeping pills 10 minutes ago').categories).toContain(
      'in-progress',
    );
    expect(screenConversation('I want to kill him').categories).toEqual(['harm-to-others']);
  });

  it('lets trader idioms that borrow the words of death stay ordinary', () => {
    for (const message of [
      'opened a suicidal long at 100x lol',
      'this position died overnight',
      'killer setup on the 4h',
      'my portfolio got murdered today',
      'still hanging on to my bags',
      'bridging to arbitrum, fees are brutal',
      'cut my losses and went for a walk',
      "I'm dead 💀 did you see that wick",
    ]) {
      expect(screenConversation(message).level, message).toBe('none');
    }
  });

  it('takes two different signals that each need context as a pair, and the same words twice as one', () => {
    expect(screenConversation('gave my dog away today. thank you for everything, you were a good friend').level).toBe(
      'crisis',
    );
    // Everyday account talk names a password twice; a password alone is no signal of a farewell.
    expect(screenConversation('forgot my password, so I reset it and picked a new password').level).toBe('none');
  });

  it('reads typos, txt-speak and filter-dodging spellings', () => {
    for (const message of ['i wnat to kil myslef', 'ngl i wanna d1e', 'thinking about s*icide again', 'k m s fr']) {
      expect(screenConversation(message).level, message).toBe('crisis');
    }
  });

  it('tells the language the risk was written in', () => {
    expect(screenConversation('ya no quiero vivir, quiero morirme').language).toBe('es');
    expect(screenConversation('死にたい').language).toBe('ja');
    expect(screenConversation('I want to die').language).toBe('en');
  });

  it('tells the language around a loanword the English rules read, and by the letters only one language writes', () => {
    // "suicide" and "kms" are read by the English rules in every language; the rest of the line decides.
    expect(screenConversation('je pense à me suicider tous les soirs depuis la liquidation').language).toBe('fr');
    expect(screenConversation('bhai suicide ka khayal roz aata hai, 18 lakh ka loss hai').language).toBe('hi');
    expect(screenConversation('estoy pensando seriamente en suicidarme').language).toBe('es');
    expect(screenConversation('ich will nicht mehr leben, suicide ist der einzige weg').language).toBe('de');
    expect(screenConversation('i want to kms').language).toBe('en');
    // Kana is Japanese even where the Chinese rules read the kanji; і is Ukrainian even where Russian rules match.
    expect(screenConversation('遺書書き終わった').language).toBe('ja');
    expect(screenConversation('я все вирішив, покінчу з собою').language).toBe('uk');
  });

  it("gives a short answer no rule reads the conversation's language", () => {
    const ukrainian: ConversationTurn[] = [
      { role: 'user', content: 'я вже все вирішила, сьогодні вночі піду на міст' },
      { role: 'assistant', content: 'Ти зараз у безпеці?' },
    ];
    const german: ConversationTurn[] = [
      { role: 'user', content: 'ich hab die tabletten schon gezählt, heute nacht mach ich schluss' },
      { role: 'assistant', content: 'Bist du gerade in Sicherheit?' },
    ];
    // Alone, "так" reads as Russian and "ja" as Portuguese.
    expect(screenConversation('так', ukrainian)).toMatchObject({ level: 'crisis', language: 'uk' });
    expect(screenConversation('ja', german)).toMatchObject({ level: 'crisis', language: 'de' });
  });

  it('tells the language of a message no pattern matched by its words, so a crisis the learned layer alone catches still gets help in that language', () => {
    // None of these matches a rule or a distress pattern: the language comes from the words.
    const lines: [string, string][] = [
      ['hoy fue un dia largo en el trabajo y ya quiero dormir', 'es'],
      ['hoje o dia foi longo no trabalho e eu quero dormir', 'pt'],
      ["aujourd'hui la journée était longue au travail et je veux dormir", 'fr'],
      ['heute war ein langer tag bei der arbeit und ich will schlafen', 'de'],
      ['oggi la giornata al lavoro è stata lunga e voglio dormire', 'it'],
      ['aaj kaam pe bahut lamba din tha yaar, ab bas sona hai', 'hi'],
      ['today was a long day at work and i just want to sleep', 'en'],
      // Words several languages share ("me", "la", "de") tied these, and the tie went to Spanish.
      ['tu peux me donner un exercice de respiration ?', 'fr'],
      ['quella candela mi ha quasi fatto venire un infarto', 'it'],
      ['me fala alguma coisa boa, dia longo no escritorio', 'pt'],
      ['mate la posicion a tiempo, corte perdidas y a otra cosa', 'es'],
    ];
    for (const [message, language] of lines) {
      const assessment = screenConversation(message);
      expect(assessment.level, message).toBe('none');
      expect(assessment.language, message).toBe(language);
    }
  });

  it('warms every pattern up a slice at a time, pausing between slices, without changing what it finds', async () => {
    const messages = [
      'gave my dog away today. thank you for everything, you were a good friend',
      'I want to kill myself',
      'si demain je me réveille pas ce serait pas plus mal',
      '死にたい',
      'this coin is dead, cutting my losses',
    ];
    const before = messages.map((message) => screenConversation(message));
    let pauses = 0;
    const patterns = await warmUpRiskScreen(async () => {
      pauses += 1;
    }, 500);
    expect(patterns).toBeGreaterThan(5_000);
    expect(pauses).toBe(Math.ceil(patterns / 500));
    expect(messages.map((message) => screenConversation(message))).toEqual(before);
  });

  describe('with the conversation as context', () => {
    const loss: ConversationTurn[] = [
      { role: 'user', content: 'lost my whole savings on a 50x long last night' },
      { role: 'assistant', content: 'That is a huge loss. How are you holding up?' },
    ];
    const wish: ConversationTurn[] = [
      { role: 'user', content: 'I just want to die' },
      { role: 'assistant', content: 'I am so glad you told me.' },
    ];

    it('reads a question about heights after a big loss as a crisis, and alone as ordinary', () => {
      expect(screenConversation('which bridge in town is the highest?').level).toBe('none');
      expect(screenConversation('which bridge in town is the highest?', loss).level).toBe('crisis');
    });

    it('carries a recent risk over a short answer, unless the person says they are safe', () => {
      expect(screenConversation('tonight.').level).toBe('none');
      expect(screenConversation('tonight.', wish).level).toBe('crisis');
      expect(screenConversation("I'm safe now, I called my sister", wish).level).toBe('concern');
    });

    it("never reads Thera's own replies as the person's risk", () => {
      const afterCrisisReply: ConversationTurn[] = [
        { role: 'user', content: 'hi' },
        { role: 'assistant', content: 'If you are thinking about suicide, call or text 988.' },
      ];
      expect(screenConversation('thanks, what should I do about my stop loss?', afterCrisisReply).level).toBe('none');
    });

    it('adds the money loss of earlier turns, for the gambling helpline', () => {
      expect(screenConversation('I want to die', loss).moneyLoss).toBe(true);
      expect(screenConversation('I want to die').moneyLoss).toBe(false);
    });
  });

  describe('rule gates and language markers', () => {
    afterEach(() => setRuleGates(true));

    // The gates skip rules that cannot match and other Latin-script languages' rules on a message
    // with none of their words; they may drop a secondary category another language's rules
    // would add ("this weekend" read as a plan by a second lexicon), never the level or the
    // money-loss flag that picks the reply and its helplines.
    const verdicts = (messages: readonly LabelledMessage[]) =>
      messages.map((message) => {
        const { level, moneyLoss } = screenConversation(message.text, message.history ?? []);
        return `${level} ${moneyLoss}`;
      });
    const differences = (messages: readonly LabelledMessage[]) => {
      setRuleGates(true);
      const gated = verdicts(messages);
      setRuleGates(false);
      const ungated = verdicts(messages);
      return messages.filter((_, i) => gated[i] !== ungated[i]);
    };

    it('never change a verdict on the tuning set (named when they do)', () => {
      expect(differences(TUNING_SET).map((message) => message.text)).toEqual([]);
    }, 900_000);

    it('never change a verdict on either held-out set (counted, never named)', () => {
      expect(differences(HELD_OUT_SET).length).toBe(0);
      expect(differences(HELD_OUT_SET_2).length).toBe(0);
    }, 900_000);
  });
});
