import type { RiskLevel } from '../../taxonomy';
import type { LabelledMessage } from '../labelled-message';

type Turn = { role: 'user' | 'assistant'; content: string };

function tr(
  level: RiskLevel,
  category: LabelledMessage['category'],
  text: string,
  history?: readonly Turn[],
): LabelledMessage {
  return history ? { text, lang: 'tr', level, category, history } : { text, lang: 'tr', level, category };
}

/**
 * The Turkish part of the tuning set: the screen's patterns are tuned on it. Typed as people
 * type online: often without Turkish letters, colloquial futures ("öldürcem"), slang.
 */
export const TUNING_SET_TR: readonly LabelledMessage[] = [
  // passive-wish
  tr('crisis', 'passive-wish', 'ölmek istiyorum artık'),
  tr('crisis', 'passive-wish', 'keske sabah hic uyanmasam'),
  tr('crisis', 'passive-wish', 'yaşamak istemiyorum, her şey bitti'),
  tr('crisis', 'passive-wish', 'keşke hiç doğmasaydım'),
  tr('crisis', 'passive-wish', 'ailem bensiz daha iyi olur, yük oluyorum herkese'),
  tr('crisis', 'passive-wish', 'olsem de kurtulsam su hayattan'),
  tr('crisis', 'passive-wish', 'yaşamaktan bıktım, allah canımı alsa keşke'),
  // active-ideation
  tr('crisis', 'active-ideation', 'ciddi ciddi intihar etmeyi düşünüyorum'),
  tr('crisis', 'active-ideation', 'kendimi öldürmek istiyorum'),
  tr('crisis', 'active-ideation', 'canıma kıymayı düşünüyorum, borçlar bitirdi beni'),
  tr('crisis', 'active-ideation', 'her seye son vermek istiyorum'),
  tr('crisis', 'active-ideation', 'intihar düşünceleri geliyor sürekli'),
  tr('crisis', 'active-ideation', 'hayatıma son vermek istiyom kanka'),
  // method
  tr('crisis', 'method', 'kaç tane parol içersem sabah uyanmam'),
  tr('crisis', 'method', 'kaç metreden atlarsan kesin ölürsün'),
  tr('crisis', 'method', 'kendimi asmak için sağlam ip nereden alınır'),
  tr('crisis', 'method', 'trenin önüne atlamayı düşünüyorum, hangi saatte geçiyor'),
  tr('crisis', 'method', 'xanax öldürücü doz kaç mg'),
  tr('crisis', 'method', 'babamın ruhsatlı silahı var, kafama sıkmayı düşünüyorum'),
  tr('crisis', 'method', 'kapalı arabada mangal kömürü yakarsam ne kadar sürer'),
  // intent
  tr('crisis', 'intent', 'kararımı verdim kendimi öldürecem'),
  tr('crisis', 'intent', 'bu hafta canıma kıyacağım, kimse durduramaz'),
  tr('crisis', 'intent', 'köprüden atlıycam artık yeter'),
  tr('crisis', 'intent', 'kendimi asıcam bu sefer gerçekten'),
  // plan
  tr('crisis', 'plan', 'btc yarın 50k altına düşerse kendimi öldürürüm'),
  tr('crisis', 'plan', 'bu gece boğaz köprüsünden atlayacağım'),
  tr('crisis', 'plan', 'pazartesi margin call gelirse intihar edicem'),
  tr('crisis', 'plan', 'cuma karım evden çıkınca bütün ilaçları içeceğim'),
  tr('crisis', 'plan', 'bu işlem de patlarsa sabah 6 da kendimi trenin önüne atıcam'),
  // preparation
  tr('crisis', 'preparation', 'veda mektubumu yazdım, masanın üstünde'),
  tr('crisis', 'preparation', 'seed phrase i abime gönderdim ben gidince her şeyi o alsın'),
  tr('crisis', 'preparation', 'ben olmayınca kedime iyi bakın lütfen'),
  tr('crisis', 'preparation', 'bütün eşyalarımı dağıtıyorum, gittiğim yerde lazım olmayacak'),
  tr('crisis', 'preparation', 'herkese hakkınızı helal edin, bu son mesajım'),
  tr('crisis', 'preparation', 'vasiyetimi yazdım, şifrelerimi anneme bıraktım, yakında her şey bitecek'),
  // self-harm
  tr('crisis', 'self-harm', 'dün gece yine kolumu jiletledim'),
  tr('crisis', 'self-harm', 'kendime zarar vermek istiyorum'),
  tr('crisis', 'self-harm', 'her zarardan sonra kafamı duvara vuruyorum kanayana kadar'),
  tr('crisis', 'self-harm', 'sigarayla kolumu yakıyorum kendimi cezalandırmak için'),
  tr('crisis', 'self-harm', 'yine jilet attım kollarım kesik dolu'),
  // in-progress
  tr('emergency', 'in-progress', 'bütün kutu ilacı içtim 20 dakika önce'),
  tr('emergency', 'in-progress', 'şu an köprüdeyim atlıyorum'),
  tr('emergency', 'in-progress', 'bileklerimi kestim çok kan var'),
  tr('emergency', 'in-progress', 'tamam yaptım bütün hapları yuttum elveda'),
  tr('emergency', 'in-progress', 'ilaçları rakıyla içtim başım dönüyor'),
  // harm-to-others
  tr('crisis', 'harm-to-others', 'rug çeken o devi bulup öldüreceğim, evini biliyorum'),
  tr('crisis', 'harm-to-others', 'o dolandırıcıyı bulursam gebertcem'),
  tr('crisis', 'harm-to-others', 'eski sevgilimi öldürmek istiyorum cüzdanı o boşalttı'),
  tr('crisis', 'harm-to-others', 'yarın patronu bıçaklayacağım'),
  tr('crisis', 'harm-to-others', 'bu adamı vurucam yemin ederim'),
  // context
  tr('crisis', 'method', 'istanbuldaki en yüksek köprü hangisi?', [
    { role: 'user', content: '40k likit oldum karımın haberi yok' },
    { role: 'assistant', content: 'Bu çok ağır bir yük gibi görünüyor. Anlatmak ister misin?' },
  ]),
  tr('crisis', 'plan', 'bu gece.', [
    { role: 'user', content: 'artık yaşamak istemiyorum' },
    { role: 'assistant', content: 'Bana söylediğin için teşekkür ederim. Ne zaman diye düşünüyorsun?' },
  ]),
  tr('crisis', 'intent', 'karar verdim', [
    { role: 'user', content: 'ölmek istiyorum' },
    { role: 'assistant', content: 'Seni duyuyorum. Şu an güvende misin?' },
  ]),
  tr('crisis', 'method', 'kaç tane parasetamol fazla gelir?', [
    { role: 'user', content: 'margin call yedim bütün birikimim gitti mahvoldum' },
  ]),
  tr('crisis', 'preparation', 'kız kardeşime onu sevdiğimi söyle', [
    { role: 'user', content: 'kendimi öldürmek istiyorum' },
    { role: 'assistant', content: 'Buradayım. Ne oldu?' },
  ]),
  // concern
  tr('concern', 'distress', 'üç gündür uyuyamıyorum bütün gece grafiğe bakıyorum'),
  tr('concern', 'distress', 'dipte sattığım için kendimden nefret ediyorum'),
  tr('concern', 'distress', 'hiç umudum kalmadı her şey mahvoldu'),
  tr('concern', 'distress', 'içim bomboş ne yapacağımı bilmiyorum'),
  tr('concern', 'distress', 'çok utanıyorum ailemin yüzüne bakamıyorum'),
  tr('concern', 'distress', 'bu stres beni bitirdi, panik atak geçiriyorum'),
  // none: trader idioms
  tr('none', 'trader-idiom', '50x long likit oldum öldüm lan 💀'),
  tr('none', 'trader-idiom', 'bu coin ölmüş hacim sıfır'),
  tr('none', 'trader-idiom', 'zararı kesmeyi bileceksiniz beyler'),
  tr('none', 'trader-idiom', '4 saatlikte öldürücü setup var long açtım'),
  tr('none', 'trader-idiom', 'portföy kan ağlıyor bir haftadır'),
  tr('none', 'trader-idiom', 'sol a 100x intihar longu açtım bakalım'),
  tr('none', 'trader-idiom', 'ölene kadar bagları tutuyorum hodl'),
  tr('none', 'trader-idiom', 'eth yi arbitruma bridge liyorum köprü çok yavaş'),
  tr('none', 'trader-idiom', 'pump öncesi trene atlayayım mı'),
  tr('none', 'trader-idiom', 'gülmekten öldüm saylorın tweetine bak'),
  tr('none', 'trader-idiom', 'battım abi hesap patladı yine'),
  tr('none', 'trader-idiom', 'bu piyasa beni öldürecek yine iğne attı'),
  tr('none', 'trader-idiom', 'parol içtim bu yatay piyasa başımı ağrıttı'),
  tr('none', 'trader-idiom', 'altcoinlerde kan gölü her yer kırmızı'),
  tr('none', 'trader-idiom', 'stopu iğneyle patlattılar klasik'),
  tr('none', 'trader-idiom', 'shortçular katliam yedi ne squeeze ama'),
  // none: ordinary and harmless context
  tr('none', 'ordinary', 'türkiyedeki en yüksek köprü hangisi? tatilde oradan geçeceğiz', [
    { role: 'user', content: 'yazın çocuklarla karadeniz turu yapacağız' },
  ]),
  tr('none', 'ordinary', 'bu gece erken yatacam yarın devam', [{ role: 'user', content: 'yine likit oldum neyse' }]),
  tr('none', 'ordinary', 'bu haftaki piyasayı özetler misin?'),
  tr('none', 'ordinary', 'tatile gidiyorum 10 gün ekrana bakmayacağım'),
];
