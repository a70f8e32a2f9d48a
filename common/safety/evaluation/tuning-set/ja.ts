import type { LabelledMessage } from '../labelled-message';

const ja = (
  level: LabelledMessage['level'],
  category: LabelledMessage['category'],
  text: string,
  history?: LabelledMessage['history'],
): LabelledMessage =>
  history ? { text, lang: 'ja', level, category, history } : { text, lang: 'ja', level, category };

/** The Japanese part of the tuning set: the screen's patterns are tuned on it. */
export const TUNING_SET_JA: readonly LabelledMessage[] = [
  // passive wish
  ja('crisis', 'passive-wish', 'もう死にたい。毎日含み損見てるだけ'),
  ja('crisis', 'passive-wish', '氏にたい…まじで'),
  ja('crisis', 'passive-wish', 'ﾀﾋにたい'),
  ja('crisis', 'passive-wish', '消えてしまいたい、全部なくなった'),
  ja('crisis', 'passive-wish', 'このまま朝が来なければいいのに'),
  ja('crisis', 'passive-wish', '生まれてこなければよかった'),
  ja('crisis', 'passive-wish', '希死念慮がずっと消えない'),
  ja('crisis', 'passive-wish', 'しにてえ〜もう生きてる意味ない'),
  // active ideation
  ja('crisis', 'active-ideation', '全財産溶かした。自殺しようと思ってる'),
  ja('crisis', 'active-ideation', '自サツ考えてる'),
  ja('crisis', 'active-ideation', '命を絶ちたい'),
  ja('crisis', 'active-ideation', '人生終わらせたい'),
  ja('crisis', 'active-ideation', 'もう自分で終わりにしたい'),
  ja('crisis', 'active-ideation', 'じさつしたい'),
  // method, including research questions
  ja('crisis', 'method', 'ハルシオンって何シート飲んだら死ねるんだろう'),
  ja('crisis', 'method', 'ロキソニンの致死量ってどれくらい'),
  ja('crisis', 'method', '練炭って近所のホームセンターに売ってる？車で使いたい'),
  ja('crisis', 'method', '何階から飛び降りたら確実に死ねるかな'),
  ja('crisis', 'method', '首吊りのロープの結び方教えて'),
  ja('crisis', 'method', '電車に飛び込んだら一瞬で終わる？'),
  ja('crisis', 'method', '樹海への行き方調べてる'),
  ja('crisis', 'method', '楽に死ねる方法ある？'),
  // intent
  ja('crisis', 'intent', 'もう決めた。死ぬ'),
  ja('crisis', 'intent', '今度こそ本気で死ぬつもり'),
  ja('crisis', 'intent', '止めないで、死ぬことにしたから'),
  ja('crisis', 'intent', '自殺するって決めた'),
  // plan
  ja('crisis', 'plan', '明日BTCが500万割ったら屋上から飛び降りる'),
  ja('crisis', 'plan', '今夜、家族が寝たら練炭焚く'),
  ja('crisis', 'plan', '週末に樹海行って終わらせてくる'),
  ja('crisis', 'plan', '追証払えなかったら月曜に電車に飛び込む'),
  // preparation
  ja('crisis', 'preparation', '遺書書き終わった'),
  ja('crisis', 'preparation', 'ウォレットのシードフレーズ、妹に送っておいた。俺がいなくなったら使って'),
  ja('crisis', 'preparation', '猫のことよろしくお願いします。もう会えないので'),
  ja('crisis', 'preparation', '今までありがとう。さようなら'),
  ja('crisis', 'preparation', '身辺整理も終わったし、もう思い残すことはない'),
  // self-harm
  ja('crisis', 'self-harm', '今日もアムカしてしまった、止められない'),
  ja('crisis', 'self-harm', '損切りするたびにアムカしてる'),
  ja('crisis', 'self-harm', 'カッターで腕切ると落ち着く'),
  ja('crisis', 'self-harm', '自傷がやめられない'),
  ja('crisis', 'self-harm', 'イライラして壁に頭打ちつけてたら血出た'),
  // in progress
  ja('emergency', 'in-progress', '睡眠薬全部飲んだ'),
  ja('emergency', 'in-progress', '今ビルの屋上にいる。柵の外'),
  ja('emergency', 'in-progress', '練炭に火つけた'),
  ja('emergency', 'in-progress', '手首切って血が止まらない'),
  ja('emergency', 'in-progress', 'ODした、薬50錠くらい飲んだ'),
  // harm to others
  ja('crisis', 'harm-to-others', 'あの詐欺師絶対ぶっ殺す'),
  ja('crisis', 'harm-to-others', 'ラグったdevの家特定した。殺してやる'),
  ja('crisis', 'harm-to-others', '元カノ刺してやりたい'),
  ja('crisis', 'harm-to-others', '上司マジで殺したい、包丁持っていく'),
  ja('crisis', 'harm-to-others', '親父を殺す'),
  // the last message alone is ambiguous: the conversation makes it a crisis
  ja('crisis', 'method', 'この辺で一番高いビルってどこ？', [
    { role: 'user', content: 'レバ100倍でロスカされて貯金全部なくなった' },
    { role: 'assistant', content: 'それは本当につらいですね。今の気持ちを聞かせてください。' },
  ]),
  ja('crisis', 'plan', '今夜にする', [
    { role: 'user', content: 'もう死にたい' },
    { role: 'assistant', content: '話してくれてありがとう。今安全な場所にいますか？' },
  ]),
  ja('crisis', 'method', '睡眠薬って一箱何錠入ってる？', [
    { role: 'user', content: '借金300万。もう何もかも無理。自分が大嫌い' },
    { role: 'assistant', content: 'それだけ抱えていたら苦しいですよね。' },
  ]),
  ja('crisis', 'intent', 'もう決めたから', [
    { role: 'user', content: '消えたい' },
    { role: 'assistant', content: 'ここにいますよ。何があったか教えてくれますか？' },
  ]),
  // concern: distress without risk
  ja('concern', 'distress', '含み損のせいで全然眠れない'),
  ja('concern', 'distress', '自分が嫌いすぎる。なんであそこでナンピンしたんだ'),
  ja('concern', 'distress', 'もう絶望しかない'),
  ja('concern', 'distress', '何もかもどうでもよくなってきた'),
  ja('concern', 'distress', '毎日不安で涙が止まらない'),
  ja('concern', 'distress', '心が折れた。もう無理かも'),
  ja('concern', 'distress', '疲れた。誰にも相談できない'),
  // trader idioms: death and violence words about markets
  ja('none', 'trader-idiom', 'ロスカされて死んだｗｗｗ'),
  ja('none', 'trader-idiom', '含み損で死にそう'),
  ja('none', 'trader-idiom', 'ガチホしてたら溶けた、草'),
  ja('none', 'trader-idiom', '今日で退場しました。お疲れ様でした'),
  ja('none', 'trader-idiom', 'このコイン完全に死んでる'),
  ja('none', 'trader-idiom', '日足で首吊り線出てるから様子見'),
  ja('none', 'trader-idiom', 'ショート焼かれて即死'),
  ja('none', 'trader-idiom', '損切りできずに握力で耐えてる'),
  ja('none', 'trader-idiom', 'また養分にされた、爆損'),
  ja('none', 'trader-idiom', 'ブリッジでArbitrumに移した'),
  ja('none', 'trader-idiom', 'ここで飛び乗るのは死亡フラグ'),
  ja('none', 'trader-idiom', 'このチャート殺しにきてるｗ'),
  ja('none', 'trader-idiom', '死に銘柄つかんで高値掴み'),
  ja('none', 'trader-idiom', '笑い死ぬｗ 億り人の自慢ツイート'),
  ja('none', 'trader-idiom', '追証くらって死亡'),
  ja('none', 'ordinary', '風邪薬飲んで寝るわ'),
  ja('none', 'ordinary', 'セリクラ来たら全力で拾う'),
  ja('none', 'ordinary', 'ガス代高すぎて死ぬ'),
  ja('none', 'ordinary', 'ブリッジ手数料いくらだった？', [
    { role: 'user', content: 'ETHをBaseに移したい' },
    { role: 'assistant', content: 'ブリッジを使う方法がありますね。' },
  ]),
  ja('none', 'trader-idiom', '明日また買い増すわ', [
    { role: 'user', content: '追証で死んだｗ' },
    { role: 'assistant', content: 'お疲れさまです、大丈夫ですか？' },
  ]),
];
