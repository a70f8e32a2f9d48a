import type { CrisisReplyText } from './reply-text';

/** The crisis reply in Chinese (simplified; readable in Taiwan and Hong Kong too). */
export const ZH_REPLY: CrisisReplyText = {
  forSelf:
    '谢谢你愿意告诉我，听到你现在这么痛苦，我真的很难过。你比任何一笔交易、任何亏损、屏幕上的任何数字都重要得多。',
  forOthers:
    '我能感受到你现在心里有多愤怒、多痛苦。谢谢你选择在这里说出来，而不是真的去做。这么强烈的情绪，值得马上得到真正的支持。',
  emergencyFirst: '如果你已经伤害了自己，或者此刻正处在危险中，请马上拨打 {number}，或者请身边的人帮你打。',
  emergencyServices: '紧急求助电话（如有人正处于危险中）',
  reachOut: '现在就和能帮你度过这一关的人聊一聊吧：',
  closing:
    '我是 AI，不是心理咨询师，所以请现在就联系他们，或者联系一个你信任的人；如果可以，尽量待在有人的地方。我会一直在这里陪你聊。',
  panelTitle: '你不是一个人，现在就有人可以帮你',
};
