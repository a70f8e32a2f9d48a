import { inLanguage } from './rows-with-history';

/**
 * Each language's rows, with the kind reply that answers a person's one earlier turn (a loss, say)
 * in that language: the reply tuning rounds 6 and 7 read their rows in (zhHans: the same reply in
 * simplified characters, for rows written in them).
 */
export const WITH_KIND_REPLY = {
  en: inLanguage('en', "That sounds really heavy. Thanks for telling me. What's going on for you right now?"),
  es: inLanguage('es', 'Eso suena muy pesado. Gracias por contármelo. ¿Qué está pasando contigo ahora?'),
  pt: inLanguage('pt', 'Isso parece mesmo pesado. Obrigada por me contares. Como estás agora?'),
  fr: inLanguage('fr', "Ça a l'air vraiment lourd. Merci de me le dire. Qu'est-ce qui se passe pour toi là ?"),
  de: inLanguage('de', 'Das klingt schwer. Danke, dass du es mir sagst. Was ist gerade los bei dir?'),
  it: inLanguage('it', 'Sembra davvero pesante. Grazie per avermelo detto. Cosa succede adesso?'),
  ru: inLanguage('ru', 'Звучит очень тяжело. Спасибо, что написал. Что сейчас происходит?'),
  uk: inLanguage('uk', 'Це звучить дуже важко. Дякую, що написали. Що зараз відбувається?'),
  tr: inLanguage('tr', 'Bu gerçekten ağır geliyor. Anlattığın için teşekkürler. Şu an neler oluyor?'),
  zh: inLanguage('zh', '聽起來真的很沉重。謝謝你告訴我。你現在怎麼樣？'),
  zhHans: inLanguage('zh', '听起来真的很沉重。谢谢你告诉我。你现在怎么样？'),
  ja: inLanguage('ja', 'それはしんどいね。話してくれてありがとう。今はどんな感じ？'),
  ko: inLanguage('ko', '정말 무거운 얘기네요. 말해줘서 고마워요. 지금은 어떠세요?'),
  vi: inLanguage('vi', 'Nghe thật nặng nề. Cảm ơn bạn đã kể. Bây giờ bạn thế nào?'),
  id: inLanguage('id', 'Kedengerannya berat banget. Makasih udah cerita. Sekarang kamu gimana?'),
  hi: inLanguage('hi', 'यह सच में भारी लग रहा है। बताने के लिए शुक्रिया। अभी आप कैसे हैं?'),
};
