import type { ConceptLexicon } from './concept';

/**
 * Simplified -> traditional forms of the characters used below; `z()` turns each listed character
 * into a class holding both, so one pattern reads mainland, Taiwan and Hong Kong writing.
 */
const VARIANTS: Readonly<Record<string, string>> = Object.fromEntries(
  (
    '杀殺 药藥 觉覺 没沒 会會 绝絕 结結 烧燒 楼樓 车車 轨軌 遗遺 书書 别別 给給 谢謝 见見 过過 还還 钱錢 ' +
    '几幾 颗顆 点點 着著 门門 这這 说說 头頭 墙牆 烫燙 烟煙 划劃 伤傷 报報 单單 轻輕 断斷 农農 记記 词詞 ' +
    '钥鑰 码碼 猫貓 顾顧 后後 条條 边邊 顶頂 阳陽 桥橋 铁鐵 从從 绳繩 无無 离離 开開 关關 债債 产產 务務 ' +
    '处處 剂劑 尽盡 寻尋 应應 们們 个個 对對 气氣 时時 间間 现現 刚剛 经經 满滿 郁鬱 废廢 溃潰 撑撐 亲親 ' +
    '妈媽 难難 财財 够夠 腻膩 脱脫 层層 栏欄 枪槍 偿償 种種 确確 吗嗎 来來 里裡 干幹 为為 动動 热熱 诉訴 ' +
    '话話 谁誰 请請 托託 压壓 毁毀 灭滅 烦煩 总總 摆擺 挂掛 颈頸 宝寶 灵靈 场場 尸屍 坠墜 医醫 钟鐘 针針 ' +
    '终終 权權 实實 质質 迹跡 丢丟 弃棄 样樣 帮幫 将將 烂爛 护護 员員 号號 问問 试試 费費 转轉 晕暈 ' +
    '喷噴 呼 吸 窒 闭閉 瓶 盒 锁鎖 险險 险 产產 遗遺 嘱囑 赠贈 养養 宠寵 狗 备備 准準 计計 划劃 ' +
    '随隨 凌 晨 夜 礼禮 拜 周週 该該 罚罰 疤 痕 伤傷 割 刺 砍 捅 复復 仇 账帳 价價 址 倒 赖賴 负負 ' +
    '残殘 松鬆 观觀 毙斃 奖獎 账賬 亿億 担擔 绝絕 望 义義 拖 扛 熬 脸臉 机機 讯訊 条條 读讀 决決 论論 远遠 临臨 终終 回 迟遲 鸟鳥 尘塵'
  )
    .split(' ')
    .filter((pair) => pair.length > 1)
    .map((pair) => [pair[0]!, pair.slice(1)]),
);

/** Alternatives in simplified characters -> one RegExp that also reads the traditional forms. */
function z(...alternatives: string[]): RegExp {
  let out = '';
  let inClass = false;
  const source = alternatives.join('|');
  for (let i = 0; i < source.length; i += 1) {
    const ch = source[i]!;
    if (ch === '\\') {
      out += ch + (source[i + 1] ?? '');
      i += 1;
      continue;
    }
    if (ch === '[') inClass = true;
    else if (ch === ']') inClass = false;
    const variants = VARIANTS[ch];
    out += variants ? (inClass ? ch + variants : `[${ch}${variants}]`) : ch;
  }
  return new RegExp(`(?:${out})`);
}

/** Chinese: simplified and traditional, mainland, Taiwan and Hong Kong (Cantonese) usage, net euphemisms and pinyin initials. */
export const ZH_CONCEPTS: ConceptLexicon = {
  lang: 'zh',
  concepts: {
    // dying, suicide, not waking, disappearing; net slang (紫砂, zs, 噶), Cantonese (死咗, 唔想活)
    death: z(
      '(?<!笑|累|气|饿|热|冷|困|烦|吓|急|心疼|爽|美|丑|尬|忙|痛|贵|馋|无聊|蠢|懒|作|找|套|拿)死(?!心|机|角|忠|党|对头|线|守|扛|拿|磕|穴|板|叉|亡交叉|链|币|多|空|猫)',
      '自杀(?!式|性|率)',
      '自尽|轻生|紫砂|自鲨|寻短见|短见|了结|了断|一了百了|结束(?:自己|生命|这一切|一切|此生|这一生)',
      '(?<![a-z])zs(?![a-z])',
      '想(?:噶|嘎)|去世|没命|丧命|断气|长眠|永远(?:睡|休息)|安息',
      '不想活|(?:不|唔)(?:想|愿|要)(?:再)?(?:活|生存|存在|做人)|活不下去|活唔落去|活够了|活腻|不活了',
      '(?:没|冇|不该|不应该|后悔)(?:有)?(?:出生|生下来)|(?:收走|带走)我|把我(?:收走|带走|收了)',
      '醒不(?:来|过来|了)|(?:不要|不想|别|不用|唔想|唔使|唔好)(?:再)?醒|一睡不醒|睡过去',
      '消失|离开(?:这个|这)?(?:世界|人世|人间)|告别(?:这个)?世界|不在了|走了之后|解脱|下辈子|来世|来生|阎王|黄泉',
    ),
    // pills, sleeping pills, named medicines, overdose, alcohol with pills
    medication: z(
      '(?<!农|毒|老鼠|火|炸|弹|中|火药|除草)药(?!店员|剂师)',
      '安眠|安定|助眠|镇静|抗抑郁|止痛片|止痛药|褪黑素|布洛芬|扑热息痛|对乙酰氨基酚|泰诺|必理痛|阿普唑仑|思诺思|唑吡坦|佐匹克隆|艾司唑仑|地西泮|氯硝西泮|舍曲林|百忧解|氟西汀|劳拉西泮|胰岛素',
      '药片|药丸|一整瓶|一整盒|一整板|整瓶|整盒|整排|过量|服药|吞药|吃药|(?:多少|几|\\d+)(?:片|颗|粒|盒|板)',
    ),
    // heights: roofs, balconies, windows, bridges (not a cross-chain bridge), cliffs, high floors, jumping
    height: z(
      '最高|多高|几高|够不够高|观光层|观景层|(?<![宝金灯])塔|跳楼|跳下|往下跳|纵身|一跃|坠楼|楼顶|顶楼|天台|屋顶|阳台|窗台|窗户|窗口|高楼|大楼|大厦|高处|高层|停车楼|观景台|几楼|多少层|\\d+楼|[二三四五六七八九十]+楼|\\d+层|[二三四五六七八九十]+层',
      '(?<!跨链|链)桥(?!接)|悬崖|崖边|山崖|栏杆|护栏|边缘|边边|往下看|往下望|跳落',
    ),
    // other means: rope, hanging, blades, guns, poison, pesticide, charcoal, gas, rails, water, traffic
    means: z(
      '绳|上吊|吊死|吊颈|挂东南枝|勒死',
      '(?<!笑里藏|刀)刀(?!郎)|刀片|剃刀|美工刀|菜刀|水果刀|枪|子弹',
      '农药|百草枯|敌敌畏|老鼠药|毒药|氰化|除草剂|漂白水|毒死',
      '烧炭|木炭|炭|煤气|燃气|一氧化碳|尾气|开煤气',
      '卧轨|铁轨|轨道|火车|地铁|列车|高铁|撞车|被车撞|车祸|撞死',
      '跳河|跳江|跳海|淹死|溺|投河|投江|(?:走|跳)进(?:河|江|海)',
    ),
    // how much, how many, enough, lethal, dose, sure, painless, quick, how long
    quantity: z(
      '多少|几(?:片|颗|粒|盒|瓶|毫克|楼|层|米|分钟|个小时)|够不够|足够|够(?:死|了吗)|致死|剂量|一定会|肯定会|保证|确保|百分百',
      '无痛|不痛|没有痛苦|不会痛|痛快|最快|快一点|多久|多长时间|多高|多深|毫克|mg|全部|一次(?:性)?(?:吃|吞|服)|一整|整瓶|整盒',
    ),
    // when: tonight, tomorrow, weekdays, midnight, dates, after an event, when a price breaks
    time: z(
      '今晚|今夜|今天|今日|明天|明晚|明早|听日|后天|周末|周[一二三四五六日天]|星期[一二三四五六日天]|礼拜[一二三四五六日天]|下周|下个月|月底|年底|过年',
      '凌晨|半夜|午夜|深夜|晚上|等下|待会|一会儿|到时候|之后|以后|过后|完了?以后|生日|那天|那晚|\\d+点|\\d+号|\\d+月|\\d+日',
      '跌破|跌到|跌穿|收在|破了|到账|然后|(?:价|价格|点位).{0,4}到了|爆仓(?:了)?(?:就|的话)|发工资|还款日',
    ),
    // farewells: goodbye, sorry for everything, forgive me, thanks for everything, last message, tell them I loved them
    farewell: z(
      '再见|拜拜|永别|告别|诀别|道别|别了|对不起|对唔住|抱歉|原谅我|谢谢(?:你|你们|大家)?(?:这|一直|所有|一切|陪)|多谢(?:晒)?(?:你|大家)',
      '最后(?:一条|一次|的)(?:消息|信息|留言|话|说)|遗言|遗书|绝笔|下辈子(?:见|再见)|来世再见|保重|珍重|别(?:想|记)(?:着)?我|忘了我|(?:告诉|跟).{0,6}(?:我爱|爱他|爱她|爱你)',
    ),
    // putting affairs in order: will, insurance, passwords and seed words, giving things away, the pet
    affairs: z(
      '遗嘱|遗产|保险|保单|受益人|后事|身后事|交代|安排好|处理好',
      '助记词|私钥|种子词|seed|密码|钱包|银行卡|存款|存折|钥匙|锁匙',
      '送人|送给|送掉|分给|留给|交给|转给|托付|拜托|照顾(?:好)?(?:我的)?(?:猫|狗|宠物|爸妈|父母|孩子)|(?:猫|狗|宠物).{0,6}(?:给|归|送)|猫粮|狗粮|麻烦你|谁(?:拿|要)什么|清单|注销|退订|退了|取消了',
    ),
    // hurting oneself: cutting, burning, hitting, blood, scars, punishing oneself
    'self-harm': z(
      '自残|自伤|伤害自己|弄伤自己|(?:割|划|烫|打|扇|掐|咬|抓|刺)(?:伤|破)?(?:了)?自己(?!的韭菜)',
      '(?<!收)割(?!肉|韭菜|了韭菜|草|稻|麦|舍|让|据|裂)|划(?:了|伤|破|开)|(?:手腕|手臂|胳膊|大腿|腕)(?:上)?(?:的)?(?:伤|疤|口子)?',
      '(?:敲|砸|捶|锤)(?:伤|破|肿)?(?:了)?自己|敲到肿|刀片|烟头|打火机|(?<!发|滚)烫(?!手山芋)|撞墙|磕墙|打自己|扇自己|(?<!吐|血亏|血洗|抽|流)血(?!亏|洗|本|拼|赚|汗钱)|流血|伤口|伤疤|疤|惩罚自己',
    ),
    // violence against another: kill, hack, stab, beat, revenge, make them pay, where they live
    violence: z(
      '(?<!自|秒|被)杀(?!跌|多|空|疯|进|入|回|猪|价|手|毒|青|菌)|砍(?!仓|单|价)|捅|宰了|弄死|搞死|干掉|打死|毒死|撞死他|掐死|揍',
      '报仇|报复|复仇|算账|偿命|血债|付出代价|同归于尽|陪葬|一起死|让(?:他|她|他们)(?:见血|好看|后悔)',
      '(?:等|堵)(?:他|她|他们)(?:下来|出来|回来|下班|出门)|手里(?:拿|握|揣)着|住(?:哪|在哪|址)|地址|堵(?:他|她)|找(?:到)?(?:他|她)家|放火|纵火|泼汽油|浇汽油|汽油|硫酸|(?:拎|揸)刀',
    ),
    // hopelessness: no way out, no point, a burden, better off without me, can't go on, tired of living
    hopeless: z(
      '绝望|没(?:有)?希望|看不到希望|走投无路|无路可走|没(?:有)?(?:出路|退路)|撑不(?:下去|住)|扛不住|熬不(?:下去|住)|顶唔顺|受不了',
      '没(?:有)?(?:意义|意思)|有什么意义|累赘|拖累|负担|包袱|没有我.{0,8}(?:更好|轻松|比较好|好过)|没用|废物|一无所有|什么都没了',
      '生不如死|生无可恋|万念俱灰|心如死灰|好累|太累|心累|活着(?:好|真|太)?累|不想再|放弃|算了吧|崩溃|无所谓了',
    ),
    // finality: the last time, never again, won't need it, won't be here, it ends
    finality: z(
      '最后一(?:次|天|晚|夜|个|条|单|顿|眼|面)|最后的|再也|永远|永久|不会再|不再|以后(?:都|也|就)?(?:用不|不需要|不用)|用不(?:上|着)了|不需要了',
      '不在了|结束了|到此为止|就这样吧|没有以后|没有明天|不会回来|回不来|一去不回|最后',
      // a decision taken, no way back: "想好了", "没有回头路", "我就走"
      '(?:已经)?(?:决定|想好|想清楚|定)了|决定咗|没有回头路|不(?:会|再)回头|(?:我)?(?:就|要|也跟着)走(?:了|啦)?(?= |$|，|。)|该怎么做了|就这么办|不怕了|要去做了',
    ),
    // happening now: already took, just swallowed, standing on the edge, bleeding, can't breathe
    now: z(
      '已经(?:吃|吞|喝|服|割|划|在|站|坐|开始|点|封)|刚(?:刚|才)?(?:吃|吞|喝|服|割|划)|(?:吃|吞|喝|服)(?:了|咗|下|完|光)|正在|此刻|这一刻|而家|现在(?:就)?(?:在|站|坐)',
      '站在|坐在|蹲在|栏杆外|外面了|血(?:止不住|一直流|流个不停)|流了好多血|喘不过气|呼吸(?:不了|困难)|头(?:好|很)?晕|眼前发黑|\\d+分钟前|已经开始|点着了|点上了|开始了',
    ),
  },
};
