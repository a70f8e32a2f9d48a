import type { ConceptLexicon } from './concept';

/**
 * Alternatives -> one RegExp. Korean glues particles and endings onto stems ("죽고", "죽을래"), so
 * the patterns name stems without word boundaries, and allow a space where people drop or add one.
 * Patterns are NFKC-normalised like the text, so initials (ㅈㅅ) become the conjoining jamo the text holds.
 */
const k = (...alternatives: string[]): RegExp => new RegExp(`(?:${alternatives.join('|')})`.normalize('NFKC'));

/** Korean: standard spelling and net slang (ㅈㅅ, 자살각, 뒤지다, 극단선택), spaced and unspaced forms. */
export const KO_CONCEPTS: ConceptLexicon = {
  lang: 'ko',
  concepts: {
    // dying, suicide, disappearing, not waking; euphemisms (극단적 선택, 생을 마감) and slang (뒤지다, ㅈㅅ)
    death: k(
      '(?<!배고파 |배고파서 |웃겨 |웃겨서 |더워 |추워 |힘들어 |졸려 )죽(?!이|여|일|인|였|창|순|치|도록|을 ?맛|겠다 ?ㅋ|겠네 ?ㅋ)',
      '자[ 0-9]?살|ㅈㅅ|ㅈㄱㅅㄷ|ㅈㄱㅅㅇ|ㅈ살|(?:다|인생|나를|나 ?자신|저 ?자신|모든 ?걸|삶|전부) ?끝내|끝내고 ?싶|끝내 ?버리|데려가(?:셨|주|줬)|자결|자진|ㅈㅅ|극단 ?적인? ?선택|극단 ?선택|생을 ?마감|목숨을 ?끊|삶을 ?끝|인생을 ?끝|스스로 ?목숨',
      '뒤지(?!고 ?있|는 ?중|다가)|뒤질|뒈지|디지고|저세상|하늘나라|세상을 ?떠|세상에서 ?사라|영원히 ?잠',
      '(?:사라|없어)(?:지고 ?싶|져 ?버리|졌으면|지면|지믄|져도|지는 ?게)|살고 ?싶은 ?마음|살기 ?싫|살고 ?싶지 ?않|그만 ?살|더 ?살 ?이유|살아서 ?뭐|살 ?필요',
      '안 ?깨(?:어)?[나났]|안 ?깼|깨어나고 ?싶지|깨고 ?싶지|깨어나지 ?않|깨지 ?않|눈을? ?뜨지|눈 ?(?:이 ?)?안 ?(?:떴|떠졌)|안 ?일어났|일어나지 ?않|태어나지 ?말|태어나지 ?않',
    ),
    // pills, sleeping pills, named medicines, overdose, alcohol with pills
    medication: k(
      '수면제|수면 ?유도제|수면유도|신경 ?안정제|안정제|항우울제|우울증 ?약|진통제|해열제|감기약|처방약|알약|약물|약통|약봉지|약 ?봉투',
      '타이레놀|아세트아미노펜|졸피뎀|스틸녹스|자낙스|알프라졸람|리보트릴|아티반|로라제팜|인슐린|펜잘|게보린|이부프로펜',
      '과다 ?복용|과다복용|오디|(?<![a-z])od(?![a-z])|약을|약 ?(?:먹|삼키|털어|모아|다|한 ?통|몇)|약들|몇 ?알|\\d+ ?알|한 ?통|통째|술이랑 ?약|술하고 ?약',
    ),
    // heights: jumping, rooftops, railings, bridges (Han river bridges), high floors, windows, cliffs
    height: k(
      '뛰어 ?내리|뛰어내|투신|떨어지|떨어져|몸을 ?던|옥상|난간|베란다|발코니|창문|창밖|높은 ?곳|높은 ?데|제일 ?높은|가장 ?높은|고층|꼭대기|몇 ?층|\\d+ ?층|층에서|절벽|낭떠러지',
      '다리(?=$| |에서|위|로|난간| 위| 난간| 밑|가)|대교|한강|마포|전망대|아파트 ?(?:꼭대기|옥상|\\d+)',
    ),
    // other means: hanging, rope, blades, guns, pesticide, charcoal briquettes, gas, rails, drowning, a car
    means: k(
      '목 ?[맬멜메]|목을? ?매|목매|목 ?졸|밧줄|로프|줄을|넥타이|문고리',
      '칼|커터|면도날|면도칼|총|엽총',
      '농약|제초제|그라목손|마셔 ?(?:불|버릴)까|독약|청산가리|쥐약|락스|번개탄|연탄|숯|착화탄|가스|배기 ?가스|일산화탄소',
      '철로|선로|철길|기찻길|기차|지하철|열차|ktx|스크린 ?도어|뛰어들|물에 ?빠|익사|바다에|강에|차로 ?(?:들이받|박)|트럭|차에 ?치',
    ),
    // how much, how many, lethal, dose, sure, painless, quick, how long
    quantity: k(
      '몇 ?알|몇 ?개|몇 ?통|몇 ?mg|몇 ?밀리|몇 ?층|몇 ?미터|얼마나|얼마만큼|얼마면|충분|치사량|치사|치명|용량|한계량|확실(?:히|하게|한)?',
      '고통 ?없이|안 ?아프게|아프지 ?않게|편하게 ?죽|편안하게|빨리 ?죽|한 ?번에|한꺼번에|몇 ?분|몇 ?시간|얼마 ?동안|전부 ?(?:먹|삼)|다 ?(?:먹|삼키)',
    ),
    // when: tonight, tomorrow, weekend, weekdays, dawn, after an event, when a price breaks
    time: k(
      '오늘|내일|낼|모레|이번 ?주|주말|다음 ?주|[월화수목금토일]요일|밤|새벽|자정|오늘밤|이따|나중에|곧',
      '닿으면|도달하면|찍으면|깨면|끝나면|끝나믄|그 ?주에|끝나고|끝난 ?뒤|후에|뒤에|다음에|생일|월말|연말|월급날|\\d+ ?시|\\d+ ?일|\\d+ ?월|깨지면|떨어지면|되면|되는 ?날',
    ),
    // farewells: goodbye, sorry, forgive me, thank you for everything, last message, tell them I loved them
    farewell: k(
      '안녕히|잘 ?있어|잘 ?있어요|잘 ?지내|잘 ?살아|안녕(?!하세요|하십|하셨)|작별|이별|마지막 ?인사|마지막 ?메시지|마지막 ?말|마지막으로',
      '편지|죄송하다고|미안하다고|미안해|미안하다|미안했|미안합니다|죄송해|죄송합니다|용서해|고마웠|감사했|그동안 ?고마|그동안 ?감사|사랑했|사랑해|유서|전해 ?줘|전해 ?주|잊어 ?줘|잊어 ?버려',
    ),
    // affairs in order: will, insurance, passwords, seed phrase, giving things away, the pet
    affairs: k(
      '유서|유언|유산|상속|보험|수익자|비밀번호|비번|시드 ?(?:문구|구문|키)|니모닉|개인키|지갑|계좌 ?(?:번호|비번|비밀번호|정보)|통장|공인인증|인증서',
      '목록|리스트|누구한테 ?(?:뭐|뭘)|줄지|물려 ?(?:줄|주|준|줬)|넘겨|나눠 ?줘|나눠줬|나눠 ?주|줘 ?버|주고 ?싶|정리(?:했|하고|해|할)|신변 ?정리|맡아|맡겨|부탁해|부탁할게|고양이|강아지|반려|열쇠|(?:계약|보험|통장|카드|폰) ?해지|해지했|탈퇴|누구한테 ?뭘',
    ),
    // hurting oneself: cutting, burning, hitting, blood, scars, punishing oneself
    'self-harm': k(
      '자해|ㅈㅎ|벽에 ?(?:박|찧)|머리를 ?(?:벽|박|찧)|주먹으로|물었|손을 ?(?:물|지|깨)|지[져졌]|피 ?[나날났]|자기 ?파괴|손목|허벅지|팔(?:을|에|목|뚝)|긋|그었|그어|그은|커터칼|면도날|상처|흉터|피가|피를|피 ?나|피나|피투성',
      '(?:내|제) ?머리를 ?(?:쳤|쳐|때)|멍(?:이)? ?들 ?때까지|때리|때렸|벽을 ?(?:치|쳤|박)|머리를 ?(?:박|찧)|담배빵|지졌|지지|화상|벌(?:을|주|받)|깨물|물어뜯|할퀴|쥐어뜯',
    ),
    // violence against another: kill, stab, beat, revenge, make them pay, where they live
    violence: k(
      '치어 ?버|차로 ?(?:치|밀어|받)|밟아 ?버|찌른|찌를|해치|해칠|가만 ?안 ?둘|죽이|죽여|죽일|죽인|죽였|찔러|찌르|찔렀|칼로|패(?:버|줄|고 ?싶)|두들겨|때려 ?(?:죽|잡)|조져|담가|묻어 ?버',
      '복수|갚아 ?주|되갚|대가를|값을 ?치르|가만 ?안 ?둬|가만 ?두지|가만두지|용서 ?못|같이 ?죽',
      '(?:집|회사) ?주소|사는 ?곳|어디 ?사는|사는 ?데|집 ?앞|찾아가|기다렸다가|불 ?질러|불을 ?질|휘발유|(?<=^| )낫 ?(?:들고|들|을)|도끼|나도 ?몰라|기름 ?부|염산',
    ),
    // hopelessness: no way out, no point, a burden, better off without me, can't go on, tired of living
    hopeless: k(
      '상관 ?없|살아 ?있든|지친|지치|힘드|힘들|우울|괴로|외로|무기력|앞이 ?안 ?보|인생 ?망|희망이? ?없|희망도 ?없|절망|의미 ?없|의미가 ?없|소용 ?없|방법이 ?없|답이 ?없|출구가? ?없|끝이 ?안|빠져나갈',
      '짐이|짐만|짐덩어리|민폐|없는 ?게 ?나|없는 ?편이|없어지면|못 ?버티|못버티|버틸 ?수|견딜 ?수|지쳤|지쳐|힘들어|힘들다|살 ?이유|더는 ?못|더 ?이상 ?못|포기|아무 ?것도 ?없|다 ?잃',
    ),
    // finality: the last time, never again, won't need it, won't be here, it ends, the decision
    finality: k(
      '마지막|다시는|두 ?번 ?다시|더 ?이상 ?필요|필요 ?없(?:어|을|게)|이제 ?끝|끝이야|끝났|끝낼|영원히|없을 ?거|없을 ?테|못 ?볼|이번이 ?마지막|안 ?돌아|돌아오지',
      '실행|돌이킬|나도 ?같이|같이 ?(?:간다|갈|끝낸)|필요 ?없|결심|결정했|마음 ?먹었|마음을 ?정|정했|각오|망설이지|무섭지 ?않|안 ?무서|말리지 ?마|말려도',
    ),
    // happening now: already took, just swallowed, standing on the edge, bleeding, can't breathe
    now: k(
      '방금|벌써|이미|먹었|삼켰|털어 ?넣|먹어 ?버렸|지금 ?(?:옥상|다리|난간|한강|역|선로|여기|서|앉|와)|서 ?있|앉아 ?있|와 ?있|도착',
      '피가 ?(?:안 ?멈|멈추지|계속|철철|많이)|숨이|숨을 ?못|의식이|어지러|정신이 ?(?:없|몽롱)|시작했|시작됐|\\d+ ?분 ?전|피우고 ?있|붙였',
    ),
  },
};
