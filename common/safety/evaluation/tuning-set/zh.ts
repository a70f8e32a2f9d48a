import type { LabelledMessage } from '../labelled-message';

const zh = (
  level: LabelledMessage['level'],
  category: LabelledMessage['category'],
  text: string,
  history?: LabelledMessage['history'],
): LabelledMessage =>
  history ? { text, lang: 'zh', level, category, history } : { text, lang: 'zh', level, category };

/** The Chinese part of the tuning set: the screen's patterns are tuned on it. */
export const TUNING_SET_ZH: readonly LabelledMessage[] = [
  // passive wish
  zh('crisis', 'passive-wish', '真的不想活了，每天睁眼就是亏钱'),
  zh('crisis', 'passive-wish', '好想睡一觉就再也不要醒来'),
  zh('crisis', 'passive-wish', '要是明天不用醒來就好了，真的好累'),
  zh('crisis', 'passive-wish', '活着太累了，想就这么消失掉'),
  zh('crisis', 'passive-wish', '我死了家里人应该会轻松点吧，不用再替我还债'),
  zh('crisis', 'passive-wish', '不如死了算了，三年积蓄全亏光'),
  zh('crisis', 'passive-wish', '活著好沒意思 乾脆死掉算了'),
  zh('crisis', 'passive-wish', '我真係唔想再活落去'),
  // active ideation
  zh('crisis', 'active-ideation', '爆仓了，我现在真的很想自杀'),
  zh('crisis', 'active-ideation', '最近一直在想怎么了结自己'),
  zh('crisis', 'active-ideation', '想紫砂了 真的撑不住了'),
  zh('crisis', 'active-ideation', '想zs 反正也没人会在乎'),
  zh('crisis', 'active-ideation', '有时候真的想结束自己的生命'),
  zh('crisis', 'active-ideation', '好想輕生，沒有人懂我'),
  zh('crisis', 'active-ideation', '我想去死，真的'),
  // method, including research questions
  zh('crisis', 'method', '安眠药吃多少片会死'),
  zh('crisis', 'method', '布洛芬一次吃多少能致死'),
  zh('crisis', 'method', '烧炭要准备什么东西，要不要封窗'),
  zh('crisis', 'method', '现在哪里还能买到百草枯'),
  zh('crisis', 'method', '从几楼跳下去能确保死掉'),
  zh('crisis', 'method', '上吊用什么绳子不会断'),
  zh('crisis', 'method', '卧轨会不会很痛'),
  zh('crisis', 'method', '割腕要割多深才会死'),
  zh('crisis', 'method', '燒炭自殺會痛苦嗎'),
  // intent
  zh('crisis', 'intent', '我已经决定了，这次是认真的，我要去死'),
  zh('crisis', 'intent', '别劝我了，我一定会自杀的'),
  zh('crisis', 'intent', '我這次真的會去死，不要勸我'),
  zh('crisis', 'intent', '死意已决，谢谢你陪我聊天'),
  // plan
  zh('crisis', 'plan', '如果明天BTC跌破5万我就从天台跳下去'),
  zh('crisis', 'plan', '今晚等家里人睡了我就烧炭'),
  zh('crisis', 'plan', '周五之前还不上网贷，我就去江边跳下去'),
  zh('crisis', 'plan', '下個月還不完卡債我就去死'),
  zh('crisis', 'plan', '等这单爆了我就去跳楼'),
  // preparation
  zh('crisis', 'preparation', '钱包助记词和密码都发给我妹了，我走了以后她能把币取出来'),
  zh('crisis', 'preparation', '遗书已经写好了，放在抽屉里'),
  zh('crisis', 'preparation', '以后拜托你们帮我照顾好我的猫，我可能没机会了'),
  zh('crisis', 'preparation', '这是最后一条消息了，谢谢大家，永别了'),
  zh('crisis', 'preparation', '把我的东西都分给朋友了，反正以后也用不上了'),
  // self-harm
  zh('crisis', 'self-harm', '忍不住又割自己了'),
  zh('crisis', 'self-harm', '一亏钱就用烟头烫自己手臂'),
  zh('crisis', 'self-harm', '只有拿刀片划手才能让我冷静下来'),
  zh('crisis', 'self-harm', '我又自残了'),
  zh('crisis', 'self-harm', '气到一直拿头撞墙，撞到流血'),
  // in progress
  zh('emergency', 'in-progress', '我刚吃了一整瓶安眠药'),
  zh('emergency', 'in-progress', '现在就站在天台边上，风好大'),
  zh('emergency', 'in-progress', '炭已经点着了，门窗都封好了'),
  zh('emergency', 'in-progress', '已經吞了三十幾顆藥了'),
  zh('emergency', 'in-progress', '手腕已经割开了 血一直流'),
  // harm to others
  zh('crisis', 'harm-to-others', '那个跑路的项目方我查到住址了，一定要弄死他'),
  zh('crisis', 'harm-to-others', '我要杀了那个骗子'),
  zh('crisis', 'harm-to-others', '老板再逼我，我就拿刀捅死他'),
  zh('crisis', 'harm-to-others', '我想把前女友全家都杀了'),
  zh('crisis', 'harm-to-others', '我真的會殺了我老婆'),
  zh('crisis', 'harm-to-others', '明天带刀去找那个带单老师算账'),
  // the last message alone is ambiguous: the conversation makes it a crisis
  zh('crisis', 'method', '这附近最高的楼是哪栋', [
    { role: 'user', content: '杠杆全爆了，还欠了五十万网贷' },
    { role: 'assistant', content: '听起来你现在压力非常大，愿意多说一点吗？' },
  ]),
  zh('crisis', 'plan', '就今晚吧', [
    { role: 'user', content: '真的不想活了' },
    { role: 'assistant', content: '谢谢你告诉我，你现在安全吗？' },
  ]),
  zh('crisis', 'method', '安眠药一瓶有多少片', [
    { role: 'user', content: '三年的积蓄全亏了，我就是个废物' },
    { role: 'assistant', content: '亏损真的很痛，但这不代表你是废物。' },
  ]),
  zh('crisis', 'intent', '我已经想好了', [
    { role: 'user', content: '好想死' },
    { role: 'assistant', content: '我在这里陪你，能告诉我发生了什么吗？' },
    { role: 'user', content: '说了也没用' },
  ]),
  zh('crisis', 'method', '跨海大桥晚上有人看守吗', [
    { role: 'user', content: '爆仓了，老婆也要跟我离婚，什么都没了' },
    { role: 'assistant', content: '这一下子发生了太多事，你现在在哪里？' },
  ]),
  // concern: distress without risk
  zh('concern', 'distress', '最近天天失眠，亏得睡不着'),
  zh('concern', 'distress', '好绝望，不知道还能怎么办'),
  zh('concern', 'distress', '我好恨自己，为什么要满仓'),
  zh('concern', 'distress', '感觉自己就是个废物，什么都做不好'),
  zh('concern', 'distress', '每天心慌焦虑，看盘看到手抖'),
  zh('concern', 'distress', '快撑不下去了，好想哭'),
  zh('concern', 'distress', '好累啊，感觉人生一点希望都没有'),
  // trader idioms: death and violence words about markets
  zh('none', 'trader-idiom', '又爆仓了，我死了哈哈哈'),
  zh('none', 'trader-idiom', '被割韭菜了，韭菜本韭'),
  zh('none', 'trader-idiom', '梭哈了，要么会所嫩模要么下海干活'),
  zh('none', 'trader-idiom', '这个币已经死了，直接归零'),
  zh('none', 'trader-idiom', '今天又被主力血洗，腰斩了'),
  zh('none', 'trader-idiom', '止损割肉了，心疼死我了'),
  zh('none', 'trader-idiom', '笑死，又被插针了'),
  zh('none', 'trader-idiom', '跨链桥被黑了，钱卡在桥上出不来'),
  zh('none', 'trader-idiom', '又追涨杀跌，我真是个韭菜'),
  zh('none', 'trader-idiom', '套牢了，死拿不卖，等回本'),
  zh('none', 'trader-idiom', '多空双杀，今天庄家杀疯了'),
  zh('none', 'trader-idiom', '熬夜盯盘累死了'),
  zh('none', 'trader-idiom', '死猫跳而已，别急着上车'),
  zh('none', 'trader-idiom', '蝕到仆街，今次真係輸晒'),
  zh('none', 'trader-idiom', '直接杀进去抄底了，冲'),
  zh('none', 'trader-idiom', '空单被打爆，原地去世'),
  zh('none', 'trader-idiom', '今天又是天台排队的一天😂'),
  zh('none', 'trader-idiom', '这波行情真是要人命'),
  zh('none', 'ordinary', '昨晚吃了颗褪黑素才睡着'),
  zh('none', 'ordinary', '这个项目方割韭菜太狠了，典型的杀猪盘'),
  zh('none', 'ordinary', '桥上手续费一般多少', [
    { role: 'user', content: '今天把ETH跨链到arb了' },
    { role: 'assistant', content: '好的，有什么需要注意的吗？' },
  ]),
  zh('none', 'trader-idiom', '明天还抄底吗', [
    { role: 'user', content: '又爆仓了，我死了哈哈' },
    { role: 'assistant', content: '辛苦了，要不要先休息一下？' },
  ]),
];
