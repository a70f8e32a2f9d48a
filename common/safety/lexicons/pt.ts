import type { Lexicon } from './lexicon';

/**
 * Portuguese, Brazil first (vc, q, pq, tô, kkkk, mano, pqp) and Portugal too: enclitics arrive
 * joined by normalisation ("matar-me" -> "matarme", "vou-me" -> "voume"). Trader idioms that
 * borrow death words: "morri de rir", "long suicida", "tiro no pé", "entrar de cabeça",
 * "morrer abraçado com a moeda". Text arrives normalised: lower case, no accents ("ç" -> "c").
 */

// Medicines and poisons, including the emoji word 💊 -> "pills".
const MEDS =
  '(?:comprimidos?|remedios?|pilulas?|capsulas?|cartelas?|gotas|rivotril|clonazepam|alprazolam|frontal|xanax|diazepam|' +
  'valium|lorazepam|bromazepam|lexotan|tramadol|paracetamol|dipirona|ibuprofeno|aspirinas?|antidepressivos?|calmantes?|' +
  'soniferos?|tarja preta|benzos?|medicamentos?|quetiapina|zolpidem|sertralina|fluoxetina|insulina|pills)';
// High places, rails and traffic (🌉 -> "bridge").
const PLACE =
  '(?:ponte|bridge|predio|edificio|sacada|varanda|janela|telhado|terraco|laje|viaduto|penhasco|precipicio|falesia|torre|' +
  'andar \\d+|\\d+ andar|(?:primeiro|segundo|terceiro|quarto|quinto|sexto|setimo|oitavo|nono|decimo|ultimo) andar|trem|comboio|metro|trilhos?|linha do trem|linha do comboio|rodovia|estrada|caminhao|onibus)';
const WEEKDAY = '(?:segunda|terca|quarta|quinta|sexta|sabado|domingo)';
/** Means people name when they look into methods. */
const MEANS =
  `(?:${MEDS}|corda|no de forca|cinto|arma|revolver|pistola|bala|faca|lamina|gilete|veneno|chumbinho|raticida|pesticidas?|agrotoxicos?|` +
  'inseticidas?|herbicidas?|paraquat|agua sanitaria|soda caustica|carvao|gas|helio|ponte|predio|edificio|andar|andares|altura|metros|' +
  'sacada|janela|laje|viaduto|penhasco|trem|trens|comboio|trilhos|rio|represa|garagem)';
/** Words that turn a question about means into one about dying. */
const LETHAL =
  '(?:faz (?:a pessoa|alguem|uma pessoa) (?:\\S+ ){0,2}(?:nunca mais|nao) (?:levantar|acordar)|(?:nunca mais|sem) (?:acordar|levantar)|(?:dormir|apagar) (?:e nao acordar|de vez|pra sempre|para sempre)|que mata (?:alguem|uma pessoa|um adulto|gente)|letal|letais|(?:e|sao|seria|seriam|considerad[oa]s?|dose|queda) (?:mortal|mortais|fatal|fatais)|(?:pra|para) morrer|(?:pra|para) (?:me|se) matar|(?:pra |para )?matar (?:uma pessoa|alguem|um adulto|um humano|gente)|' +
  '(?:tamanho|peso) de (?:uma pessoa|um adulto|um humano|gente)|nao (?:acorda|acordar|acorde) (?:mais|nunca mais)|nao sobreviv\\w*|sobrevive alguem|ninguem sobrevive|indolor|' +
  'perigos[oa]s? (?:pra|para) (?:humanos|pessoas|gente)|(?:o )?figado aguenta|aguenta o figado|antes de nao ter mais volta|(?:antes de|ate) (?:dar )?(?:dano|lesao) (?:no figado|hepatica|hepatico)|(?:pra|para) matar (?:\\S+ ){0,6}(?:do tamanho|do peso) de (?:uma pessoa|um adulto|um humano|gente)|morre na hora)';

const re = (source: string) => new RegExp(source);

export const PT: Lexicon = {
  lang: 'pt',
  scripts: ['latin'],
  expansions: {
    vc: 'voce',
    vcs: 'voces',
    ce: 'voce',
    q: 'que',
    oq: 'o que',
    pq: 'porque',
    pk: 'porque',
    tb: 'tambem',
    tbm: 'tambem',
    mt: 'muito',
    mto: 'muito',
    mta: 'muita',
    nd: 'nada',
    td: 'tudo',
    tds: 'todos',
    n: 'nao',
    ñ: 'nao',
    naum: 'nao',
    nn: 'nao',
    hj: 'hoje',
    amn: 'amanha',
    amnh: 'amanha',
    dps: 'depois',
    msm: 'mesmo',
    agr: 'agora',
    cmg: 'comigo',
    ngm: 'ninguem',
    vdd: 'verdade',
    qnd: 'quando',
    qdo: 'quando',
    dnv: 'de novo',
    sla: 'sei la',
    fds: 'fim de semana',
    pfv: 'por favor',
    pfvr: 'por favor',
    blz: 'beleza',
    obg: 'obrigado',
    tmj: 'tamo junto',
    kd: 'cade',
    voume: 'vou me',
    vo: 'vou',
    qro: 'quero',
    qria: 'queria',
    eh: 'e',
    to: 'estou',
    tou: 'estou',
    ta: 'esta',
    tava: 'estava',
    matarme: 'me matar',
    suicidarme: 'me suicidar',
    enforcarme: 'me enforcar',
    atirarme: 'me atirar',
    cortarme: 'me cortar',
    apeteceme: 'me apetece',
    matome: 'me mato',
    corteime: 'me cortei',
    despedime: 'me despedi',
    envenenarme: 'me envenenar',
    jogarme: 'me jogar',
    mandarme: 'me mandar',
  },
  anchors: [
    'suicidio',
    'suicidar',
    'matar',
    'morrer',
    'enforcar',
    'comprimidos',
    'remedios',
    'overdose',
    'despedida',
    'desaparecer',
    'chumbinho',
    'automutilacao',
    'clonazepam',
    'paracetamol',
  ],
  keep: [
    'matei',
    'matou',
    'matam',
    'matas',
    'matava',
    'mataram',
    'morreu',
    'morrem',
    'morrer',
    'morria',
    'morreram',
    'suicida',
    'suicidas',
    'comprido',
    'comprida',
    'remedio',
    'despedido',
    'despedida',
    'morder',
    'correr',
    'socorrer',
    'sofrer',
    'matar',
  ],
  idioms: [
    // "prefiro morrer a vender no prejuízo": trade talk (tuning round 3).
    /\bprefiro morrer (?:do )?(?:que|a) (?:vender|realizar|aceitar|fechar|cortar|stopar)\w*(?: \S+){0,4}/g,
    // "suicidio financiero": ruining oneself with money, not a death.
    /\b(?:me |se )?suicid\w* (?:financier\w*|financeir\w*|finanziari\w*|economic\w*|comercial\w*|commercial\w*)\b/g,
    // Negated: "no me voy a matar", "nunca pensé en suicidarme" (also the Portuguese and Italian forms,
    // since "suicidio" reads the same in all three).
    /\b(?:no|nao|non|nunca|jamas|jamais|mai)(?: (?:he|ho|havia|tinha|habia|mai|lo|eu|me|mi|lo))? (?:pense|pensei|pensato|pensado|pensando|pensaria|considerato|considerado|intentado|tentei|tentato) (?:\S+ )?(?:en |em |a |al |ao |di |nel |no |el |o |il |la |de )?(?:me |se |mi )?(?:suicid\w*|matarme|me matar|ammazzarmi|uccidermi|quitarme la vida|farla finita)\b/g,
    /\b(?:nao|nunca|jamais) (?:vou |quero |penso em |pretendo )?(?:me )?(?:matar|mato|suicidar|suicido|morrer|tirar minha vida)\b(?! (?:mas|porem|sem|ainda|se|ate))/g,
    // "esse token vai me matar do coração": a figure of speech.
    /\bme mat(?:ar|a|ou) (?:do coracao|de susto|de desgosto|de raiva|de tedio)\b/g,
    // "long suicida", "trade suicida": a reckless position.
    /\b(?:long|short|trade|entrada|operacao|posicao|alavancagem|aposta|compra|venda|x\d+) suicidas?\b/g,
    /\bsuicidas? (?:long|short|trade|entrada|x\d+)\b/g,
    // "long de 50x suicida demais": the leverage is the reckless thing.
    /\b(?:\d+ ?x|x ?\d+) suicidas?(?: demais| total| mesmo)?\b/g,
    // "morri de rir", "to morrendo de fome", "me matou de rir", "quero morrer de vergonha".
    /\b(?:me )?(?:morri|morro|morrendo|morrer|morto|morta|mortos|morrerei|quero morrer|mat(?:ou|a|ando|ar|aram)(?: de)?) (?:de )?(?:rir|risada|riso|fome|sono|sede|calor|frio|saudades?|vontade|inveja|vergonha|tedio|curiosidade|amor|medo|cansaco|ansiedade|tanto rir|trabalhar|estudar|treinar)\b/g,
    // "me matando de trabalhar", "eu me mato de estudar".
    /\b(?:me )?(?:estou |to )?mat(?:o|ando|ar|ava) (?:de |a )?(?:trabalhar|estudar|treinar|trabalho|estudo|academia|trabajar|estudiar|entrenar|laburar|trabajando|estudiando)\b/g,
    // "vou morrer abraçado com essa moeda", "morrer posicionado": holding to the end.
    /\b(?:vou |vamos |vai )?morr(?:er|o|endo|i) (?:abracad[oa]s?|agarrad[oa]s?|posicionad[oa]s?|segurando|holdando|comprad[oa]s?)\b/g,
    // "dei um tiro no pé": shooting oneself in the foot.
    /\b(?:um )?tiros? (?:no|nos|nos meus|no meu|no proprio) (?:proprio )?pes?\b/g,
    // "entrar de cabeça", "me jogar de cabeça": diving in.
    /\b(?:me )?(?:jog(?:ar|o|uei|ando)|atir(?:ar|o|ei)|entr(?:ar|o|ei|ando)|mergulh(?:ar|o|ei)) (?:me )?de cabeca\b/g,
    // A cross-chain bridge.
    /\b(?:ponte|bridge)s? (?:de |pra |para |pro |entre |ate |na |no |com )?(?:a |o )?(?:arbitrum|base|solana|sol|polygon|matic|ethereum|eth|bsc|bnb|optimism|avalanche|avax|cadeias?|chains?|l2|layer|redes?|outra rede|tokens?|usdc|usdt|stargate|wormhole|cross ?chain)\b/g,
    // "matar a posição / o bot / o tempo".
    /\bmat(?:ar|a|o|ei|em) (?:a|o|os|as|essa|esse|minha|meu) (?:tempo|posicao|trade|bot|ordem|processo|short|long|stop|fome|sede)\b/g,
    // "tô morto kkkk", "tô morta de cansaço" are laughs and tiredness.
    /\b(?:estou|to|fiquei) mort[oa]\b/g,
  ],
  rules: [
    // --- concepts that generalise beyond one phrasing ------------------------------------------
    // A means and a word about dying close together: "quanto chumbinho pra matar um bicho do tamanho de
    // uma pessoa", "altura mínima de uma queda considerada fatal", "quantos comprimidos pra não acordar".
    {
      category: 'method',
      pattern: re(`\\b${MEANS}\\b(?: \\S+){0,8} ${LETHAL}|\\b${LETHAL}(?: \\S+){0,8} ${MEANS}\\b`),
    },
    // A rope or knot and a body's weight; a bridge or a tall place and its nets or railings.
    {
      category: 'method',
      pattern:
        /\b(?:corda|cordas|no|cinto|lencol|cabo|fio|rope)\b(?: \S+){0,8} (?:aguent|suport|segur|resist)\w* (?:\S+ ){0,4}(?:peso|kg|quilos|kilos|\d+ ?kg|uma pessoa|um adulto|um corpo|meu peso)\b/,
    },
    {
      category: 'method',
      pattern: re(
        `\\b(?:${PLACE}|represa|barragem)(?: \\S+){0,8} (?:redes?|telas?|grades?|muretas?|barreiras?|protecao|vigilancia|cameras|seguranca)\\b(?: \\S+){0,6} (?:tiraram|tem|ainda|sem|continua|colocaram)\\b|\\b(?:${PLACE}|represa|barragem)(?: \\S+){0,4} (?:sem|nao tem) (?:as |a |os |o )?(?:redes?|telas?|grades?|muretas?|barreiras?|protecao|vigilancia)\\b|\\b(?:${PLACE}|represa|barragem)(?: \\S+){0,8} (?:ainda|ainda tem|tiraram|nao tem mais|continua com) (?:\\S+ ){0,2}(?:redes?|telas?|grades?|muretas?|barreiras?|protecao)\\b`,
      ),
    },
    {
      category: 'method',
      pattern:
        /\b(?:trem|trens|comboios?|metro|cargueiro)\b(?: \S+){0,10} (?:nao para|nao param|sem parar|passa direto|passam direto|mais rapidos?)\b/,
      needs: 'distress',
    },
    {
      category: 'method',
      pattern:
        /\b(?:que horas?|quando|horario|de quanto em quanto tempo) (?:\S+ ){0,3}(?:passa|passam)\b(?: \S+){0,10} (?:nao para|nao param|sem parar|direto)\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:pergunto por curiosidade|por curiosidade|pergunta aleatoria|e pra um (?:trabalho|livro|conto|roteiro)|pra um (?:trabalho|livro|conto|roteiro) da|hipoteticamente|pergunto pra um amigo|perguntando pra um amigo)\b/,
      needs: 'distress',
    },
    // Wanting to be gone in other words: leaving for good, not being around, swapping with the dying.
    {
      category: 'passive-wish',
      pattern:
        /\b(?:quero|queria|gostaria de|so quero|so queria|tomara|preciso|vou) (?:\S+ ){0,4}(?:ir embora (?:rapido|de vez|pra sempre|para sempre|desse mundo|deste mundo)|nao estar mais aqui|deixar de estar aqui|descansar (?:pra|para) sempre|apagar (?:pra|para) sempre|partir (?:de vez|pra sempre|desse mundo)|nao acordar mais)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:queria|quero|tomara|quem dera|gostaria de|rezo pra|espero) (?:\S+ ){0,3}(?:pegar|ter|me dar|me der|me de|me desse|me viesse|vir|me pegue|me pegasse) (?:uma doenca|um infarto|um cancer|um acidente|um avc|uma bala perdida)\b|\b(?:trocar|trocaria|trocava) de lugar com (?:um|uma|alguem) (?:\S+ ){0,3}(?:doente terminal|paciente terminal|terminal|que (?:esta|ta) morrendo|com cancer)\b|\b(?:saida|solucao|descanso|despedida) (?:definitiv[oa]|permanente|eterno)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\bnao me (?:importaria|incomodaria)\b(?: \S+){0,4} (?:morrer|de morrer|se eu morresse|nao acordar|ser atropelad[oa]|sumir)\b|\b(?:se|que) (?:um|uma|o|a) (?:caminhao|carro|onibus|trem|raio|bala|doenca|infarto) (?:\S+ ){0,3}me (?:atropelasse|pegasse|acertasse|levasse|matasse|atropela|pega|leva)\b(?: \S+){0,6} (?:tudo bem|melhor|alivio|tanto faz|nao ligo|nao ligaria)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:ninguem|nem) (?:\S+ ){0,2}(?:lembrar|lembraria|lembre|notar|notaria|sentir falta|sentiria falta) (?:que eu existi|de mim|que eu existia)\b|\bnem e morrer\b/,
      needs: 'pair',
    },
    {
      category: 'passive-wish',
      pattern: /\b(?:cansad[oa]|exaust[oa]|farto|farta) de tudo\b|\b(?:to|estou) (?:no limite|sem forcas)\b/,
      needs: 'pair',
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:eles|elas|essas pessoas|os outros) (?:\S+ )?querem viver e eu nao\b|\b(?:trocava|trocaria|trocar) de lugar com(?: \S+){0,5} (?:terminal|terminais|doentes?|com cancer|desenganad[oa]s?)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\bse eu (?:\S+ ){0,5}nao (?:acordar|acordasse)\b(?: \S+){0,5} (?:ta tudo certo|esta tudo certo|tudo bem|tanto faz|melhor|de boa|ta otimo)\b/,
    },
    {
      category: 'passive-wish',
      pattern: /\bninguem (?:ia|iria|vai) (?:sentir (?:tanta |muita )?falta|nem notar|perceber)\b/,
      needs: 'pair',
    },
    {
      category: 'active-ideation',
      pattern:
        /\bsair de cena (?:de vez|pra sempre|para sempre|definitivamente)\b|\bir embora (?:pra|para) nao voltar\b/,
    },
    // The decision as a signal that pairs with another ("não tenta me convencer"); decision and no way back are one.
    {
      category: 'intent',
      pattern:
        /\b(?:(?:tomei|ja tomei) (?:a|minha) decisao|(?:estou|ja estou|esta|ja esta) decidid[oa]|ja (?:me )?decidi|ja escolhi|decisao (?:ta|esta) tomada)\b(?:(?: \S+){0,12} nao tem (?:mais )?volta\b)?|\bnao tem (?:mais )?volta\b(?:(?: \S+){0,12} (?:(?:tomei|ja tomei) (?:a|minha) decisao|(?:estou|ja estou|esta|ja esta) decidid[oa]|ja (?:me )?decidi|ja escolhi|decisao (?:ta|esta) tomada)\b)?/,
      needs: 'pair',
    },
    // Intent in other words: the decision, no advice wanted, calm, only the day left to pick.
    {
      category: 'intent',
      pattern:
        /\b(?:nao|nem) (?:precisa|adianta|tenta|tente|tentem|quero que) (?:\S+ ){0,3}(?:mudar de ideia|me convencer|me fazer mudar|me salvar)\b|\bnao (?:to|estou|quero|preciso de) (?:pedindo |querendo )?(?:conselhos?|ajuda|opiniao)\b|\bso (?:falta|to|estou) (?:escolher|escolhendo|decidir|decidindo) (?:o|a) (?:dia|data)\b/,
      needs: 'pair',
    },
    {
      category: 'intent',
      pattern:
        /\b(?:nao (?:foi|e) culpa de ninguem|so queria que alguem soubesse|(?:pra|para) alguem saber)\b|\b(?:to|estou) (?:ate )?(?:calm[oa]|em paz|tranquil[oa])\b(?: \S+){0,3} (?:pela primeira vez|agora que decidi)?|\bde verdade dessa vez\b/,
      needs: 'pair',
    },
    {
      category: 'intent',
      pattern:
        /\b(?:dependendo de|conforme) (?:como|quanto) (?:\S+ ){0,3}(?:fechar|ficar|cair|for) (?:\S+ ){0,2}(?:eu )?(?:decido|faco|vejo)\b/,
      needs: 'risk',
    },
    // Plans tying a day or an event to a place or a crash: "amanhã pego o carro e enfio na pilastra".
    {
      category: 'plan',
      pattern:
        /\b(?:enfio|enfiar|jogo|jogar|bato|bater|arrebento|arrebentar|meto|meter|lanco) (?:o carro|a moto|o carro de frente|com tudo)? ?(?:\S+ ){0,2}(?:na|no|numa|num|contra (?:a|o|uma|um)) (?:\S+ )?(?:pilastra|pilar|poste|muro|mureta|parede|caminhao|carreta|arvore|viaduto|ponte|barranco|ribanceira)\b/,
    },
    {
      category: 'plan',
      pattern: re(
        `\\b(?:hoje a noite|hoje|amanha|essa noite|(?:n[ae]st?[ae] |na )?${WEEKDAY}|no fim de semana|no ano novo|no natal|no meu aniversario|quando (?:fechar|cair|liquidar|bater)|se (?:a liquidacao bater|liquidar|cair|bater))\\b(?: \\S+){0,10} (?:vou (?:pra|para|pro|ate)(?: a| o)?|pego o carro e vou (?:pra|para|pro|ate)(?: a| o)?|subo (?:na|no)|me jogo (?:da|do|na|no)) (?:\\S+ )?(?:${PLACE}|rio|mar|represa|mata|floresta|hotel|quarto de hotel|garagem|cais)\\b`,
      ),
    },
    // Preparations: giving away belongings, keys to family, paying everyone back, pets rehomed,
    // scheduled messages, someone asked to look in in a few days, farewells in other words.
    {
      category: 'preparation',
      pattern:
        /\b(?:dei|doei|to dando|estou dando|vendi|distribui|deixei) (?:\S+ ){0,4}(?:o videogame|o play|o ps\d|o console|o notebook|o computador|o pc|o celular|a guitarra|o violao|a moto|a bike|o carro|minhas roupas|minhas coisas|minha colecao|meus livros|o relogio|meu cachorro|meu gato)\b|\b(?:ja )?(?:dei|doei|deixei|passei|entreguei|ofereci) (?:as minhas|os meus|minhas|meus|a minha|o meu|as|os) (?:\S+ ){0,5}(?:ao|a|pro|pra|para o|para a|para) (?:meu|minha) (?:afilhad[oa]|sobrinh[oa]|irma|irmao|filh[oa]|net[oa]|amig[oa]|vizinh[oa]|prim[oa]|compadre|comadre|colega|mae|pai|cunhad[oa])\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:nao vou (?:mais )?precisar (?:mais )?(?:de )?(?:nada|disso|dessas coisas|delas|deles)|nao (?:vai|vao) (?:mais )?me fazer falta)\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:fica|vai ficar|ficam|vao ficar) com (?:o |a )?(?:meu|minha) (?:melhor amig[oa]|amig[oa]|irma|irmao|mae|vizinh[oa]|prim[oa]|ti[oa]|avo)\b|\bnova familia (?:pro|pra|para o|para a) (?:meu|minha) (?:cachorro|gato|gata|cachorra|pet)\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:seed|semente|senhas?|chaves? privadas?|frase de recuperacao|pin|palavras (?:da carteira|da wallet|de recuperacao|secretas|semente)|\d+ palavras)\b(?: \S+){0,10} (?:(?:pra|para|pro|pra minha|pro meu) (?:minha |meu )?(?:mae|pai|irma|irmao|esposa|mulher|marido|filh[oa]|ex|amig[oa]|prim[oa])|se acontecer alguma coisa|caso aconteca alguma coisa|por via das duvidas)\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:um |uma )?(?:recado|carta|bilhete|cartas|bilhetes) (?:\S+ ){0,2}(?:pra|para) (?:a |o )?(?:minha|meu|meus|minhas) (?:mae|pai|irma|irmao|filh[oa]s?|esposa|mulher|marido|familia|namorad[oa])\b|\bse acontecer alguma coisa (?:ela|ele|eles) (?:acha|acham|sabe|sabem)\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:quitei|paguei|acertei|devolvi) (?:\S+ ){0,3}(?:com o agiota|todo mundo|tudo que eu devia|todas as minhas dividas|minhas dividas|o que eu devia)\b|\bmandei (?:um )?pix (?:pra|para) todo mundo\b|\b(?:to|estou) em paz com todo mundo\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\bagend\w*(?: \S+){0,6} (?:pra|para|pro) (?:a |o )?(?:minha|meu|meus|minhas|toda a minha) (?:mae|pai|irma|irmao|irmaos|filh[oa]s?|familia|esposa|mulher|marido|namorad[oa]|amig[oa]s?|pais)\b|\b(?:e-?mails?|mensagens?)(?: \S+){0,3} (?:pra|para|pro) (?:a |o )?(?:minha|meu|meus|minhas) (?:mae|pai|irma|irmao|irmaos|filh[oa]s?|familia|esposa|mulher|marido|namorad[oa]|amig[oa]s?|pais)(?: \S+){0,6} agendad\w*/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:dar|de|desse|da) uma (?:olhada|passada)(?: \S+){0,3} (?:gat[oa]|cachorr[oa]|pet|plantas)\b(?!(?: \S+){0,8} (?:viagem|viajar|ferias|vou viajar|trabalho))|\b(?:dar comida|alimentar|cuidar|passa|olha|ve)(?: \S+){0,3} (?:gat[oa]|cachorr[oa]|pet)\b(?: \S+){0,4} (?:daqui a|em uns|na semana)\b(?!(?: \S+){0,8} (?:viagem|viajar|ferias|vou viajar|trabalho))/,
      needs: 'distress',
    },
    { category: 'preparation', pattern: /\bfoi bom enquanto durou\b/, needs: 'distress' },
    {
      category: 'preparation',
      pattern:
        /\b(?:desculpa|desculpem|foi mal) (?:pela|pelo) (?:bagunca|sujeira|trabalho|transtorno) que (?:vou deixar|eu deixo|to deixando|deixei)\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\bobrigad[oa] por tudo\b(?! (?:e ate|ate (?:amanha|logo|mais|segunda)))|\bcuid(?:a|em|e) (?:bem )?(?:de todo mundo|dos outros|da minha (?:mae|familia))\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\bexplic(?:a|o|ando)\b(?: \S+){0,2} (?:tudo|onde (?:ta|esta|estao|fica|ficam) tudo|as contas|as senhas)\b/,
      needs: 'pair',
    },
    // Self-harm again: "voltei a me queimar", "cortes na coxa".
    {
      category: 'self-harm',
      pattern:
        /\b(?:voltei a|volto a|recai e) (?:me )?(?:cortar|queimar|machucar|ferir|arranhar|bater)\b|\bme (?:queimo|queimei|queimando|corto|cortei) (?:\S+ ){0,3}(?:no|na|nos|nas) (?:antebraco|braco|bracos|coxas?|pulsos?|barriga|perna)\b/,
    },
    // Under way: swallowed, in effect; at the edge.
    {
      category: 'in-progress',
      pattern: re(
        `\\b(?:acabei de|ja) (?:tomar|engolir|beber|tomei|engoli|bebi) (?:\\S+ ){0,3}${MEDS}|\\b(?:tomei|engoli|bebi) (?:\\S+ ){0,3}${MEDS}(?: \\S+){0,8} (?:todos|todas|tudo|inteir[oa])\\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern:
        /\b(?:comecando a|comecou a|ja esta|esta|ja ta|ta) faz(?:er|endo) efeito\b|\b(?:to|estou) (?:\S+ )?(?:sonolent[oa]|enjoad[oa]|com a vista embacada|sem sentir (?:as pernas|os bracos))\b/,
      needs: 'risk',
    },
    {
      category: 'in-progress',
      pattern: re(
        `\\b(?:estou|to|ja estou|ja to|subi) (?:\\S+ ){0,2}(?:em cima d[oa]|no alto d[oa]|na beira d[oa]|no|na) (?:ponte|viaduto|beirada|parapeito|trilhos|linha do trem)\\b`,
      ),
      needs: 'distress',
    },
    // Harm to others: weapon got or at hand, waiting at their door, "ele não sai vivo".
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:nao|ninguem) (?:sai|sair|vai sair|saira) viv[oa]s? (?:daqui|dessa|desta)\b|\b(?:meto|meter|enfio|enfiar|cravo|cravar|passo|passar) (?:a|uma|o) (?:faca|peixeira|canivete|tesoura|bala|chumbo) (?:nele|nela|neles|nelas|em voce|no (?:cara|desgracado|filho)|na (?:cara|desgracada))\b/,
    },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:arrumei|consegui|comprei|peguei|to com|estou com|levei|levo|tenho) (?:um|uma|a|o) (?:38|oitao|revolver|arma|pistola|berro|trezoitao|faca|peixeira|canivete|espingarda|taco)\b/,
      needs: 'pair',
    },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:ele|ela|eles) (?:vai|vao) (?:ver|pagar|se arrepender)\b|\b(?:vai|vao) pagar (?:por tudo|caro|com a vida)\b|\bvai se arrepender\b|\b(?:sei onde|sei que) (?:\S+ ){0,2}mora\b|\bmora aqui em\b|\bna porta (?:da casa )?d[oa] (?:\S+ ){0,2}(?:socio|chefe|ex|pai|cara|vizinho)\b|\b(?:esperando|espero|vou esperar) (?:ele|ela|o cara|o desgracado) (?:sair|chegar|aparecer)\b/,
      needs: 'pair',
    },
    // passive wish: to be dead, not wake up, vanish, never have been born
    {
      category: 'passive-wish',
      pattern:
        /\b(?:quero|queria|querendo|quisera|gostaria de|desejo|prefiro|preferia|tomara que eu|so queria|queria era|quem me dera|vontade de|me apetece|apetece me) (?:\S+ )?(?:morrer|morre|estar mort[oa]|nao existir|deixar de existir|nao acordar|nunca mais acordar|nunca ter nascido|nao ter nascido|desaparecer para sempre|sumir (?:desse|deste|do) mundo|sumir pra sempre|sumir para sempre)\b/,
    },
    {
      category: 'passive-wish',
      pattern: /\b(?:quero|queria|gostaria de|so quero) (?:sumir|desaparecer)\b/,
      needs: 'distress',
    },
    {
      category: 'passive-wish',
      pattern: /\b(?:sumir|desaparecer) (?:desse|deste|do) mundo\b|\b(?:sumir|desaparecer) (?:pra|para) sempre\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:ja )?nao (?:quero|aguento|tenho (?:mais )?vontade de|consigo mais|vejo motivo pra|vejo razao para) (?:mais )?(?:viver|continuar vivendo|continuar vivo|existir|estar vivo|estar viva|acordar)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\bnao (?:vejo|encontro|tem) (?:mais )?(?:nenhum )?sentido (?:em |de |na )?(?:viver|vida|continuar vivo|continuar vivendo)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:perdi a vontade de|cansei de|cansado de|cansada de|farto de) viver\b|\bvontade de (?:morrer|viver (?:acabou|nenhuma))\b/,
    },
    {
      category: 'passive-wish',
      pattern: /\bdormir e (?:nunca mais |nao )?(?:acordar|nao acordar)(?: mais)?\b|\bnao acordar (?:nunca )?mais\b/,
    },
    {
      category: 'passive-wish',
      pattern: /\btomara (?:que|q) (?:eu (?:morra|nao acorde)|(?:\S+ ){1,3}me (?:atropele|mate|acerte))\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:todo mundo|todos|minha familia|meus pais|meus filhos|eles|voces) (?:\S+ ){0,2}(?:ficaria|ficariam|ia ficar|iam ficar|estaria|estariam|vivia|viveriam|seria|seriam) melhor sem mim\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:melhor (?:mort[oa]|sem mim)|nunca devia ter nascido|nao devia ter nascido)\b|\bmelhor (?:eu )?(?:morrer|morro|me matar)\b|\b(?:pra|para) (?:que|q) (?:viver|continuar vivendo|continuar vivo)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:pra|para) (?:que|q) (?:continuar|eu (?:continuo|to|estou)|continuo|estou|to) (?:vivo|viva|vivendo|aqui)\b/,
    },

    // active ideation: killing oneself, suicide, ending it all
    { category: 'active-ideation', pattern: /\bsuicid(?:io|ios|ar|arme|ando|aria|arei|ou|ei)\b/ },
    {
      category: 'active-ideation',
      pattern: /\b(?:pensamentos?|ideias?|ideacao|impulsos?|tendencias?|tentativas?) (?:de suicidio|suicidas?)\b/,
    },
    { category: 'active-ideation', pattern: /\b(?:sou|estou|me sinto|ando) (?:muito |meio |um pouco )?suicida\b/ },
    {
      category: 'active-ideation',
      pattern:
        /(?<!\b(?:vai|vao|ia|iam|voce|ele|ela|eles|elas|isso|isto|essa|esse|vc|ce) )\bme (?:matar|mato|mataria|matarei|suicidar|suicido|suicidaria|enforcar|enforco|envenenar)\b/,
    },
    {
      category: 'active-ideation',
      pattern:
        /\b(?:tirar|tiro|tirei|tirarei|tiraria|acabar com|acabo com|por fim (?:a|na)|dar fim (?:a|na)) (?:a )?(?:minha|propria|a propria) (?:propria )?vida\b/,
    },
    {
      category: 'active-ideation',
      pattern: /\b(?:acabar|acabo|acabaria|terminar) com tudo\b(?! (?:isso de|o|a|os|as|meu|minha|seu|sua)\b)/,
    },
    { category: 'active-ideation', pattern: /\b(?:me )?desviv(?:er|ir|o)\b/ },
    {
      category: 'active-ideation',
      pattern:
        /\b(?:dar|dou|darei|meter|meto|enfiar) (?:um tiro|uma bala|um balaco) (?:na|em) (?:minha )?(?:propria )?(?:cabeca|boca|testa)\b|\bestourar (?:os )?meus miolos\b/,
    },
    {
      category: 'active-ideation',
      pattern: /\benforcar(?:me)?\b|\bme (?:jogar|jogo|atirar|atiro) (?:na frente|debaixo|embaixo)\b/,
    },
    {
      category: 'active-ideation',
      pattern:
        /\b(?:vou|quero|penso em|pensando em|vontade de|vou me|eu vou) (?:me )?(?:matar|suicidar)\b|\b(?:vou|quero|vontade de|penso em) me (?:mata|suicida)\b/,
    },

    // method: jumping, hanging, overdose, poison, research questions
    {
      category: 'method',
      pattern: re(
        `\\b(?:pular|pulo|pularei|pulando|me jogar|me jogo|me atirar|me atiro|saltar|salto|me lancar) (?:\\S+ ){0,2}(?:da|do|de|de uma|de um|dum|duma|desde|na frente d[oa]|em frente d[oa]|debaixo d[oa]|embaixo d[oa]|nos|no|na) (?:\\S+ )?${PLACE}\\b`,
      ),
    },
    {
      category: 'method',
      pattern: re(`\\b${PLACE}(?: \\S+){0,6} (?:vou|quero|pra) (?:pular|me jogar|me atirar|saltar)\\b`),
    },
    {
      category: 'method',
      pattern: /\b(?:dose|quantidade) (?:letal|fatal|mortal|pra morrer|para morrer)\b|\boverdose\b/,
    },
    {
      category: 'method',
      pattern: re(
        `\\b(?:quant[oa]s?|que quantidade de) (?:\\S+ ){0,3}${MEDS} (?:\\S+ ){0,5}(?:pra|para) (?:morrer|nao acordar|matar|me matar|se matar|dormir pra sempre|dormir para sempre|ter (?:uma )?overdose)\\b`,
      ),
    },
    {
      category: 'method',
      pattern: re(
        `\\b${MEDS} (?:\\S+ ){0,3}(?:e|sao|seria|seriam|mata|matam) (?:letal|letais|fatal|fatais|mortal|mortais|suficientes? pra morrer)\\b`,
      ),
    },
    {
      category: 'method',
      pattern:
        /\b(?:de |do )?(?:qual|que|quantos?) (?:andar|altura|metros|andares) (?:\S+ ){0,6}(?:morrer|morre|nao sobreviver|nao sobrevive|mortal|na hora)\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:qual|que) (?:tipo de )?(?:corda|no|cinto) (?:\S+ ){0,6}(?:enforcar|aguenta o peso|peso de uma pessoa)\b|\bno de forca\b/,
    },
    {
      category: 'method',
      pattern: /\bcarvao (?:\S+ ){0,6}(?:quarto|carro|banheiro|comodo) fechado\b|\bcarvao no carro\b/,
    },
    {
      category: 'method',
      pattern: /\b(?:tomar|tomei|onde (?:compra|comprar|acho|consigo|vende|vendem)|como conseguir) chumbinho\b/,
    },
    { category: 'method', pattern: /\bchumbinho\b/, needs: 'distress' },
    {
      category: 'method',
      pattern: re(
        `\\b(?:vou|quero|penso em|pensando em) (?:tomar|engolir) (?:\\S+ ){0,2}(?:todos?|todas?|o vidro|a caixa|a cartela|\\d{2,}) (?:\\S+ ){0,3}${MEDS}`,
      ),
    },
    {
      category: 'method',
      pattern:
        /\b(?:como|formas? de|jeitos? de|metodos? de|melhor jeito de) (?:se matar|me matar|suicid|morrer sem dor|morrer rapido|se enforcar)/,
    },
    {
      category: 'method',
      pattern:
        /\bmorrer sem (?:dor|sofrer)\b|\bcortar os pulsos\b|\b(?:forma|maneira|jeito|metodo|modo) mais (?:rapid[ao]|facil|indolor|segur[ao]|eficaz) de (?:morrer|se matar|me matar|suicidio)\b/,
    },
    // Only worrying next to distress or loss.
    { category: 'method', pattern: re(`\\b(?:${PLACE}|lugar) mais alt[oa]\\b`), needs: 'distress' },
    {
      category: 'method',
      pattern:
        /\b(?:que horas?|quando|horario do?) (?:passa|passam|vem) (?:o|os) (?:ultimo )?(?:trem|metro|comboio|trens)/,
      needs: 'distress',
    },
    {
      category: 'method',
      pattern: re(
        `\\b(?:quant[oa]s?) (?:\\S+ ){0,2}${MEDS} (?:\\S+ ){0,3}(?:e|sao|seria|seriam) (?:demais|muito|perigoso|perigosos|overdose)\\b`,
      ),
      needs: 'distress',
    },
    {
      category: 'method',
      pattern:
        /\b(?:onde|como) (?:\S+ ){0,2}(?:compra|compro|comprar|consigo|conseguir|acho|vende|vendem|arrumo|arrumar) (?:\S+ ){0,2}(?:armas?|revolver|pistolas?|cianeto|veneno|corda|carvao|gun|rope)\b/,
      needs: 'distress',
    },

    // intent: decided, no way back (after a risk signal)
    // The decision and no way back are one signal (one match): "tô decidido, não tem volta" is also said of a job.
    {
      category: 'intent',
      pattern:
        /\b(?:(?:tomei|ja tomei) (?:a|minha) decisao|(?:estou|to|ja estou|ja to|ta|esta|ja esta|ja ta) decidid[oa]|ja (?:me )?decidi|ja escolhi|decisao (?:ta|esta) tomada)\b(?:(?: \S+){0,12} nao tem (?:mais )?volta\b)?|\bnao tem (?:mais )?volta\b(?:(?: \S+){0,12} (?:(?:tomei|ja tomei) (?:a|minha) decisao|(?:estou|to|ja estou|ja to|ta|esta|ja esta|ja ta) decidid[oa]|ja (?:me )?decidi|ja escolhi|decisao (?:ta|esta) tomada)\b)?/,
      needs: 'risk',
    },
    {
      category: 'intent',
      pattern: /\bdessa vez (?:eu )?(?:vou|faco)\b|\bvou fazer isso\b|\bchegou a hora\b|\be hoje\b/,
      needs: 'risk',
    },
    {
      category: 'intent',
      pattern: /\b(?:dessa|desta) vez (?:eu )?(?:vou )?(?:mesmo )?(?:me matar|me suicidar|fazer)\b/,
    },

    // plan: a time, a price level, a place (after a risk signal)
    // A bare time in a short message ("hoje a noite."), answering an earlier risk.
    {
      category: 'plan',
      pattern: re(
        `^(?:\\S+ ){0,5}(?:hoje a noite|hoje|essa noite|esta noite|amanha|depois de amanha|no fim de semana|nesse fim de semana|n[ae]st?[ae] ${WEEKDAY}|na ${WEEKDAY}|${WEEKDAY}|daqui a (?:pouco|umas horas|\\d+ horas)|as \\d+|quando (?:fechar|abrir|cair))(?: \\S+){0,5}$`,
      ),
      needs: 'risk',
    },
    {
      category: 'plan',
      pattern: re(
        `\\bja (?:escolhi|tenho|separei|comprei) (?:o|a|os|as) (?:\\S+ )?(?:${PLACE}|lugar|dia|data|hora|corda|remedios|comprimidos|arma)\\b`,
      ),
      needs: 'distress',
    },
    { category: 'plan', pattern: re(`\\bja escolhi (?:o|a) (?:${PLACE}|lugar|dia|data)\\b`) },
    { category: 'plan', pattern: /\bja sei (?:como|quando|onde) (?:vou fazer|fazer|eu vou)\b/, needs: 'distress' },
    {
      category: 'plan',
      pattern:
        /\b(?:hoje a noite|hoje|essa noite|amanha) (?:eu )?(?:faco|vou fazer|farei)(?: isso)?$|\b(?:vou fazer|faco) (?:isso )?(?:hoje a noite|hoje|essa noite|amanha)$/,
      needs: 'distress',
    },

    // preparation: farewell letters, seed phrases and passwords, pets, giving things away
    { category: 'preparation', pattern: /\b(?:carta|bilhete|mensagem|video) (?:de )?(?:despedida|suicidio|adeus)\b/ },
    {
      category: 'preparation',
      pattern:
        /\b(?:pra|para) quando eu (?:nao (?:estiver|existir)|partir|me for|morrer)\b|\bquando eu (?:nao estiver mais aqui|partir|me for)\b/,
    },
    {
      category: 'preparation',
      pattern: /\b(?:caso|se) eu (?:nao (?:esteja|estiver) mais|morrer|partir|nao acordar)\b/,
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:seed|semente|seed phrase|senhas?|chaves? privadas?|carteira|wallet) (?:\S+ ){0,8}(?:caso eu|se eu|quando eu) (?:\S+ ){0,2}(?:morrer|morra|partir|nao esteja|nao estiver)/,
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:passei|mandei|dei|deixei|enviei) (?:\S+ ){0,2}(?:seed|semente|seed phrase|senhas|chaves privadas)\b/,
      needs: 'distress',
    },
    { category: 'preparation', pattern: /\b(?:ele|ela|eles|elas) (?:que )?fique(?:m)? com tudo\b/, needs: 'distress' },
    {
      category: 'preparation',
      pattern:
        /\bcuid(?:em|a|ar|e) (?:bem )?(?:do|da|dos) (?:meu|minha|meus|minhas) (?:gato|gata|cachorro|cachorra|cao|pet|filhos?|filhas?|familia|mae|gatos|cachorros)\b(?!(?: \S+){0,8} (?:viajar|viagem|ferias|enquanto|uns dias|trabalho|fim de semana))/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:doando|dando|doei|dei|distribuindo) (?:todas )?(?:as )?minhas coisas\b(?: \S+){0,5} (?:nao|ja nao) vou (?:mais )?precisar\b/,
    },
    {
      category: 'preparation',
      pattern: /\b(?:doando|doei|distribuindo) (?:todas )?(?:as )?minhas coisas\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\badeus (?:pra|para) sempre\b|\bja me despedi de (?:todo mundo|todos|minha familia)\b|\besta e minha despedida\b|\bessa e minha despedida\b/,
    },
    {
      category: 'preparation',
      pattern: /\bobrigad[oa] por tudo(?: \S+){0,3} adeus\b|\badeus a todos\b|\bme perdoem por tudo\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern: /^(?!.*\b(?:cartorio|notari\w*|advogad[oa]|heranca)\b)(?:.* )?(?:testamento|ultima vontade)\b/,
      needs: 'distress',
    },

    // self-harm: cutting, burning, hitting oneself
    { category: 'self-harm', pattern: /\bautomutil\w*|\bautoles\w*|\bcutting\b/ },
    {
      category: 'self-harm',
      pattern:
        /\bme (?:\S+ )?ate (?:sangrar|tirar sangue|sair sangue)\b|\bme (?:arranho|arranhei|arranhar) (?:\S+ ){0,2}(?:pele|bracos?|pernas?|pulsos?)\b/,
    },
    {
      category: 'self-harm',
      pattern:
        /\b(?:me|eu me) (?:cortei|corto|cortar|cortando|cortava) (?:de novo|outra vez|os pulsos|o pulso|os bracos|o braco|as pernas|a perna|a coxa|as coxas|pra|para|quando|porque|com (?:gilete|lamina|estilete|faca|caco|knife))\b/,
    },
    { category: 'self-harm', pattern: /\b(?:vontade de|quero|preciso|voltei a|volto a) me cortar\b|\beu me corto\b/ },
    {
      category: 'self-harm',
      pattern:
        /\bme (?:queimo|queimei|queimando) (?:\S+ ){0,2}com (?:o |um |uma )?(?:cigarros?|isqueiro|ferro|fosforos?|fogo)\b/,
    },
    {
      category: 'self-harm',
      pattern:
        /\b(?:me machuc(?:o|ar|ei|ando)|me ferir|me firo) (?:de proposito|pra|para|quando|porque|de novo)\b|\b(?:vontade de|quero|preciso|vou) me (?:machucar|ferir)\b/,
    },
    {
      category: 'self-harm',
      pattern:
        /\b(?:bat(?:o|endo|i|er)|dou|dando) (?:com )?(?:a|minha) cabeca (?:na|contra a) parede\b|\bme (?:soco|bato|esmurro)\b|\b(?:bat(?:o|endo|i|er)|dou|dei|dando|soco|soquei|esmurro|esmurrei) (?:com )?(?:a|minha|as|minhas|o|meu|os|meus) (?:cabeca|testa|maos?|punhos?|bracos?) (?:na|no|nas|nos|contra a|contra o) \S+\b(?: \S+){0,3} (?:ate (?:doer|sangrar|machucar|ficar roxo|abrir|quebrar)|(?:e |mas )?(?:hoje |ontem |dessa vez )?sangrou)\b/,
    },

    // in progress: the act taken or under way, imminent danger
    {
      category: 'in-progress',
      pattern: re(
        `\\b(?:tomei|engoli|bebi|acabei de tomar|ja tomei) (?:\\S+ ){0,2}(?:todos? |todas? |\\d{2,} |vinte |trinta |quarenta |cinquenta |um vidro |uma caixa |uma cartela |um monte de )(?:\\S+ ){0,3}${MEDS}`,
      ),
    },
    {
      category: 'in-progress',
      pattern:
        /\b(?:tomei|engoli|bebi) (?:\S+ ){0,2}(?:cartela|caixa|vidro|frasco) (?:inteir[oa]|tod[oa]|complet[oa])\b|\b(?:tomei|bebi) (?:veneno|chumbinho|soda caustica|agua sanitaria)\b/,
    },
    {
      category: 'in-progress',
      pattern:
        /\b(?:ja esta|esta|ta|comecando a) fazendo efeito\b|\b(?:estou|to) ficando (?:tonto|tonta|zonzo|grogue)\b/,
      needs: 'risk',
    },
    {
      category: 'in-progress',
      pattern:
        /\bnao para de sangrar\b|\b(?:estou|to) sangrando (?:muito|demais|pra caramba)\b|\bcortei (?:os|meus) pulsos\b/,
    },
    {
      category: 'in-progress',
      pattern:
        /\b(?:na beirada|na beira|na borda|no parapeito) d[oa] (?:predio|ponte|telhado|laje|viaduto|sacada|janela|penhasco|bridge|terraco)\b|\b(?:em cima|no alto) d[oa] (?:ponte|viaduto|penhasco|bridge)\b/,
    },
    {
      category: 'in-progress',
      pattern: /\b(?:em cima|no alto) d[oa] (?:predio|telhado|laje|sacada|terraco|edificio)\b/,
      needs: 'distress',
    },
    {
      category: 'in-progress',
      pattern:
        /\b(?:em cima|no alto) d[oa] (?:predio|telhado|laje|sacada|terraco|edificio)\b(?: \S+){0,4} na (?:beirada|borda|beira)\b/,
    },
    {
      category: 'in-progress',
      pattern: re(
        `\\b(?:estou|to|ja estou|ja to) (?:\\S+ ){0,3}${PLACE}\\b(?: \\S+){0,6} (?:vou|prestes a|pronto pra|pronta pra) (?:pular|me jogar|saltar|me atirar)\\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern:
        /\b(?:corda|rope) (?:\S+ ){0,4}(?:ventilador|viga|teto|arvore|porta|pescoco)\b(?: \S+){0,6} (?:cadeira|banco|banquinho|pronto|pronta)\b/,
    },
    {
      category: 'in-progress',
      pattern: /\b(?:estou|to) com (?:a|uma) (?:arma|pistola|revolver|gun) (?:na mao|na cabeca|na boca|carregada)\b/,
    },

    // harm to others: threats to a scammer, the dev, an ex, the boss, family
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:vou|vamos|quero|vontade de|penso em|pensando em) (?:\S+ ){0,2}(?:matar|assassinar|esfaquear|executar|apagar) (?:esse|essa|esses|o|a|os|meu|minha|meus|minhas|ele|ela|eles|aquele|aquela|todo mundo)\b/,
    },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:eu )?(?:mato|matarei|mataria|vou matar|esfaqueio) (?:ele|ela|eles|elas|esse cara|essa mina|aquele|aquela)\b/,
    },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:meter|meto|enfiar|dar|dou|descarregar) (?:bala|um tiro|uns tiros|tiro|chumbo|porrada|facada|facadas) (?:\S+ ){0,2}(?:nesse|nessa|nele|nela|no|na|neles|naquele|naquela|em voce|na cara d)\b/,
    },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:arrebentar|quebrar|espancar|socar|encher) (?:\S+ ){0,2}(?:na porrada|de porrada|de pancada|de bala|a cara|a cara dele|a cara dela)\b/,
    },
    {
      category: 'harm-to-others',
      pattern:
        /\bmatar (?:\S+ ){0,1}(?:o dev|o golpista|o scammer|meu chefe|minha chefe|minha ex|meu ex|minha mulher|meu marido|minha esposa|minha familia|meu pai|minha mae|meu irmao|meu socio)\b/,
    },
    { category: 'harm-to-others', pattern: /\b(?:contratar|pagar) (?:um )?(?:matador|pistoleiro|alguem pra matar)\b/ },
    // round three: families from the third batch
    {
      category: 'passive-wish',
      pattern:
        /\bse (?:um|o|algum|uma) (?:carro|caminhao|onibus|moto|trem|carreta|comboio|camiao) (?:\S+ ){0,4}(?:viesse|vier|batesse|me pegasse|me atropelasse|entrasse|me acertasse)\b(?: \S+){0,8} (?:(?:eu )?(?:nem|nao) (?:desviava|desviaria|freava|frearia|sairia da frente|saia da frente|me mexia|me mexeria)|seria (?:ate )?um alivio)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:desejo|queria|tomara|quem dera|torco) (?:\S+ ){0,2}(?:que )?(?:um|o|algum|uma) (?:carro|caminhao|onibus|moto|trem|comboio|camiao|autocarro) (?:\S+ ){0,3}(?:nao (?:trave|travasse|freie|freasse|pare|parasse)|me (?:atropel\w*|pegue|pegasse|leve|levasse))\b|\b(?:tomara|quem dera|queria) (?:que )?(?:\S+ )?(?:me atropel\w*|ser atropelad[oa])\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:gas|botijao|gas de cozinha|monoxido|carvao|escapamento)\b(?: \S+){0,12} (?:quarto|carro|comodo|banheiro|garagem|lugar|ambiente) (?:\S+ )?fechad[oa]\b/,
      needs: 'distress',
    },
    {
      category: 'method',
      pattern:
        /\b(?:pesquisando|pesquisa|e|sao) (?:\S+ ){0,1}(?:para|pra) (?:um|uma) (?:roteiro|livro|conto|historia|romance|trabalho|personagem)\b|\bpergunto (?:por|para|pra) (?:um|uma) amig[oa]\b|\bhipoteticamente\b|\bso por curiosidade\b/,
      needs: 'distress',
    },
    {
      category: 'method',
      pattern:
        /\b(?:o|a) personagem (?:\S+ ){0,6}(?:igual|como|que nem) (?:eu|a mim)\b|\b(?:igual|como|que nem) eu\b(?: \S+){0,2}$/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:deixei|passei|dei|mandei|enviei|escrevi|anotei|compartilhei|entreguei)\b(?: \S+){0,4} (?:a |as |o |os )?(?:senhas?|seed|frase semente|chaves? privadas?|pin|codigo)\b(?: \S+){0,8} (?:num envelope|em um envelope|com o nome|uma carta|pra minha|para minha|pro meu|para o meu|pra familia)\b/,
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:deixei|passei|dei|mandei|enviei|compartilhei|entreguei)\b(?: \S+){0,6} (?:a |as |o |os )?(?:senhas?|seed|frase semente|chaves? privadas?|palavras (?:da carteira|da wallet|de recuperacao|secretas|semente)|\d+ palavras)\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:vai|vao) ficar com (?:o |a |meu |minha )?(?:vizinh[oa]|irma[o]?|mae|pai|amig[oa]|prim[oa]|ti[oa]|avo)\b|\b(?:o|a|meu|minha) (?:cachorr[oa]|gat[oa]|cachorrinh[oa]|gatinh[oa]|pet|bicho)(?: \S+){0,3} (?:vai|vao) ficar com\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:valeu|obrigad[oa]) por tudo\b(?! (?:ate|nos vemos|amanha|e ate))|\bso passei (?:pra|para) (?:dizer|dar) (?:tchau|adeus)\b|\bvim (?:me )?despedir\b|\bpassei (?:so )?(?:pra|para) (?:me )?despedir\b/,
      needs: 'pair',
    },
    {
      category: 'method',
      pattern: re(
        `\\b(?:dose|quantidade|quant[oa]s?) (?:\\S+ ){0,3}(?:de )?${MEDS}\\b(?: \\S+){0,6} (?:que |pra |para )?(?:mata|matar|matam|faz (?:a pessoa|alguem|uma pessoa) (?:\\S+ ){0,2}(?:nunca mais|nao) (?:levantar|acordar))\\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern:
        /\b(?:ja )?(?:amarrei|pendurei|prendi|coloquei|passei) (?:a |o )?(?:corda|cinto|lencol|fio|cabo|forca)?\s?(?:\S+ ){0,2}(?:na|no) (?:viga|caibro|ventilador|lustre|trave|teto)\b/,
      needs: 'pair',
    },
    {
      category: 'in-progress',
      pattern:
        /\b(?:ja )?(?:amarrei|pendurei|prendi|coloquei|passei|fiz) (?:a |o )?(?:corda|cinto|lencol|forca|no)\b(?: \S+){0,4} (?:na|no|em volta do) (?:viga|caibro|ventilador|lustre|trave|teto|arvore|galho|pescoco|porta)\b/,
    },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:vai|vao) pagar com (?:sangue|a vida|a propria vida)\b|\b(?:vou|vamos) (?:la|atras dele|atras dela)\b(?: \S+){0,4} (?:e )?(?:ele|ela) (?:vai|vao) (?:pagar|se arrepender|ver)\b/,
    },
    {
      category: 'harm-to-others',
      pattern: re(
        `\\b(?:na frente|em frente|na porta|de frente|do lado de fora|embaixo|debaixo) (?:d[aeo] |a |ao )?(?:casa|predio|portao|escritorio|trabalho|apartamento|ape) (?:dele|dela|deles|do \\S+|da \\S+)\\b(?: \\S+){0,6} (?:com|tenho|levo|trouxe) (?:a |o |um |uma |minha |meu )?(?:faca|facao|peixeira|arma|revolver|pistola|oitao|trinta e oito|38|espingarda|taco|machado|martelo|canivete)\\b|\\b(?:com|tenho|levo|trouxe) (?:a |o |um |uma |minha |meu )?(?:faca|facao|peixeira|arma|revolver|pistola|oitao|trinta e oito|38|espingarda|taco|machado|martelo|canivete)\\b(?: \\S+){0,8} (?:na frente|em frente|na porta) (?:d[aeo] )?(?:casa|predio|portao|escritorio|trabalho|apartamento) (?:dele|dela)\\b`,
      ),
    },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:achei|descobri|consegui|tenho|sei) (?:o )?(?:endereco|onde (?:ele|ela) mora)\b(?: \S+){0,10} (?:vou la|vou atras|vai pagar|vai ver|se arrepender)\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:trem|trens|metro|comboio|comboios|composicao)\b(?: \S+){0,12} (?:passa(?:m)? (?:direto |reto )?(?:sem parar|a toda)|nao para(?:m)? (?:na|nas|em) (?:estacao|estacoes|plataforma))\b|\b(?:qual|quais|que horas|horario|ultimo)\b(?: \S+){0,8} (?:passa(?:m)? (?:\S+ ){0,3}sem parar|nao para(?:m)? (?:na|nas|em) (?:estacao|estacoes|plataforma))\b/,
    },
    {
      category: 'intent',
      pattern:
        /\b(?:so )?(?:estou |to )?avisando (?:pra|para) (?:ninguem|voces|vcs|todo mundo|que ninguem)\b|\bpra ninguem (?:ficar sem entender|se surpreender|dizer que nao avisei)\b/,
      needs: 'pair',
    },
    {
      category: 'intent',
      pattern:
        /\bse (?:\S+ ){1,8}(?:eu )?(?:acabava|acabaria|acabo|terminava|terminaria) com (?:isso|tudo|a minha vida|minha vida)\b|\bse (?:\S+ ){1,8}(?:eu )?(?:dava|daria|dou) (?:um )?fim (?:em tudo|na minha vida|a minha vida|nisso)\b/,
    },
    {
      category: 'in-progress',
      pattern:
        /\b(?:liguei|abri|deixei (?:aberto|ligado)) (?:o )?gas\b(?: \S+){0,6} (?:fechei|tranquei|vedei) (?:as |todas as )?(?:janelas|portas)\b|\b(?:fechei|tranquei|vedei) (?:as |todas as )?(?:janelas|portas)(?: \S+){0,6} (?:liguei|abri) (?:o )?gas\b|\b(?:carro|motor) ligado (?:na|dentro da) garagem\b|\bliguei o (?:carro|motor) (?:na|dentro da) garagem\b|\b(?:ja )?(?:pulei|passei|atravessei) (?:o |a )?(?:parapeito|grade|mureta|corrimao)\b|\bestou do (?:outro )?lado de fora (?:do |da )?(?:parapeito|grade|mureta)\b/,
    },
    {
      category: 'in-progress',
      pattern:
        /\b(?:esta|ta|estou|to) sangrando (?:muito|demais|pra caramba|sem parar)\b|\b(?:sangue|sangramento) nao (?:para|estanca)\b|\bnao (?:para|estanca) de sangrar\b|\b(?:fui|cortei) (?:fundo|profundo|longe) demais\b|\bcortei (?:muito )?(?:fundo|profundo)\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /(?:^|\b(?:e isso|entao e isso|pronto|bom|ok|beleza|ta bom) )(?:adeus|tchau)(?: (?:a todos|pra sempre|para sempre|de verdade))?$/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:diz|diga|fala|avisa) (?:pra|para|a) (?:minha|meu|meus|minhas) (?:\S+ ){0,2}que (?:eu )?(?:sinto muito|amo|desculpa|me perdoe|peco desculpa)\b|\bobrigad[oa] por (?:me ouvir|me escutar|a companhia|estar (?:ai|aqui)|tudo)\b(?: \S+){0,3} (?:nesses|nessas|esse|todo esse|todos esses|por todo esse) (?:meses|semanas|anos|tempo|dias)\b/,
      needs: 'pair',
    },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:fazer|faco|vou fazer|vamos fazer) (?:uma )?visit(?:a|inha) (?:pra|para|a) (?:ele|ela|esse|essa|o|a)\b|\bnao (?:e|vai ser|vou) (?:pra|para) (?:conversar|bater papo)\b|\bnao (?:com|na base da) (?:palavras|conversa)\b|\b(?:ele|ela) (?:esta|ta) (?:subindo|na porta|no portao|la embaixo|batendo na porta)\b|\b(?:faca|facao|arma|revolver|pistola|taco|martelo)(?: \S+){0,2} na mao\b/,
      needs: 'pair',
    },
    {
      category: 'intent',
      pattern:
        /\b(?:dessa|desta) vez (?:e (?:pra|para) valer|e serio|e de verdade|eu faco|nao (?:falho|volto atras|desisto|amarelo))\b/,
      needs: 'distress',
    },
    // Tuning round 5 (new writers): families of wordings the rules missed.
    {
      // "quantos comprimidos do remedio ... eh pra mim", "qual predio tem acesso a cobertura? e pra mim".
      category: 'method',
      pattern:
        /\b(?:quant[oa]s|qual|quais|de que andar|que andar|a partir de que)\b(?: \S+){0,12} (?:precisa|precisam|e preciso|sao precisos|bastam|basta|morre|morrer|acesso facil a cobertura|acesso ao telhado|sangrar ate)\b(?: \S+){0,8} (?:e|eh|sao|isso e|pergunto) (?:pra|para|por) mim(?= nao\b|$)/,
    },
    {
      // "qual veneno de rato eh mais rapido numa pessoa", "comprei veneno de rato ... nao e para os ratos".
      category: 'method',
      pattern:
        /\bveneno\b(?: \S+){0,4} (?:mais rapido|mais eficaz|mata mais rapido|mais forte)\b(?: \S+){0,3} (?:numa|em uma|pra uma|para uma|num|em um) (?:pessoa|humano|adulto)\b|\bveneno (?:de|pra|para) ratos?\b(?: \S+){0,8} nao e (?:pra|para) (?:os )?ratos\b/,
    },
    {
      // "to sentado na mureta do viaduto com as pernas pra fora".
      category: 'in-progress',
      pattern:
        /\b(?:mureta|beirada|parapeito|borda|grade|beiral) d[ao] (?:viaduto|ponte|predio|telhado|terraco|laje|cobertura|varanda)\b(?: \S+){0,4} (?:pernas (?:pra|para) fora|pernas penduradas)\b|\b(?:to|estou|tou) (?:sentad[oa]|em pe) (?:na|no) (?:mureta|beirada|parapeito|borda|beiral) d[ao] (?:viaduto|ponte|predio|telhado|cobertura)\b/,
    },
    {
      // "to na banheira e a agua ta ficando vermelha", "ja com as pedras nos bolsos".
      category: 'in-progress',
      pattern:
        /\bbanheira\b(?: \S+){0,6} agua (?:ta |esta |tá )?(?:ficando |a ficar )?vermelha\b|\b(?:pedras|pesos) nos (?:bolsos|meus bolsos)\b/,
    },
    {
      // Going to someone's place with a weapon: "to indo na casa do upline com o facao".
      category: 'in-progress',
      pattern:
        /\b(?:to|estou|tou|ja to|ja estou) (?:indo|a ir) (?:(?:na|pra|para a|ate a|a) casa (?:dele|dela|desse|dessa|do|da)(?! (?:minha|meu|mae|pai|vo|avo|tia|tio|irma|irmao))|atras (?:dele|dela|desse))\b(?: \S+){0,4} com (?:o|a|um|uma|meu|minha) (?:facao|faca|arma|revolver|pistola|oitao|espingarda|trinta e oito)\b/,
    },
    {
      // "vou fazer. n me manda numero do cvv".
      category: 'intent',
      pattern:
        /\b(?:vou fazer|eu vou fazer|vou fazer isso|eu faco|vou mesmo fazer)\b(?: \S+){0,3} (?:n|nao) me (?:manda|mande|mandes|venha com|venhas com|passa|passes) (?:\S+ ){0,2}(?:numero|numeros|telefone|telefones|cvv|linhas?)(?: (?:do|de|da) (?:cvv|telefone|ajuda|apoio|emergencia))?(?: pfv| por favor| pf| pls)?$/,
    },
    {
      // "esse fds eu faco. nao to pedindo conselho".
      category: 'intent',
      pattern:
        /\b(?:esse|este|nesse|neste) (?:fim de semana|fds|sabado|domingo)\b(?: \S+){0,2} (?:eu faco|eu vou fazer|faco)\b(?: \S+){0,3} (?:nao|n) (?:to|estou|tou) (?:a )?(?:pedindo|pedir) (?:conselho|conselhos|opiniao|permissao)$/,
    },
    {
      // "ja decidi. nao e pedido de ajuda", "nao tentes convencer-me, esta decidido".
      category: 'intent',
      pattern:
        /\b(?:ja decidi|esta decidido|ta decidido|ja esta decidido)\b(?: \S+){0,3} nao e (?:um )?pedido de (?:ajuda|socorro)\b|\bnao e (?:um )?pedido de (?:ajuda|socorro)\b(?: \S+){0,4} (?:ja decidi|so (?:to|estou) (?:avisando|a avisar))$|\bnao (?:tentes|tente|tenta|tentem) (?:me )?convencer(?:me)?\b(?: \S+){0,3} (?:esta|ta|ja esta|ja ta) decidido$/,
    },
    {
      // "atirar-me ao Tejo", "vontade de ir de base".
      category: 'active-ideation',
      pattern:
        /\b(?:atirarme|atirar me|me atirar|jogarme|jogar me|me jogar) (?:ao|no|para o|pro|pra o) (?:tejo|rio|mar|douro|mondego)\b|\b(?:vontade de|quero|queria|penso em) ir de base\b/,
    },
    {
      // "sabado quando a patroa levar as criancas pra casa da mae dela. vai ser ai".
      category: 'plan',
      pattern:
        /\bquando (?:a patroa|minha mulher|minha esposa|meu marido|a mulher|minha namorada|a minha mulher)\b(?: \S+){0,4} (?:as criancas|os filhos|os meninos|os pequenos|os miudos|as meninas)\b(?: \S+){0,8} (?:vai ser ai|vai ser nesse dia|e nesse dia|nesse dia eu faco|eu faco)$/,
    },
    {
      // "vou para a ponte naquela tarde mesmo".
      category: 'plan',
      pattern:
        /\b(?:vou|eu vou) (?:pra|para|a|ao) (?:a |o )?(?:ponte|viaduto|falesia|barragem|linha do trem|trilhos|cobertura)\b(?: \S+){0,3} (?:naquela tarde|naquela noite|no mesmo dia|na mesma noite|na mesma tarde)\b/,
    },
    {
      // "fui ate a estacao do metro hoje so pra ver de onde pular".
      category: 'plan',
      pattern:
        /\bver de onde (?:pular|me jogar|saltar|me atirar)\b(?! (?:de paraquedas|de asa|na piscina|no mar|no rio|de bungee|na agua|de parapente))/,
    },
    {
      // "fiz uma lista de quem fica com o que", "ja deixei anotado quem fica com meu gato".
      category: 'preparation',
      pattern:
        /\blista de quem (?:fica com|vai ficar com|herda|recebe) o que$|\b(?:anotado|anotei|escrevi|deixei escrito) quem (?:fica|vai ficar) com (?:o |a |meu |minha )?(?:gat[oa]|cachorr[oa]|cao|cadela|bicho)\b(?: \S+){0,2} (?:vai que|por via das duvidas|nunca se sabe|caso)\b/,
    },
    {
      // "uma corda que comprei ontem guardada no armario" after a loss.
      category: 'preparation',
      pattern:
        /\bcorda (?:que comprei|comprada|ja comprada)\b(?: \S+){0,4} (?:guardada|escondida|no armario|no carro|na garagem|pronta)\b/,
      needs: 'distress',
    },
    {
      // "deixei o testamento na mesa da cozinha".
      category: 'preparation',
      pattern: /\b(?:deixei|coloquei|pus|larguei) o testamento (?:na|em cima|sobre|no)\b/,
    },
    {
      // "cancelei o plano do celular e a academia, nao vou mais precisar".
      category: 'preparation',
      pattern:
        /\b(?:cancelei|encerrei)\b(?: \S+){0,4} (?:celular|telemovel|telefone|linha|chip)\b(?: \S+){0,6} (?:nao vou mais precisar|nao vou precisar mais|ja nao vou precisar|nao me vai fazer falta|nao vou mais usar)\b/,
    },
    {
      // "paguei todo mundo ... ate o ultimo real. quero ir sem dever nada".
      category: 'preparation',
      pattern:
        /\b(?:paguei|devolvi|acertei)\b(?: \S+){0,12} (?:quero ir sem dever|ir embora sem dever|partir sem dever|quero partir limp[oa]|ir limp[oa])(?: nada| nada a ninguem)?$/,
    },
    {
      // "vendi a moto e mandei o dinheiro pra minha filha ... nao vou estar aqui no natal".
      category: 'preparation',
      pattern:
        /\b(?:vendi|dei|doei|mandei|deixei)\b(?: \S+){0,14} nao vou (?:mais )?estar (?:aqui |ca )?(?:no|pro|para o|pra o) (?:natal|aniversario|ano novo)\b/,
    },
    {
      // Punches "ate ficar roxo" or "ate sangrar"; cutting each time; burning with a cigarette.
      category: 'self-harm',
      pattern:
        /\b(?:soco|socos|murro|murros|pancadas?|porrada)\b(?: \S+){0,6} ate (?:ficar roxo|ficar roxa|sangrar|sair sangue|ficar marcad[oa])\b|\bme corto (?:toda vez|sempre|quando|de novo|outra vez)(?: (?:que|q))? (?:\S+ ){0,2}(?:liquidad\w*|perco|perder|perdi|quebro)\b|\bqueim(?:o|ei|ar) (?:o |a |meu |minha )?(?:braco|bracos|pulso|pulsos|pele|perna|mao|coxa)\b(?: \S+){0,2} com (?:o |um |a )?(?:cigarro|isqueiro)\b/,
    },
    {
      // "sei em q academia ele treina. vai sair de maca".
      category: 'harm-to-others',
      pattern:
        /\bsei (?:em|onde|a que horas)\b(?: \S+){0,8} (?:vai sair de maca|vai parar no hospital|vai acabar no hospital|vai sair de ambulancia)$/,
    },
    {
      // "eu quebro o pescoco dele", "um dia destes dou-lhe um tiro".
      category: 'harm-to-others',
      pattern:
        /\b(?:eu )?(?:quebro|quebrar|vou quebrar|torco|parto) o pescoco (?:dele|dela|desse|daquele|do|da|a ele)(?: \S+)?$|\b(?:doulhe|dou lhe|darlhe|dar lhe|metolhe|meto lhe|vou darlhe) um tiro\b|\bdou um tiro (?:nele|nela|na cara dele|na cara dela)\b/,
    },
    {
      // Praying to be taken: "peco a Deus todo dia que me leve logo".
      category: 'passive-wish',
      pattern:
        /\b(?:peco|rezo|imploro|suplico)\b(?: \S+){0,2} (?:a deus|ao senhor|a nossa senhora|deus)\b(?: \S+){0,3} (?:que me leve|me levar|para me levar|pra me levar|me buscar)(?= logo| embora| deste mundo| daqui| comigo| para junto| pra junto|$)/,
    },
    {
      // "se um onibus me pegasse amanha eu nem ia ligar".
      category: 'passive-wish',
      pattern:
        /\bse (?:um|uma|o|a) (?:onibus|carro|caminhao|trem|moto|camiao|autocarro|comboio|carreta) me (?:pegasse|atropelasse|levasse|acertasse)\b(?: \S+){0,4} (?:nem (?:ia|iria) ligar|tanto faz|seria um alivio|nem me importava|ate agradecia)(?: serio)?$/,
    },
    {
      // "recebe o seguro e fica melhor sem mim".
      category: 'passive-wish',
      pattern: /\b(?:recebe|recebem|recebera|receberao|fica com|ficam com) o seguro\b(?: \S+){0,8} melhor(?:es)? sem\b/,
    },
    // Tuning round 6 (a new writer): families the rules missed.
    {
      // Saying goodbye to one's family, after distress: "hj me despedi da minha mae".
      category: 'preparation',
      pattern:
        /\bme (?:despedi|despeco|estou despedindo|estou a despedir|fui despedir) d(?:a|o|as|os|e) (?:minha |meu |minhas |meus |toda a |todo o )?(?:mae|mamae|pai|papai|filh[oa]s?|irm[aã]o?s?|irmas?|familia|av[oóô]s?|gente|amig[oa]s?|namorad[oa]|mulher|marido|esposa|todos|toda a gente)\b(?!(?: \S+){0,4} (?:no aeroporto|na rodoviaria|na estacao|antes de (?:viajar|ir|mudar)|porque (?:vou|ela vai|ele vai) (?:viajar|mudar)|ate (?:amanha|logo|segunda|domingo)))/,
      needs: 'distress',
    },
    {
      // "nao vou ficar por aqui muito tempo", "ja nao vou estar ca por muito tempo": context for what follows.
      category: 'passive-wish',
      pattern:
        /\b(?:ja )?nao vou (?:ficar|estar) (?:aqui |por aqui |ca |por ca )?(?:muito tempo|por muito tempo|muito mais|por muito mais tempo)$/,
      needs: 'distress',
    },
    {
      // Already on the roof or the bridge, said as where one is now: "ja to no telhado", "ja estou na ponte".
      category: 'in-progress',
      pattern: re(
        `\\b(?:ja (?:estou|to|tou)|estou ja|aqui estou) (?:no|na|em cima d[oa]|no alto d[oa]|na beira d[oa]) (?:${PLACE}|beira|beirada|borda|parapeito|penhasco|falesia|arriba)\\b(?: (?!(?:de|da|do|com|pra|para|a|tomando|vendo|consertando|arrumando|limpando)\\b)\\S+){0,2}$`,
      ),
    },
    {
      // "... vou pular" closing a message about a loss: context for what follows.
      category: 'active-ideation',
      pattern: /\b(?:vou|eu vou|acho que vou) (?:pular|me jogar|me atirar|saltar)$/,
      needs: 'distress',
    },
    {
      // "this time I really will": "vou fazer, desta vez vou mesmo", "dessa vez eu vou mesmo ... nao e drama".
      category: 'intent',
      pattern:
        /\b(?:vou fazer|eu faco|faco)(?: isso)?\b(?: \S+){0,2} (?:dessa|desta|essa|esta) vez (?:eu )?vou mesmo$|\b(?:dessa|desta|essa) vez (?:eu )?vou mesmo\b(?: \S+){0,5} (?:nao e|nao eh) (?:drama|brincadeira|zoeira)\b/,
    },
    {
      // A decision and "no use": "ja decidi. vou fazer isso esta semana, nao adianta".
      category: 'intent',
      pattern:
        /\b(?:ja decidi|esta decidido|ta decidido|decidi)\b(?: \S+){0,2} vou fazer(?: isso| isto)?\b(?: \S+){0,3} (?:nao adianta|ninguem me (?:impede|para|segura)|nao tentes?|nao me tentes?)\b/,
    },
    {
      // A price that triggers the end: "se o btc fechar a semana abaixo de 80k eu me jogo".
      category: 'plan',
      pattern:
        /\bse (?:o |a )?(?:\S+ ){0,2}(?:fechar|cair|romper|perder|furar|ficar|bater)\b(?: \S+){0,4} (?:abaixo|embaixo|debaixo|baixo) d[eo]s? \d+\S*\b(?: \S+){0,2} (?:eu )?(?:me jogo|me mato|pulo|salto|acabo com tudo|acabo comigo|me vou)\b(?! (?:dentro|de cabeca|nessa|nesse|n[ao]s?|em|com|comprando|all|pra dentro|para dentro))/,
    },
    {
      // Going with one's liquidated position: "se me liquidarem a 1,85 ... e o fim pra mim".
      category: 'plan',
      pattern:
        /\b(?:se|quando) me liquid\w*\b(?: \S+){0,5} (?:e o fim (?:pra|para) mim|acabo comigo|me vou (?:tambem|junto)|vou junto|me jogo)\b(?! (?:no|na) (?:trading|bolsa|mercado|cripto))/,
    },
    {
      // A train, the sea or a truck that took one would not be bad: "se o metro me levasse amanha ... nem era mau".
      category: 'passive-wish',
      pattern:
        /\bse (?:\S+ ){0,4}me (?:levasse|atropelasse|acertasse|pegasse|matasse|esmagasse|engolisse)\b(?: \S+){0,8} (?:nem (?:era|seria) (?:tao )?(?:mau|ruim|mal)|nao (?:era|seria) (?:tao |nada )?(?:mau|ruim|mal)|nao me importava|nao me importaria|(?:era|seria) um alivio|ate agradecia|(?:era|seria) melhor)\b|\b(?:queria|quero|gostava|gostaria|tomara|oxala|quem dera) que (?:\S+ ){0,3}me (?:levasse|levassem|leve|atropelasse|engolisse)\b(?: a mim| tambem| de vez| pra sempre| para sempre)?$/,
    },
    {
      // "ja nem sei porque continuo a acordar todos os dias".
      category: 'passive-wish',
      pattern:
        /\b(?:nem sei|ja nao sei|nao sei) (?:porque|pra que|para que|por que|porque e que) (?:continuo|ainda) (?:a )?(?:acordar|acordo|viver|vivo|estar aqui|respirar|existir|me levantar|levantar)\b/,
    },
    {
      // "ando a pensar em acabar com isto tudo", "a unica saida que vejo e a definitiva".
      category: 'active-ideation',
      pattern:
        /\b(?:ando a pensar|estou a pensar|tenho pensado|ando pensando|estou pensando|to pensando|penso muito|so penso) em acabar com (?:isto|isso|tudo)(?: tudo)?\b(?!(?: tudo)? (?:de |da |do |na |no |nessa |nesse |o (?:curso|namoro|trabalho)))|\bsaida (?:\S+ ){0,4}(?:e|seria) a definitiva\b/,
    },
    {
      // Going somewhere to end it: "vou ao cais do sodre e acabo".
      category: 'plan',
      pattern:
        /\bvou (?:ao|a|para o|para a|pra|pro|ate ao|ate a|ate o) (?:\S+ ){0,4}e (?:acabo|acabo com (?:tudo|isto|isso)|pronto acabou|me atiro|salto|pulo)$/,
    },
    {
      // The height of a named place, after a loss: "qual a altura da ponte 25 de abril".
      category: 'method',
      pattern: re(
        `\\b(?:qual (?:e )?a altura|que altura tem|quantos metros tem|qual o tamanho) d[oa] (?:${PLACE}|penhasco|falesia|arriba)\\b|\\b(?:tem|da|ha) acesso (?:ao|a|para o) (?:telhado|terraco|cobertura|topo|laje)\\b`,
      ),
      needs: 'distress',
    },
    {
      // From which floor "pra nao ter erro": a height question about not failing.
      category: 'method',
      pattern:
        /\b(?:de|a partir de|desde) (?:que|qual) (?:andar|altura)\b(?: \S+){0,6} (?:pra|para) (?:nao (?:ter erro|falhar|haver erro|sobreviver|ficar vivo|ter volta)|ser (?:certo|garantido))\b/,
    },
    {
      // "veneno de rato mata uma pessoa?": whether a means kills a person.
      category: 'method',
      pattern: re(
        `\\b(?:${MEANS}|veneno de rato|mata ratos?)\\b(?: \\S+){0,3} (?:mata|matam|matava|mataria) (?:uma pessoa|alguem|um adulto|um ser humano|gente|um homem|uma mulher)\\b`,
      ),
    },
    {
      // Staring at a means: "tenho a corda no quarto. so olho para ela".
      category: 'method',
      pattern:
        /\b(?:corda|faca|lamina|gilete|arma|revolver|pistola|comprimidos|remedios|gancho|viga)\b(?: \S+){0,6} (?:so olho para (?:ela|ele|elas|eles)|fico a olhar para (?:ela|ele|elas|eles)|fico olhando (?:pra|para) (?:ela|ele|elas|eles)|nao paro de olhar|nao consigo parar de olhar)\b/,
    },
    {
      // Things given away with the reason: "dei o portatil e a guitarra ao colega, disse que ja nao ia precisar".
      category: 'preparation',
      pattern:
        /\b(?:dei|doei|ofereci|deixei|distribui)\b(?: \S+){1,10} (?:que )?(?:ja )?nao (?:ia|vou|vai|vao) (?:precisar|usar|fazer falta|servir)\b(?!(?: del[ae]s?| disso)? (?:ate|por agora|agora que|porque|desde que|com|durante|no|na|este|esta|neste|nesta))|\b(?:dei|doei|ofereci|distribui)\b(?: \S+){1,8} (?:ja|de qualquer forma|afinal) nao (?:me )?(?:servem?|fazem falta|preciso)\b/,
    },
    {
      // Letters to the family left where they will be found: "escrevi cartas para a minha mae ... estao na gaveta".
      category: 'preparation',
      pattern:
        /\b(?:escrevi|deixei|tenho escritas)\b(?: \S+){0,2} (?:cartas?|bilhetes?)\b(?! de (?:natal|aniversario|amor|apresentacao|reclamacao))(?: \S+){0,2} (?:para|pra|a|aos|as) (?:a |o |os |as )?(?:minha|meu|minhas|meus)\b(?: \S+){0,6} (?:estao|esta|ficam|fica|deixei(?:as)?) (?:na|no|em cima d[ao]|debaixo d[ao]|dentro d[ao]) (?:gaveta|cofre|secretaria|mesa|almofada|travesseiro|cama|armario|mochila)\b/,
    },
    {
      // Going there with a gun or a knife, after a grievance: "amanha vou la com o oitao".
      category: 'harm-to-others',
      pattern:
        /\bvou (?:la|ate la|na casa dele|na casa dela|atras dele|atras dela|pra cima dele|buscar (?:ele|ela)|pegar (?:ele|ela))\b(?: \S+){0,3} com (?:o|a|um|uma|meu|minha) (?:oitao|trezoitao|revolver|arma|pistola|faca|peixeira|facao|ferro|berro|cano|quadrada|doze|canivete)\b/,
    },
    {
      // Knowing where someone lives, with a way to hurt: "sei onde voce mora, vou te achar e te furar".
      category: 'harm-to-others',
      pattern:
        /\bsei onde (?:voce |vc |tu |ele |ela )?(?:mora|moras|vive|vives|trabalha|trabalhas)\b(?: \S+){0,8} (?:te furar|te matar|te apagar|te pegar|te quebrar|te arrebentar|te encher de|te meter|acabar contigo|acabar com voce|furar (?:ele|ela|voce)|matar (?:ele|ela|voce))\b/,
    },
    {
      // A threat to break someone's head, sworn or on a condition: "parto-lhe a cabeca, juro".
      category: 'harm-to-others',
      pattern:
        /\b(?:parto|partolhe|partote|rebento|rebentolhe|rebentote|racho|racholhe|abro|abrolhe|quebro|arrebento) (?:lhe |te |a |o )?(?:a cabeca|os cornos|a cara toda|o pescoco)\b(?: \S+){0,2} (?:juro|a serio|de verdade|palavra)\b/,
    },
    // Tuning round 7: families the rules missed.
    {
      // If one did not come back, the family would be at peace: "se eu nao voltasse a minha mulher ficava em paz".
      category: 'passive-wish',
      pattern:
        /\bse\b(?: \S+){0,8} (?:eu )?(?:nao voltasse|nao voltar mais|nunca mais voltasse|morresse|sumisse|desaparecesse|nao acordasse|nao existisse|partisse de vez|fosse embora de vez)\b(?! (?:por|uns|umas|um|uma|durante|pro|pra|para) )(?: \S+){0,6} (?:ficava|ficaria|ficavam|ficariam|estaria|estariam|vivia|viveria|viveriam|teria|teriam) (?:\S+ ){0,2}(?:em paz|melhor|melhores|livre|livres|tranquil[oa]s?|aliviad[oa]s?|sossego|o seguro)\b/,
    },
    {
      // Whether the top of a high place is open at night, after a loss: "o ultimo andar do estacionamento fica aberto de madrugada".
      category: 'method',
      pattern:
        /\b(?:ultimo andar|ultimo piso|terraco|cobertura|topo|telhado|laje|heliponto)\b(?: \S+){0,5} (?:fica aberto|fica aberta|abre|esta aberto|esta aberta|ta aberto|ta aberta|tem acesso|da pra subir|da para subir|deixam subir|tem grade|tem seguranca|tem vigia|tem guarda|fecha)\b/,
      needs: 'distress',
    },
    {
      // A price as the deadline, then a bridge or the sea: "se o btc perder os 300 mil eu saio da ponte com o carro".
      category: 'plan',
      pattern: re(
        `\\bse\\b(?: \\S+){0,10} (?:perder|cair|romper|furar|nao passar|nao subir|nao voltar|bater|chegar a|fechar|baixar|descer)\\b(?: \\S+){0,12} (?:eu )?(?:saio|me jogo|pulo|salto|me atiro|jogo o carro|entro com o carro|enfio o carro|acelero|me enforco)\\b(?: \\S+){0,2} (?:da|de|pela|na|no|do|contra a|contra o|para o|pro) (?:\\S+ )?(?:${PLACE}|represa|rio|mar|penhasco|mureta|pilastra|pilar)\\b(?! aerea)`,
      ),
    },
    {
      // A deal made with oneself: "ja ta combinado comigo mesmo", "fiz um pacto comigo".
      category: 'intent',
      pattern:
        /\b(?:ja )?(?:esta|ta|tah|fica|ficou|e) (?:combinado|prometido|jurado|decidido|acertado) comigo(?: mesm[oa])?\b|\b(?:fiz|tenho|fizemos) (?:um |uma )?(?:pacto|acordo|trato|promessa|aposta) comigo(?: mesm[oa])?\b|\b(?:pacto|acordo|trato|promessa) (?:que )?(?:fiz|eu fiz) comigo\b/,
      needs: 'pair',
    },
    {
      // Into the sea, the river or the woods and not coming back: "saio sozinho para o mar e nao volto".
      category: 'plan',
      pattern:
        /\b(?:saio|sair|vou|ir|entro|entrar|nado|nadar|remo|caminho|ando|me meto)\b(?: \S+){0,4} (?:mar|oceano|rio|lago|represa|mata|floresta|agua|fundo) e (?:eu )?(?:nao|nunca mais) (?:volto|voltar|vou voltar|voltarei|retorno|regresso)\b(?! (?:antes|ate|tao cedo|sem|com|mais cedo|hoje|amanha|pra casa antes|cedo|de maos vazias|tarde))/,
    },
    {
      // A cover story: "disse-lhe que era so por precaucao. ele nao percebeu", "disse que ia viajar. nao vou viajar".
      category: 'preparation',
      pattern:
        /\b(?:disse|disselhe|disselhes|falei|contei|expliquei)\b(?: \S+){0,3} que (?:era|e|foi|seria) (?:so |apenas |somente )?(?:por precaucao|por seguranca|por via das duvidas|por uns dias|por pouco tempo|uma viagem|pra viagem|para a viagem|caso precisasse)\b|\b(?:disse|disselhe|falei|contei)\b(?: \S+){0,3} que ((?:me )?(?:vou|ia|volto|voltava|era|e)) ((?:\S+ ){0,2}\S+)\b(?: \S+){0,4} nao \1 \2\b|\b(?:ele|ela|eles|elas|ninguem) (?:nem )?(?:nao )?(?:percebeu|perceberam|desconfiou|desconfiaram|suspeitou|se tocou|se ligou)$/,
      needs: 'pair',
    },
    {
      // Affairs settled: "as coisas estao arrumadas", "nao fica nada por fazer".
      category: 'preparation',
      pattern:
        /\b(?:as coisas|tudo|os papeis|as contas) (?:ja )?(?:estao|esta|ta|tao|ficou|ficaram|deixei) (?:\S+ )?(?:arrumad[oa]s?|em ordem|resolvid[oa]s?|organizad[oa]s?|acertad[oa]s?)\b|\bnao (?:fica|ficou|falta|sobra) nada por (?:fazer|resolver|acertar|pagar)\b/,
      needs: 'pair',
    },
    {
      // "juro que a mato", "eu o mato": a threat with the object pronoun.
      category: 'harm-to-others',
      pattern:
        /\b(?:juro que|juro por deus que|eu|que eu|senao eu) (?:a|o|as|os) (?:mato|matarei|mataria|esgano|enforco|esfaqueio|furo)\b(?! (?:esta|ta|cresceu|cresce|e|alto|todo|de (?:rir|vergonha|saudade|tedio|susto|inveja)|a (?:saudade|sede|fome|vontade|curiosidade)|o tempo))/,
    },
    {
      // Losing control: "ja nao respondo por mim".
      category: 'harm-to-others',
      pattern: /\b(?:ja )?nao respondo (?:mais )?por mim\b|\bnao (?:sei|vou saber) do que (?:sou|serei) capaz\b/,
      needs: 'pair',
    },
    {
      // Not resisting death: "se a morte vier me buscar eu nao corro, vou junto".
      category: 'passive-wish',
      pattern:
        /\bse (?:a morte|deus|a minha hora|minha hora) (?:vier|viesse|chegar|chegasse|me chamar|me chamasse|quiser|quisesse)\b(?: \S+){0,4} (?:(?:eu )?nao (?:vou )?(?:correr|corro|fugir|fujo|resistir|resisto|lutar|luto)|(?:eu )?vou junto|vou com (?:ela|ele)|(?:eu )?(?:a|o) sigo|bem vinda|melhor)\b/,
    },
    {
      // Where one will be found: "vao me encontrar no rio", "vao me achar boiando".
      category: 'plan',
      pattern:
        /\b(?:vao|vai) me (?:encontrar|achar|tirar|pescar)\b(?: \S+){0,2} (?:(?:no|na|do|da) (?:rio|mar|lagoa|lago|represa|canal|fundo|agua|trilho)|boiando|enforcad[oa]|mort[oa]|sem vida|afogad[oa]|pendurad[oa])\b/,
    },
    {
      // The poison is for oneself: "e pra mim, nao pros ratos".
      category: 'method',
      pattern:
        /\b(?:e|eh|sao) (?:pra|para) mim(?: mesm[oa])?\b(?: \S+){0,3} (?:nao (?:pros|para os|pras|para as|pro|para o|pra)|e nao (?:pros|para os|pro)) (?:ratos?|camundongos|baratas|bichos|pragas|formigas|jardim|plantas|mato|horta|cachorro)\b/,
    },
  ],
  distress: [
    /\b(?:cansad[oa]|cansei|me cansei) de fingir\b|\bnao (?:vejo|encontro) mais sentido\b/,
    /\bnao (?:aguento|suporto) mais\b|\bja deu pra mim\b/,
    /\b(?:nao vejo|sem|nao tem|nao ha) saida\b/,
    /\bme odeio\b|\btenho nojo de mim\b/,
    /\bsou (?:um |uma )?(?:fracasso|fracassad[oa]|lixo|inutil|perdedor|perdedora|peso|desastre|merda)\b/,
    /\bnao (?:valho|sirvo) (?:nada|pra nada|para nada)\b/,
    /\b(?:estou|to|ando) (?:na pior|mal demais|muito mal|destruid[oa]|arrasad[oa]|acabad[oa]|no fundo do poco|deprimid[oa]|desesperad[oa]|sem chao)\b/,
    /\bnao (?:consigo|to conseguindo|estou conseguindo) dormir\b|\bsem dormir\b|\binsonia\b/,
    /\b(?:nao tenho vontade de nada|tanto faz tudo|nada faz sentido|nao vejo futuro|nao vejo sentido)\b/,
    /\bme sentindo (?:muito |tao )?(?:sozinh[oa]|vazi[oa]|perdid[oa]|um lixo|inutil|um peso)\b|\bme sinto (?:muito |tao )?(?:sozinh[oa]|vazi[oa]|perdid[oa]|um lixo|inutil|um peso)\b/,
    /\bninguem me (?:entende|ama|quer)\b/,
    /\b(?:ansiedade|depressao|crises? de panico)\b/,
    /\bcorda no pescoco\b|\bate o pescoco\b/,
  ],
  loss: [
    /\bliquid(?:ado|ada|aram|acao|ou|arem)\b/,
    /\bperdi (?:tudo|todas? as minhas|minhas economias|as economias|o dinheiro|a grana|\d)/,
    /\bmargin call\b|\bchamada de margem\b|\bmargem\b/,
    /\b(?:dividas?|endividad[oa]s?|devendo|emprestimos?)\b/,
    /\b(?:quebrei|falid[oa]|falencia|zerei a conta|zerou a conta|explodi a banca|quebrei a banca|conta zerada)\b/,
    /\b(?:rug(?: pull)?|golpe|me aplicaram)\b/,
    /\bprejuizo\b/,
    // "dia 30 vence a prestacao do barco": a debt falling due.
    /\b(?:vence|vencer|venceu|vai vencer) (?:a|o|as|os) (?:prestacao|prestacoes|parcela|parcelas|emprestimo|divida|boleto|financiamento|fatura)\b|\b(?:agiota|cobrador)\b/,
  ],
  riskQuestions: [
    // "voce tem pensado em tirar a propria vida?", "ja tomou alguma coisa?", "tem algum lugar que voce pensou?", "sao cartas de despedida?".
    /\b(?:pensado|pensada) em (?:suicid\w*|se matar|tirar a (?:sua |propria )?vida|acabar com a (?:sua )?vida|se machucar|morrer)\b|\bja tomou (?:alguma coisa|algo|algum|os|as)\b|\b(?:tem|ha) algum (?:lugar|sitio|local) (?:que (?:voce )?(?:pensou|tem em mente|escolheu)|em mente)\b|\b(?:cartas?|bilhetes?|mensagens?) de despedida\b/,
    /\b(?:voce )?(?:esta|ta|tas|estas|se sente) (?:em seguranca|segur[oa]|bem|a salvo) (?:agora|neste momento|nesse momento|agora mesmo)\b|\b(?:esta|ta|estas) em (?:seguranca|perigo)\b|\b(?:esta|ta|estas) sozinh[oa] (?:agora|ai)\b/,
    /\b(?:pensando|pensa|pensamentos de|ideias de|vontade de) (?:em )?(?:suicid\w*|se matar|tirar a (?:sua|propria) vida|acabar com a (?:sua )?vida|se machucar|morrer|nao estar aqui)\b/,
    /\b(?:voce )?(?:quer dizer|esta falando de|ta falando de|se refere a) (?:\S+ ){0,2}(?:se matar|suicid\w*|tirar a (?:sua )?vida|acabar com (?:a sua vida|tudo)|se machucar|morrer)\b|\b(?:voce )?tem (?:um plano|pensado como)\b/,
    /\bo que (?:voce )?(?:tomou|ingeriu)\b|\bquant[oa]s? (?:voce )?(?:tomou|ingeriu)\b|\b(?:voce )?(?:se machucou|se cortou)\b|\bonde (?:voce )?(?:esta|ta|estas) (?:agora|neste momento)\b/,
  ],
  reassurance: [
    /\b(?:estou|to|ja estou|me sinto|sinto me) (?:em seguranca|segur[oa]|bem|melhor|tranquil[oa]|mais calm[oa]|a salvo)\b|\b(?:obrigad[oa]|valeu)\b(?! por tudo)/,
    /\b(?:liguei|ligando|vou ligar|falei com|falando com|mandei mensagem (?:pra|para)|chamei)\b(?: \S+){0,4} (?:188|cvv|192|190|112|sos voz amiga|psicolog[oa]|terapeuta|medic[oa]|amig[oa]|mae|pai|irma[o]?|alguem)\b/,
    /\bnao (?:vou|vou fazer) (?:fazer (?:nada|isso)|me machucar)\b|\bprometo que nao\b/,
  ],
};
