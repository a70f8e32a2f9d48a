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

const re = (source: string) => new RegExp(source);

export const PT: Lexicon = {
  lang: 'pt',
  scripts: ['latin'],
  expansions: {
    vc: 'voce', vcs: 'voces', ce: 'voce', q: 'que', oq: 'o que', pq: 'porque', pk: 'porque', tb: 'tambem', tbm: 'tambem',
    mt: 'muito', mto: 'muito', mta: 'muita', nd: 'nada', td: 'tudo', tds: 'todos', n: 'nao', ñ: 'nao', naum: 'nao',
    nn: 'nao', hj: 'hoje', amn: 'amanha', amnh: 'amanha', dps: 'depois', msm: 'mesmo', agr: 'agora', cmg: 'comigo',
    ngm: 'ninguem', vdd: 'verdade', qnd: 'quando', qdo: 'quando', dnv: 'de novo', sla: 'sei la', fds: 'fim de semana',
    pfv: 'por favor', pfvr: 'por favor', blz: 'beleza', obg: 'obrigado', tmj: 'tamo junto', kd: 'cade',
    voume: 'vou me', vo: 'vou', qro: 'quero', qria: 'queria', eh: 'e', to: 'estou', tou: 'estou', ta: 'esta', tava: 'estava',
    matarme: 'me matar', suicidarme: 'me suicidar', enforcarme: 'me enforcar', atirarme: 'me atirar', cortarme: 'me cortar',
    apeteceme: 'me apetece', matome: 'me mato', corteime: 'me cortei', despedime: 'me despedi', envenenarme: 'me envenenar',
    jogarme: 'me jogar', mandarme: 'me mandar',
  },
  anchors: [
    'suicidio', 'suicidar', 'matar', 'morrer', 'enforcar', 'comprimidos', 'remedios', 'overdose', 'despedida', 'desaparecer',
    'chumbinho', 'automutilacao', 'clonazepam', 'paracetamol',
  ],
  keep: [
    'matei', 'matou', 'matam', 'matas', 'matava', 'mataram', 'morreu', 'morrem', 'morrer', 'morria', 'morreram',
    'suicida', 'suicidas', 'comprido', 'comprida', 'remedio', 'despedido', 'despedida', 'morder', 'correr', 'socorrer', 'sofrer', 'matar',
  ],
  idioms: [
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
    // passive wish: to be dead, not wake up, vanish, never have been born
    { category: 'passive-wish', pattern: /\b(?:quero|queria|querendo|quisera|gostaria de|desejo|prefiro|preferia|tomara que eu|so queria|queria era|quem me dera|vontade de|me apetece|apetece me) (?:\S+ )?(?:morrer|morre|estar mort[oa]|nao existir|deixar de existir|nao acordar|nunca mais acordar|nunca ter nascido|nao ter nascido|desaparecer para sempre|sumir (?:desse|deste|do) mundo|sumir pra sempre|sumir para sempre)\b/ },
    { category: 'passive-wish', pattern: /\b(?:quero|queria|gostaria de|so quero) (?:sumir|desaparecer)\b/, needs: 'distress' },
    { category: 'passive-wish', pattern: /\b(?:sumir|desaparecer) (?:desse|deste|do) mundo\b|\b(?:sumir|desaparecer) (?:pra|para) sempre\b/ },
    { category: 'passive-wish', pattern: /\b(?:ja )?nao (?:quero|aguento|tenho (?:mais )?vontade de|consigo mais|vejo motivo pra|vejo razao para) (?:mais )?(?:viver|continuar vivendo|continuar vivo|existir|estar vivo|estar viva|acordar)\b/ },
    { category: 'passive-wish', pattern: /\bnao (?:vejo|encontro|tem) (?:mais )?(?:nenhum )?sentido (?:em |de |na )?(?:viver|vida|continuar vivo|continuar vivendo)\b/ },
    { category: 'passive-wish', pattern: /\b(?:perdi a vontade de|cansei de|cansado de|cansada de|farto de) viver\b|\bvontade de (?:morrer|viver (?:acabou|nenhuma))\b/ },
    { category: 'passive-wish', pattern: /\bdormir e (?:nunca mais |nao )?(?:acordar|nao acordar)(?: mais)?\b|\bnao acordar (?:nunca )?mais\b/ },
    { category: 'passive-wish', pattern: /\btomara (?:que|q) (?:eu (?:morra|nao acorde)|(?:\S+ ){1,3}me (?:atropele|mate|acerte))\b/ },
    { category: 'passive-wish', pattern: /\b(?:todo mundo|todos|minha familia|meus pais|meus filhos|eles|voces) (?:\S+ ){0,2}(?:ficaria|ficariam|ia ficar|iam ficar|estaria|estariam|vivia|viveriam|seria|seriam) melhor sem mim\b/ },
    { category: 'passive-wish', pattern: /\b(?:melhor (?:mort[oa]|sem mim)|nunca devia ter nascido|nao devia ter nascido)\b|\bmelhor (?:eu )?(?:morrer|morro|me matar)\b|\b(?:pra|para) (?:que|q) (?:viver|continuar vivendo|continuar vivo)\b/ },
    { category: 'passive-wish', pattern: /\b(?:pra|para) (?:que|q) (?:continuar|eu (?:continuo|to|estou)|continuo|estou|to) (?:vivo|viva|vivendo|aqui)\b/ },

    // active ideation: killing oneself, suicide, ending it all
    { category: 'active-ideation', pattern: /\bsuicid(?:io|ios|ar|arme|ando|aria|arei|ou|ei)\b/ },
    { category: 'active-ideation', pattern: /\b(?:pensamentos?|ideias?|ideacao|impulsos?|tendencias?|tentativas?) (?:de suicidio|suicidas?)\b/ },
    { category: 'active-ideation', pattern: /\b(?:sou|estou|me sinto|ando) (?:muito |meio |um pouco )?suicida\b/ },
    { category: 'active-ideation', pattern: /(?<!\b(?:vai|vao|ia|iam|voce|ele|ela|eles|elas|isso|isto|essa|esse|vc|ce) )\bme (?:matar|mato|mataria|matarei|suicidar|suicido|suicidaria|enforcar|enforco|envenenar)\b/ },
    { category: 'active-ideation', pattern: /\b(?:tirar|tiro|tirei|tirarei|tiraria|acabar com|acabo com|por fim (?:a|na)|dar fim (?:a|na)) (?:a )?(?:minha|propria|a propria) (?:propria )?vida\b/ },
    { category: 'active-ideation', pattern: /\b(?:acabar|acabo|acabaria|terminar) com tudo\b(?! (?:isso de|o|a|os|as|meu|minha|seu|sua)\b)/ },
    { category: 'active-ideation', pattern: /\b(?:me )?desviv(?:er|ir|o)\b/ },
    { category: 'active-ideation', pattern: /\b(?:dar|dou|darei|meter|meto|enfiar) (?:um tiro|uma bala|um balaco) (?:na|em) (?:minha )?(?:propria )?(?:cabeca|boca|testa)\b|\bestourar (?:os )?meus miolos\b/ },
    { category: 'active-ideation', pattern: /\benforcar(?:me)?\b|\bme (?:jogar|jogo|atirar|atiro) (?:na frente|debaixo|embaixo)\b/ },
    { category: 'active-ideation', pattern: /\b(?:vou|quero|penso em|pensando em|vontade de|vou me|eu vou) (?:me )?(?:matar|suicidar)\b|\b(?:vou|quero|vontade de|penso em) me (?:mata|suicida)\b/ },

    // method: jumping, hanging, overdose, poison, research questions
    { category: 'method', pattern: re(`\\b(?:pular|pulo|pularei|pulando|me jogar|me jogo|me atirar|me atiro|saltar|salto|me lancar) (?:\\S+ ){0,2}(?:da|do|de|de uma|de um|dum|duma|desde|na frente d[oa]|em frente d[oa]|debaixo d[oa]|embaixo d[oa]|nos|no|na) (?:\\S+ )?${PLACE}\\b`) },
    { category: 'method', pattern: re(`\\b${PLACE}(?: \\S+){0,6} (?:vou|quero|pra) (?:pular|me jogar|me atirar|saltar)\\b`) },
    { category: 'method', pattern: /\b(?:dose|quantidade) (?:letal|fatal|mortal|pra morrer|para morrer)\b|\boverdose\b/ },
    { category: 'method', pattern: re(`\\b(?:quant[oa]s?|que quantidade de) (?:\\S+ ){0,3}${MEDS} (?:\\S+ ){0,5}(?:pra|para) (?:morrer|nao acordar|matar|me matar|se matar|dormir pra sempre|dormir para sempre|ter (?:uma )?overdose)\\b`) },
    { category: 'method', pattern: re(`\\b${MEDS} (?:\\S+ ){0,3}(?:e|sao|seria|seriam|mata|matam) (?:letal|letais|fatal|fatais|mortal|mortais|suficientes? pra morrer)\\b`) },
    { category: 'method', pattern: /\b(?:de |do )?(?:qual|que|quantos?) (?:andar|altura|metros|andares) (?:\S+ ){0,6}(?:morrer|morre|nao sobreviver|nao sobrevive|mortal|na hora)\b/ },
    { category: 'method', pattern: /\b(?:qual|que) (?:tipo de )?(?:corda|no|cinto) (?:\S+ ){0,6}(?:enforcar|aguenta o peso|peso de uma pessoa)\b|\bno de forca\b/ },
    { category: 'method', pattern: /\bcarvao (?:\S+ ){0,6}(?:quarto|carro|banheiro|comodo) fechado\b|\bcarvao no carro\b/ },
    { category: 'method', pattern: /\b(?:tomar|tomei|onde (?:compra|comprar|acho|consigo|vende|vendem)|como conseguir) chumbinho\b/ },
    { category: 'method', pattern: /\bchumbinho\b/, needs: 'distress' },
    { category: 'method', pattern: re(`\\b(?:vou|quero|penso em|pensando em) (?:tomar|engolir) (?:\\S+ ){0,2}(?:todos?|todas?|o vidro|a caixa|a cartela|\\d{2,}) (?:\\S+ ){0,3}${MEDS}`) },
    { category: 'method', pattern: /\b(?:como|formas? de|jeitos? de|metodos? de|melhor jeito de) (?:se matar|me matar|suicid|morrer sem dor|morrer rapido|se enforcar)/ },
    { category: 'method', pattern: /\bmorrer sem (?:dor|sofrer)\b|\bcortar os pulsos\b|\b(?:forma|maneira|jeito|metodo|modo) mais (?:rapid[ao]|facil|indolor|segur[ao]|eficaz) de (?:morrer|se matar|me matar|suicidio)\b/ },
    // Only worrying next to distress or loss.
    { category: 'method', pattern: re(`\\b(?:${PLACE}|lugar) mais alt[oa]\\b`), needs: 'distress' },
    { category: 'method', pattern: /\b(?:que horas?|quando|horario do?) (?:passa|passam|vem) (?:o|os) (?:ultimo )?(?:trem|metro|comboio|trens)/, needs: 'distress' },
    { category: 'method', pattern: re(`\\b(?:quant[oa]s?) (?:\\S+ ){0,2}${MEDS} (?:\\S+ ){0,3}(?:e|sao|seria|seriam) (?:demais|muito|perigoso|perigosos|overdose)\\b`), needs: 'distress' },
    { category: 'method', pattern: /\b(?:onde|como) (?:\S+ ){0,2}(?:compra|compro|comprar|consigo|conseguir|acho|vende|vendem|arrumo|arrumar) (?:\S+ ){0,2}(?:armas?|revolver|pistolas?|cianeto|veneno|corda|carvao|gun|rope)\b/, needs: 'distress' },

    // intent: decided, no way back (after a risk signal)
    { category: 'intent', pattern: /\bja (?:me )?decidi\b|\b(?:ta|esta|ja esta|ja ta) decidido\b|\bdecisao (?:ta|esta) tomada\b/, needs: 'risk' },
    { category: 'intent', pattern: /\bnao tem (?:mais )?volta\b|\bdessa vez (?:eu )?(?:vou|faco)\b|\bvou fazer isso\b|\bchegou a hora\b|\be hoje\b/, needs: 'risk' },
    { category: 'intent', pattern: /\b(?:dessa|desta) vez (?:eu )?(?:vou )?(?:mesmo )?(?:me matar|me suicidar|fazer)\b/ },

    // plan: a time, a price level, a place (after a risk signal)
    // A bare time in a short message ("hoje a noite."), answering an earlier risk.
    { category: 'plan', pattern: re(`^(?:\\S+ ){0,5}(?:hoje a noite|hoje|essa noite|esta noite|amanha|depois de amanha|no fim de semana|nesse fim de semana|n[ae]st?[ae] ${WEEKDAY}|na ${WEEKDAY}|${WEEKDAY}|daqui a (?:pouco|umas horas|\\d+ horas)|as \\d+|quando (?:fechar|abrir|cair))(?: \\S+){0,5}$`), needs: 'risk' },
    { category: 'plan', pattern: re(`\\bja (?:escolhi|tenho|separei|comprei) (?:o|a|os|as) (?:\\S+ )?(?:${PLACE}|lugar|dia|data|hora|corda|remedios|comprimidos|arma)\\b`), needs: 'distress' },
    { category: 'plan', pattern: re(`\\bja escolhi (?:o|a) (?:${PLACE}|lugar|dia|data)\\b`) },
    { category: 'plan', pattern: /\bja sei (?:como|quando|onde) (?:vou fazer|fazer|eu vou)\b/, needs: 'distress' },
    { category: 'plan', pattern: /\b(?:hoje a noite|hoje|essa noite|amanha) (?:eu )?(?:faco|vou fazer|farei)(?: isso)?$|\b(?:vou fazer|faco) (?:isso )?(?:hoje a noite|hoje|essa noite|amanha)$/, needs: 'distress' },

    // preparation: farewell letters, seed phrases and passwords, pets, giving things away
    { category: 'preparation', pattern: /\b(?:carta|bilhete|mensagem|video) (?:de )?(?:despedida|suicidio|adeus)\b/ },
    { category: 'preparation', pattern: /\b(?:pra|para) quando eu (?:nao (?:estiver|existir)|partir|me for|morrer)\b|\bquando eu (?:nao estiver mais aqui|partir|me for)\b/ },
    { category: 'preparation', pattern: /\b(?:caso|se) eu (?:nao (?:esteja|estiver) mais|morrer|partir|nao acordar)\b/ },
    { category: 'preparation', pattern: /\b(?:seed|semente|seed phrase|senhas?|chaves? privadas?|carteira|wallet) (?:\S+ ){0,8}(?:caso eu|se eu|quando eu) (?:\S+ ){0,2}(?:morrer|morra|partir|nao esteja|nao estiver)/ },
    { category: 'preparation', pattern: /\b(?:passei|mandei|dei|deixei|enviei) (?:\S+ ){0,2}(?:seed|semente|seed phrase|senhas|chaves privadas)\b/, needs: 'distress' },
    { category: 'preparation', pattern: /\b(?:ele|ela|eles|elas) (?:que )?fique(?:m)? com tudo\b/, needs: 'distress' },
    { category: 'preparation', pattern: /\bcuid(?:em|a|ar|e) (?:bem )?(?:do|da|dos) (?:meu|minha|meus|minhas) (?:gato|gata|cachorro|cachorra|cao|pet|filhos?|filhas?|familia|mae|gatos|cachorros)\b(?!(?: \S+){0,8} (?:viajar|viagem|ferias|enquanto|uns dias|trabalho|fim de semana))/, needs: 'distress' },
    { category: 'preparation', pattern: /\b(?:doando|dando|doei|dei|distribuindo) (?:todas )?(?:as )?minhas coisas\b(?: \S+){0,5} (?:nao|ja nao) vou (?:mais )?precisar\b/ },
    { category: 'preparation', pattern: /\b(?:doando|doei|distribuindo) (?:todas )?(?:as )?minhas coisas\b/, needs: 'distress' },
    { category: 'preparation', pattern: /\badeus (?:pra|para) sempre\b|\bja me despedi de (?:todo mundo|todos|minha familia)\b|\besta e minha despedida\b|\bessa e minha despedida\b/ },
    { category: 'preparation', pattern: /\bobrigad[oa] por tudo(?: \S+){0,3} adeus\b|\badeus a todos\b|\bme perdoem por tudo\b/, needs: 'distress' },
    { category: 'preparation', pattern: /\b(?:testamento|ultima vontade)\b/, needs: 'distress' },

    // self-harm: cutting, burning, hitting oneself
    { category: 'self-harm', pattern: /\bautomutil\w*|\bautoles\w*|\bcutting\b/ },
    { category: 'self-harm', pattern: /\bme (?:\S+ )?ate (?:sangrar|tirar sangue|sair sangue)\b|\bme (?:arranho|arranhei|arranhar) (?:\S+ ){0,2}(?:pele|bracos?|pernas?|pulsos?)\b/ },
    { category: 'self-harm', pattern: /\b(?:me|eu me) (?:cortei|corto|cortar|cortando|cortava) (?:de novo|outra vez|os pulsos|o pulso|os bracos|o braco|as pernas|a perna|a coxa|as coxas|pra|para|quando|porque|com (?:gilete|lamina|estilete|faca|caco|knife))\b/ },
    { category: 'self-harm', pattern: /\b(?:vontade de|quero|preciso|voltei a|volto a) me cortar\b|\beu me corto\b/ },
    { category: 'self-harm', pattern: /\bme (?:queimo|queimei|queimando) (?:\S+ ){0,2}com (?:o |um |uma )?(?:cigarros?|isqueiro|ferro|fosforos?|fogo)\b/ },
    { category: 'self-harm', pattern: /\b(?:me machuc(?:o|ar|ei|ando)|me ferir|me firo) (?:de proposito|pra|para|quando|porque|de novo)\b|\b(?:vontade de|quero|preciso|vou) me (?:machucar|ferir)\b/ },
    { category: 'self-harm', pattern: /\b(?:bat(?:o|endo|i|er)|dou|dando) (?:com )?(?:a|minha) cabeca (?:na|contra a) parede\b|\bme (?:soco|bato|esmurro)\b/ },

    // in progress: the act taken or under way, imminent danger
    { category: 'in-progress', pattern: re(`\\b(?:tomei|engoli|bebi|acabei de tomar|ja tomei) (?:\\S+ ){0,2}(?:todos? |todas? |\\d{2,} |vinte |trinta |quarenta |cinquenta |um vidro |uma caixa |uma cartela |um monte de )(?:\\S+ ){0,3}${MEDS}`) },
    { category: 'in-progress', pattern: /\b(?:tomei|engoli|bebi) (?:\S+ ){0,2}(?:cartela|caixa|vidro|frasco) (?:inteir[oa]|tod[oa]|complet[oa])\b|\b(?:tomei|bebi) (?:veneno|chumbinho|soda caustica|agua sanitaria)\b/ },
    { category: 'in-progress', pattern: /\b(?:ja esta|esta|ta|comecando a) fazendo efeito\b|\b(?:estou|to) ficando (?:tonto|tonta|zonzo|grogue)\b/, needs: 'risk' },
    { category: 'in-progress', pattern: /\bnao para de sangrar\b|\b(?:estou|to) sangrando (?:muito|demais|pra caramba)\b|\bcortei (?:os|meus) pulsos\b/ },
    { category: 'in-progress', pattern: /\b(?:em cima|no alto|na beirada|na beira|na borda) d[oa] (?:predio|ponte|telhado|laje|viaduto|sacada|janela|penhasco|bridge)\b/ },
    { category: 'in-progress', pattern: re(`\\b(?:estou|to|ja estou|ja to) (?:\\S+ ){0,3}${PLACE}\\b(?: \\S+){0,6} (?:vou|prestes a|pronto pra|pronta pra) (?:pular|me jogar|saltar|me atirar)\\b`) },
    { category: 'in-progress', pattern: /\b(?:corda|rope) (?:\S+ ){0,4}(?:ventilador|viga|teto|arvore|porta|pescoco)\b(?: \S+){0,6} (?:cadeira|banco|banquinho|pronto|pronta)\b/ },
    { category: 'in-progress', pattern: /\b(?:estou|to) com (?:a|uma) (?:arma|pistola|revolver|gun) (?:na mao|na cabeca|na boca|carregada)\b/ },

    // harm to others: threats to a scammer, the dev, an ex, the boss, family
    { category: 'harm-to-others', pattern: /\b(?:vou|vamos|quero|vontade de|penso em|pensando em) (?:\S+ ){0,2}(?:matar|assassinar|esfaquear|executar|apagar) (?:esse|essa|esses|o|a|os|meu|minha|meus|minhas|ele|ela|eles|aquele|aquela|todo mundo)\b/ },
    { category: 'harm-to-others', pattern: /\b(?:eu )?(?:mato|matarei|mataria|vou matar|esfaqueio) (?:ele|ela|eles|elas|esse cara|essa mina|aquele|aquela)\b/ },
    { category: 'harm-to-others', pattern: /\b(?:meter|meto|enfiar|dar|dou|descarregar) (?:bala|um tiro|uns tiros|tiro|chumbo|porrada|facada|facadas) (?:\S+ ){0,2}(?:nesse|nessa|nele|nela|no|na|neles|naquele|naquela|em voce|na cara d)\b/ },
    { category: 'harm-to-others', pattern: /\b(?:arrebentar|quebrar|espancar|socar|encher) (?:\S+ ){0,2}(?:na porrada|de porrada|de pancada|de bala|a cara|a cara dele|a cara dela)\b/ },
    { category: 'harm-to-others', pattern: /\bmatar (?:\S+ ){0,1}(?:o dev|o golpista|o scammer|meu chefe|minha chefe|minha ex|meu ex|minha mulher|meu marido|minha esposa|minha familia|meu pai|minha mae|meu irmao|meu socio)\b/ },
    { category: 'harm-to-others', pattern: /\b(?:contratar|pagar) (?:um )?(?:matador|pistoleiro|alguem pra matar)\b/ },
  ],
  distress: [
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
  ],
};
