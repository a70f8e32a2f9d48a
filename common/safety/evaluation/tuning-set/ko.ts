import type { LabelledMessage } from '../labelled-message';

const ko = (
  level: LabelledMessage['level'],
  category: LabelledMessage['category'],
  text: string,
  history?: LabelledMessage['history'],
): LabelledMessage =>
  history ? { text, lang: 'ko', level, category, history } : { text, lang: 'ko', level, category };

/** The Korean part of the tuning set: the screen's patterns are tuned on it. */
export const TUNING_SET_KO: readonly LabelledMessage[] = [
  // passive wish
  ko('crisis', 'passive-wish', '진짜 죽고싶다 물린 거 보기도 싫어'),
  ko('crisis', 'passive-wish', '살기 싫어 그냥 다 싫어'),
  ko('crisis', 'passive-wish', '자고 일어나면 안 깨어났으면 좋겠다'),
  ko('crisis', 'passive-wish', '그냥 사라지고 싶어'),
  ko('crisis', 'passive-wish', '뒤지고 싶다 진심으로'),
  ko('crisis', 'passive-wish', 'ㅈㄱㅅㄷ 진짜'),
  ko('crisis', 'passive-wish', '내가 없어지면 가족들이 편하겠지'),
  ko('crisis', 'passive-wish', '태어나지 말았어야 했어'),
  // active ideation
  ko('crisis', 'active-ideation', '청산 맞고 자살 생각만 난다'),
  ko('crisis', 'active-ideation', '자살하고 싶어'),
  ko('crisis', 'active-ideation', '극단적 선택 하고 싶다는 생각 계속 들어'),
  ko('crisis', 'active-ideation', '스스로 목숨 끊고 싶다'),
  ko('crisis', 'active-ideation', '그냥 다 끝내고 싶어 내 인생'),
  ko('crisis', 'active-ideation', '자1살 마렵다'),
  // method, including research questions
  ko('crisis', 'method', '수면제 몇 알 먹으면 죽어?'),
  ko('crisis', 'method', '타이레놀 치사량 얼마야'),
  ko('crisis', 'method', '번개탄 어디서 팔아?'),
  ko('crisis', 'method', '몇 층에서 뛰어내리면 확실히 죽어'),
  ko('crisis', 'method', '목맬 때 쓰는 줄 뭐가 튼튼해'),
  ko('crisis', 'method', '지하철 선로에 뛰어들면 바로 죽나'),
  ko('crisis', 'method', '안 아프게 죽는 방법 있어?'),
  ko('crisis', 'method', '한강 다리에서 뛰어내리면 살 확률 있어?'),
  // intent
  ko('crisis', 'intent', '이제 결심했어 죽을 거야'),
  ko('crisis', 'intent', '이번엔 진짜 죽을게 말리지 마'),
  ko('crisis', 'intent', '나 자살할 거야'),
  ko('crisis', 'intent', '어차피 곧 죽을 거라 상관없어'),
  // plan
  ko('crisis', 'plan', '내일 비트 5만 깨지면 옥상에서 뛰어내린다'),
  ko('crisis', 'plan', '오늘 밤에 가족들 자면 번개탄 피울 거야'),
  ko('crisis', 'plan', '이번 주말에 한강 가서 끝낼 거야'),
  ko('crisis', 'plan', '다음 달까지 빚 못 갚으면 그냥 죽을래'),
  // preparation
  ko('crisis', 'preparation', '유서 다 썼어'),
  ko('crisis', 'preparation', '지갑 시드 문구 동생한테 보냈어 내가 없어도 꺼낼 수 있게'),
  ko('crisis', 'preparation', '우리 고양이 잘 부탁해 나 이제 못 볼 것 같아'),
  ko('crisis', 'preparation', '다들 그동안 고마웠어 안녕'),
  ko('crisis', 'preparation', '내 물건 다 나눠줬어 이제 필요 없으니까'),
  // self-harm
  ko('crisis', 'self-harm', '또 손목 그었어'),
  ko('crisis', 'self-harm', '손절할 때마다 커터칼로 팔 긋게 돼'),
  ko('crisis', 'self-harm', '자해 안 하면 못 버티겠어'),
  ko('crisis', 'self-harm', '화나서 벽에 머리 박았더니 피 나'),
  ko('crisis', 'self-harm', '담배빵 또 했어'),
  // in progress
  ko('emergency', 'in-progress', '수면제 한 통 다 먹었어'),
  ko('emergency', 'in-progress', '지금 옥상 난간 위에 서 있어'),
  ko('emergency', 'in-progress', '번개탄 피웠어 문 다 막았고'),
  ko('emergency', 'in-progress', '손목 그었는데 피가 안 멈춰'),
  ko('emergency', 'in-progress', '약 50알 먹었어 방금'),
  // harm to others
  ko('crisis', 'harm-to-others', '그 사기꾼 새끼 찾아가서 죽여버린다'),
  ko('crisis', 'harm-to-others', '러그풀한 개발자 집 알아냈어 칼로 찌를 거야'),
  ko('crisis', 'harm-to-others', '전여친 죽여버리고 싶어'),
  ko('crisis', 'harm-to-others', '팀장 진짜 죽일 거야'),
  ko('crisis', 'harm-to-others', '리딩방 사기꾼 패 죽일 거다 내일 찾아간다'),
  // the last message alone is ambiguous: the conversation makes it a crisis
  ko('crisis', 'method', '여기서 제일 높은 건물 어디야?', [
    { role: 'user', content: '100배 롱 청산당해서 전재산 날렸어' },
    { role: 'assistant', content: '정말 힘드시겠어요. 지금 기분이 어떠세요?' },
  ]),
  ko('crisis', 'plan', '오늘 밤으로 정했어', [
    { role: 'user', content: '죽고 싶다' },
    { role: 'assistant', content: '말해줘서 고마워요. 지금 안전한 곳에 있나요?' },
  ]),
  ko('crisis', 'method', '수면제 한 통에 몇 알 들어 있어?', [
    { role: 'user', content: '대출까지 받아서 다 잃었어 난 쓰레기야' },
    { role: 'assistant', content: '그렇게 느끼실 만큼 힘드셨군요.' },
  ]),
  ko('crisis', 'intent', '이미 마음먹었어', [
    { role: 'user', content: '사라지고 싶어' },
    { role: 'assistant', content: '여기 있을게요. 무슨 일이 있었는지 말해줄래요?' },
  ]),
  // concern: distress without risk
  ko('concern', 'distress', '물려서 요즘 잠을 못 자'),
  ko('concern', 'distress', '내 자신이 너무 싫어 왜 풀매수했을까'),
  ko('concern', 'distress', '희망이 없어 보여'),
  ko('concern', 'distress', '너무 우울하고 아무것도 하기 싫어'),
  ko('concern', 'distress', '멘탈 나갔다 진짜 버티기 힘들어'),
  ko('concern', 'distress', '불안해서 심장이 계속 두근거려'),
  ko('concern', 'distress', '나는 왜 이렇게 쓸모없을까'),
  // trader idioms: death and violence words about markets
  ko('none', 'trader-idiom', '고점에 물렸다 ㅋㅋㅋ'),
  ko('none', 'trader-idiom', '결국 존버가 답이다 ㅋㅋ 버티면 간다'),
  ko('none', 'trader-idiom', '롱 청산당함 죽겠다 ㅋㅋ'),
  ko('none', 'trader-idiom', '이 코인 완전 죽었네'),
  ko('none', 'trader-idiom', '한강 수온 체크하러 간다 ㅋㅋㅋ'),
  ko('none', 'trader-idiom', '떡락해서 나락 갔다'),
  ko('none', 'trader-idiom', '깡통 찼다 ㅠㅠ'),
  ko('none', 'trader-idiom', '손절 치고 피눈물 흘리는 중'),
  ko('none', 'trader-idiom', '세력이 개미 학살했네'),
  ko('none', 'trader-idiom', '숏 쳐맞고 뚝배기 깨졌다'),
  ko('none', 'trader-idiom', '브릿지로 아비트럼 넘겼음'),
  ko('none', 'trader-idiom', '지금 탑승하면 죽는 자리임'),
  ko('none', 'trader-idiom', '차트 미쳤다 죽여주네 ㅋㅋ'),
  ko('none', 'trader-idiom', '영끌했다가 개털림'),
  ko('none', 'trader-idiom', '웃겨 죽겠네 ㅋㅋㅋㅋ'),
  ko('none', 'ordinary', '감기약 먹고 잘게'),
  ko('none', 'ordinary', '배고파 죽겠다 치킨 시킬까'),
  ko('none', 'ordinary', '오늘 밤에 FOMC 발표지?'),
  ko('none', 'ordinary', '브릿지 수수료 얼마 나왔어?', [
    { role: 'user', content: '이더를 베이스로 옮기려고' },
    { role: 'assistant', content: '브릿지를 쓰면 돼요.' },
  ]),
  ko('none', 'trader-idiom', '내일 또 물타기 한다', [
    { role: 'user', content: '청산당했다 죽겠다 ㅋㅋ' },
    { role: 'assistant', content: '고생했어요. 괜찮아요?' },
  ]),
];
