/**
 * Crisis lines by country: the national suicide and crisis lines, and the emergency number, that
 * Thera shows when its safety screen finds crisis language. Pure data, shared by web and server.
 *
 * Every number was checked against the `source` URL given with it on 2026-11-23. Where the line's
 * own page could not be reached, the source is a government page or a news report quoting the
 * operator; `note` says when hours, audience or currency are uncertain, and `verified: false`
 * marks anything that could not be confirmed at all. Emergency numbers are noted per country.
 *
 * To update: re-check the number on the line's own site (or findahelpline.com / a government health
 * site), change `action`, `href` and `source` together, keep the number visible in `action`, and
 * move the check date above. Write `action` in the line's own language; keep it short enough for
 * a button. `href` uses the number as dialled inside the country (tel:/sms:), or https: for chat.
 */

export interface CrisisLine {
  /** The line's own name, e.g. 'Teléfono de la Esperanza'. */
  name: string;
  /** Short action in the line's language AND usable by the UI, e.g. 'Llama al 717 003 717'. */
  action: string;
  /** tel:, sms: or https: link. */
  href: string;
  /** Where the number was checked (the line's own page when possible). */
  source: string;
  /** Present, and false, only when the number could not be confirmed against any source. */
  verified?: false;
  /** Hours, audience or other caveats a reader should know before relying on the line. */
  note?: string;
}

export interface CountryCrisisResources {
  /** ISO 3166-1 alpha-2, e.g. 'ES'. */
  country: string;
  /** In English. */
  countryName: string;
  /** BCP-47 primary language of the lines' texts, e.g. 'es'. */
  language: string;
  /** e.g. '112'. */
  emergencyNumber: string;
  /** National suicide/crisis line(s), most relevant first. */
  lines: readonly CrisisLine[];
}

export const FIND_A_HELPLINE: CrisisLine = {
  name: 'Find A Helpline',
  action: 'Find a free helpline at findahelpline.com',
  href: 'https://findahelpline.com',
  source: 'https://findahelpline.com/AU',
};

/**
 * NCPG announced 1-800-MY-RESET as the National Problem Gambling Helpline number in 2026. It
 * replaced 1-800-522-4700, the number NCPG used from 29 Sep 2025 after losing 1-800-GAMBLER.
 */
export const GAMBLING_HELPLINE_US: CrisisLine = {
  name: 'National Problem Gambling Helpline',
  action: 'Call 1-800-MY-RESET (1-800-697-3738) or 1-800-522-4700, 24/7',
  href: 'tel:18006973738',
  source: 'https://completeigaming.com/national-council-on-problem-gambling-promotes-new-us-gambling-helpline-number',
  note: 'Also chat at ncpgambling.org/chat. 1-800-522-4700, the number NCPG published before, is kept beside the new one until it is confirmed retired.',
};

export const COUNTRY_CRISIS_RESOURCES: Readonly<Record<string, CountryCrisisResources>> = {
  US: {
    country: 'US',
    countryName: 'United States',
    language: 'en',
    emergencyNumber: '911',
    lines: [
      {
        name: '988 Suicide & Crisis Lifeline',
        action: 'Call or text 988',
        href: 'tel:988',
        source: 'https://health.wyo.gov/publichealth/prevention/wivpp/suicide-prevention/988-suicide-crisis-lifeline',
      },
      {
        name: '988 Lifeline chat',
        action: 'Chat at 988lifeline.org',
        href: 'https://988lifeline.org/chat/',
        source: 'https://builtbycommunity.org/crisis/',
      },
      {
        name: 'Crisis Text Line',
        action: 'Text HOME to 741741',
        href: 'sms:741741?body=HOME',
        source: 'https://www.alexproject.org/crisis-text-line-text-home-to-741741',
      },
    ],
  },
  GB: {
    country: 'GB',
    countryName: 'United Kingdom',
    language: 'en',
    emergencyNumber: '999',
    lines: [
      {
        name: 'Samaritans',
        action: 'Call 116 123, free, any time',
        href: 'tel:116123',
        source: 'https://www.samaritans.org/how-we-can-help/contact-samaritan/',
      },
      {
        name: 'Shout',
        action: 'Text SHOUT to 85258',
        href: 'sms:85258?body=SHOUT',
        source: 'https://readkong.com/page/information-pack-giveusashoutinsta-3895896',
      },
    ],
  },
  CA: {
    country: 'CA',
    countryName: 'Canada',
    language: 'en',
    emergencyNumber: '911',
    lines: [
      {
        name: '9-8-8: Suicide Crisis Helpline',
        action: 'Call or text 9-8-8',
        href: 'tel:988',
        source: 'https://988.ca/get-help/what-to-expect',
        note: 'English and French, 24/7.',
      },
    ],
  },
  AU: {
    country: 'AU',
    countryName: 'Australia',
    language: 'en',
    emergencyNumber: '000',
    lines: [
      {
        name: 'Lifeline',
        action: 'Call 13 11 14',
        href: 'tel:131114',
        source: 'https://lifelineh2h.org.au/get-help/telephone-crisis-support/faqs/',
      },
      {
        name: 'Lifeline Text',
        action: 'Text 0477 13 11 14',
        href: 'sms:0477131114',
        source:
          'https://www.theleader.com.au/story/7611333/lifeline-crisis-text-service-goes-247-to-help-more-in-need/',
      },
    ],
  },
  IN: {
    country: 'IN',
    countryName: 'India',
    language: 'hi',
    emergencyNumber: '112',
    lines: [
      {
        name: 'टेली-मानस (Tele-MANAS)',
        action: 'टेली-मानस: 14416 पर कॉल करें',
        href: 'tel:14416',
        source:
          'https://www.livemint.com/news/india/govts-mental-health-helpline-tele-manas-receives-over-2-lakh-calls-since-launch-11690014660473.html',
        note: 'Free, 24/7, caller picks a language (about 20).',
      },
      {
        name: 'टेली-मानस (Tele-MANAS)',
        action: 'टोल-फ्री: 1-800-891-4416 पर कॉल करें',
        href: 'tel:18008914416',
        source:
          'https://www.livemint.com/news/india/govts-mental-health-helpline-tele-manas-receives-over-2-lakh-calls-since-launch-11690014660473.html',
      },
    ],
  },
  ES: {
    country: 'ES',
    countryName: 'Spain',
    language: 'es',
    emergencyNumber: '112',
    lines: [
      {
        name: '024 Línea de atención a la conducta suicida',
        action: 'Llama al 024',
        href: 'tel:024',
        source: 'https://www.rtve.es/noticias/20220509/sanidad-presenta-telefono-prevencion-suicidio/2347183.shtml',
      },
      {
        name: 'Teléfono de la Esperanza',
        action: 'Llama al 717 003 717',
        href: 'tel:717003717',
        source:
          'https://maldita.es/index.php/malditaciencia/20220510/024-numero-telefono-atencion-suicidio-espana-gratuito',
      },
    ],
  },
  MX: {
    country: 'MX',
    countryName: 'Mexico',
    language: 'es',
    emergencyNumber: '911',
    lines: [
      {
        name: 'Línea de la Vida',
        action: 'Llama al 800 911 2000',
        href: 'tel:8009112000',
        source:
          'https://www.eluniversal.com.mx/nacion/promueven-la-linea-de-la-vida-tras-presentar-encuesta-sobre-consumo-de-drogas-asi-puedes-pedir-ayuda/',
      },
    ],
  },
  AR: {
    country: 'AR',
    countryName: 'Argentina',
    language: 'es',
    emergencyNumber: '911',
    lines: [
      {
        name: 'Centro de Asistencia al Suicida (CAS)',
        action: 'Llamá al 0800 345 1435',
        href: 'tel:08003451435',
        source: 'https://www.osdop.org.ar/prevencion-del-suicidio',
        note: 'Todo el país.',
      },
      {
        name: 'Centro de Asistencia al Suicida (CAS)',
        action: 'Llamá al 135',
        href: 'tel:135',
        source: 'https://www.osdop.org.ar/prevencion-del-suicidio',
        note: 'Solo CABA y Gran Buenos Aires.',
      },
      {
        name: 'Línea de Salud Mental (Ministerio de Salud)',
        action: 'Llamá al 0800 999 0091',
        href: 'tel:08009990091',
        source: 'https://www.ospia.org.ar/?p=1635',
      },
    ],
  },
  BR: {
    country: 'BR',
    countryName: 'Brazil',
    language: 'pt',
    emergencyNumber: '192',
    lines: [
      {
        name: 'CVV – Centro de Valorização da Vida',
        action: 'Ligue 188',
        href: 'tel:188',
        source:
          'https://catracalivre.com.br/saude-bem-estar/ligacao-para-prevencao-de-suicidio-passa-a-ser-gratuita-no-pais',
      },
      {
        name: 'CVV – chat',
        action: 'Converse pelo chat em cvv.org.br',
        href: 'https://cvv.org.br',
        source: 'https://pt.wikipedia.org/wiki/Centro_de_Valorização_da_Vida',
      },
    ],
  },
  PT: {
    country: 'PT',
    countryName: 'Portugal',
    language: 'pt',
    emergencyNumber: '112',
    lines: [
      {
        name: 'Linha Nacional de Prevenção do Suicídio',
        action: 'Ligue 1411',
        href: 'tel:1411',
        source:
          'https://24noticias.sapo.pt/atualidade/artigos/1411-linha-nacional-de-prevencao-do-suicidio-arranca-com-atendimento-24-horas',
        note: 'Gratuita, 24 horas, desde 10 de setembro de 2025.',
      },
      {
        name: 'SNS 24 – Aconselhamento psicológico',
        action: 'Ligue 808 24 24 24',
        href: 'tel:808242424',
        source:
          'https://24noticias.sapo.pt/atualidade/artigos/1411-linha-nacional-de-prevencao-do-suicidio-arranca-com-atendimento-24-horas',
      },
      {
        name: 'SOS Voz Amiga',
        action: 'Ligue 213 544 545',
        href: 'tel:213544545',
        source:
          'https://www.dn.pt/sociedade/linha-de-apoio-%C3%A0-preven%C3%A7%C3%A3o-do-suic%C3%ADdio-entrou-em-funcionamento-e-tem-o-n%C3%BAmero-1411',
        note: 'Diariamente das 15:30 às 00:30; também 912 802 669 e 963 524 660.',
      },
    ],
  },
  FR: {
    country: 'FR',
    countryName: 'France',
    language: 'fr',
    emergencyNumber: '112',
    lines: [
      {
        name: '3114 – Numéro national de prévention du suicide',
        action: 'Appelez le 3114',
        href: 'tel:3114',
        source: 'https://3114.fr/que-se-passe-t-il-quand-je-contacte-le-3114/',
        note: 'Gratuit, 24h/24, métropole et outre-mer. Urgence médicale : 15 (SAMU) ou 112.',
      },
    ],
  },
  DE: {
    country: 'DE',
    countryName: 'Germany',
    language: 'de',
    emergencyNumber: '112',
    lines: [
      {
        name: 'TelefonSeelsorge',
        action: 'Kostenlos anrufen: 0800 111 0 111',
        href: 'tel:08001110111',
        source: 'https://www.domradio.de/glossar/telefonseelsorge-0',
      },
      {
        name: 'TelefonSeelsorge',
        action: 'Kostenlos anrufen: 0800 111 0 222',
        href: 'tel:08001110222',
        source: 'https://www.domradio.de/glossar/telefonseelsorge-0',
      },
      {
        name: 'TelefonSeelsorge',
        action: 'Kostenlos anrufen: 116 123',
        href: 'tel:116123',
        source: 'http://ansbach-evangelisch.de/jeder-braucht-mal-hilfe/',
      },
    ],
  },
  AT: {
    country: 'AT',
    countryName: 'Austria',
    language: 'de',
    emergencyNumber: '144',
    lines: [
      {
        name: 'TelefonSeelsorge',
        action: 'Kostenlos anrufen: 142',
        href: 'tel:142',
        source: 'https://www.katholisch.at/telefonseelsorge',
        note: 'Rund um die Uhr, ohne Vorwahl. Rettung: 144 (auch 112).',
      },
    ],
  },
  CH: {
    country: 'CH',
    countryName: 'Switzerland',
    language: 'de',
    emergencyNumber: '144',
    lines: [
      {
        name: 'Die Dargebotene Hand',
        action: 'Anrufen: 143',
        href: 'tel:143',
        source: 'https://www.srf.ch/sendungen/tageschronik/heute-vor-61-jahren-telefon-seelsorge-143-gegruendet',
        note: 'Rund um die Uhr; französisch La Main Tendue, italienisch Telefono Amico. Sanität: 144 (auch 112).',
      },
    ],
  },
  IT: {
    country: 'IT',
    countryName: 'Italy',
    language: 'it',
    emergencyNumber: '112',
    lines: [
      {
        name: 'Telefono Amico Italia',
        action: 'Chiama lo 02 2327 2327',
        href: 'tel:0223272327',
        source:
          'https://alleyoop.ilsole24ore.com/2025/10/10/salute-mentale-300-richieste-di-aiuto-al-giorno-per-telefono-amico-italia/',
        note: 'Tutti i giorni dalle 9 alle 24; WhatsApp 324 011 7252.',
      },
      {
        name: 'Samaritans Onlus',
        action: 'Chiama lo 06 7720 8977',
        href: 'tel:0677208977',
        source:
          'https://www.lavocedilucca.it/post/21903/---helpline--quando-la-voce-di-uno-sconosciuto-pu---salvarti---.php',
        note: 'Tutti i giorni dalle 13 alle 22; numero verde 800 860 022. Fonte secondaria.',
      },
    ],
  },
  RU: {
    country: 'RU',
    countryName: 'Russia',
    language: 'ru',
    emergencyNumber: '112',
    lines: [
      {
        name: 'Телефон доверия 8-800-2000-122',
        action: 'Позвоните 8-800-2000-122 (бесплатно)',
        href: 'tel:88002000122',
        source: 'https://tatishhevskij-r64.gosweb.gosuslugi.ru/dlya-zhiteley/novosti-i-reportazhi/novosti_222.html',
        note: 'Общероссийский детский телефон доверия (дети, подростки, родители); по данным госуслуг, звонить может любой.',
      },
      {
        name: 'Телефон неотложной психологической помощи (Москва)',
        action: 'Позвоните 051 (с мобильного +7 495 051)',
        href: 'tel:+7495051',
        source: 'https://tass.ru/moskva/10603811',
        note: 'Бесплатно, круглосуточно; только Москва.',
      },
    ],
  },
  UA: {
    country: 'UA',
    countryName: 'Ukraine',
    language: 'uk',
    emergencyNumber: '103',
    lines: [
      {
        name: 'Lifeline Ukraine (Лайфлайн Україна)',
        action: 'Зателефонуйте 7333',
        href: 'tel:7333',
        source: 'https://lifelineukraine.com/en/news/open-letter-from-the-founder-of-lifeline-ukraine/',
        note: 'Безкоштовно з мобільних, цілодобово. Lifeline Ukraine has warned of funding gaps; confirmed operating in Oct 2024 (kyivpost.com/post/40955).',
      },
    ],
  },
  TR: {
    country: 'TR',
    countryName: 'Türkiye',
    language: 'tr',
    emergencyNumber: '112',
    lines: [
      {
        name: '112 Acil Çağrı Merkezi',
        action: "Acil durumda 112'yi arayın",
        href: 'tel:112',
        source: 'https://metepsikoloji.com/intihar-dusuncesi-belirtileri',
        note: 'No national suicide/crisis line could be verified for Türkiye. ALO 182 is the hospital appointment line (MHRS), not a crisis line.',
      },
      {
        name: 'Find A Helpline',
        action: 'Ücretsiz destek hatları: findahelpline.com',
        href: 'https://findahelpline.com/TR',
        source: 'https://findahelpline.com/AU',
        note: 'Country-page URL follows the findahelpline.com/AU pattern; the Türkiye page itself was not seen.',
      },
    ],
  },
  CN: {
    country: 'CN',
    countryName: 'China',
    language: 'zh',
    emergencyNumber: '120',
    lines: [
      {
        name: '全国统一心理援助热线 12356',
        action: '拨打 12356',
        href: 'tel:12356',
        source: 'https://zsrbapp.zsnews.cn/home/content/newsContent/pinpai_28.html/658757',
        note: '国家卫生健康委设立，2025年起各地陆续接通；部分地区每日服务不少于18小时。',
      },
      {
        name: '北京心理危机研究与干预中心 心理援助热线',
        action: '拨打 010-82951332',
        href: 'tel:01082951332',
        source: 'https://www.shdbkk.com/html_3/falu/5651/list/10.html',
        note: '24小时。',
      },
    ],
  },
  TW: {
    country: 'TW',
    countryName: 'Taiwan',
    language: 'zh',
    emergencyNumber: '119',
    lines: [
      {
        name: '衛生福利部 1925 安心專線',
        action: '撥打 1925',
        href: 'tel:1925',
        source: 'https://udn.com/news/story/7266/9329707',
        note: '24小時、免付費；未接通可留言，24小時內回撥。',
      },
      {
        name: '生命線 1995 協談專線',
        action: '撥打 1995',
        href: 'tel:1995',
        source: 'http://www.1995.org.tw/dvocacy_detail_32.htm',
      },
    ],
  },
  HK: {
    country: 'HK',
    countryName: 'Hong Kong',
    language: 'zh',
    emergencyNumber: '999',
    lines: [
      {
        name: '18111 精神健康支援熱線',
        action: '致電 18111',
        href: 'tel:18111',
        source: 'https://news.gov.hk/eng/2023/12/20231227/20231227_162155_701.html',
        note: '政府資助，24小時。',
      },
      {
        name: '香港撒瑪利亞防止自殺會',
        action: '致電 2389 2222',
        href: 'tel:23892222',
        source: 'https://csrp.hku.hk/getting-help/',
        note: '24小時；廣東話、英文。',
      },
      {
        name: '撒瑪利亞會 The Samaritans',
        action: '致電 2896 0000（多種語言）',
        href: 'tel:28960000',
        source: 'https://csrp.hku.hk/getting-help/',
        note: '24小時；英語、廣東話、普通話及其他語言。',
      },
    ],
  },
  JP: {
    country: 'JP',
    countryName: 'Japan',
    language: 'ja',
    emergencyNumber: '119',
    lines: [
      {
        name: 'いのちの電話',
        action: '0570-783-556 に電話する',
        href: 'tel:0570783556',
        source: 'https://www.news-postseven.com/archives/20201121_1614073.html/2',
        note: 'ナビダイヤル、午前10時〜午後10時（通話料がかかります）。フリーダイヤル 0120-783-556 は毎日16時〜21時と毎月10日。',
      },
      {
        name: 'よりそいホットライン',
        action: '0120-279-338 に電話する（無料・24時間）',
        href: 'tel:0120279338',
        source:
          'https://kotobank.jp/word/%E3%82%88%E3%82%8A%E3%81%9D%E3%81%84%E3%81%BB%E3%81%A4%E3%81%A8%E3%82%89%E3%81%84%E3%82%93-3193813',
        note: '岩手・宮城・福島からは 0120-279-226。',
      },
    ],
  },
  KR: {
    country: 'KR',
    countryName: 'South Korea',
    language: 'ko',
    emergencyNumber: '119',
    lines: [
      {
        name: '자살예방상담전화 109',
        action: '109에 전화하기',
        href: 'tel:109',
        source: 'https://eiec.kdi.re.kr/policy/materialView.do?num=246730',
        note: '24시간. 2024년 1월부터 1393 등을 109로 통합.',
      },
    ],
  },
  VN: {
    country: 'VN',
    countryName: 'Vietnam',
    language: 'vi',
    emergencyNumber: '115',
    lines: [
      {
        name: 'Đường dây nóng Ngày Mai',
        action: 'Gọi 096 306 1414',
        href: 'tel:0963061414',
        source: 'http://tintuc.vdong.vn/10/1543422.htm',
        note: 'Miễn phí; giờ nghe máy có giới hạn (13h–20h30, thứ Tư đến Chủ nhật theo nguồn năm 2022).',
      },
    ],
  },
  ID: {
    country: 'ID',
    countryName: 'Indonesia',
    language: 'id',
    emergencyNumber: '119',
    lines: [
      {
        name: 'Layanan 119 Kemenkes (kesehatan jiwa)',
        action: 'Telepon 119, lalu pilih ekstensi 8',
        href: 'tel:119',
        source:
          'https://www.murianetwork.com/nasional/pr-129084/healing119-kebanjiran-aduan-cermin-krisis-kesehatan-mental-yang-semakin-menganga',
        note: 'Kemenkes: untuk darurat bunuh diri hubungi 119. Ekstensi 8 (SEJIWA) dari sumber 2020–2023.',
      },
      {
        name: 'Healing119.id',
        action: 'Konseling gratis di healing119.id',
        href: 'https://healing119.id',
        source:
          'https://kesprimkom.kemkes.go.id/konten/158/151/0/cegah-bunuh-diri-dukung-kesehatan-jiwa-kenali-layanan-healing119-id',
        note: 'Layanan Kemenkes, aktif kembali sejak 31 Juli 2025.',
      },
    ],
  },
};

/** The main country for each screen language, used when the browser's locale names no country. */
export const COUNTRY_FOR_LANGUAGE: Readonly<
  Record<'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'ru' | 'uk' | 'tr' | 'zh' | 'ja' | 'ko' | 'vi' | 'id' | 'hi', string>
> = {
  en: 'US',
  es: 'ES',
  pt: 'BR',
  fr: 'FR',
  de: 'DE',
  it: 'IT',
  ru: 'RU',
  uk: 'UA',
  tr: 'TR',
  zh: 'CN',
  ja: 'JP',
  ko: 'KR',
  vi: 'VN',
  id: 'ID',
  hi: 'IN',
};
