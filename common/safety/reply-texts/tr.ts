import type { CrisisReplyText } from './reply-text';

/** The crisis reply in Turkish (samimi "sen" hitabıyla). */
export const TR_REPLY: CrisisReplyText = {
  forSelf:
    'Bunu benimle paylaştığın için gerçekten çok sevindim ve şu an bu kadar acı taşıdığın için çok üzgünüm. Sen hiçbir işlemden, hiçbir kayıptan, ekrandaki hiçbir rakamdan çok daha değerlisin.',
  forOthers:
    'Şu an içinde ne kadar öfke ve acı taşıdığını hissedebiliyorum. Bunu yapmak yerine burada söylemeni çok önemsiyorum. Bu kadar güçlü duygular gerçek bir desteği hak ediyor, hem de hemen şimdi.',
  emergencyFirst:
    'Eğer kendine zaten zarar verdiysen ya da şu an tehlikedeysen lütfen hemen {number} numarasını ara veya yanındaki birinden aramasını iste.',
  emergencyServices: 'Acil yardım hattı, biri hemen şimdi tehlikedeyse',
  reachOut: 'Lütfen şu an bu zor anı atlatmana yardım edebilecek biriyle konuş:',
  closing:
    'Ben bir yapay zekâyım, terapist değilim. Lütfen şimdi bu hatlardan birine ya da güvendiğin birine ulaş ve mümkünse yalnız kalma, insanların yanında ol. Ben de hâlâ buradayım, konuşmaya devam edebiliriz.',
  panelTitle: 'Yardım burada, hemen şimdi',
};
