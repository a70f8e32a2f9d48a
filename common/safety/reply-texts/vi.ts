import type { CrisisReplyText } from './reply-text';

/** The crisis reply in Vietnamese. */
export const VI_REPLY: CrisisReplyText = {
  forSelf:
    'Cảm ơn bạn đã nói với mình, mình thật sự trân trọng điều đó. Mình rất tiếc vì lúc này bạn đang phải gánh nhiều đau đớn đến vậy. Bạn quan trọng hơn bất kỳ lệnh giao dịch, khoản lỗ hay con số nào trên màn hình.',
  forOthers:
    'Mình cảm nhận được bạn đang rất giận và rất đau, và mình mừng vì bạn đã nói ra ở đây thay vì làm điều gì đó. Cảm xúc mạnh như vậy cần được hỗ trợ thật sự, ngay bây giờ.',
  emergencyFirst:
    'Nếu bạn đã tự làm hại mình hoặc đang gặp nguy hiểm ngay lúc này, hãy gọi {number} ngay, hoặc nhờ người ở gần bạn gọi giúp.',
  emergencyServices: 'Số cấp cứu, nếu có ai đang gặp nguy hiểm ngay lúc này',
  reachOut: 'Hãy nói chuyện ngay với người có thể giúp bạn vượt qua lúc này:',
  closing:
    'Mình là AI, không phải chuyên gia tư vấn, nên bạn hãy liên hệ một trong những nơi trên hoặc một người bạn tin tưởng ngay bây giờ, và nếu được thì hãy ở gần mọi người xung quanh. Mình vẫn ở đây và sẵn sàng trò chuyện tiếp với bạn.',
  panelTitle: 'Có người giúp bạn, ngay bây giờ',
};
