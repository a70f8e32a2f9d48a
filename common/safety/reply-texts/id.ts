import type { CrisisReplyText } from './reply-text';

/** The crisis reply in Indonesian. */
export const ID_REPLY: CrisisReplyText = {
  forSelf:
    'Makasih banyak ya sudah mau cerita ke aku. Aku ikut sedih kamu lagi menanggung rasa sakit sebesar ini. Kamu jauh lebih berharga daripada trade apa pun, kerugian apa pun, atau angka apa pun di layar.',
  forOthers:
    'Aku bisa merasakan betapa marah dan sakitnya kamu sekarang, dan aku lega kamu mengungkapkannya di sini, bukan melampiaskannya. Perasaan sekuat ini butuh dukungan yang nyata, sekarang juga.',
  emergencyFirst:
    'Kalau kamu sudah melukai dirimu atau sedang dalam bahaya sekarang, tolong segera telepon {number}, atau minta orang di dekatmu untuk menelepon.',
  emergencyServices: 'Layanan darurat, kalau ada yang sedang dalam bahaya sekarang',
  reachOut: 'Tolong bicara sekarang dengan seseorang yang bisa menemanimu melewati ini:',
  closing:
    'Aku ini AI, bukan konselor, jadi tolong hubungi salah satu dari mereka atau orang yang kamu percaya sekarang, dan kalau bisa, tetaplah di dekat orang lain. Aku masih di sini untuk terus ngobrol sama kamu.',
  panelTitle: 'Bantuan ada di sini, sekarang juga',
};
