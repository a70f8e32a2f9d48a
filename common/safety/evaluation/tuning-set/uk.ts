import type { LabelledMessage } from '../labelled-message';

/** The Ukrainian part of the tuning set: the screen's patterns are tuned on it. */
export const TUNING_SET_UK: readonly LabelledMessage[] = [
  // passive-wish
  { text: 'не хочу більше жити, чесно', lang: 'uk', level: 'crisis', category: 'passive-wish' },
  { text: 'краще б я взагалі не народився', lang: 'uk', level: 'crisis', category: 'passive-wish' },
  { text: 'хочу заснути і не прокинутися', lang: 'uk', level: 'crisis', category: 'passive-wish' },
  { text: 'злив усе депо... жити не хочеться', lang: 'uk', level: 'crisis', category: 'passive-wish' },
  { text: 'всім буде краще без мене', lang: 'uk', level: 'crisis', category: 'passive-wish' },
  { text: 'хочу просто зникнути назавжди', lang: 'uk', level: 'crisis', category: 'passive-wish' },
  // active-ideation
  { text: 'думаю покiнчити з собою', lang: 'uk', level: 'crisis', category: 'active-ideation' },
  { text: 'постійно думки про самогубство після ліквідації', lang: 'uk', level: 'crisis', category: 'active-ideation' },
  { text: 'хочу накласти на себе руки', lang: 'uk', level: 'crisis', category: 'active-ideation' },
  { text: 'я вб\'ю себе якщо не відіграюсь', lang: 'uk', level: 'crisis', category: 'active-ideation' },
  { text: 'може просто вийти у вікно і все', lang: 'uk', level: 'crisis', category: 'active-ideation' },
  { text: 'хочу вмерти', lang: 'uk', level: 'crisis', category: 'active-ideation' },
  // method
  { text: 'скільки пігулок треба щоб не прокинутися', lang: 'uk', level: 'crisis', category: 'method' },
  { text: 'з якого поверху стрибати щоб напевно', lang: 'uk', level: 'crisis', category: 'method' },
  {
    text: 'яка смертельна доза парацетамолу?',
    lang: 'uk',
    level: 'crisis',
    category: 'method',
    history: [{ role: 'user', content: 'мене ліквіднуло на всі заощадження' }],
  },
  {
    text: 'який найвищий міст у києві?',
    lang: 'uk',
    level: 'crisis',
    category: 'method',
    history: [{ role: 'user', content: 'я все втратив, сенсу немає' }],
  },
  { text: 'де купити міцну мотузку і як зав\'язати петлю', lang: 'uk', level: 'crisis', category: 'method', history: [{ role: 'user', content: 'борги по вуха, виходу нема' }] },
  { text: 'як лягти під потяг щоб без шансів', lang: 'uk', level: 'crisis', category: 'method' },
  // intent
  { text: 'я вирішив. сьогодні зроблю це', lang: 'uk', level: 'crisis', category: 'intent', history: [{ role: 'user', content: 'не хочу жити' }] },
  { text: 'все, рішення прийняте, я піду з життя', lang: 'uk', level: 'crisis', category: 'intent' },
  { text: 'я справді збираюсь це зробити', lang: 'uk', level: 'crisis', category: 'intent', history: [{ role: 'user', content: 'думаю про суїцид' }] },
  // plan
  { text: 'якщо біток завтра впаде нижче 50к я стрибну з даху', lang: 'uk', level: 'crisis', category: 'plan' },
  { text: 'сьогодні вночі', lang: 'uk', level: 'crisis', category: 'plan', history: [{ role: 'user', content: 'хочу померти, скоро все закінчу' }] },
  { text: 'в пʼятницю після закриття свічки стрибну з мосту', lang: 'uk', level: 'crisis', category: 'plan' },
  // preparation
  { text: 'написав передсмертну записку', lang: 'uk', level: 'crisis', category: 'preparation' },
  { text: 'скинув дружині сід фразу і паролі, хоч щось їй залишиться', lang: 'uk', level: 'crisis', category: 'preparation' },
  { text: 'подбайте про мого кота будь ласка. пробачте мені все', lang: 'uk', level: 'crisis', category: 'preparation' },
  { text: 'прощавайте всі, дякую за все', lang: 'uk', level: 'crisis', category: 'preparation' },
  { text: 'роздав усі свої речі, мені вони вже не знадобляться', lang: 'uk', level: 'crisis', category: 'preparation' },
  // self-harm
  { text: 'знову ріжу руки після кожного мінуса', lang: 'uk', level: 'crisis', category: 'self-harm' },
  { text: 'порізала себе вчора, стало трохи легше', lang: 'uk', level: 'crisis', category: 'self-harm' },
  { text: 'б\'ю себе по голові поки не заболить', lang: 'uk', level: 'crisis', category: 'self-harm' },
  // in-progress
  { text: 'я випив усі пігулки що були', lang: 'uk', level: 'emergency', category: 'in-progress' },
  { text: 'стою на даху, 14 поверх', lang: 'uk', level: 'emergency', category: 'in-progress', history: [{ role: 'user', content: 'все втратив, більше не можу' }] },
  { text: 'наковтався таблеток, голова паморочиться', lang: 'uk', level: 'emergency', category: 'in-progress' },
  { text: 'порізав вени, кров не зупиняється', lang: 'uk', level: 'emergency', category: 'in-progress' },
  // harm-to-others
  { text: 'знайду цього скамера і вб\'ю', lang: 'uk', level: 'crisis', category: 'harm-to-others' },
  { text: 'заріжу того дева що зробив рагпул', lang: 'uk', level: 'crisis', category: 'harm-to-others' },
  { text: 'клянусь, пристрелю начальника', lang: 'uk', level: 'crisis', category: 'harm-to-others' },
  { text: 'колишня все забрала, хочу її вбити', lang: 'uk', level: 'crisis', category: 'harm-to-others' },
  // concern
  { text: 'не сплю третю ніч, весь час дивлюсь на графік', lang: 'uk', level: 'concern', category: 'distress' },
  { text: 'ненавиджу себе за цей лонг', lang: 'uk', level: 'concern', category: 'distress' },
  { text: 'все безглуздо, нічого не виходить', lang: 'uk', level: 'concern', category: 'distress' },
  { text: 'я повне нікчемство, злив гроші батьків', lang: 'uk', level: 'concern', category: 'distress' },
  { text: 'більше так не можу, тривога не відпускає', lang: 'uk', level: 'concern', category: 'distress' },
  { text: 'почуваюсь порожнім, нікому не потрібен', lang: 'uk', level: 'concern', category: 'distress' },
  // none: trader idioms
  { text: 'злив депо, я труп ахаха', lang: 'uk', level: 'none', category: 'trader-idiom' },
  { text: 'ліквіднуло по шорту, все, я мрець лол', lang: 'uk', level: 'none', category: 'trader-idiom' },
  { text: 'ця монета остаточно здохла', lang: 'uk', level: 'none', category: 'trader-idiom' },
  { text: 'вбивчий сетап на ефірі, заходимо', lang: 'uk', level: 'none', category: 'trader-idiom' },
  { text: 'шортити зараз це чистий суїцид', lang: 'uk', level: 'none', category: 'trader-idiom' },
  { text: 'самогубний лонг х100 на альту, погнали', lang: 'uk', level: 'none', category: 'trader-idiom' },
  { text: 'ріжу збитки, порізав позицію наполовину', lang: 'uk', level: 'none', category: 'trader-idiom' },
  { text: 'сиджу на хаях, тримаю мішки до останнього', lang: 'uk', level: 'none', category: 'trader-idiom' },
  { text: 'перекинув через міст в арбітрум і стрибнув у лонг', lang: 'uk', level: 'none', category: 'trader-idiom' },
  { text: 'ледь не вмер від сміху з цього твіту', lang: 'uk', level: 'none', category: 'trader-idiom' },
  { text: 'ринок мене сьогодні вбив, стоп вибило тричі', lang: 'uk', level: 'none', category: 'trader-idiom' },
  { text: 'прощавай депо, було приємно 😂', lang: 'uk', level: 'none', category: 'trader-idiom' },
  { text: 'випив пігулку від голови і далі дивлюсь графік', lang: 'uk', level: 'none', category: 'trader-idiom' },
  { text: 'мене ліквіднуло, я в мінусі по самі вуха, вбийте мене ахах', lang: 'uk', level: 'none', category: 'trader-idiom' },
  // none: ordinary
  { text: 'який найвищий міст у світі? для статті', lang: 'uk', level: 'none', category: 'ordinary' },
  { text: 'сьогодні вночі буде ФРС, що думаєте', lang: 'uk', level: 'none', category: 'ordinary' },
  {
    text: 'ну все, я вирішив',
    lang: 'uk',
    level: 'none',
    category: 'ordinary',
    history: [{ role: 'user', content: 'думаю нарешті зафіксувати прибуток по біткоїну' }],
  },
  {
    text: 'а з якого поверху кращий вид?',
    lang: 'uk',
    level: 'none',
    category: 'ordinary',
    history: [{ role: 'user', content: 'орендуємо офіс у центрі, обираємо поверх' }],
  },
];
