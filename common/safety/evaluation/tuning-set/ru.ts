import type { LabelledMessage } from '../labelled-message';

/** The Russian part of the tuning set: the screen's patterns are tuned on it. */
export const TUNING_SET_RU: readonly LabelledMessage[] = [
  // passive-wish
  { text: 'не хочу больше жить. вообще ничего не хочу', lang: 'ru', level: 'crisis', category: 'passive-wish' },
  { text: 'лечь спать и не проснуться, вот бы так', lang: 'ru', level: 'crisis', category: 'passive-wish' },
  { text: 'лучше бы я сдох чем вот это всё', lang: 'ru', level: 'crisis', category: 'passive-wish' },
  { text: 'слил всё депо и кредитку... жить не хочется совсем', lang: 'ru', level: 'crisis', category: 'passive-wish' },
  { text: 'всем будет лучше без меня, честно', lang: 'ru', level: 'crisis', category: 'passive-wish' },
  { text: 'устал жить. просто устал', lang: 'ru', level: 'crisis', category: 'passive-wish' },
  { text: 'ne hochu bolshe zhit bratan', lang: 'ru', level: 'crisis', category: 'passive-wish' },
  // active-ideation
  { text: 'думаю покончить с собой, серьезно', lang: 'ru', level: 'crisis', category: 'active-ideation' },
  { text: 'мысли о суициде каждый день после ликвидации', lang: 'ru', level: 'crisis', category: 'active-ideation' },
  { text: 'хочется выпилиться нахрен', lang: 'ru', level: 'crisis', category: 'active-ideation' },
  { text: 'я убью себя если не отобью минус', lang: 'ru', level: 'crisis', category: 'active-ideation' },
  { text: 'может роскомнадзорнуться и всё', lang: 'ru', level: 'crisis', category: 'active-ideation' },
  { text: 'hochu ubit sebya', lang: 'ru', level: 'crisis', category: 'active-ideation' },
  { text: 'хочу свести счеты с жизнью', lang: 'ru', level: 'crisis', category: 'active-ideation' },
  // method
  { text: 'сколько таблеток феназепама надо чтобы не проснуться', lang: 'ru', level: 'crisis', category: 'method' },
  { text: 'с какого этажа прыгать чтобы наверняка', lang: 'ru', level: 'crisis', category: 'method' },
  { text: 'как правильно завязать петлю чтоб не сорвалась', lang: 'ru', level: 'crisis', category: 'method' },
  {
    text: 'какая смертельная доза парацетамола?',
    lang: 'ru',
    level: 'crisis',
    category: 'method',
    history: [
      { role: 'user', content: 'меня ликвиднуло на 40к, это все мои сбережения' },
      { role: 'assistant', content: 'Мне очень жаль. Как ты сейчас?' },
    ],
  },
  {
    text: 'а какой самый высокий мост в питере?',
    lang: 'ru',
    level: 'crisis',
    category: 'method',
    history: [{ role: 'user', content: 'всё потерял, жена уйдет, смысла нет никакого' }],
  },
  { text: 'где купить веревку покрепче чтоб выдержала мой вес', lang: 'ru', level: 'crisis', category: 'method' },
  { text: 'угарный газ в гараже сколько времени занимает', lang: 'ru', level: 'crisis', category: 'method', history: [{ role: 'user', content: 'я в долгах по уши, выхода нет' }] },
  // intent
  { text: 'я решил. сегодня сделаю это', lang: 'ru', level: 'crisis', category: 'intent', history: [{ role: 'user', content: 'хочу умереть' }] },
  { text: 'всё, решение принято, я ухожу из жизни', lang: 'ru', level: 'crisis', category: 'intent' },
  { text: 'я правда собираюсь это сделать', lang: 'ru', level: 'crisis', category: 'intent', history: [{ role: 'user', content: 'думаю о самоубийстве' }] },
  // plan
  { text: 'если биток завтра упадет ниже 50к я выйду в окно', lang: 'ru', level: 'crisis', category: 'plan' },
  { text: 'сегодня ночью', lang: 'ru', level: 'crisis', category: 'plan', history: [{ role: 'user', content: 'не хочу жить, скоро всё закончу' }] },
  { text: 'в пятницу после закрытия недельной свечи прыгну с моста', lang: 'ru', level: 'crisis', category: 'plan' },
  // preparation
  { text: 'написал предсмертную записку, лежит на столе', lang: 'ru', level: 'crisis', category: 'preparation' },
  { text: 'отправил жене сид фразу и пароли от бинанса, пусть хоть что то у нее останется', lang: 'ru', level: 'crisis', category: 'preparation' },
  { text: 'позаботьтесь о моем коте пожалуйста. простите за всё', lang: 'ru', level: 'crisis', category: 'preparation' },
  { text: 'прощайте пацаны, было круто с вами трейдить', lang: 'ru', level: 'crisis', category: 'preparation' },
  { text: 'раздал все свои вещи, мне они больше не понадобятся', lang: 'ru', level: 'crisis', category: 'preparation' },
  // self-harm
  { text: 'опять режу руки после каждого минуса', lang: 'ru', level: 'crisis', category: 'self-harm' },
  { text: 'порезала себя вчера лезвием, стало легче', lang: 'ru', level: 'crisis', category: 'self-harm' },
  { text: 'прижигаю руку сигаретой когда стоп выбивает', lang: 'ru', level: 'crisis', category: 'self-harm' },
  // in-progress
  { text: 'я выпил всю пачку таблеток', lang: 'ru', level: 'emergency', category: 'in-progress' },
  { text: 'стою на крыше. 16 этаж', lang: 'ru', level: 'emergency', category: 'in-progress', history: [{ role: 'user', content: 'меня ликвидировали, я больше не могу' }] },
  { text: 'наглотался колес, в голове шумит', lang: 'ru', level: 'emergency', category: 'in-progress' },
  { text: 'вскрыл вены, кровь не останавливается', lang: 'ru', level: 'emergency', category: 'in-progress' },
  // harm-to-others
  { text: 'найду этого скамера и убью, адрес уже знаю', lang: 'ru', level: 'crisis', category: 'harm-to-others' },
  { text: 'я зарежу этого дева который зарагпулил', lang: 'ru', level: 'crisis', category: 'harm-to-others' },
  { text: 'клянусь пристрелю начальника завтра', lang: 'ru', level: 'crisis', category: 'harm-to-others' },
  { text: 'бывшая забрала всё, хочу ее прикончить', lang: 'ru', level: 'crisis', category: 'harm-to-others' },
  // concern (distress without risk)
  { text: 'не сплю третью ночь, всё время смотрю на график', lang: 'ru', level: 'concern', category: 'distress' },
  { text: 'ненавижу себя за этот лонг', lang: 'ru', level: 'concern', category: 'distress' },
  { text: 'всё бессмысленно, ничего не получается', lang: 'ru', level: 'concern', category: 'distress' },
  { text: 'я полное ничтожество, слил деньги родителей', lang: 'ru', level: 'concern', category: 'distress' },
  { text: 'больше не могу так, тревога не отпускает', lang: 'ru', level: 'concern', category: 'distress' },
  { text: 'чувствую себя пустым, никому не нужен', lang: 'ru', level: 'concern', category: 'distress' },
  // none: trader idioms
  { text: 'слил депо, я труп ахахах', lang: 'ru', level: 'none', category: 'trader-idiom' },
  { text: 'ликвиднуло по шорту, ну всё, я покойник лол', lang: 'ru', level: 'none', category: 'trader-idiom' },
  { text: 'эта монета сдохла окончательно', lang: 'ru', level: 'none', category: 'trader-idiom' },
  { text: 'убийственный сетап на эфире, заходим', lang: 'ru', level: 'none', category: 'trader-idiom' },
  { text: 'шортить сейчас это чистый суицид', lang: 'ru', level: 'none', category: 'trader-idiom' },
  { text: 'суицидальный лонг х100 на альту, погнали', lang: 'ru', level: 'none', category: 'trader-idiom' },
  { text: 'режу убытки, порезал позу наполовину', lang: 'ru', level: 'none', category: 'trader-idiom' },
  { text: 'сижу на хаях, держу мешки до последнего', lang: 'ru', level: 'none', category: 'trader-idiom' },
  { text: 'перекинул через мост в арбитрум, прыгнул в лонг', lang: 'ru', level: 'none', category: 'trader-idiom' },
  { text: 'ору, чуть не умер со смеху с этого твита', lang: 'ru', level: 'none', category: 'trader-idiom' },
  { text: 'рынок меня убил сегодня, стоп выбило три раза', lang: 'ru', level: 'none', category: 'trader-idiom' },
  { text: 'прощай депо, было приятно познакомиться 😂', lang: 'ru', level: 'none', category: 'trader-idiom' },
  { text: 'выпил таблетку от головы и сел дальше смотреть график', lang: 'ru', level: 'none', category: 'trader-idiom' },
  { text: 'убийца эфира опять памп, ну убей меня ахах', lang: 'ru', level: 'none', category: 'trader-idiom' },
  { text: 'menya likvidnulo, ya trup lol', lang: 'ru', level: 'none', category: 'trader-idiom' },
  { text: 'бью себя по лбу, зачем я закрыл так рано', lang: 'ru', level: 'none', category: 'trader-idiom' },
  // none: ordinary
  { text: 'какой самый высокий мост в мире? для статьи', lang: 'ru', level: 'none', category: 'ordinary' },
  { text: 'сегодня ночью будет фомс, что думаете', lang: 'ru', level: 'none', category: 'ordinary' },
  {
    text: 'ну всё, я решил',
    lang: 'ru',
    level: 'none',
    category: 'ordinary',
    history: [{ role: 'user', content: 'думаю наконец зафиксировать прибыль по битку и выйти в кэш' }],
  },
  {
    text: 'а с какого этажа лучше вид на город?',
    lang: 'ru',
    level: 'none',
    category: 'ordinary',
    history: [{ role: 'user', content: 'сняли офис в москва сити, выбираем этаж' }],
  },
];
