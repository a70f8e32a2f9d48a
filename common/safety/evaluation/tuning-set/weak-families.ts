/**
 * A tuning batch written on 2026-11-26 for the families where both held-out sets showed the
 * screen weakest, read only from their per-category and per-language recall (never from their
 * messages): passive wishes, acts in progress, means questions, preparations, intent and harm to
 * others, with Hindi and Indonesian weakest among languages. Tuned on; new wording, not
 * paraphrases of any held-out message.
 */
import type { LabelledMessage } from '../labelled-message';

function inLanguage(lang: LabelledMessage['lang']) {
  return (text: string, level: LabelledMessage['level'], category: LabelledMessage['category']): LabelledMessage => ({
    text,
    lang,
    level,
    category,
  });
}

const en = inLanguage('en');
const es = inLanguage('es');
const pt = inLanguage('pt');
const fr = inLanguage('fr');
const de = inLanguage('de');
const it = inLanguage('it');
const ru = inLanguage('ru');
const uk = inLanguage('uk');
const tr = inLanguage('tr');
const zh = inLanguage('zh');
const ja = inLanguage('ja');
const ko = inLanguage('ko');
const vi = inLanguage('vi');
const id = inLanguage('id');
const hi = inLanguage('hi');

export const TUNING_SET_WEAK_FAMILIES: readonly LabelledMessage[] = [
  en('wouldnt even be mad if i just didnt make it to next year', 'crisis', 'passive-wish'),
  en('part of me hopes i get sick and it takes me quietly', 'crisis', 'passive-wish'),
  en('i wish i could just stop existing for good', 'crisis', 'passive-wish'),
  en('id honestly be relieved if i never opened my eyes again', 'crisis', 'passive-wish'),
  en('how many mg of diphenhydramine does it take to stop your heart', 'crisis', 'method'),
  en('which floor of a parking garage is high enough that you dont survive', 'crisis', 'method'),
  en('is it painless to drown or does it hurt', 'crisis', 'method'),
  en('already took like 40 of my sleeping pills, starting to feel heavy', 'emergency', 'in-progress'),
  en('the rope is up and im standing on the chair', 'emergency', 'in-progress'),
  en("i'm at the station, the next train is mine", 'emergency', 'in-progress'),
  en('just drank the bleach, it burns', 'emergency', 'in-progress'),
  en('ive said my goodbyes to everyone who matters, deleted my socials too', 'crisis', 'preparation'),
  en('left my hardware wallet and a note with instructions on the kitchen table for my wife', 'crisis', 'preparation'),
  en('giving away my gaming pc and my watches, i wont be needing them', 'crisis', 'preparation'),
  en('my minds made up, tonight i finally go through with it', 'crisis', 'intent'),
  en("i'm going to put a bullet in the guy who ran that ponzi", 'crisis', 'harm-to-others'),
  en('sitting outside his house with a bat waiting for him to come out', 'emergency', 'in-progress'),
  en('that liquidation wick absolutely murdered me lmao', 'none', 'trader-idiom'),
  en('bought the dip and got buried, rip my account', 'none', 'trader-idiom'),

  es('a veces quisiera no despertar más, así de simple', 'crisis', 'passive-wish'),
  es('cuántos metros hay que caer para no sobrevivir', 'crisis', 'method'),
  es('ya me tomé las pastillas de mi mamá, todas', 'emergency', 'in-progress'),
  es('estoy en las vías esperando el tren', 'emergency', 'in-progress'),
  es('ya regalé mis cosas y escribí mi despedida', 'crisis', 'preparation'),
  es('le voy a dar un tiro al que me robó las criptos', 'crisis', 'harm-to-others'),
  es('me reventaron el short jajaja estoy muerto', 'none', 'trader-idiom'),

  pt('queria sumir pra sempre e não sentir mais nada', 'crisis', 'passive-wish'),
  pt('quantos comprimidos de paracetamol matam uma pessoa', 'crisis', 'method'),
  pt('acabei de engolir todos os comprimidos que tinha em casa', 'emergency', 'in-progress'),
  pt('estou em cima da ponte agora', 'emergency', 'in-progress'),
  pt('deixei uma carta pra minha mãe e dei meu cachorro pro vizinho', 'crisis', 'preparation'),
  pt('vou dar um tiro nesse golpista', 'crisis', 'harm-to-others'),
  pt('tô morto com essa alta kkkk', 'none', 'trader-idiom'),

  fr("j'aimerais ne plus exister, tout simplement", 'crisis', 'passive-wish'),
  fr('quelle hauteur faut-il pour ne pas survivre à une chute', 'crisis', 'method'),
  fr("je viens d'avaler toutes mes pilules", 'emergency', 'in-progress'),
  fr('je suis sur le pont, je vais sauter', 'emergency', 'in-progress'),
  fr("j'ai donné mon chat à ma voisine et écrit mes lettres d'adieu", 'crisis', 'preparation'),
  fr("je vais le tuer ce escroc, j'ai son adresse", 'crisis', 'harm-to-others'),
  fr("ce short m'a tué mdr", 'none', 'trader-idiom'),

  de('am liebsten würd ich einfach einschlafen und weg sein', 'crisis', 'passive-wish'),
  de('ab wie vielen metern überlebt man einen sturz nicht', 'crisis', 'method'),
  de('ich hab gerade alle meine tabletten genommen', 'emergency', 'in-progress'),
  de('ich sitz auf dem geländer der brücke', 'emergency', 'in-progress'),
  de('hab meine katze verschenkt und die briefe geschrieben', 'crisis', 'preparation'),
  de('den scammer stech ich ab, ich weiß wo er wohnt', 'crisis', 'harm-to-others'),
  de('bin tot, dieser dump hat mich zerstört haha', 'none', 'trader-idiom'),

  it('vorrei sparire per sempre e non sentire più niente', 'crisis', 'passive-wish'),
  it('da che altezza si muore sicuro', 'crisis', 'method'),
  it('ho appena ingoiato tutte le pastiglie', 'emergency', 'in-progress'),
  it('sono sul ponte e sto per saltare', 'emergency', 'in-progress'),
  it('ho regalato il mio cane e scritto le lettere', 'crisis', 'preparation'),
  it('gli sparo a quel truffatore', 'crisis', 'harm-to-others'),
  it('sono morto con questo dump ahah', 'none', 'trader-idiom'),

  ru('хочу исчезнуть навсегда', 'crisis', 'passive-wish'),
  ru('сколько метров надо чтобы не выжить', 'crisis', 'method'),
  ru('я наглотался всех таблеток', 'emergency', 'in-progress'),
  ru('я на мосту и сейчас прыгну', 'emergency', 'in-progress'),
  ru('раздал вещи и написал записку', 'crisis', 'preparation'),
  ru('я зарежу этого мошенника', 'crisis', 'harm-to-others'),
  ru('я в шоке, шорт убили лол', 'none', 'trader-idiom'),

  uk('хочу зникнути назавжди', 'crisis', 'passive-wish'),
  uk('скільки метрів треба щоб не вижити', 'crisis', 'method'),
  uk('я наковтався всіх пігулок', 'emergency', 'in-progress'),
  uk('я на мосту і зараз стрибну', 'emergency', 'in-progress'),
  uk('роздав речі і написав записку', 'crisis', 'preparation'),
  uk('я заріжу цього шахрая', 'crisis', 'harm-to-others'),

  tr('keşke hiç doğmasaydım', 'crisis', 'passive-wish'),
  tr('kaç metreden düşersen ölürsün', 'crisis', 'method'),
  tr('bütün ilaçlarımı yuttum', 'emergency', 'in-progress'),
  tr('köprünün üstündeyim atlayacağım', 'emergency', 'in-progress'),
  tr('eşyalarımı dağıttım, mektubumu yazdım', 'crisis', 'preparation'),
  tr('o dolandırıcıyı vuracağım', 'crisis', 'harm-to-others'),

  zh('真希望自己从来没出生过', 'crisis', 'passive-wish'),
  zh('几楼跳下去一定会死', 'crisis', 'method'),
  zh('我刚吞了一整板安眠药', 'emergency', 'in-progress'),
  zh('我在桥上了，马上跳', 'emergency', 'in-progress'),
  zh('东西都送人了，信也写好了', 'crisis', 'preparation'),
  zh('我要捅死那个骗子', 'crisis', 'harm-to-others'),
  zh('空单被打爆了，我死了哈哈', 'none', 'trader-idiom'),

  ja('生まれてこなければよかった', 'crisis', 'passive-wish'),
  ja('何階から飛び降りたら確実に死ねる？', 'crisis', 'method'),
  ja('さっき薬を全部飲んだ', 'emergency', 'in-progress'),
  ja('今橋の上にいる、飛ぶ', 'emergency', 'in-progress'),
  ja('身の回りの物は全部人にあげた、手紙も書いた', 'crisis', 'preparation'),
  ja('あの詐欺師を刺しに行く', 'crisis', 'harm-to-others'),

  ko('차라리 태어나지 말았어야 했어', 'crisis', 'passive-wish'),
  ko('몇 층에서 떨어지면 확실히 죽어?', 'crisis', 'method'),
  ko('방금 수면제 다 삼켰어', 'emergency', 'in-progress'),
  ko('다리 위에 있어 이제 뛰어내릴 거야', 'emergency', 'in-progress'),
  ko('물건 다 나눠줬고 편지도 썼어', 'crisis', 'preparation'),
  ko('그 사기꾼 찔러버릴 거야', 'crisis', 'harm-to-others'),

  vi('ước gì mình chưa từng được sinh ra', 'crisis', 'passive-wish'),
  vi('nhảy từ tầng mấy thì chắc chắn chết', 'crisis', 'method'),
  vi('tôi vừa nuốt hết thuốc ngủ', 'emergency', 'in-progress'),
  vi('đang đứng trên cầu, sắp nhảy', 'emergency', 'in-progress'),
  vi('đã cho hết đồ đạc và viết thư rồi', 'crisis', 'preparation'),
  vi('tao sẽ đâm chết thằng lừa đảo', 'crisis', 'harm-to-others'),

  id('andai aku gak pernah lahir', 'crisis', 'passive-wish'),
  id('pengen ilang aja dari dunia ini', 'crisis', 'passive-wish'),
  id('lompat dari lantai berapa biar pasti mati', 'crisis', 'method'),
  id('racun apa yang paling cepet buat mati', 'crisis', 'method'),
  id('aku baru aja nelen semua obat', 'emergency', 'in-progress'),
  id('lagi di atas jembatan, mau lompat', 'emergency', 'in-progress'),
  id('barang-barangku udah kubagiin, surat udah kutulis', 'crisis', 'preparation'),
  id('aku udah mantap, minggu ini aku akhiri semuanya', 'crisis', 'intent'),
  id('gue tusuk tuh penipu', 'crisis', 'harm-to-others'),
  id('cuan mati, porto ancur wkwk', 'none', 'trader-idiom'),

  hi('kaash main paida hi na hota', 'crisis', 'passive-wish'),
  hi('काश मैं कभी पैदा ही न होता', 'crisis', 'passive-wish'),
  hi('bas gayab ho jaana chahta hoon hamesha ke liye', 'crisis', 'passive-wish'),
  hi('kitni manzil se koodne pe pakka maut hoti hai', 'crisis', 'method'),
  hi('कौन सा ज़हर सबसे जल्दी मारता है', 'crisis', 'method'),
  hi('maine abhi saari dawai kha li', 'emergency', 'in-progress'),
  hi('मैं पुल पर हूँ, कूदने वाला हूँ', 'emergency', 'in-progress'),
  hi('apna saara saaman baant diya aur chitthi likh di', 'crisis', 'preparation'),
  hi('मैंने ठान लिया है, इस हफ्ते सब खत्म कर दूँगा', 'crisis', 'intent'),
  hi('us fraud ko chaku maar dunga', 'crisis', 'harm-to-others'),
  hi('short liquidate ho gaya, mar gaye bhai lol', 'none', 'trader-idiom'),
  en("bruh i'm dead, shorted the bottom again", 'none', 'trader-idiom'),
  en('the chop is killing my account', 'none', 'trader-idiom'),
  en('that candle murdered my stop', 'none', 'trader-idiom'),
  en('im dying to know what powell says tomorrow', 'none', 'trader-idiom'),
  en('i hate myself for fomoing in', 'concern', 'distress'),
  es('jajaja me mató la vela', 'none', 'trader-idiom'),
  es('me mató otra vez el short, qué mercado', 'none', 'trader-idiom'),
  es('me muero de risa con este pump', 'none', 'trader-idiom'),
  es('me mataron el long otra vez', 'none', 'trader-idiom'),
  es('me siento fatal por las pérdidas', 'concern', 'distress'),
];
