import type { Lexicon, RiskRule } from './lexicon';
import { devanagari } from './devanagari';

/**
 * Hindi in Devanagari, and romanised Hinglish as people type it ("jeene ka mann nahi", "mar jaun").
 * Devanagari patterns go through `dv()`: the text is NFKC-normalised, which splits nukta letters
 * ("ज़" -> "ज" + "़"), and people type the nukta or not and mix chandrabindu and anusvara
 * ("हूँ", "हूं", "हू"); `dv()` accepts all of these. Devanagari has no `\b`: words start at
 * `(?:^| )` and end at `(?= |$)`; Hinglish patterns use `\b`. Gaps are bounded.
 */
const S = '(?:^| )';
const E = '(?= |$)';
/** A space, up to n words, a space: `a${gap(2)}b` matches "a b", "a x b", "a x y b". */
const gap = (n: number) => `(?: \\S+){0,${n}} `;
/** Romanised gap: up to n words between two words, spaces included. */
const lgap = (n: number) => `(?: \\w+){0,${n}} `;

const dv = (source: string) => new RegExp(devanagari(source));
const dvIdiom = (source: string) => new RegExp(devanagari(source), 'g');

// Hinglish word families
const NAHI = '(?:nahi|nahin|nhi|nai|ni|na|naa)';
const WANT = '(?:chahta|chahti|chahata|chahataa|chata|chahte|chaahta|chaahti|chahiye)';
const FUT1 =
  '(?:dun|doon|dunga|doonga|dungi|lu|loon|lun|lunga|loonga|lungi|dalu|dalun|daalun|dalunga|daalunga|dalungi|daalungi)';
const KILL_L =
  '(?:(?:maar|mar) (?:dunga|doonga|dungi|daalunga|dalunga|dalungi|daalungi|dalu|daalu|dena hai|dalna hai|daalna hai)|jaan se (?:maar|mar)\\w*|' +
  '(?:khatam|khatm|khtm) kar (?:dunga|doonga|dungi|dalunga|daalunga)|gala (?:kaat|ghont|daba|dabaa) (?:dunga|doonga|dalunga|daalunga|dungi)|' +
  'goli (?:maar|mar) (?:dunga|doonga|dungi|deni|dena|deni hai|dena hai)|zinda (?:nahi|nhi) (?:chhodunga|chodunga|chhodungi)|(?:nahi|nhi) (?:chhodunga|chodunga)|' +
  '(?:chhodunga|chodunga) (?:nahi|nhi)|(?:uda|tapka|thok) (?:dunga|doonga|dungi))';
const PERSON_L =
  '(?:use|usse|usko|usey|unko|unhe|unhein|tujhe|tereko|tumhe|tumko|boss|manager|scammer|scamer|scammers|dev|devs|developer|founder|admin|' +
  'wife|biwi|bivi|husband|pati|ex|gf|bf|girlfriend|boyfriend|bhai|baap|papa|saas|padosi|broker|sabko|landlord|partner)';
// Devanagari word families
const KILL_D =
  '(?:मार (?:डालूंगा|डालूंगी|दूंगा|दूंगी|डालना है|देना है)|जान से मार|(?:ख़त्म|खत्म|खतम) कर (?:दूंगा|दूंगी|डालूंगा)|' +
  '(?:काट|उड़ा|टपका) (?:डालूंगा|दूंगा|दूंगी)|गोली मार (?:दूंगा|दूंगी)|गला (?:काट|घोंट|दबा) (?:दूंगा|डालूंगा|दूंगी)|' +
  '(?:ज़िंदा|जिंदा|जिन्दा) (?:नहीं|नही) छोड़ूंगा|छोड़ूंगा (?:नहीं|नही)|(?:नहीं|नही) छोड़ूंगा)';
const PERSON_D =
  '(?:उसे|उसको|उन्हें|उनको|तुझे|तुम्हें|तुमको|बॉस|बास|मैनेजर|मालिक|बीवी|पत्नी|पति|स्कैमर|डेव|डेवलपर|एडमिन|भाई|बाप|पापा|सास|एक्स|' +
  'पड़ोसी|दलाल|ब्रोकर|सबको|गर्लफ्रेंड|बॉयफ्रेंड)';

/** Either order, up to n words apart: two quiet signs that together say what neither says alone. */
const both = (a: string, b: string, n: number) => `(?:${a})${gap(n)}(?:${b})|(?:${b})${gap(n)}(?:${a})`;
/** Quiet signs of a decision (Devanagari and Hinglish): decided, don't stop me, no advice wanted, picking the day, calm. */
const INTENT_WEAK =
  '(?:फ़ैसला|फैसला|निर्णय|तय) (?:हो (?:चुका|गया)|कर (?:लिया|ली))|(?:अब|आज) (?:मैं )?(?:यह|ये|वो|वह) (?:करूंगा|करूंगी|कर दूंगा|कर दूंगी|कर के रहूंगा)(?=(?: (?:बस|अब|पक्का|है))*$)|' +
  '\\b(?:ab|aaj) (?:main )?(?:ye|yeh|wo|woh|vo) (?:karunga|karungi|kar dunga|kar dungi|kar ke rahunga)(?=(?: (?:bas|ab|pakka|hai|yaar))*$)|\\b(?:tay|tai) (?:kar liya|kar li|ho gaya|ho chuka)\\b|(?:समझाना|समझाओ|रोकना|रोको|समझाने|रोकने)(?: की कोशिश)? (?:मत|ना)(?= |$)|पीछे (?:नहीं|नही) (?:हटूंगा|हटूंगी|हटना)|बस किसी को (?:बताना|बोलना) था|' +
  '\\b(?:samjhana|samjhao|rokna|roko|samjhane|rokne)(?: ki koshish)? (?:mat|na)\\b|\\b(?:peeche|piche|peechhe) (?:nahi|nahin|nhi) (?:hatunga|hatungi|hatna)\\b|\\bbas kisi ko (?:batana|bolna) tha\\b|वापसी (?:नहीं|नही)|(?:मत|ना) (?:रोकना|रोको|समझाना|समझाओ)|मन शांत है|सलाह (?:नहीं|नही) चाहिए|(?:दिन|तारीख़|तारीख) (?:चुनना|तय करना) (?:बाकी|बाक़ी)|' +
  '\\b(?:decide|faisla|fesla|faisala) (?:kar liya|kar li|ho gaya|ho chuka)\\b|\\b(?:mat|na) (?:roko|rokna|samjhao|samjhana)\\b|\\b(?:samjhane|rokne) (?:mat|na) (?:aana|aao|ana)\\b|\\bmann? (?:shaant|shant) hai\\b|' +
  '\\b(?:wapsi|vapsi|waapsi) (?:nahi|nahin)\\b|\\bis baar pakka\\b|\\b(?:wapas|vapas|waapas|lautke|laut ke) (?:koi )?(?:nahi|nahin|nhi|na) (?:aana|aaunga|aaungi|aunga|aana hai|lautna|lautunga)\\b|(?:वापस|लौटकर|लौट के) (?:नहीं|नही|ना) (?:आना|आऊंगा|आऊंगी|लौटना|लौटूंगा)|\\b(?:advice|salah|salaah|suggestion) (?:nahi|nahin|na) (?:chahiye|chaiye)\\b|\\bdin (?:choose|chun|chunna|tay|fix) (?:karna )?(?:baaki|baki)\\b(?!(?: hai| h)? (?:shaadi|wedding|party|trip|function|sagai|engagement))';
/** "Asking for a friend", "just general knowledge", "for a story". */
const DISCLAIMER =
  '(?:दोस्त|किसी) के लिए पूछ (?:रहा|रही)|(?:कहानी|किरदार) (?:लिख|के लिए)|बस (?:ऐसे ही|यूं ही) पूछ|' +
  '\\b(?:dost|friend) ke liye (?:pooch|puch) (?:raha|rahi)\\b|\\b(?:story|kahani|novel|script) (?:likh|ke liye)\\w*|कहानी लिख|\\b(?:general knowledge|gk) ke liye\\b|\\bbas (?:aise hi|yunhi|curiosity)\\b|\\bkahani (?:likh|ke liye)\\b|\\bsirf (?:jaankari|jankari) ke liye\\b';
/** A question about a dose, a height, a fan, a train or a poison. */
const METHOD_QUESTION =
  '\\b(?:floor|manzil|chhat|chat|terrace|bridge|pul|building)\\b(?: \\S+){0,4} (?:gire|girne|gira|kude|koode|kood|jump)\\w*(?: \\S+){0,4} (?:bachne|bachega|bach sakta|bach jata|zinda|survive|chance)\\w*|' +
  '(?:मंज़िल|मंजिल|फ़्लोर|फ्लोर|छत|पुल|बिल्डिंग)(?: \\S+){0,4} (?:गिरे|गिरने|कूदे|कूदने)(?: \\S+){0,4} (?:बचने|बचेगा|बच सकता|ज़िंदा|जिंदा)|(?:कितनी|कितना|कितने|कौन सा|कौन सी|किस)(?: \\S+){0,8} (?:गोल[ीि]\\S*|टैबलेट\\S*|दवा\\S*|डोज़|मंज़िल|पुल|छत|पंखा|ट्रेन|ज़हर|कीटनाशक|वज़न)|' +
  '\\b(?:train|trains|local|express|rajdhani|shatabdi|vande bharat|ट्रेन|लोकल)\\b(?: \\S+){0,8} (?:bina ruke|bina rukey|nahi rukti|nahin rukti|nahi rukegi|non ?stop|skip karti|बिना रुके|नहीं रुकती)|(?:ट्रेन|लोकल|गाड़ी)(?: \\S+){0,8} (?:बिना रुके|(?:नहीं|नही) रुकती)|' +
  '\\b(?:kitni|kitna|kitne|kaun sa|kaun si|kaunsi|kaunsa|konsi|konsa|kon si|kon sa|kis)\\b(?: \\S+){0,8} (?:goli\\w*|tablet\\w*|dose|dawa\\w*|floor|manzil|bridge|pul|fan|pankha|train|zeher|zahar|weight|wajan)\\b';
/** Quiet preparations: thanks and apologies to everyone, we won't meet again, things given away, debts paid, seed left for family, open after me. */
const PREP_WEAK =
  '(?:चिट्ठी|चिट्ठियां|ख़त|खत|लेटर)(?: \\S+){0,4} (?:वकील)|(?:चाबी|चाबियां)(?: \\S+){0,3} (?:पड़ोसी|दोस्त|भाई|बहन)(?: \\S+){0,1} (?:के पास|को दे)|(?:चिट्ठी|ख़त|खत|लेटर)(?: \\S+){0,3} (?:तकिए|तकिये|दराज़|दराज|अलमारी)|(?:उधार|कर्ज़|कर्ज|कर्ज़ा)(?: \\S+){0,2} (?:सब |सारा )?(?:चुका|लौटा) (?:दिया|दी|दिए)|(?:किताबें|कपड़े|साइकिल|घड़ी|बाइक)(?: \\S+){0,3} (?:दे|बांट) (?:दिया|दी|दीं|दिए)|(?:आख़िरी|आखिरी|अंतिम) (?:बार)(?: \\S+){0,4} (?:मिल|बोल|कह) (?:लिया|दिया|दी|आया|आई)|' +
  '\\b(?:chitthi|chitthiyan|letter|letters|khat)\\b(?: \\w+){0,4} (?:vakil|wakil|lawyer)\\b|\\b(?:chaabi|chabi|chaabiyan|chaavi|keys?)\\b(?: \\w+){0,4} (?:padosi|gwandi|dost|bhai|chhote|behen)\\w*(?: \\w+){0,1} (?:ke paas|paas|ko de|de)\\b|\\b(?:aakhri|akhri|last) (?:baar|bar|vaar|var|time)\\b(?: \\w+){0,6} (?:keh|kah|bol|mil|gale mil)\\w* (?:di|diya|diye|liya|li|aaya|aayi)\\b|\\b(?:kutta|kutte|billi|tota|dog|cat|pet)\\b(?: \\w+){0,3} (?:ko|paas|ke paas) (?:de|chhod|chod) (?:diya|di|aaya|aayi)\\b|' +
  '(?:(?:अब|फिर) (?:मिलना|मिलेंगे) (?:नहीं|नही|ना) (?:होगा|पाएंगे)|(?:ग़लती|गलती)(?: \\S+){0,4} (?:माफ़|माफ) (?:करना|कर देना)|(?:सबका|सबको) (?:शुक्रिया|धन्यवाद)|बोझ (?:नहीं|नही) बनना|मेरे बाद (?:खोलना|पढ़ना|देखना)|' +
  '(?:सीड|पासवर्ड)(?: \\S+){0,8} (?:लिफ़ाफ़े|भाई|बहन|मां|मम्मी|पापा|पत्नी|बीवी)|(?:ज़रूरत|जरूरत) (?:नहीं|नही) (?:पड़ेगी|होगी)|(?:सबका|सारा|पूरा) (?:उधार|कर्ज़|कर्ज|कर्ज़ा) (?:चुका|लौटा) (?:दिया|दी)|' +
  '(?:लैपटॉप|फ़ोन|फोन|गिटार|सामान)(?: \\S+){0,4} (?:दे|बांट) (?:दिया|दी|दिए)|(?:शेड्यूल|scheduled)(?: \\S+)? (?:ईमेल|मेल|मैसेज|email|mail|message)|' +
  '\\b(?:ab|phir|fir) (?:milna|milenge|mil) (?:nahi|nahin|na) (?:hoga|payenge|paunga|milenge)\\b|\\b(?:galti|galtiyan)\\b(?: \\w+){0,4} (?:maaf|maf) (?:karna|kar dena|krna)\\b|\\b(?:sabka|sab) (?:shukriya|dhanyawad)\\b|' +
  '\\b(?:shukriya|thank you|thanks|thanku)\\b(?: \\w+){0,3} (?:sab|sabka|sabko|everyone)\\b|\\b(?:lifafe|envelope|bhai|behen|mummy|papa|wife|biwi)\\b(?: \\w+){0,4} (?:seed|password\\w*|private key)\\b|' +
  '\\b(?:padosi|dost|aunty|uncle|didi|bhaiya|mausi|chachi)\\w*(?: \\w+){0,2} (?:rakh|sambhal|dekh) (?:lenge|lengi|lega|legi)\\b|(?:पड़ोसी|दोस्त|आंटी|दीदी|भैया)(?: \\S+){0,2} (?:रख|संभाल|देख) (?:लेंगे|लेंगी|लेगा|लेगी)|\\bbas (?:bye|alvida) (?:bolna|kehna|kahna) tha\\b|बस (?:बाय|अलविदा) (?:बोलना|कहना) था|\\bmere baad (?:kholna|padhna|dekhna)\\b|\\b(?:seed|password\\w*|private key)\\b(?: \\w+){0,8} (?:lifafe|envelope|bhai|behen|mummy|papa|wife|biwi)\\b|' +
  '\\b(?:zarurat|zaroorat|jarurat) (?:nahi|nhi|nahin) (?:padegi|hogi|rahegi)\\b|\\b(?:laptop|phone|mobile|guitar|bike|saman|samaan)\\b(?: \\w+){0,5} (?:de|baant|bant) (?:diya|diye|di)\\b|\\bscheduled? (?:email|mail|message|msg)\\w*|' +
  '\\b(?:sabka|saara|sara|pura|poora) (?:udhaar|udhar|karz|karza) (?:chuka|lauta|wapas kar) (?:diya|di)\\b|\\bbojh (?:nahi|nahin) (?:banna|banunga)\\b|\\btake care (?:everyone|sab|all)\\b|\\b(?:letter|chitthi|khat)\\b(?: \\w+){0,3} (?:likh|likha)\\w*(?: \\w+){0,3} (?:drawer|almari|takiye|daraz)\\b|\\bsorry (?:bola|bol diya|kaha|keh diya) (?:sab|sabko|sab ke liye|har cheez)\\b|(?:भाई|बहन|मां|मम्मी|पापा|पत्नी|बीवी)(?: \\S+){0,6} (?:पासवर्ड|सीड)|बाद के लिए)';
/** Quiet threats: outside their house, a weapon along, waiting for them, found their address, let's see how he escapes. */
const HARM_WEAK =
  '\\b(?:katta|pistol|revolver|bandook|bandooq|gun|chaku|chaaku)\\b (?:hai|he) (?:mere|apne) (?:paas|pas)\\b|\\b(?:uska|uski|unka|iska)\\b ghar\\b(?: \\w+){0,2} (?:dhoondh|dhundh|labh|pata kar) (?:liya|li)\\b|' +
  '(?:(?:उसके|उनके)(?: \\S+){0,2} (?:घर|ऑफ़िस|दुकान)(?: \\S+){0,2} (?:बाहर|नीचे|सामने) (?:हूं|खड़ा|बैठा)|(?:रिवॉल्वर|पिस्तौल|कट्टा|बंदूक|चाकू)(?: \\S+){0,2} (?:साथ|पास) (?:है|रख ली)|(?:उसके|उनके) आने का (?:इंतज़ार|इंतजार|वेट)|' +
  'पता (?:निकाल|लगा) (?:लिया|ली)|पता मिल (?:गया|गई)|(?:चाकू|पिस्तौल|कट्टा|बंदूक|डंडा|रॉड) (?:लेकर|ले के|लेके)(?: \\S+){0,3} (?:जाऊंगा|जाऊंगी|आऊंगा|पहुंचूंगा)|छोड़ूंगा (?:नहीं|नही)|कैसे बचता है|सबक (?:सिखाऊंगा|सिखाऊंगी|सिखाना है|सिखा दूंगा|सिखा के रहूंगा)|बच नहीं पाएगा|' +
  '\\b(?:uske|unke|uski|iske)\\b(?: \\w+){0,2} (?:ghar|office|dukan|flat)\\b(?: \\w+){0,2} (?:bahar|baahar|neeche|samne) (?:hoon|khada|baitha|wait)\\b|\\b(?:licensed|revolver|pistol|katta|bandook|gun|chaku|knife)\\b(?: \\w+){0,2} (?:saath|sath|paas|pas) (?:hai|le li|rakh li)\\b|' +
  '\\b(?:uske|unke) aane ka (?:wait|intezaar|intzaar)\\b|\\bpata (?:nikal|laga) (?:liya|li)\\b|\\bpata mil (?:gaya|gayi)\\b|\\b(?:chaku|chaaku|katta|pistol|danda|rod) (?:leke|lekar|le ke)(?: \\w+){0,3} (?:jaunga|aaunga|jaaunga|pahunchunga)\\b|\\b(?:chhodunga|chodunga) (?:nahi|nhi)\\b|\\bkaise bachta hai\\b|\\b(?:sabak|sabaq) (?:sikhaunga|sikhaungi|sikhana hai|sikha dunga|sikha ke rahunga)\\b|\\bbach nahi payega\\b|\\bkuch (?:saath|sath) (?:leke|le ke|lekar) (?:jaunga|jaaunga|aaunga|chalunga)\\b|कुछ साथ (?:लेकर|ले के|लेके) (?:जाऊंगा|आऊंगा))';

/** Round five: more quiet signs of a decision ("sach me karunga", not afraid, won't stop, a day and "kar dunga"). */
const HI_INTENT_NEW =
  '\\b(?:sach me|sach mein|sachi me|pakka) (?:karunga|karungi|kar dunga|kar dungi)\\b|\\b(?:dar|darr) (?:bhi )?(?:nahi|nahin) (?:lag raha|lagta|lag rha|lag rahi)\\b|\\b(?:ab )?(?:nahi|nahin) (?:rukunga|rukungi|rukoonga)\\b|' +
  '\\b(?:is weekend|aaj raat|kal raat|is hafte|aaj hi) (?:kar (?:hi )?(?:dunga|dungi|doonga)|karunga|karungi)\\b|\\bkar (?:hi )?(?:dunga|dungi|doonga)$|डर (?:भी )?(?:नहीं|नही) (?:लग रहा|लगता)|(?:अब )?(?:नहीं|नही) रुकूंगा|कर (?:ही )?(?:दूंगा|दूंगी)$';

const RULES: RiskRule[] = [
  // passive-wish: not wanting to live, wishing for death, not to wake up
  {
    category: 'passive-wish',
    pattern: dv(
      `${S}(?:जीना|जीने|जीने की|जीने का|ज़िंदा रहना|ज़िंदा रहने)${gap(3)}(?:नहीं|नही|ना|न)${E}(?! (?:देगा|देगी|देंगे|देता|देती|दिया|दे रहा|दे रही|देने))`,
    ),
  },
  {
    category: 'passive-wish',
    pattern: dv(`(?:जीने|ज़िंदा रहने) (?:का|की|के) (?:कोई )?(?:मन|इच्छा|वजह|मतलब|मकसद|कारण|फ़ायदा)`),
  },
  {
    category: 'passive-wish',
    pattern: dv(
      `मरना (?:चाहता|चाहती|चाहते|है${E})|मर जाना (?:चाहता|चाहती|चाहते)|मरने (?:का|को) (?:मन|जी|दिल)|मरने की (?:इच्छा|ख़्वाहिश)|मौत (?:आ जाए|आ जाये|चाहिए|दे दे|मिल जाए)|काश${gap(2)}मर (?:जाता|जाती|जाऊं|गया होता)|मर क्यों (?:नहीं|नही) (?:जाता|जाती)`,
    ),
  },
  {
    category: 'passive-wish',
    pattern: dv(`(?:भगवान|ऊपरवाला|ऊपरवाले|ईश्वर|रब|अल्लाह|प्रभु)${gap(1)}(?:मुझे )?(?:उठा ले|उठा लो|बुला ले|बुला लो|मौत दे)`),
  },
  { category: 'passive-wish', pattern: dv(`(?:कभी|फिर कभी|दोबारा)${gap(1)}(?:ना|न|नहीं) (?:उठूं|उठू|जागूं|जागू|उठना)${E}`) },
  {
    category: 'passive-wish',
    pattern: dv(`(?:सब|सभी|घरवाले|परिवार|लोग)${gap(2)}(?:मेरे बिना|मेरे जाने से|मेरे जाने के बाद)${gap(2)}(?:खुश|बेहतर|अच्छे|सुखी)`),
  },
  { category: 'passive-wish', pattern: dv(`पैदा (?:ही )?(?:ना|न|नहीं) (?:होता|होती|हुआ होता)`) },
  {
    category: 'passive-wish',
    pattern: new RegExp(
      `\\b(?:jeena|jina|jeene|jine|jeeney|zinda rehna|jinda rehna|zinda rehne)\\b${lgap(3)}${NAHI}\\b(?! (?:dega|degi|denge|deta|deti|de raha|de rahi|diya|dene))`,
    ),
  },
  {
    category: 'passive-wish',
    pattern: new RegExp(
      `\\b(?:marna|marne|mar jana|mar jaana|marjana)\\b${lgap(2)}(?:${WANT}|hai|ka mann|ka man|ki icchha|ki ichha|ki iccha|ka dil)\\b`,
    ),
  },
  {
    category: 'passive-wish',
    pattern:
      /\b(?:ab )?(?:nahi|nhi|nahin|nai) (?:jeena|jina|jeena hai|jina hai|jeena chahta|jina chahta)\b(?! (?:dega|degi|denge|deta|deti))/,
  },
  {
    category: 'passive-wish',
    pattern: dv(`(?:नहीं|नही) (?:जीना|जीना है|जीना चाहता|जीना चाहती)${E}(?! (?:देगा|देगी|देंगे|देता|देती))`),
  },
  {
    category: 'passive-wish',
    pattern:
      /\bkaa?sh\b(?: \w+){0,3} mar (?:jata|jaata|jati|jaati|jaun|jaaun|jau|gaya hota)\b|\bmaut (?:aa jaye|aa jaaye|aa jae|chahiye|de de|mil jaye)\b|\bmar kyu(?:n)? (?:nahi|nhi) (?:jata|jaata)\b/,
  },
  {
    category: 'passive-wish',
    pattern:
      /\b(?:bhagwan|bhagvan|upar ?wala|upar ?wale|allah|rab|ishwar)\b(?: \w+){0,2} (?:utha le|utha lo|bula le|bula lo|maut de)\b/,
  },
  {
    category: 'passive-wish',
    pattern:
      /\b(?:so jau|so jaun|so jaaun|so jaau|sou)\b(?: \w+){0,3} (?:kabhi|phir|fir)(?: \w+)? (?:na|nahi|nhi) (?:uthu|uthun|uthoon|jaagu|jagu|jaagun)\b/,
  },
  {
    category: 'passive-wish',
    pattern:
      /\b(?:sab|sabhi|ghar ?wale|family|log)\b(?: \w+){0,2} (?:mere bina|mere jaane ke baad|mere jane ke baad)\b(?: \w+){0,2} (?:khush|better|acche|achhe|sukhi)/,
  },
  { category: 'passive-wish', pattern: /\bpaida (?:hi )?(?:na|nahi|nhi) (?:hota|hoti|hua hota)\b/ },

  // active-ideation: suicide, killing or ending oneself, hanging, poison, jumping
  { category: 'active-ideation', pattern: dv(`आत्महत्या|आत्म हत्या|ख़ुदकुशी|ख़ुदखुशी|सुसाइड|स्यूसाइड`) },
  {
    category: 'active-ideation',
    pattern: dv(
      `(?:ख़ुद|अपने आप|स्वयं|अपनेआप) (?:को )?(?:मार|ख़त्म|खतम|समाप्त)${gap(1)}(?:दूं|दूंगा|दूंगी|लूं|लूंगा|लूंगी|डालूं|डालूंगा|डालूंगी|कर दूं|कर लूं|कर दूंगा|कर लूंगा|करना|देना|डालना|लेना)${E}`,
    ),
  },
  {
    category: 'active-ideation',
    pattern: dv(`(?:अपनी )?जान (?:दे|ले) (?:दूंगा|दूंगी|लूंगा|लूंगी|दूं|लूं|देना|लेना)${E}|अपनी जान (?:दे|ले)`),
  },
  {
    category: 'active-ideation',
    pattern: dv(
      `(?:फांसी|फंदा|फन्दा)${gap(1)}(?:लगा|लगाने|लगाऊंगा|लगाऊं|लगाऊंगी|लगा लूं|लगा लूंगा|डाल|पर लटक)|(?:पंखे|छत|रस्सी)${gap(2)}(?:से )?लटक`,
    ),
  },
  {
    category: 'active-ideation',
    pattern: dv(
      `(?:ज़हर|विष|सल्फास)${gap(1)}(?:खा|पी) (?:लूंगा|लूं|लूंगी|लेना|लेता|लेती)${E}|(?:नस|नसें|कलाई)${gap(1)}काट (?:लूंगा|लूं|लूंगी|लेना)${E}`,
    ),
  },
  {
    category: 'active-ideation',
    pattern: dv(`(?:छत|बिल्डिंग|इमारत|पुल|ब्रिज|टावर|पहाड़|बालकनी|खिड़की|मंज़िल)${gap(2)}(?:से )?(?:कूद|छलांग)`),
  },
  {
    category: 'active-ideation',
    pattern: dv(`(?:ट्रेन|रेल|गाड़ी|ट्रक)${gap(2)}(?:के )?(?:आगे|नीचे|सामने)${gap(1)}(?:कूद|लेट|आ जाऊं|आ जाऊंगा)`),
  },
  {
    category: 'active-ideation',
    pattern: dv(`(?:मरने|ख़ुद को मारने|जान देने)${gap(1)}(?:के बारे में|की|का) (?:सोच|ख़्याल|विचार)`),
  },
  {
    category: 'active-ideation',
    pattern: dv(
      `सब (?:कुछ )?(?:ख़त्म|खतम) कर (?:दूंगा|दूंगी|दूं|लूंगा|लूंगी|लूं)${E}|(?:अपनी )?(?:ज़िंदगी|ज़िन्दगी|जिंदगी) (?:ख़त्म|खतम) कर (?:दूंगा|दूंगी|दूं|लूंगा|लूंगी|लूं)`,
    ),
  },
  {
    category: 'active-ideation',
    pattern:
      /\b(?:apni )?(?:zindagi|zindgi|jindagi|life) (?:khatam|khatm|khtm) (?:kar|karne|karna)(?: \w+)? (?:lunga|lungi|dunga|dungi|du|lu|doon|loon|hai|ka)\b/,
  },
  {
    category: 'active-ideation',
    pattern:
      /\bsab(?: kuch)? (?:khatam|khatm|khtm) (?:kar (?:dunga|lunga|du|lu)|karna hai)\b|\b(?:khatam|khatm) karna hai sab\b|\b(?:main|mai|me) mar (?:jaunga|jaungi|jaaunga)\b/,
    needs: 'distress',
  },
  {
    category: 'active-ideation',
    pattern: dv(`(?:मैं|मै) मर (?:जाऊंगा|जाऊंगी)|(?:^| )सब (?:ख़त्म|खतम)$|सब (?:ख़त्म|खतम) करना है`),
    needs: 'distress',
  },
  { category: 'active-ideation', pattern: /\b(?:aatm|atm|aatma|atma|aathm)\s?hatya\b|\bkhud ?(?:k|kh)ushi\b/ },
  {
    category: 'active-ideation',
    pattern: new RegExp(
      `\\b(?:khud|khudko|apne aap|apneaap)(?: ko)? (?:maar|mar|khatam|khatm|khtm|khattam)(?: \\w+)? (?:${FUT1}|karna|karne|kar dun|kar lu|kar lunga|kar dunga|dena|lena|dalna|daalna)\\b`,
    ),
  },
  {
    category: 'active-ideation',
    pattern:
      /\bapni (?:jaan|jan) (?:le|de|lena|dena)\b|\bjaan (?:de|le) (?:dunga|doonga|dungi|lunga|loonga|lungi|du|dun|lu|lun)\b/,
  },
  {
    category: 'active-ideation',
    pattern:
      /\b(?:fansi|phansi|phaansi|faansi|fanda|phanda|fandaa)\b(?: \w+)? (?:laga|lagana|lagaunga|lagaungi|laga lu|laga lunga|lagake|lagane|le lunga|daal|pe latak)\w*|\b(?:pankhe|pankha|ceiling fan)\b(?: \w+){0,2} (?:se )?latak/,
  },
  {
    category: 'active-ideation',
    pattern:
      /\b(?:zeher|zehar|jahar|zahar|jehar|sulfas|sulphas)\b(?: \w+)? (?:kha|khaa|pi|pee) (?:lunga|lungi|lu|lun|loon|lena)\b|\b(?:nas|nass|naso|kalai)\b(?: \w+)? (?:kaat|kat|kaatt) (?:lunga|lungi|lu|lun|dunga|lena)\b/,
  },
  {
    category: 'active-ideation',
    pattern:
      /\b(?:chhat|chat|chhath|chath|terrace|building|bridge|pul|tower|balcony|khidki|floor)\b(?: \w+)? se (?:kood|kud|koodh|chalang|chhalang|jump)\w*/,
  },
  {
    category: 'active-ideation',
    pattern:
      /\b(?:train|rail|trainn|truck|gaadi|gadi)\b(?: \w+){0,2} (?:ke )?(?:aage|agey|aagey|neeche|niche|samne|saamne) (?:kood|kud|let|lait|aa ja|aa jau|aa jaun)\w*/,
  },
  {
    category: 'active-ideation',
    pattern:
      /\b(?:marne|khud ko maarne|jaan dene)\b (?:ke baare mein|ke bare me|ke bare mein|ka|ki) (?:soch|khayal|khyal|vichar)/,
  },

  // method: means and research questions; alone only when the question names dying
  {
    category: 'method',
    pattern: dv(
      `कितनी${gap(3)}(?:गोली|गोलियां|गोलियाँ|गोलियों|टैबलेट|दवा|दवाई|गोलियों)${gap(6)}(?:मर|मौत|मरते|जान|ख़त्म|ना उठ|न उठ|(?:नहीं|नही) उठ|उठता ही|उठे ही)`,
    ),
  },
  { category: 'method', pattern: dv(`(?:ज़हर|सल्फास|चूहे मारने की दवा|चूहेमार|कीटनाशक|रस्सी|नींद की गोलि)`), needs: 'distress' },
  {
    category: 'method',
    pattern: dv(`सबसे (?:ऊंची|ऊंचा|उंची|उंचा)${gap(1)}(?:बिल्डिंग|इमारत|छत|पुल|ब्रिज|मंज़िल|टावर|जगह|चट्टान|पहाड़)`),
    needs: 'distress',
  },
  { category: 'method', pattern: dv(`(?:घातक|जानलेवा|लीथल)${gap(1)}(?:डोज़|खुराक|मात्रा)`), needs: 'distress' },
  { category: 'method', pattern: dv(`पंखे से लटक|रस्सी${gap(4)}(?:लटक|फांसी|फंदा)|(?:पटरी|ट्रैक)${gap(1)}(?:पर )?(?:लेट|कूद)`) },
  {
    category: 'method',
    pattern:
      /\bkitni\b(?: \w+){0,3} (?:goli|goliyan|goliya|goliyaan|golian|tablet|tablets|tabs|pills|dawai|dawa)\b(?: \w+){0,5} (?:mar|maut|marte|jaan|khatam|na uthu|nahi uthu)\b/,
  },
  {
    category: 'method',
    pattern:
      /\b(?:zeher|zehar|jahar|zahar|jehar|sulfas|sulphas|chuhe (?:maarne|marne) ki dawa\w*|keetnashak|rassi|neend ki goli\w*)\b/,
    needs: 'distress',
  },
  {
    category: 'method',
    pattern:
      /\bsabse (?:oonchi|unchi|uchi|oochi|ooncha|uncha|ucha)\b(?: \w+)? (?:building|imarat|chhat|bridge|pul|manzil|floor|tower|jagah|pahad)/,
    needs: 'distress',
  },
  { category: 'method', pattern: /\b(?:jaanleva|janleva|ghatak)\b(?: \w+)? (?:dose|doz|khurak)/, needs: 'distress' },
  { category: 'method', pattern: /\b(?:patri|patari|railway track)\b(?: \w+)? (?:pe|par) (?:let|lait|kood)/ },

  // intent: a decision, only after a risk signal (one rule: two fragments never count twice)
  {
    category: 'intent',
    pattern: new RegExp(
      devanagari(
        `(?:तय|फ़ैसला|निर्णय) कर (?:लिया|ली)(?: है)?$|ठान (?:लिया|ली)(?: है)?$|आज (?:ही )?(?:करूंगा|करूंगी|कर दूंगा|कर लूंगा)|करके रहूंगा|अब (?:समय|वक़्त|वक्त) आ गया`,
      ) +
        '|\\b(?:decide|faisla|faisala|fesla|tay|tai|thaan|than) (?:kar )?(?:liya|li|lia)(?: hai| h)?(?:$| (?:bhai|yaar|yar|ab|pakka|is baar)\\b)|\\baaj (?:hi )?(?:karunga|karungi|kar dunga|kar lunga|kar lungi)\\b' +
        '|\\bkarke rahunga\\b|\\b(?:ye|yeh|wo|woh) karne (?:wala|wali|ja raha|ja rahi) (?:hoon|hu|hun)\\b|\\b(?:time|waqt|samay) aa gaya\\b',
    ),
    needs: 'risk',
  },

  // plan: a time, place or price trigger, only after a risk signal (one rule)
  {
    category: 'plan',
    pattern: new RegExp(
      devanagari(
        `${S}(?:आज रात|रात को|कल(?= (?:रात|सुबह|शाम|तक|ही|करूंगा|करूंगी)${E}|$)|परसों|सुबह|शाम को|इस (?:हफ़्ते|वीकेंड)|(?:सोमवार|मंगलवार|बुधवार|गुरुवार|शुक्रवार|शनिवार|रविवार) को)${E}|अगर${gap(4)}(?:गिर|नीचे|गया)`,
      ) +
        '|\\b(?:aaj raat|aaj rat|kal(?= (?:raat|rat|subah|sham|shaam|tak|hi|karunga|karungi)\\b|$)|parso|parson|raat ko|subah|sham ko|shaam ko|weekend|shukravar)\\b|\\bagar\\b(?: \\w+){0,4} (?:gira|gire|gaya|neeche|niche)\\b',
    ),
    needs: 'risk',
  },

  // preparation: notes, farewells, after-me arrangements, giving things away
  { category: 'preparation', pattern: dv(`सुसाइड नोट|(?:आख़िरी|अंतिम) (?:ख़त|चिट्ठी|पत्र)`) },
  {
    category: 'preparation',
    pattern: dv(
      `अलविदा${gap(1)}(?:सबको|सब|दोस्तों|दुनिया|हमेशा)|(?:सबको|सब लोग|दोस्तों) अलविदा|हमेशा के लिए (?:जा रहा|जा रही|जा रहे|जाना|चला|चली|अलविदा)`,
    ),
  },
  {
    category: 'preparation',
    pattern: dv(
      `मेरे (?:जाने|मरने) के बाद|जब मैं (?:ना|न|नहीं) (?:रहूं|रहूंगा|रहूंगी)|मेरे बाद${gap(4)}(?:ख़्याल|ख़याल|ध्यान|मिलेगा|मिलेगी|संभाल)`,
    ),
  },
  {
    category: 'preparation',
    pattern: dv(`(?:मेरी|मेरे|मेरा) (?:बिल्ली|कुत्ते|कुत्ता|बच्चों|माँ|मां|परिवार)${gap(2)}(?:का|की|के) (?:ख़्याल|ख़याल|ध्यान) रखना`),
    needs: 'distress',
  },
  {
    category: 'preparation',
    pattern: dv(`(?:सामान|चीज़ें|चीजें)${gap(3)}(?:बांट|दे) (?:दिया|दी|दिए|दीं)|(?:सीड|seed)${gap(3)}(?:भेज|दे) (?:दिया|दिए|दी)`),
    needs: 'distress',
  },
  { category: 'preparation', pattern: dv(`(?:ज़रूरत|जरूरत) (?:नहीं|नही) (?:पड़ेगी|होगी|रहेगी)`), needs: 'distress' },
  {
    category: 'preparation',
    pattern:
      /\b(?:alvida|alwida|alvidaa)\b(?: \w+)? (?:sabko|doston|dosto|sab|duniya|hamesha)\b|\b(?:sabko|doston|dosto) (?:alvida|alwida)\b|\bhamesha ke liye (?:ja raha|ja rahi|jaa raha|chala|chali|alvida)\b/,
  },
  {
    category: 'preparation',
    pattern:
      /\bmere (?:jaane|jane|marne) ke baad\b|\bmere baad\b(?: \w+){0,4} (?:khayal|khyal|dhyan|milega|milegi|mil jaye\w*|sambhal\w*)/,
  },
  {
    category: 'preparation',
    pattern:
      /\b(?:mera|meri|mere) (?:cat|billi|kutta|kutte|dog|bachche|bacchon|maa|mummy)\b(?: \w+){0,2} (?:ka|ki|ke) (?:khayal|khyal|dhyan) rakh/,
    needs: 'distress',
  },
  {
    category: 'preparation',
    pattern: /\b(?:seed|seed phrase|private key|passwords?)\b(?: \w+){0,4} (?:bhej|de|send kar) (?:diya|diye|di)\b/,
    needs: 'distress',
  },
  {
    category: 'preparation',
    pattern: /\b(?:saman|samaan|saamaan|cheezein|cheeze|sab kuch)\b(?: \w+){0,4} (?:baant|bant|de) (?:diya|diye|di)\b/,
    needs: 'distress',
  },
  {
    category: 'preparation',
    pattern: /\b(?:zarurat|zaroorat|jarurat|jaroorat) (?:nahi|nhi|nahin) (?:padegi|hogi|rahegi)\b/,
    needs: 'distress',
  },

  // self-harm: cutting, hurting, hitting oneself
  {
    category: 'self-harm',
    pattern: dv(`(?:ख़ुद|अपने आप) (?:को )?(?:चोट|तकलीफ़|दर्द|नुकसान)${gap(1)}(?:पहुंचा|पहुंचाता|पहुंचाती|देता|देती|दे)`),
  },
  {
    category: 'self-harm',
    pattern: dv(
      `(?:हाथ|कलाई|बांह|जांघ)${gap(1)}(?:पर )?(?:ब्लेड|कट|काट)|ब्लेड से${gap(2)}(?:काट|कट)|(?:ख़ुद|अपने आप) को (?:मारता|मारती|पीटता|पीटती|जलाता|जलाती|काटता|काटती)|सिर${gap(1)}(?:दीवार|दीवाल)${gap(1)}(?:मार|पटक)`,
    ),
  },
  {
    category: 'self-harm',
    pattern:
      /\b(?:haath|hath|kalai|wrist|bazu|jaangh)\b(?: \w+){0,2} (?:kaat|kat|kaata|kaati) (?:liya|li|leta|leti|raha|rahi|lunga|diya|lia)\b|\bblade se\b(?: \w+){0,3} (?:kaat|kat)/,
  },
  {
    category: 'self-harm',
    pattern:
      /\bkhud ?(?:ko )?(?:chot|takleef|dard|hurt) (?:pahuchata|pahunchata|pahuchati|pahunchati|deta|deti|karta|karti|pahucha|pahuncha)\w*|\bkhud ?(?:ko )?(?:maarta|marta|maarti|peet\w*|jalata|jalati|kaat\w*)\b/,
  },
  {
    category: 'self-harm',
    pattern:
      /\b(?:sar|sir)\b(?: \w+){0,2} (?:deewar|diwar|deewaar|wall)\b(?: \w+)? (?:maar|mar|patak)\w*|\b(?:deewar|diwar|deewaar|wall) (?:pe|par|se|mein|me) (?:sar|sir) (?:maar|mar|patak)\w*/,
  },

  // in-progress: pills, poison or cuts already taken, standing at the edge now
  {
    category: 'in-progress',
    pattern: dv(
      `(?:ज़हर|विष|सल्फास|कीटनाशक|चूहे मारने की दवा)${gap(1)}(?:खा|पी) (?:लिया|ली|चुका|चुकी)|(?:सारी|सभी|पूरी|सब|बहुत सारी|ढेर सारी|\\d+)${gap(1)}(?:गोली|गोलियां|टैबलेट|दवाइयां|दवा|शीशी|पत्ता)${gap(6)}(?:खा|निगल|ले) (?:ली|लीं|लिया|लिए|चुका|चुकी)`,
    ),
  },
  {
    category: 'in-progress',
    pattern: dv(
      `(?:नस|नसें|कलाई)${gap(1)}काट (?:ली|दी|लिया|चुका|चुकी)|(?:छत|पुल|बिल्डिंग|ब्रिज|रेलिंग)${gap(2)}किनारे${gap(2)}(?:खड़ा|खड़ी|बैठा|बैठी)|फंदा${gap(1)}(?:गले में|तैयार|लगा लिया)`,
    ),
  },
  {
    category: 'in-progress',
    pattern: dv(`(?:छत|पुल|ब्रिज|पटरी)${gap(1)}(?:पर|पे) (?:खड़ा|खड़ी|बैठा|बैठी|लेटा|लेटी)|ख़ून${gap(1)}(?:नहीं|नही) (?:रुक|थम)`),
    needs: 'distress',
  },
  {
    category: 'in-progress',
    pattern:
      /\b(?:saari|sari|saare|sare|sab|puri|poori|bahut saari|bahut sari|\d+)\b(?: \w+){0,2} (?:goli|goliyan|goliya|goliyaan|golian|tablet|tablets|tabs|pills|dawai|dawaiyan|bottle|sheeshi|shishi)\b(?: \w+){0,6} (?:kha|khaa|nigal|le|gatak|gatka) (?:li|lee|liya|liye|lii|lin|chuka|chuki)\b/,
  },
  {
    category: 'in-progress',
    pattern:
      /\b(?:zeher|zehar|jahar|zahar|sulfas|poison)\b (?:kha|khaa|pi|pee) (?:liya|li|lia|chuka|chuki)\b|\b(?:nas|nass|nasein|kalai|wrist)\b (?:kaat|kat) (?:li|di|liya|diya|chuka)\b|\bfanda\b(?: \w+)? (?:gale mein|taiyar|tayyar|laga liya)/,
  },
  {
    category: 'in-progress',
    pattern:
      /\b(?:chhat|chat|terrace|bridge|pul|building|railing)\b(?: \w+){0,2} (?:kinare|kinaare|edge|kone)\b(?: \w+){0,2} (?:khada|khadi|khda|baitha|baithi)\b/,
  },
  {
    category: 'in-progress',
    pattern:
      /\b(?:chhat|terrace|bridge|pul|patri)\b (?:pe|par|pr) (?:khada|khadi|baitha|baithi|leta|leti) (?:hoon|hu|hun|hai)\b/,
    needs: 'distress',
  },

  // harm-to-others: threats to the scammer, the dev, an ex, the boss, family
  { category: 'harm-to-others', pattern: dv(`${PERSON_D}\\S*${gap(4)}${KILL_D}`) },
  {
    category: 'harm-to-others',
    pattern: dv(`(?:ज़िंदा|जिंदा|जिन्दा) (?:नहीं|नही) छोड़ूंगा|(?:उसकी|तेरी|उनकी) जान ले (?:लूंगा|लूंगी)`),
  },
  { category: 'harm-to-others', pattern: new RegExp(`\\b${PERSON_L}\\b${lgap(4)}${KILL_L}\\b`) },
  {
    category: 'harm-to-others',
    pattern: /\bzinda (?:nahi|nhi) (?:chhodunga|chodunga)\b|\b(?:uski|teri|unki) jaan le (?:lunga|lungi)\b/,
  },
  // round 2: not waking up, vanishing, wishing an accident would take you
  {
    category: 'passive-wish',
    pattern: dv(
      `(?:सुबह|फिर|कभी|दोबारा|वापस)${gap(2)}(?:उठूं|उठू|जागूं|जागू|उठना|जागना)(?: ही)? (?:नहीं|नही|ना|न)${E}|(?:सोऊं|सोऊ|सो जाऊं|सो जाऊ|सोया|सोई)${gap(4)}(?:फिर )?(?:कभी )?(?:ना|न|नहीं) (?:उठूं|उठू|जागूं|जागू)`,
    ),
  },
  {
    category: 'passive-wish',
    pattern: dv(
      `(?:गायब|ग़ायब|लापता) हो (?:जाना|जाऊं|जाऊ|जाता|जाती)${gap(1)}(?:चाहता|चाहती|है|चाहिए)|(?:जैसे|मानो) (?:मैं|मै) (?:कभी )?(?:था|थी) ही (?:नहीं|नही)|काश (?:मैं|मै)${gap(2)}(?:ना|न|नहीं) (?:होता|होती|रहूं|रहता)`,
    ),
  },
  {
    category: 'passive-wish',
    pattern: dv(`(?:कोई )?(?:ट्रक|गाड़ी|बस|कार|ट्रेन)${gap(2)}(?:ठोक|कुचल|उड़ा|टक्कर मार) (?:दे|जाए|जाये)${E}`),
  },
  {
    category: 'passive-wish',
    pattern:
      /\b(?:gayab|ghayab|gaayab|lapata) ho (?:jana|jaana|jaun|jau|jaaun)\b(?: \w+)? (?:chahta|chahti|hai|chahiye)\b|\b(?:jaise|maano) (?:main|mai|me) kabhi (?:tha|thi) hi (?:nahi|nahin)\b/,
  },
  {
    category: 'passive-wish',
    pattern:
      /\b(?:koi )?(?:truck|bus|gaadi|gadi|car|train|tempo)\b(?: \w+){0,2} (?:thok|kuchal|uda|maar|takkar maar) (?:de|jaye|jaaye|jae)\b(?! (?:di|diya))|\b(?:subah|phir|fir|kabhi|dobara)\b(?: \w+){0,2} (?:uthu|uthun|uthoon|jaagu|jagu)(?: hi)? (?:na|nahi|nahin)\b/,
  },
  // round 2: decision made, no way back, don't try to talk me out of it, calm now
  {
    category: 'intent',
    pattern: dv(
      `(?:फ़ैसला|फैसला|निर्णय) हो (?:चुका|गया)|वापसी (?:नहीं|नही)|पीछे (?:नहीं|नही) (?:हटूंगा|हटूंगी|हटना)|(?:मुझे )?(?:मत|ना) (?:रोकना|रोको|समझाना|समझाओ)|(?:समझाने|रोकने) (?:मत|ना) (?:आना|आओ)|मन शांत है`,
    ),
    needs: 'distress',
  },
  {
    category: 'intent',
    pattern:
      /\b(?:koi|mujhe) (?:samjhane|rokne) (?:mat|na) (?:aana|aao|ana)\b|\b(?:mujhe )?(?:mat|na) (?:roko|rokna|samjhao|samjhana)\b|\bmann? (?:shaant|shant) hai\b|\b(?:wapsi|vapsi|waapsi) (?:nahi|nahin)\b|\bis baar pakka\b/,
    needs: 'distress',
  },
  // round 2: method questions without "I": how many sleeping pills so one never wakes, what weight a fan holds
  {
    category: 'method',
    pattern:
      /\b(?:goli\w*|tablet\w*|pills|tabs|dawa\w*)\b(?: \w+){0,4} kitn\w*(?: \w+){0,6} (?:mar|maut|marta|marte|uth\w* hi (?:na|nahi)|na uth\w*|nahi uth\w*|jaan)\b|\bkitn\w*(?: \w+){0,6} (?:se|mein|me) (?:banda|aadmi|insaan)(?: \w+){0,2} (?:mar|uth\w* hi nahi|nahi uth\w*)/,
  },
  {
    category: 'method',
    pattern: dv(
      `(?:गोली|गोलियां|टैबलेट|दवा|दवाई)${gap(4)}कितन\\S*${gap(6)}(?:मर|मौत|उठता ही (?:नहीं|नही)|उठे ही (?:नहीं|नही)|ना उठ|न उठ)|(?:पंखा|पंखे|कुंडा|हुक|रस्सी|दुपट्टा)${gap(3)}(?:कितना|कितने)${gap(2)}(?:वज़न|वजन|किलो)`,
    ),
  },
  {
    category: 'method',
    pattern:
      /\b(?:fan|pankha|pankhe|kunda|hook|rassi|dupatta|chunni)\b(?: \w+){0,3} (?:kitna|kitne)(?: \w+){0,2} (?:weight|wajan|vajan|wazan|kilo|kg)\b/,
  },
  // round 2: plans: the house empty, nobody will know
  {
    category: 'plan',
    pattern:
      /\b(?:ghar (?:khali|khaali) (?:hoga|rahega|hai)|(?:akela|akeli) (?:rahunga|rahungi|hounga)|(?:ja rahe|jayenge|jaa rahe) (?:hain|hai))\b(?: \w+){0,8} (?:tabhi|tab|usi din|usi raat) (?:karunga|karungi|kar dunga|kar lunga)\b/,
    needs: 'distress',
  },
  {
    category: 'plan',
    pattern:
      /\b(?:tabhi|tab|usi din|usi raat) (?:karunga|karungi|kar dunga|kar lunga)\b(?: \w+){0,4} kisi ko pata (?:nahi|nahin|na) (?:chalega|lagega)\b/,
  },
  {
    category: 'plan',
    pattern: dv(
      `(?:घर (?:ख़ाली|खाली) (?:होगा|रहेगा)|(?:अकेला|अकेली) (?:रहूंगा|रहूंगी)|जा रहे हैं)${gap(8)}(?:तभी|तब|उसी दिन|उसी रात) (?:करूंगा|करूंगी|कर दूंगा|कर लूंगा)`,
    ),
    needs: 'distress',
  },
  // round 2: preparation: seed in an envelope, open after me, pets left with friends, debts paid, letters, farewells to the group
  {
    category: 'preparation',
    pattern: dv(
      `(?:कुत्ते|बिल्ली|तोते|पालतू)${gap(4)}(?:छोड़ (?:आया|आई|दिया|दी)|दे (?:दिया|दी|आया))|(?:सबका|सारा|पूरा) (?:उधार|कर्ज़|कर्ज|कर्ज़ा) (?:चुका|लौटा) (?:दिया|दी)|(?:चिट्ठी|ख़त|खत|पत्र)${gap(3)}(?:लिख|रख) (?:दी|दिया|ली|कर)`,
    ),
    needs: 'distress',
  },
  {
    category: 'preparation',
    pattern:
      /\b(?:dog|kutta|kutte|billi|cat|tota|pet)\b(?: \w+){0,5} (?:chhod|chod|de) (?:aaya|aayi|aya|diya|di)\b|\b(?:sabka|saara|sara|pura|poora) (?:udhaar|udhar|karz|karza) (?:chuka|lauta|wapas kar) (?:diya|di)\b|\b(?:chitthi|letter|khat)\b(?: \w+){0,3} (?:likh|rakh) (?:di|diya|ke rakh)\b/,
    needs: 'distress',
  },
  // round 4: a whole strip or pack swallowed; the pills starting to work (pairs)
  {
    category: 'in-progress',
    pattern:
      /\b(?:puri|poori|pura|poora|saari|sari|do|teen|2|3)\b (?:strip|strips|patta|patte|patti|pack|packet|dabba|dibba|bottle|sheeshi|shishi)\b(?: \w+){0,4} (?:kha|khaa|nigal|le|gatak|gatka|pi|pee) (?:li|lee|liya|liye|lii|lin|chuka|chuki|gaya|gayi)\b/,
  },
  {
    category: 'in-progress',
    pattern: dv(
      `(?:पूरी|पूरा|सारी|दो|तीन) (?:स्ट्रिप|पत्ता|पत्ते|पैकेट|डिब्बा|शीशी|बोतल)${gap(4)}(?:खा|निगल|ले|गटक|पी) (?:ली|लिया|लिए|चुका|चुकी|गया|गई)`,
    ),
  },
  {
    category: 'in-progress',
    pattern:
      /\b(?:asar|effect|nasha) (?:shuru|start|chalu) ho (?:gaya|gya|raha)\b|\b(?:sar|sir) (?:ghoom|ghum|chakra) (?:raha|rahi|rha) (?:hai|h)\b|\bneend (?:aa rahi|aane lagi) (?:hai )?(?:bahut|kaafi)\b/,
    needs: 'pair',
  },
  {
    category: 'in-progress',
    pattern: dv(`असर (?:शुरू|चालू) हो (?:गया|रहा)|(?:सिर|सर) (?:घूम|चकरा) (?:रहा|रही)`),
    needs: 'pair',
  },
  // round 4: wishing the eyes never open again, an accident to end it
  {
    category: 'passive-wish',
    pattern: dv(
      `आंख (?:ही )?(?:ना|न|नहीं|नही) (?:खुले|खुलें|खुलती)${E}|(?:काश|भगवान करे)${gap(3)}(?:एक्सीडेंट|ऐक्सिडेंट|हादसा|दुर्घटना) हो (?:जाए|जाये)|(?:एक्सीडेंट|हादसा|दुर्घटना) हो (?:जाए|जाये)${gap(2)}(?:और )?(?:सब (?:ख़त्म|खतम)|(?:मैं|मै) (?:ना|न) (?:रहूं|बचूं)|मर जाऊं)`,
    ),
  },
  {
    category: 'passive-wish',
    pattern:
      /\b(?:aankh|ankh|aankhen|ankhe) (?:hi )?(?:na|nahi|nahin|nhi) (?:khule|khulein|khulti)\b|\b(?:kaash|kash|bhagwan kare)\b(?: \w+){0,3} (?:accident|haadsa|hadsa) ho (?:jaye|jaaye|jae)\b|\b(?:accident|haadsa|hadsa) ho (?:jaye|jaaye|jae)\b(?: \w+){0,2} (?:aur )?(?:sab (?:khatam|khatm)|main na rahu|mar jau|mar jaun)\b/,
  },
  // round 2: in progress: a whole bottle swallowed, sitting on the tracks, gas on with windows shut
  {
    category: 'in-progress',
    pattern: dv(
      `(?:पूरी|सारी|सभी|पूरा)${gap(2)}(?:गोली|गोलियां|टैबलेट|दवा|दवाइयां|शीशी|पत्ता)${gap(6)}(?:खा|निगल|ले|गटक) (?:ली|लीं|लिया|लिए|चुका|चुकी)|गैस${gap(1)}(?:खोल|चालू)${gap(1)}(?:दी|दिया|रखी|रखा)${gap(8)}(?:बंद|सील)|(?:पटरी|ट्रैक|रेलवे लाइन)${gap(1)}(?:पर|पे) (?:बैठा|बैठी|लेटा|लेटी|खड़ा|खड़ी)`,
    ),
  },
  {
    category: 'in-progress',
    pattern:
      /\b(?:railway track|railway line|track|patri|patari|rail line)\b (?:pe|par|pr) (?:baitha|baithi|leta|leti|khada|khadi|lait)\b|\bgas\b(?: \w+)? (?:khol|chalu|on) (?:di|diya|kar di|rakhi)\b(?: \w+){0,8} (?:band|seal)\b/,
  },
  // round 2: harm to others: outside their house, a gun with me, waiting for them to come
  // round 2: two quiet signs together: a decision, a disclaimer with a method question, preparations, threats
  { category: 'intent', pattern: dv(both(INTENT_WEAK, INTENT_WEAK, 12)) },
  { category: 'method', pattern: dv(both(DISCLAIMER, METHOD_QUESTION, 12)) },
  { category: 'preparation', pattern: dv(both(PREP_WEAK, PREP_WEAK, 25)) },
  { category: 'harm-to-others', pattern: dv(both(HARM_WEAK, HARM_WEAK, 20)) },
  // round 2: swapping with the dying, not opening one's eyes "and that would be good", a permanent exit
  {
    category: 'passive-wish',
    pattern: dv(
      `(?:टर्मिनल|कैंसर|मरने वाले|आख़िरी स्टेज|लाइलाज)${gap(4)}(?:जगह|ज़िंदगी|जान) (?:बदल|दे)|(?:आँख|आंख)${gap(1)}(?:न|ना|नहीं|नही) खुले${gap(6)}(?:अच्छा|बेहतर|ठीक|सुकून)|हमेशा (?:के लिए सो|की नींद)`,
    ),
  },
  {
    category: 'passive-wish',
    pattern:
      /\b(?:terminal|cancer|aakhri stage|last stage|marne wale|lailaj)\w*\b(?: \w+){0,4} (?:se )?(?:jagah|jaan|zindagi|life) (?:badal|exchange|swap|de)\w*|\b(?:aankh|ankh)\b(?: \w+)? (?:na|nahi|nahin) khule\b(?: \w+){0,6} (?:accha|achha|acha|better|theek|sukoon)\b|\bhamesha ke liye so (?:jaun|jau|jana|jaana)\b|\bchain ki neend\b/,
  },
  {
    category: 'active-ideation',
    pattern:
      /\bpermanent(?:ly)? (?:exit|solution|sleep|rest|break)\b|\bcheck ?out kar (?:lunga|jaunga|lu)\b|\bsab ka the end\b|\b(?:tab|us din) tak (?:main|mai|me) (?:nahi|na) (?:rahunga|rahungi|rahoonga)\b/,
  },
  { category: 'active-ideation', pattern: dv(`(?:तब|उस दिन) तक (?:मैं|मै) (?:नहीं|नही|ना) (?:रहूंगा|रहूंगी)`) },
  // round 2: method questions without "I": the pesticide most dangerous to people, trains that don't stop, liver damage
  {
    category: 'method',
    pattern: dv(
      `(?:कीटनाशक|पेस्टीसाइड|ज़हर|केमिकल|दवा)${gap(6)}सबसे (?:ख़तरनाक|जानलेवा|घातक)|सबसे (?:ख़तरनाक|जानलेवा|घातक)${gap(3)}(?:कीटनाशक|ज़हर)`,
    ),
  },
  {
    category: 'method',
    pattern:
      /\b(?:pesticide|keetnashak|keetnaashak|zeher|zahar|chemical)\w*\b(?: \w+){0,6} sabse (?:khatarnak|khatarnaak|jaanleva|janleva|ghatak)\b|\b(?:dose|kitni|kitna)\b(?: \w+){0,5} (?:liver|kidney)\b(?: \w+){0,3} (?:damage|fail|kharab)\w*/,
  },
  { category: 'method', pattern: dv(`(?:ट्रेन|गाड़ी|रेल|एक्सप्रेस)${gap(6)}(?:बिना रुके|(?:नहीं|नही) रुकती)`), needs: 'distress' },
  {
    category: 'method',
    pattern:
      /\b(?:train|local|gaadi|express|rajdhani|shatabdi)\b(?: \w+){0,6} (?:bina ruke|nahi rukti|nahin rukti|non ?stop)\b/,
    needs: 'distress',
  },
  { category: 'method', pattern: /\b(?:banda|aadmi|insaan) wapas nahi aata\b/, needs: 'distress' },
  // round 2: a place where nobody will be; asking someone to look after the cat in a few days
  {
    category: 'plan',
    pattern: dv(`(?:पुल|नदी|जंगल|छत|पटरी|गैराज|होटल|तालाब)${gap(6)}(?:कोई (?:नहीं|नही) (?:होता|होगा|रहता|देखेगा|रोकेगा))`),
    needs: 'distress',
  },
  {
    category: 'plan',
    pattern:
      /\b(?:pul|bridge|nadi|jungle|chhat|terrace|patri|garage|hotel)\b(?: \w+){0,6} koi (?:nahi|nahin) (?:hota|hoga|rehta|dekhega|rokega)\b/,
    needs: 'distress',
  },
  {
    category: 'preparation',
    pattern: dv(`(?:दिन|दिनों) बाद${gap(3)}(?:बिल्ली|कुत्ते|तोते|घर|पौधों)${gap(2)}(?:को )?(?:देख|खाना|संभाल)`),
    needs: 'distress',
  },
  {
    category: 'preparation',
    pattern:
      /\b(?:din|dino) baad\b(?: \w+){0,3} (?:billi|cat|dog|kutte|kutta|plants|ghar)\b(?: \w+){0,2} (?:dekh|khana|sambhal)\w*/,
    needs: 'distress',
  },
  // round 2: self-harm again, bleeding that won't stop
  {
    category: 'self-harm',
    pattern:
      /\b(?:phir|fir|aaj phir|dobara) (?:se )?blade (?:uthaya|chalaya|lagaya|liya)\b|\bblade (?:uthaya|chalaya|lagaya)\b/,
  },
  {
    category: 'in-progress',
    pattern: /\bkhoon\b(?: \w+){0,5} (?:ruk|ruk hi|band)(?: hi)? (?:nahi|nahin) (?:raha|rha|ho raha)\b/,
    needs: 'distress',
  },
  // round 2: stockpiling pills, poison or a rope acquired, a cloth tied to the fan, the easiest way to die, at the railing, farewell to the world
  {
    category: 'preparation',
    pattern:
      /\b(?:goli\w*|tablet\w*|pills|dawa\w*)\b(?: \w+){0,2} (?:jama|ikattha|ikatthi|collect|store|save) (?:kar|kr) (?:raha|rahi|li|liya|chuka|chuki)\b|\b(?:zeher|zehar|zahar|jahar|sulfas|sulphas|keetnashak|chuha ?mar dawa\w*)\b(?: \w+){0,2} (?:khareed|kharid|le aaya|le aayi|le aya|mangwa|mangva|la liya|rakh li|rakh liya)\w*/,
  },
  {
    category: 'preparation',
    pattern: dv(
      `(?:गोली|गोलियां|टैबलेट|दवा|दवाइयां)${gap(2)}(?:जमा|इकट्ठा|इकट्ठी) (?:कर|की)|(?:ज़हर|सल्फास|कीटनाशक|चूहेमार)${gap(2)}(?:ख़रीद|ले (?:आया|आई)|मंगवा|रख (?:ली|लिया))`,
    ),
  },
  {
    category: 'in-progress',
    pattern:
      /\b(?:pankh\w*|fan|ceiling|hook|kunda)\b(?: \w+){0,3} (?:dupatta|rassi|chunni|fanda|saree|sari)\b(?: \w+){0,2} (?:baandh|bandh|laga|latka)\w*|\b(?:dupatta|rassi|chunni|fanda|saree)\b(?: \w+){0,3} (?:pankh\w*|fan|hook|kunda)\b(?: \w+){0,2} (?:baandh|bandh|laga|latka)\w*|\b(?:railing|munder|mundher|parapet)\b (?:pe|par|pr|ke bahar) (?:khada|khadi|baitha|baithi)\b/,
  },
  {
    category: 'in-progress',
    pattern: dv(
      `(?:पंखे|पंखा|कुंडे|हुक)${gap(3)}(?:दुपट्टा|रस्सी|चुन्नी|साड़ी|फंदा)${gap(2)}(?:बांध|लगा|लटका)|(?:दुपट्टा|रस्सी|चुन्नी|साड़ी|फंदा)${gap(3)}(?:पंखे|पंखा|कुंडे|हुक)${gap(2)}(?:से )?(?:बांध|लगा|लटका)|(?:रेलिंग|मुंडेर)${gap(1)}(?:पर|पे|के बाहर) (?:खड़ा|खड़ी|बैठा|बैठी)`,
    ),
  },
  // round 3: tied to the fan (rope unnamed), paired with a farewell; a survival question alone needs distress
  {
    category: 'in-progress',
    pattern: /\b(?:pankh\w*|fan|hook|kunda|kunde)\b(?: \w+){0,2} (?:baandh|bandh|latka|laga) (?:di|diya|li|liya|dia)\b/,
    needs: 'pair',
  },
  {
    category: 'in-progress',
    pattern: dv(`(?:पंखे|पंखा|कुंडे|हुक)${gap(2)}(?:बांध|लटका|लगा) (?:दी|दिया|ली|लिया)`),
    needs: 'pair',
  },
  {
    category: 'preparation',
    pattern:
      /\bbas (?:bye|alvida|goodbye) (?:bolna|kehna|kahna|karna) tha\b|\b(?:last|aakhri|akhri) (?:baar|message|msg)\b/,
    needs: 'pair',
  },
  {
    category: 'preparation',
    pattern: dv(`बस (?:बाय|अलविदा) (?:बोलना|कहना) था|(?:आख़िरी|आखिरी|अंतिम) (?:बार|मैसेज|संदेश)`),
    needs: 'pair',
  },
  {
    category: 'method',
    pattern: dv(
      `\\b(?:floor|manzil|chhat|terrace|bridge|pul|building)\\b(?: \\S+){0,4} (?:gire|girne|gira|kude|koode|kood|jump)\\w*(?: \\S+){0,4} (?:bachne|bachega|bach sakta|bach jata|zinda|survive)\\w*|(?:मंज़िल|मंजिल|फ़्लोर|फ्लोर|छत|पुल|बिल्डिंग)(?: \\S+){0,4} (?:गिरे|गिरने|कूदे|कूदने)(?: \\S+){0,4} (?:बचने|बचेगा|बच सकता|ज़िंदा|जिंदा)`,
    ),
    needs: 'distress',
  },
  {
    category: 'method',
    pattern:
      /\bmarne ka\b(?: \w+){0,2} (?:aasan|asaan|easy|painless|tez|fast|pakka) (?:tarika|tareeka|tarka|way)\b|\bbina dard ke\b(?: \w+){0,2} (?:mar|maru|marun|mare|marna|maut)\b|\bpainless (?:death|maut|tarika|way)\b/,
  },
  {
    category: 'method',
    pattern: dv(
      `मरने का${gap(2)}(?:आसान|दर्द रहित|तेज़|पक्का) (?:तरीका|रास्ता)|बिना दर्द के${gap(2)}(?:मर|मौत)|दर्द रहित (?:मौत|तरीका)`,
    ),
  },
  {
    category: 'active-ideation',
    pattern:
      /\bab (?:bas )?(?:khatam|khatm) karna hai\b|\b(?:chala|chali|ja raha|ja rahi|chala jaunga|chali jaungi|chala ja raha)\b(?: \w+){0,2} hamesha ke liye\b/,
    needs: 'distress',
  },
  { category: 'preparation', pattern: /\bduniya (?:ko )?(?:alvida|alwida|bye)\b/ },
  { category: 'preparation', pattern: dv(`दुनिया को (?:अलविदा|बाय)`) },
  // round 5: killing oneself with the object after the verb, or asked "how"
  {
    category: 'active-ideation',
    pattern:
      /\bkhud ?(?:ko)?(?: \w+)? (?:kaise|kese) (?:khatam|khatm|khtm|khattam|maar|mar) (?:karun|karu|karoon|kar du|kar dun|dun|du|lun|lu)\b|\b(?:khatam|khatm|khtm|khattam|maar|mar) (?:kar )?(?:dunga|doonga|dungi|lunga|lungi|dalunga|daalunga|karun|karu)\b (?:khud ko|khudko|apne aap ko)\b/,
  },
  {
    category: 'active-ideation',
    pattern: dv(
      `(?:ख़ुद|अपने आप) को कैसे (?:ख़त्म|खत्म|मार) (?:करूं|दूं|लूं)|(?:ख़त्म|खत्म|मार) (?:कर )?(?:दूंगा|दूंगी|लूंगा|डालूंगा) (?:ख़ुद|अपने आप) को`,
    ),
  },
  // round 5: not caring to live to a date, not waking "would be fine", everyone better off, vanishing for good
  {
    category: 'passive-wish',
    pattern:
      /\b(?:zinda|jinda) (?:rahun|rahu|rahoon|rahunga|bachun)\b (?:ya|yaa) (?:nahi|nahin|na)\b(?: \w+){0,2} (?:farak|fark|farq) (?:nahi|nahin|na) (?:padta|pdta|padega)\b|\b(?:kal|subah|kabhi|phir)\b(?: \w+)? (?:na|nahi|nahin) (?:uthu|uthun|uthoon|jaagu|jagu)\b(?: \w+){0,2} (?:to|toh) bhi (?:theek|thik|accha|achha|chalega)\b(?!.*\b(?:chutti|holiday|sunday|late|der tak)\b)/,
  },
  {
    category: 'passive-wish',
    pattern: dv(
      `(?:ज़िंदा|जिंदा) (?:रहूं|रहू|रहूंगा|बचूं) (?:या|या फिर) (?:नहीं|नही|ना)${gap(2)}(?:फ़र्क|फर्क|फ़रक|फरक) (?:नहीं|नही) (?:पड़ता|पड़ेगा)|(?:कल|सुबह|कभी)${gap(1)}(?:ना|न|नहीं) (?:उठूं|उठू|जागूं)${gap(2)}(?:तो|तब) भी (?:ठीक|अच्छा|चलेगा)`,
    ),
  },
  {
    category: 'passive-wish',
    pattern:
      /\b(?:mar|chala|chali|mit) (?:jaun|jaaun|jau|jaoon|jaunga|jaungi)\b (?:toh|to) (?:sab|sabka|sabko|sabki|ghar ?walon|family|sabhi)\b(?: \w+)? (?:bhala|accha|achha|behtar|better|sukoon|chain|khush|aaram)\w*|\b(?:kaash|kash)\b(?: \w+){0,2} (?:gayab|ghayab|gaayab|lapata) ho (?:jaun|jaaun|jau|jaoon)\b(?! \w+ se\b)|\b(?:gayab|ghayab|gaayab) (?:ho jaun|ho jaaun|ho jau|ho jaana|ho jana|hona hai|ho jaunga|ho jaungi)(?: \w+){0,2} hamesha ke liye\b/,
  },
  {
    category: 'passive-wish',
    pattern: dv(
      `(?:मर|चला|चली|मिट) (?:जाऊं|जाऊ|जाऊंगा|जाऊंगी) (?:तो|तब) (?:सब|सबका|सबको|सबकी|घरवालों)${gap(1)}(?:भला|अच्छा|बेहतर|सुकून|चैन|खुश|आराम)|(?:गायब|लापता) हो\\S*${gap(2)}हमेशा के लिए`,
    ),
  },
  { category: 'passive-wish', pattern: /\b(?:gayab|ghayab|gaayab) hona hai\b/, needs: 'distress' },
  // round 5: method questions: charcoal in a small room, pills to stop the heart, poison "not for rats" or "on a person", bleeding out
  {
    category: 'method',
    pattern: dv(
      `(?:बाथरूम|कमरे|कमरा|गाड़ी|कार)${gap(3)}कोयल\\S*${gap(4)}(?:काफी|कितना टाइम|कितनी देर|कितना समय)|(?:चूहे|चूहा|चूहों|कीटनाशक|ज़हर)${gap(10)}(?:चूहों के लिए (?:नहीं|नही)|(?:इंसान|आदमी|मनुष्य) (?:पे|पर|को)|अपने लिए)`,
    ),
  },
  {
    category: 'method',
    pattern:
      /\b(?:bathroom|kamre|kamra|gaadi|car)\b(?: \w+){0,3} (?:koyla|koyle|koile|charcoal)\b(?: \w+){0,4} (?:kaafi|kafi|kitna time|kitni der)\b|\b(?:kitni|kitne|kitna)\b(?: \w+){0,4} (?:goli\w*|tablet\w*|pills|dawa\w*)\b(?: \w+){0,5} (?:dil|dhadkan|saans|sans) (?:ruk|band)\w*|^(?!.*\b(?:bachche|bachcha|bacche|kids?|pet|kutta|billi|galti se)\b)(?:.* )?(?:chuhe|chuha|chuhon|keetnashak|keetnaashak|pesticide|zeher|zehar|zahar|jahar)\w*\b(?: \w+){0,10} (?:chuhon ke liye (?:nahi|nahin)|(?:insaan|insan|aadmi|admi|manushya) (?:pe|par|ko|pr)|apne liye)\b/,
  },
  {
    category: 'method',
    pattern:
      /\b(?:khoon|blood)\b(?: \w+){0,3} (?:kitni der|kitne der|kitna time|kitne time|kitni jaldi)\b(?: \w+){0,3} (?:maut|mar|marta|marte)\w*/,
    needs: 'distress',
  },
  { category: 'method', pattern: /\b(?:apne|khud ke) liye (?:pooch|puch)\w*/, needs: 'pair' },
  { category: 'method', pattern: dv(`अपने लिए पूछ`), needs: 'pair' },
  // round 5: two quiet signs of a decision, with the new ones: "sach me karunga", not afraid, won't stop, a day and "kar dunga"
  {
    category: 'intent',
    pattern: dv(
      `(?:(?:${HI_INTENT_NEW})${gap(12)}(?:${INTENT_WEAK}|${HI_INTENT_NEW})|(?:${INTENT_WEAK})${gap(12)}(?:${HI_INTENT_NEW}))(?: (?:hai|yaar|yar|bhai|bas|ab|है|बस))*$`,
    ),
  },
  // round 5: plans: a price touched "and I go too", the bridge that night, one last good day, a noisy night nobody will notice, gone after a date, after the debt
  {
    category: 'plan',
    pattern:
      /\b(?:chhua|chhu gaya|chhu liya|touch hua|hit hua|gira|tuta|toota)\b (?:toh|to|tab) (?:main|mai) (?:bhi )?(?:chala|chali) (?:jaunga|jaungi|jaaunga)\b/,
    needs: 'distress',
  },
  {
    category: 'plan',
    pattern:
      /\b(?:toh|to|usi raat|usi din|tab)\b(?: \w+){0,3} (?:bridge|pul|chhat|terrace|patri|track)\b (?:pe|par|pr) (?:jaunga|jaungi|jaaunga|chala jaunga|chali jaungi)\b(?! (?:photo|ghoomne|ghumne|milne|party|dekhne|walk))|\b(?:raat|din|shaam) (?:ko )?(?:karunga|karungi|kar dunga|kar lunga)\b(?: (?!party|surprise|celebrat|propose)\w+){0,8} (?:kisi ko pata (?:nahi|nahin|na) (?:chalega|lagega)|koi (?:nahi|nahin) (?:sunega|jaanega))\b/,
  },
  {
    category: 'plan',
    pattern: dv(
      `के साथ (?:एक )?(?:आख़िरी|आखिरी|अंतिम) (?:अच्छा|खुशी का|यादगार|प्यारा) दिन (?:देना|दूं|दूंगा|दूंगी)|(?:रात|दिन|शाम) (?:को )?(?:करूंगा|करूंगी|कर दूंगा)${gap(8)}किसी को पता (?:नहीं|नही) (?:चलेगा|लगेगा)|के बाद (?:मैं|मै) (?:नहीं|नही|ना) (?:रहूंगा|रहूंगी)(?! (?:यहां|यहाँ|इधर|घर|ऑफिस))`,
    ),
  },
  {
    category: 'plan',
    pattern:
      /\b(?:papa|mummy|maa|baap|family) ke saath (?:ek )?(?:last|aakhri|akhri) (?:accha|achha|acha|yaadgar|khushi ka) din (?:dena|dunga|dungi)\b|(?<!\b(?:office|college|school|class|shaadi|party|meeting|shift|kaam|dinner|lunch) )\bke baad (?:main|mai|me) (?:nahi|nahin|na) (?:rahunga|rahungi|rahoonga)\b(?! (?:yahan|yaha|idhar|ghar|is|us|wahan|office|shahar|company|group|team)\b)|\b(?:udhaar|udhar|karz|karza|loan)\b(?: \w+){0,2} (?:chuka|lauta|wapas kar) (?:dunga|dungi|doonga)\b(?: \w+){0,2} (?:phir|fir|uske baad) bas$/,
  },
  {
    category: 'plan',
    pattern:
      /\b(?:station|bridge|pul|chhat|terrace|patri|track|nadi)\b (?:pe |par |pr )?(?:jaunga|jaungi|jaaunga|chala jaunga)\b(?: \w+){0,2} (?:aur bas|bas|phir bas)\b/,
    needs: 'distress',
  },
  {
    category: 'plan',
    pattern:
      /\b(?:chhat|terrace|bridge|pul|patri|railway track|station)\b (?:pe |par |pr |ki taraf |ke paas )?(?:ja raha|ja rahi|jaa raha|jaunga|jaungi|chala jaunga)\b/,
    needs: 'pair',
  },
  // round 5: preparation: not around many more days, then goodbye to mother; who keeps the cat written down; plans cancelled "won't be needed"
  {
    category: 'preparation',
    pattern:
      /\b(?:zyada|jyada|jada|zada) din (?:nahi|nahin|na) (?:rahunga|rahungi|rahoonga)\b|\b(?:mummy|mumma|mom|maa|papa|bhai|sabko|family|didi)\b(?: \w+)? (?:ko )?(?:alvida|alwida|goodbye) (?:bol|keh|kah) (?:diya|di|aaya|aayi)\b/,
    needs: 'distress',
  },
  {
    category: 'preparation',
    pattern:
      /\b(?:likh|likha) (?:diya|di|liya|li|rakha)\b(?: \w+){0,2} (?:billi|kutta|kutte|dog|cat|pet|tota)\w*\b (?:kaun|kisko|kiske paas) (?:rakhega|rakhegi|sambhalega|sambhalegi|lega|legi)\b|\b(?:plan|gym|membership|subscription|netflix|insurance|policy|sim)\b(?: \w+){0,2} (?:aur|and|ya) (?:\w+ ){0,2}(?:cancel|band)\b (?:kar|kr) (?:diya|di|diye)\b(?: \w+){0,2} (?:zarurat|zaroorat|jarurat) (?:nahi|nhi|nahin) (?:padegi|hogi)(?: (?:ab|yaar|bhai))*$/,
  },
  // round 5: quiet signs that each need another: thanks to everyone, a better carer for the cat, "asked what happened, I said nothing", a will, passwords handed over, "he never says that"
  {
    category: 'preparation',
    pattern:
      /\b(?:thanks|thank you|shukriya|dhanyawad)\b (?:sabko|sab ko|everyone|sabka)\b|\b(?:sabko|sab ko|sabse)\b(?: \w+){0,3} (?:shukriya|thanks|thank you|dhanyawad|sorry|maafi)\w*(?: \w+)? (?:bol|keh|kah) (?:diya|di)\b/,
    needs: 'pair',
  },
  {
    category: 'preparation',
    pattern:
      /\b(?:maa|mummy|papa|biwi|wife|bhai|didi|sab)\b ne (?:poocha|pucha|puchha)\b(?: \w+){0,3} (?:maine|main ne) (?:kaha|bola|boli) (?:kuch nahi|kuch nahin|kuchh nahi|sab theek)\b|\bmujhse (?:accha|achha|behtar|better) (?:khayal|khyal|dhyan)\b|\b(?:aisa|aise|aisi baat) kabhi (?:nahi|nahin) (?:kehte|bolte|kehta|bolta|kehti|bolti)\b|\b(?:wasiyat|vasiyat)\b (?:likh|likhi|likha|bana|banwa)\w*/,
    needs: 'pair',
  },
  {
    category: 'preparation',
    pattern: dv(`(?:मुझसे|मुझ से) (?:अच्छा|बेहतर) (?:ख्याल|ख़याल|ध्यान)|वसीयत${gap(1)}(?:लिखी|लिख|लिखा|बनवा|बनवाई)`),
    needs: 'pair',
  },
  {
    category: 'preparation',
    pattern: dv(`(?:पासवर्ड|सीड|पिन)${gap(3)}(?:मुझे|हमें|बीवी को|पत्नी को) (?:दे|सौंप|बता) (?:दिया|दिए|दी)`),
    needs: 'pair',
  },
  {
    category: 'preparation',
    pattern: dv(`(?:बच्चों|बच्चे|मां|बिल्ली|कुत्ते)(?: \\S+)? (?:का|की|के) (?:ध्यान|ख्याल|ख़याल) रखना`),
    needs: 'pair',
  },
  {
    category: 'preparation',
    pattern: dv(
      `(?:ऐसा|ऐसे|ऐसी बात) कभी (?:नहीं|नही) (?:कहते|बोलते|कहता|बोलता|कहती|बोलती)|(?:तुम्हें|तुमको|आपको|किसी को) कुछ (?:नहीं|नही) करना (?:पड़ेगा|होगा)`,
    ),
    needs: 'pair',
  },
  // round 5: self-harm: burning the hand with a lighter, cutting it again (after a loss: bitten or cut)
  {
    category: 'self-harm',
    pattern:
      /\b(?:lighter|cigarette|cigrette|sigret|machis|maachis)\b se (?:haath|hath|kalai|baanh|bazu|ungli|skin|jaangh)\w* (?:jalata|jalati|jalaata|jalaati|jala leta|jala leti|daagta|daagti)\b|\b(?:phir|fir|dobara) se (?:haath|hath|kalai|wrist|baanh)\b (?:kaata|kaati|kata)\b/,
  },
  {
    category: 'self-harm',
    pattern: dv(`(?:लाइटर|सिगरेट|माचिस)${gap(1)}से (?:हाथ|कलाई|बांह|उंगली)${gap(1)}(?:जला|दाग)|दांत से (?:हाथ|कलाई|बांह) काट`),
  },
  {
    category: 'self-harm',
    pattern:
      /^(?!.*\b(?:sabzi|sabji|phal|kaatte hue|kaatte waqt|galti se)\b).*\b(?:haath|hath|kalai|wrist|bazu|baanh|jaangh)\b (?:kaata|kaati|kata)\b/,
    needs: 'distress',
  },
  // round 5: in progress: charcoal lit in a shut car, a knife on the way to their office, someone on the roof who won't come down
  {
    category: 'in-progress',
    pattern:
      /\b(?:koyla|koyle|koila|charcoal|angeethi|angithi)\b(?: \w+){0,2} (?:jala|jalaa|sulga)\w*(?: \w+){0,4} (?:sheeshe|sheesha|shishe|khidki|khidkiyan|khidkiyaan|darwaza|darwaze|window|windows)\b(?: \w+)? band\b|\b(?:gaadi|gadi|car|kamre|kamra|bathroom)\b (?:me|mein|main) (?:koyla|koyle|angeethi) (?:jala|sulga)\w*|\b(?:chaku|chaaku|knife|pistol|katta|bandook|gun|rod|danda)\b (?:leke|lekar|le ke)\b(?: \w+){0,5} (?:ghar|office|dukan|flat)\b(?: \w+)? (?:ja raha|ja rahi|jaa raha|nikal gaya|nikal raha|pahunch gaya|pahunch raha)\b|\b(?:chhat|terrace|bridge|pul|railing|building)\b (?:pe|par|pr|ke upar) (?:khade|khada|khadi|baithe|baitha|baithi) (?:hain|hai|hoon)\b(?: \w+){0,2} (?:neeche|niche|wapas|andar) (?:nahi|nahin|na) (?:aa rahe|aa raha|aa rahi|utar rahe|utar raha)\b(?!.*\b(?:patang|kite|photo|dhoop|party)\b)/,
  },
  {
    category: 'in-progress',
    pattern: dv(
      `(?:गाड़ी|कार|कमरे|बाथरूम) (?:में|मे) (?:कोयला|कोयले|अंगीठी) (?:जला|सुलगा)|(?:चाकू|पिस्तौल|कट्टा|बंदूक) (?:लेकर|लेके|ले के)${gap(5)}(?:घर|ऑफ़िस|ऑफिस|दुकान)${gap(1)}(?:जा रहा|जा रही|निकल)|(?:छत|पुल|रेलिंग|बिल्डिंग)${gap(1)}(?:पर|पे) (?:खड़े|खड़ा|खड़ी|बैठे|बैठा|बैठी)${gap(3)}(?:नीचे|वापस|अंदर) (?:नहीं|नही) (?:आ रहे|आ रहा|आ रही|उतर)`,
    ),
  },
  // round 5: harm to others: a knife threat without a named person, "if he comes, I'll cut him"
  {
    category: 'harm-to-others',
    pattern:
      /\b(?:chaku|chaaku|chakoo|knife|churi|chhuri|chhura)\b (?:maar|mar|ghonp|ghop|bhonk)\w* (?:dunga|doonga|dungi|denge|dalunga|daalunga|dalungi|daalungi)\b|\b(?:aaya|aya|aayi|mila|mili|dikha|dikhi)\b (?:toh|to|tab)(?: \w+){0,2} (?:kaat|kat|maar|mar) (?:dalunga|daalunga|dalungi|daalungi|dunga|dungi)\b/,
  },
  {
    category: 'harm-to-others',
    pattern: dv(
      `(?:चाकू|छुरा|छुरी) (?:मार|घोंप) (?:दूंगा|दूंगी|देंगे|डालूंगा|डालूंगी)|(?:आया|आई|आए|मिला|मिली|दिखा|दिखी) (?:तो|तब)${gap(2)}(?:काट|मार) (?:डालूंगा|डालूंगी|दूंगा|दूंगी|डालेंगे)`,
    ),
  }, // ── Round six: families from tuning round 6 ──
  // A list of who gets which of one's things: "list bana li hai kisko kya milega".
  {
    category: 'preparation',
    pattern:
      /\b(?:list|suchi|likh\w*)\b(?: \w+){0,4} (?:kisko|kise|kis ko|kisse) (?:kya|kaunsi cheez|kaun si cheez|kaunsa saman) (?:milega|milegi|milenge|dena|jayega|jaega)\b|\b(?:kisko|kise|kis ko) (?:kya|kaunsi cheez|kaun si cheez) (?:milega|milegi|milenge)\b(?: \w+){0,3} (?:list|likh)\w*/,
  },
  { category: 'preparation', pattern: dv(`(?:लिस्ट|सूची)${gap(4)}किस(?:को|े) (?:क्या|कौन सी चीज़) (?:मिलेगा|मिलेगी|मिलेंगे)`) },
  // Ending everything, wanted: "sab khatam karna chahta hu".
  {
    category: 'active-ideation',
    pattern: new RegExp(
      `^(?!.*\\b(?:saath|sath|rishta|relationship|breakup|dosti|business|job|trading|kaam)\\b)(?:.* )?\\bsab(?: kuch)? (?:khatam|khatm|khtm) (?:karna|kar dena) ${WANT}\\b`,
    ),
  },
  {
    category: 'active-ideation',
    pattern: dv(`सब (?:कुछ )?(?:ख़त्म|खत्म|खतम) (?:करना|कर देना) (?:चाहता|चाहती) (?:हूं|हूँ|हु)`),
  },
  // A roof open to anyone, and looking down from it "for myself": each needs distress or the other.
  {
    category: 'method',
    pattern:
      /\b(?:building|imarat|tower|mall|hotel|office)\b(?: \w+){0,4} (?:chhat|chat|terrace|roof)\b(?: \w+){0,5} (?:khuli|khula|bina (?:card|pass|permission|chaabi|chabi)|ja sakte|jaa sakte|ja sakta|pahunch sakte)\w*/,
    needs: 'distress',
  },
  {
    category: 'method',
    pattern:
      /\b(?:neeche|niche)\b (?:dekhta|dekhti|dekhna|jhaankta|jhankta|dekhte)\w*(?: \w+){0,3} (?:apne (?:liye|baare)|khud ke (?:liye|baare)|sochta|sochti)\b/,
    needs: 'distress',
  },
  // Stopping the car on a bridge: where to stop mid-bridge (after a loss), or stopping and getting out.
  {
    category: 'method',
    pattern:
      /\b(?:sea ?link|bridge|pul|setu|flyover)\b(?: \w+){0,3} (?:gaadi|gadi|car|bike)\b(?: \w+){0,1} (?:kahan |kidhar )?(?:rok|rokna|roke|rokk)\w*/,
    needs: 'distress',
  },
  {
    category: 'method',
    pattern:
      /\b(?:sea ?link|bridge|pul|setu|flyover)\b(?: \w+){0,4} (?:gaadi|gadi|car|bike|truck|tempo|scooty|scooter)\b (?:rok|roke|rokk)\w* (?:ke|kar|kr)\b(?: \w+){0,2} (?:utar|kood|kud|jump|chhal|chhaal|chalang|chhalang)\w*/,
  },
  // Rope brought home and put away: "रस्सी ले आया हूँ, अलमारी में रखी है".
  {
    category: 'method',
    pattern: dv(`(?:अलमारी|दराज़|बैग|कमरे|बिस्तर के नीचे) (?:में|मे) (?:रखी|रख दी|छुपा|छिपा)`),
    needs: 'pair',
  },
  {
    category: 'method',
    pattern:
      /\b(?:almari|almaari|drawer|daraaz|bag|bistar ke neeche)\b (?:mein|me|mai) (?:rakhi|rakh di|chhupa|chupa)\w*/,
    needs: 'pair',
  },
  { category: 'method', pattern: dv(`रस्सी${gap(1)}(?:ले आया|ले आई|ख़रीद|खरीद|मंगा)`), needs: 'distress' },
  // Vanishing with nobody looking; going far away and never coming back; better off without me.
  {
    category: 'passive-wish',
    pattern: dv(`गायब (?:हो )?(?:जाऊं|जाऊ|जाऊंगा|जाऊंगी)${gap(3)}(?:कोई|किसी को)${gap(1)}(?:ढूंढ|ढूँढ|खोज|याद कर|फ़र्क|फर्क)`),
  },
  {
    category: 'passive-wish',
    pattern:
      /\b(?:gayab|gaayab|gaib) (?:ho )?(?:jaun|jaaun|jau|jaunga|jaungi)\b(?: \w+){0,3} (?:koi|kisi ko)\b(?: \w+){0,1} (?:dhoondhe|dhunde|dhundhe|dhoonde|khoje|yaad|fark|farak)\w*/,
  },
  {
    category: 'passive-wish',
    pattern: dv(
      `(?:दूर|कहीं)${gap(3)}(?:चला|चली) (?:जाऊं|जाऊ|जाऊंगा|जाऊंगी)${gap(2)}(?:कभी|फिर कभी|वापस)${gap(1)}(?:(?:ना|न|नहीं) (?:लौटूं|लौटू|आऊं)|(?:लौटूं|लौटू|आऊं) (?:ना|न|नहीं))`,
    ),
  },
  {
    category: 'passive-wish',
    pattern:
      /\b(?:door|dur|kahin)\b(?: \w+){0,3} (?:chala|chali) (?:jaun|jaaun|jau|jaunga|jaungi)\b(?: \w+){0,3} (?:kabhi|phir kabhi|wapas|vapas)(?: \w+){0,1} (?:(?:na|nahi|nahin) (?:lautu|lautun|laut|aaun|aau)|(?:lautu|lautun|aaun) (?:na|nahi|nahin))\b/,
  },
  {
    category: 'passive-wish',
    pattern: dv(
      `(?:घरवाले|घरवालों|परिवार|सब|लोग|बच्चे|बच्चों|मां|माँ|पापा|बीवी|पत्नी|दुनिया)${gap(4)}मेरे बिना${gap(1)}(?:अच्छा|अच्छे|बेहतर|ख़ुश|खुश|सुखी) (?:होगा|होंगे|रहेगा|रहेंगे|रहेंगी|हैं|है)`,
    ),
  },
  {
    category: 'passive-wish',
    pattern:
      /\b(?:gharwale|gharwalon|ghar wale|ghar walon|family|sab|log|bachche|bachchon|maa|mummy|papa|biwi|wife|duniya)\b(?: \w+){0,4} mere bina (?:hi )?(?:\w+ ){0,1}(?:accha|acha|achha|acche|behtar|better|khush|sukhi) (?:hoga|honge|rahenge|rahega|hai|hain|rahega)\b/,
  },
  // "I know how I'll do it", after distress; then "the work won't be left unfinished" and a date "after the deadline": each needs the other.
  {
    category: 'intent',
    pattern: /\b(?:pata|maloom|malum) hai (?:main |mai )?(?:kaise|kab|kahan) (?:karunga|karungi|karna hai|karoonga)\b/,
    needs: 'distress',
  },
  {
    category: 'preparation',
    pattern:
      /\b(?:kaam|kam|hisaab|hisab|kaaj)\b (?:adhura|adhoora|aadha) (?:nahi|nahin|na) (?:chhodunga|chodunga|chhodungi|chhod ke jaunga)\b/,
    needs: 'pair',
  },
  {
    category: 'plan',
    pattern: /\b(?:ke baad|ke bad|khatam hone (?:ke|pe))\b(?: \w+){0,1} (?:\d{1,2}|pehli|ek) (?:ko|tareekh ko)\b/,
    needs: 'pair',
  },
  // "I've decided", the whole message, after a loss or distress.
  {
    category: 'intent',
    pattern: dv(`^(?:बस )?(?:मैंने |मैने )?(?:तय|फ़ैसला|फैसला) कर (?:लिया|ली)(?: है)?$`),
    needs: 'distress',
  },
  // A price trigger and "sab khatam", with the price alert already set: each needs the other.
  {
    category: 'plan',
    pattern:
      /\b(?:neeche|niche|below|under|tuta|toota|toot)\b(?: \w+){0,3} (?:close|band)?(?: \w+){0,2} (?:toh|to|tab)\b(?: \w+){0,3} (?:sab|main|mai) (?:khatam|khatm|khtm)\b(?! (?:trading|trade|kaam|business|options|fno))/,
    needs: 'pair',
  },
  {
    category: 'plan',
    pattern: /\b(?:alert|alarm|price alert)\b (?:laga|set|lagaa|daal) (?:diya|di|kiya|kar diya|rakha)\b/,
    needs: 'pair',
  },
  // Self-harm: punching the wall until it bleeds.
  {
    category: 'self-harm',
    pattern: dv(
      `(?:दीवार|दीवाल|शीशे|दरवाज़े)${gap(1)}(?:पे|पर|में)? ?(?:मुक्का|मुक्के|घूंसा|सिर)${gap(1)}(?:मारता|मारती|मार|पटकता|पटकती)${gap(5)}(?:ख़ून|खून)`,
    ),
  },
  {
    category: 'self-harm',
    pattern:
      /\b(?:deewar|diwar|deewaar|wall)\b(?: \w+){0,2} (?:mukka|mukke|punch|sir)\b(?: \w+){0,1} (?:maarta|marta|maar|mar|patakta)\w*(?: \w+){0,5} (?:khoon|khun|blood)\b/,
  },
  // ── Round seven: families from tuning round 7 ──
  // Ending oneself, said flat: "khud ko khatam kar lena" (Punjabi "khud nu" after expansion), "ख़ुद को ख़त्म कर लूंगा".
  {
    category: 'active-ideation',
    pattern:
      /\b(?:khud|khudko|apne aap|apne aapko) (?:ko )?(?:khatam|khatm|khtm|khattam|maar|mar) (?:kar |daal |dal )?(?:lena|lunga|lungi|dunga|dungi|dena|loon|lu|leni|deni|lena hai|dena hai|launga|daalunga|dalunga)\b/,
  },
  {
    category: 'active-ideation',
    pattern: dv(`(?:ख़ुद|खुद|अपने आप) को (?:ख़त्म|खत्म|खतम|मार) (?:कर |डाल )?(?:लूंगा|लूंगी|दूंगा|दूंगी|लेना|देना|डालूंगा)${E}`),
  },
  // If I weren't there, no burden on them: "मैं ना रहूँ तो इन पर कोई बोझ ना रहे".
  {
    category: 'passive-wish',
    pattern: dv(
      `(?:मैं )?(?:ना|न|नहीं) (?:रहूं|रहूँ|रहूंगा|रहूंगी|रहा|रही) (?:तो|तब)${gap(4)}(?:बोझ|परेशानी|टेंशन|फ़िक्र|फिक्र|ख़र्च|खर्च|कर्ज़|कर्ज)${gap(1)}(?:ना|न|नहीं|कम|ख़त्म|खत्म|उतर)`,
    ),
  },
  {
    category: 'passive-wish',
    pattern:
      /\b(?:main |mai )?(?:na|nahi|nahin|naa) (?:rahun|rahu|rahoon|raha|rahi|rahunga|rahungi) (?:toh|to|tab)\b(?: \w+){0,4} (?:bojh|pareshani|tension|fikar|fikr|kharcha|karz|karza)\b(?: \w+){0,1} (?:na|nahi|nahin|kam|khatam|utar)\w*/,
  },
  // A price trigger and "that day will be my last": "agar kal nifty neeche khula toh wahi din last hoga mera".
  {
    category: 'plan',
    pattern:
      /\b(?:agar|agr|if|jab|jis din)\b(?: \w+){0,10} (?:toh |to |tab )?(?:wahi|woh|vo|wo|us|usi) din (?:mera |meri )?(?:last|aakhri|akhri|antim) (?:hoga|hogi|ho ga)(?: (?:mera|meri|yaar|yar|bas|pakka|bhai))*$/,
  },
  {
    category: 'plan',
    pattern: dv(
      `(?:अगर|जब|जिस दिन)${gap(10)}(?:वही|वो|वह|उसी) दिन (?:मेरा )?(?:आख़िरी|आखिरी|लास्ट|अंतिम) (?:होगा|होगी)(?: मेरा)?$`,
    ),
  },
  // Poison asked for "not for the grain, not for the rats": the disclaimer says who it is for.
  {
    category: 'method',
    pattern:
      /\b(?:zeher|zehar|jahar|zahar|jehar|sulfas|sulphas|celphos|keetnashak|chuhe (?:maarne|marne) ki dawa\w*|chuha ?mar\w*)\b(?: \w+){0,10} (?:anaaj|anaj|fasal|khet|godown|chuhe|chuhon|keede|keedon|gehun|gehu)\w* (?:ke liye|keliye|ko|ke waaste)\b(?: \w+){0,1} (?:nahi|nahin|na)\b/,
  },
  {
    category: 'method',
    pattern: dv(
      `(?:ज़हर|जहर|सल्फास|कीटनाशक|चूहे मारने की दवा)${gap(10)}(?:अनाज|फ़सल|फसल|खेत|गोदाम|चूहों|चूहे|कीड़ों|गेहूं)${gap(1)}(?:के लिए|को)${gap(1)}(?:नहीं|नही|ना)${E}`,
    ),
  },
  // Who will keep my parrot, a good home for it, after distress.
  {
    category: 'preparation',
    pattern:
      /\b(?:mera|meri|mere) (?:tota|totaa|kutta|kutte|billi|cat|dog|pet|parrot|chidiya|machli|fish|khargosh)\b(?: \w+){0,2} (?:kaun|kisko|kiske paas) (?:rakhega|rakhegi|sambhalega|sambhalegi|palega|palegi|dekhega|dekhegi|lega|legi)\b|\b(?:achha|acha|accha|naya|nayi) (?:ghar|malik|family)\b(?: \w+){0,1} (?:mil jaye|mile|mil jaaye|dhoondh|dhundh)\w*/,
    needs: 'distress',
  },
  {
    category: 'preparation',
    pattern: dv(
      `(?:मेरा|मेरी|मेरे) (?:तोता|तोते|कुत्ता|कुत्ते|बिल्ली|पेट|चिड़िया|मछली|ख़रगोश)${gap(2)}(?:कौन|किसके पास) (?:रखेगा|रखेगी|संभालेगा|संभालेगी|पालेगा|पालेगी|देखेगा)`,
    ),
    needs: 'distress',
  },
  // Burning the wrist with something hot: "कलाई पर जलती अगरबत्ती रख दी".
  {
    category: 'self-harm',
    pattern: dv(
      `(?:हाथ|कलाई|बांह|जांघ|उंगली)${gap(2)}(?:पर|पे)${gap(1)}(?:जलती|जलता|गरम|गर्म)${gap(1)}(?:अगरबत्ती|सिगरेट|बीड़ी|तीली|माचिस|चम्मच|प्रेस)${gap(1)}(?:रख|लगा|दबा|छुआ)|(?:जलती|जलता|गरम|गर्म) (?:अगरबत्ती|सिगरेट|बीड़ी|तीली|चम्मच|प्रेस)${gap(3)}(?:हाथ|कलाई|बांह|जांघ|उंगली)${gap(1)}(?:पर |पे )?(?:रख|लगा|दबा|छुआ)`,
    ),
  },
  {
    category: 'self-harm',
    pattern:
      /\b(?:haath|hath|kalai|wrist|baanh|bazu|jaangh|ungli)\b(?: \w+){0,2} (?:pe|par|te)\b(?: \w+){0,1} (?:jalti|jalta|garam|garm)\b (?:agarbatti|cigarette|sigret|beedi|bidi|teeli|chammach|press)\b(?: \w+){0,1} (?:rakh|laga|daba|chhua)\w*|\b(?:jalti|jalta|garam|garm) (?:agarbatti|cigarette|sigret|beedi|bidi|teeli|chammach|press)\b(?: \w+){0,3} (?:haath|hath|kalai|wrist|baanh|bazu|jaangh|ungli)\b(?: \w+){0,1} (?:rakh|laga|daba|chhua)\w*/,
  },
  // On the bridge, beyond the railing, the water far below: each a signal for the other.
  {
    category: 'in-progress',
    pattern:
      /\b(?:railing|reling|jangla|grill|parapet|baad)\b(?: \w+){0,1} (?:ke|de|di|ki) (?:us|doosre|dusre|bahar|baahar|dusri) (?:paar|paase|paasey|taraf|side|wale|wali)\b|\b(?:pul|bridge|setu|chhat|terrace|building)\b (?:te|upar|ke upar) (?:khada|khadi|baitha|baithi|latka)\w*/,
    needs: 'pair',
  },
  {
    category: 'in-progress',
    pattern:
      /\b(?:paani|pani|nadi|sadak|zameen)\b(?: \w+){0,2} (?:neeche|niche|gehra|gehrai)\b(?: (?:hai|he|dikh raha|dikhta))?$/,
    needs: 'pair',
  },
  {
    category: 'in-progress',
    pattern: dv(
      `(?:रेलिंग|जंगले|ग्रिल)${gap(1)}(?:के|की) (?:उस|दूसरी|बाहर)${gap(1)}(?:पार|तरफ़|तरफ)|(?:पानी|नदी|सड़क|ज़मीन)${gap(2)}(?:नीचे|गहरा)(?: है)?$`,
    ),
    needs: 'pair',
  },
];

export const HI: Lexicon = {
  lang: 'hi',
  scripts: ['devanagari', 'latin'],
  expansions: {
    nhi: 'nahi',
    nai: 'nahi',
    hu: 'hoon',
    hun: 'hoon',
    kr: 'kar',
    h: 'hai',
    mai: 'main',
    mje: 'mujhe',
    muje: 'mujhe',
    zindgi: 'zindagi',
    jindagi: 'zindagi',
    // Punjabi in Roman letters (round seven): "leya", "ditta", "nu", "kol", "thalle", "ohnu".
    leya: 'liya',
    ditta: 'diya',
    ditte: 'diye',
    ditti: 'di',
    nu: 'ko',
    kol: 'paas',
    thalle: 'neeche',
    ohnu: 'usko',
    ohda: 'uska',
    ohdi: 'uski',
    othon: 'wahan se',
    rokeyo: 'roko',
    rokyo: 'roko',
    saanu: 'humein',
    mainu: 'mujhe',
  },
  anchors: ['khudkushi', 'aatmhatya', 'goliyan', 'zindagi'],
  keep: ['goliya'],
  idioms: [
    // round 6: "rassi toh kapde sukhane ke liye hai": a clothesline.
    /\b(?:rassi|rassiyan|rassiya)\b(?: \w+){0,4} (?:kapde|kapdon|kapda|clothes|jhula|jhoola|tent|samaan|saman|packing)\b/g,
    dvIdiom(`रस्सी${gap(4)}(?:कपड़े|कपड़ों|झूला|सामान|टेंट)`),
    // round 5: "ye stock toh suicide hai" (a reckless trade); "kaash kabhi uthun hi na lol, monday phir se office"
    /\b(?:stock|share|coin|token|trade|position|leverage|lev|futures|options|fno|entry)\w*\b(?: \w+)? (?:toh |to )?(?:suicide|sucide|aatmhatya) (?:hai|he)\b/g,
    /\b(?:uthu|uthun|uthoon|jaagu|jagu)(?: hi)? (?:na|nahi|nahin)\b (?:lol|lmao|haha\w*|hehe)(?: \w+){0,3} (?:monday|office|college|school|exam|kaam)\b/g,
    // "died laughing", "we're dead (position)", "the market got me", "the coin is dead"
    dvIdiom(`हंस(?:ते|के|कर)?${gap(2)}(?:के )?मर (?:गया|गई|गए|जाऊंगा)`),
    dvIdiom(`(?:कॉइन|टोकन|प्रोजेक्ट|मार्केट|पोर्टफोलियो|चार्ट)${gap(2)}(?:मर (?:गया|चुका)|डेड)`),
    dvIdiom(`(?:मार्केट|बाज़ार|शॉर्ट|लॉन्ग|स्टॉप लॉस)${gap(1)}ने (?:मार|काट|ले) (?:दिया|दी|ली|डाला)`),
    /\b(?:hans|has|hass|haste|hanste|hans hans)\w*(?: \w+){0,2} (?:ke )?mar (?:gaya|gayi|gaye|jaunga|jaungi)\b/g,
    /\b(?:coin|token|project|market|portfolio|chart|altcoin|alt|alts)\b(?: \w+){0,2} (?:mar (?:gaya|gayi|chuka|chuki)|dead)\b/g,
    /\b(?:market|btc|eth|short|long|stop ?loss|sl|whales?|mm)\b(?: \w+)? ne (?:maar|mar|le|kaat|cut) (?:diya|di|li|dali|daala)\b/g,
    /\bjaan nikal (?:di|gayi|gai|gyi)\b/g,
    // "alvida doston, sabko profit mile": leaving crypto, not life
    /\b(?:alvida|alwida)\b(?: \w+){0,3} (?:profit|green|gains|moon|trading|crypto|sip)\w*/g,
    // "...latakne ka mann kar raha hai, mazak hai yaar": the person says it was a joke
    /(?:\S+ ){0,12}(?:mazak|mazaak|majak|mazaq) (?:hai|tha) (?:yaar|yar|bhai|bro)\b/g,
    /\b(?:alvida|alwida) (?:paisa|paise|profit|portfolio|savings|lambo|long|short|bags?)\b/g,
  ],
  rules: RULES,
  distress: [
    /\b(?:ab )?(?:aur )?(?:nahi|nahin) (?:hoga|hota|ho raha|ho pata|jhela jata) mujhse\b|\bmujhse (?:ab )?(?:aur )?(?:nahi|nahin) hoga\b/,
    dv(
      `नींद (?:नहीं|नही) (?:आती|आ रही|आई)|सो (?:नहीं|नही) पा|ख़ुद से नफ़रत|बेकार हूं|किसी काम का (?:नहीं|नही)|किसी काम की (?:नहीं|नही)|बर्दाश्त (?:नहीं|नही)|सहा (?:नहीं|नही) जाता`,
    ),
    dv(`बोझ (?:हूं|बन गया|बन गई|बनना)|बोझ (?:नहीं|नही) बनना`),
    dv(
      `डिप्रेशन|अवसाद|अकेला|अकेली|कोई रास्ता (?:नहीं|नही)|थक (?:गया|गई|चुका) (?:हूं|हूँ)|हार (?:गया|गई) (?:हूं|हूँ)|उम्मीद (?:नहीं|नही|ख़त्म)|रो रहा|रो रही|घबराहट|बहुत टेंशन|कोई मतलब (?:नहीं|नही)|सब बेकार`,
    ),
    /\bneend (?:nahi|nhi|nahin|na) (?:aati|aa rahi|aayi|ayi|aa rhi|aati)\b|\bso (?:nahi|nhi) (?:paa|pa) (?:raha|rahi)\b|\bkhud se nafrat\b|\bkisi kaam ka (?:nahi|nhi)\b/,
    /\b(?:jhela|seh|saha|sahan|bardasht) (?:nahi|nhi) (?:jata|jaata|hota|ho raha)\b|\b(?:bahut|bohot|bohut|bht|itni) tension\b|\bdepression (?:mein|me|hai|ho gaya)\b|\bakela (?:hoon|hu|mehsoos|feel)\b/,
    /\bmujhse (?:ab )?(?:nahi|nhi|nahin) (?:hota|ho raha)\b|\bzindagi se thak (?:gaya|gayi|chuka)\b/,
    /\bkoi (?:raasta|rasta) (?:nahi|nhi)\b|\bthak (?:gaya|gayi|chuka) (?:hoon|hu|hun)\b|\bhaar (?:gaya|gayi) (?:hoon|hu|hun|main)\b|\b(?:ummeed|umeed|umeedh) (?:nahi|nhi|khatam)\b|\bsab bekaar\b|\bsab bekar\b/,
  ],
  riskQuestions: [
    // "Trading khatam ya zindagi?" (round six).
    /\b(?:trading|trade|kaam|job|business|options)\b(?: \w+){0,2} ya (?:zindagi|jindagi|jaan|life|jeena)\b/,
    // round 5: "Kya ye alvida ki chitthiyan hain?", "Koi jagah socha hai?" (after talk of jumping)
    /\balvida (?:ki|ke|wali|wale) (?:chitthi|chitthiyan|chitthiya|letter|letters|khat|message|messages|msg)\b|\bkoi (?:jagah|tarika|tareeka) (?:socha|soch|sochi|chuna|chuni|tay)\b(?!.*\b(?:ghoomne|ghumne|trip|chutti|vacation|holiday|khane|party|shaadi)\b)/,
    dv(`अलविदा (?:की|के|वाली) (?:चिट्ठी|चिट्ठियां|ख़त|मैसेज)|कोई (?:जगह|तरीका) (?:सोचा|सोची|चुना|चुनी|तय)`),
    dv(
      `(?:तुम|आप) (?:अभी )?(?:सुरक्षित|सेफ़) (?:हो|हैं)|(?:ख़ुद|अपने आप) को (?:नुकसान|चोट) पहुंचाने${gap(2)}(?:ख़याल|ख़्याल|विचार)|(?:ज़िंदगी|जान) (?:ख़त्म|खत्म) करने के बारे में|(?:आत्महत्या|ख़ुदकुशी) के बारे में|(?:तुम|आप) (?:अभी )?कहां (?:हो|हैं)`,
    ),
    /\b(?:safe|surakshit) (?:ho|hain|hai na)\b|\b(?:zindagi|jaan|life) (?:khatam|khatm) karne ke (?:baare|bare)\b|\b(?:apni |khud ki )?(?:jaan|zindagi) (?:lene|dene) ke (?:baare|bare)\b|\bkuch (?:le|kha|pi|nigal) (?:liya|li|lia) kya\b|\bkhud ko (?:nuksan|nuksaan|hurt|chot)\b|\b(?:suicide|aatmhatya|khudkushi) ke (?:baare|bare)\b|\b(?:abhi )?kahan ho\b|\bkya (?:khaya|liya|piya|kiya) (?:hai|tumne|aapne)\b/,
  ],
  reassurance: [
    dv(
      `(?:मैं )?(?:ठीक|सुरक्षित|सेफ़) (?:हूं|हूँ|हु)|(?:हेल्पलाइन|डॉक्टर|काउंसलर)${gap(2)}(?:कॉल|फ़ोन|बात) (?:किया|की|कर ली)|कुछ (?:नहीं|नही) करूंगा|कुछ (?:नहीं|नही) करूंगी|मज़ाक कर रहा|अब बेहतर`,
    ),
    /\b(?:main |mai )?(?:theek|thik|safe|thik thak) (?:hoon|hu|hun)\b|\b(?:helpline|doctor|counsellor|counselor)\b(?: \w+){0,2} (?:call|phone|baat) (?:kiya|ki|kar li)\b|\bkuch (?:nahi|nhi) karunga\b|\bmazaak kar raha\b|\bab better\b/,
  ],
  loss: [
    /\bliquidation\b/,
    dv(`\\d+ (?:लाख|करोड़|हज़ार|हजार)${gap(1)}(?:डूब|गए|गया|गई|उड़)|गिरवी`),
    /\bgirvi\b/,
    dv(
      `(?:पैसा|पैसे|बचत|सेविंग्स|पोर्टफोलियो)${gap(2)}(?:डूब|गया|गई|चला गया|चली गई|ज़ीरो)|लिक्विडेट|लिक्विडेशन|कर्ज|कर्ज़ा|उधार|लोन|लॉस|बर्बाद|सब (?:गंवा|गवा|खो) (?:दिया|बैठा)|मार्जिन कॉल`,
    ),
    /\b(?:paisa|paise|savings|saving|funds|capital|portfolio)\b(?: \w+){0,2} (?:doob|dub|dooba|dubb|chala gaya|chali gayi|udd gaya|ud gaya|zero)\w*/,
    dv(`(?:बैंक|रिकवरी|लोन)${gap(1)}(?:वालों|वाले|एजेंट)${gap(3)}(?:फ़ोन|फोन|घर)|ईएमआई`),
    /\b(?:bank|recovery|loan) (?:walon|wale|agent)\b(?: \w+){0,3} (?:phone|call|ghar)\b|\bemi\b/,
    // "25 lakh doob gaye", "saare coin nikaal liye", "सब पैसा ले लिया", "FD उड़ा दी".
    /\b\d+ (?:lakh|lac|crore|cr|k)\b(?: \w+){0,1} (?:doob|dub|gaye|gaya|gayi|udd|ud|chale|chala|gawa|ganwa)\w*|\b(?:coin|coins|paise|paisa|funds|savings)\b(?: \w+){0,2} (?:nikaal|nikal|utha|le) (?:liye|liya|li|gaya|gayi)\b/,
    dv(
      `(?:सब|सारा|सारे) (?:पैसा|पैसे)${gap(1)}(?:ले (?:लिया|गई|गया|लिए)|उड़ा (?:दी|दिया|दिए))|(?:FD|एफडी|बचत)${gap(2)}उड़ा (?:दी|दिया)`,
    ),
    /\bliquidat\w* ho (?:gaya|gayi|gya)\b|\b(?:karz|karza|karja|karj|udhaar|udhar)\b|\bloan (?:le|liya|lekar|leke|chuka)\b|\bloss (?:ho gaya|hua|ho gya|mein|me|kha)\b|\bsab (?:gawa|ganwa|gava|kho) (?:diya|diye|baitha)\b|\bbarbaa?d\b/,
  ],
};
