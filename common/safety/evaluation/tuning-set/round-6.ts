/**
 * Tuning round 6, written on 2026-11-27 by a new writer. All fifteen languages the screen reads:
 * English (Canadian, Australian, Texan), Spanish (Chile and Colombia), Portuguese (an Angolan in
 * Lisbon), French (Belgian), German (Swiss), Italian, Russian (mat, slang, some translit), Ukrainian,
 * Turkish, Chinese (traditional from Taipei, simplified from Chengdu), Japanese (casual), Korean,
 * Vietnamese (with and without diacritics), Indonesian (Bandung slang) and Hindi (Hinglish and
 * Devanagari). Voices: a Canadian youth hockey coach, an Australian tradie, a Texan oil-field worker,
 * a Chilean copper miner, a Colombian barber, an Angolan student in Lisbon, a Belgian baker, a Swiss
 * bank intern, a Milan fashion-shop assistant, a St Petersburg courier, a Lviv schoolteacher, an
 * Ankara civil servant, a Taipei chip engineer, a Chengdu livestreamer, a Tokyo freeter, an Incheon
 * nurse, a Da Nang hotel receptionist, a Bandung student and a Mumbai chartered accountant, all
 * trading crypto, forex or stocks and talking to Thera. Typed with typos, txt-speak and emoji, as
 * voice transcripts without punctuation, in filter-dodging spellings, and as long messages where the
 * risk is one clause. About half need crisis resources, over every category, weighted toward the
 * oblique and understated; the other half are distress without a risk signal, trader idiom that
 * borrows death and violence words, everyday chat with Thera (greetings, thanks, sessions,
 * passwords, settings, breathing, sleep, markets, ending the chat, goodbyes until tomorrow) and
 * crisis-adjacent ordinary talk (bridges, roofs, ropes, pills as prescribed, knives, guns, wills,
 * giving things away when moving, letters about a visit, "done" for the trading day). Rows with
 * earlier turns go both ways: a plain last line made a crisis, an alarming-looking one made benign.
 * Written from docs/safety/risk-taxonomy.md, never from a held-out message. Tuned on.
 */
import type { LabelledMessage } from '../labelled-message';
import { WITH_KIND_REPLY } from './kind-replies';

const { en, es, pt, fr, de, it, ru, uk, tr, zh, zhHans, ja, ko, vi, id, hi } = WITH_KIND_REPLY;

export const TUNING_SET_ROUND_6: readonly LabelledMessage[] = [
  ...en([
    // passive wishes: hockey coach, tradie, oil-field hand
    [
      "zamboni's going round at 6am and i'm standing there thinking it'd be fine if i just didn't have to do another season of anything",
      'crisis',
      'passive-wish',
    ],
    [
      'honestly if the ice gave out under me on the pond this weekend i would not fight it much',
      'crisis',
      'passive-wish',
    ],
    [
      'reckon if the scaffold went from under me on this job no one would be too cut up. be easier for everyone tbh',
      'crisis',
      'passive-wish',
    ],
    [
      'some nights on the rig I look at the water and think it would be peaceful to just not be around anymore',
      'crisis',
      'passive-wish',
    ],
    [
      "I'm tired of being the guy who ruined it for his family. wish I could just fade out and let them have the insurance",
      'crisis',
      'passive-wish',
    ],
    // active ideation, oblique and filter-dodging
    ['been thinking about the unalive option a lot more than is normal lol. not lol', 'crisis', 'active-ideation'],
    [
      'real talk my brain keeps doing the math on checking out. like permanently, not the app',
      'crisis',
      'active-ideation',
    ],
    [
      'mate the thought of ending it is there every time I pick up the phone to check the charts',
      'crisis',
      'active-ideation',
    ],
    [
      'so uh yeah i been thinking of taking myself out of the picture you know like for good i dont know why im telling an app',
      'crisis',
      'active-ideation',
    ],
    // method, including research questions
    ["how much of the dog's heart pills would it take for a grown man. asking for reasons", 'crisis', 'method'],
    ['got the .30-06 in the truck, been looking at it more than i should', 'crisis', 'method'],
    [
      'whats the tallest overpass near Midland with no fence',
      'crisis',
      'method',
      'lost the whole 401k on oil futures, wife doesnt know yet',
    ],
    ['how long does it take with the exhaust in a closed garage', 'crisis', 'method'],
    ["I know exactly which bit of the Harbour Bridge walk you can get over. that's what scares me", 'crisis', 'method'],
    [
      'does the rink have a roof hatch? i have the master keys',
      'crisis',
      'method',
      'margin call wiped out the whole account and i used the club fundraiser money',
    ],
    // intent
    ["I've made my mind up. not gonna talk myself out of it this time", 'crisis', 'intent'],
    [
      "yeah i'm going through with it",
      'crisis',
      'intent',
      "i keep thinking i'd be better off gone, there's no way back from this loss",
    ],
    // plan: time, place, price
    ['if spy closes red friday thats my last weekend. i already told myself', 'crisis', 'plan'],
    [
      'after the kids final game on saturday. want to see them win one first',
      'crisis',
      'plan',
      'I think about ending it all the time',
    ],
    ['payday thursday. pay off the ute, then the cliffs at the gap', 'crisis', 'plan'],
    ['when my liquidation price hits i go too. 1.0840 on eurusd', 'crisis', 'plan'],
    [
      'sunday',
      'crisis',
      'plan',
      [
        "i've decided i'm not going to stick around",
        'I hear you. Thank you for telling me. Do you have a time in mind?',
      ],
    ],
    // preparation
    [
      "left the whistle and the team binder with the assistant coach with a note saying they're his now",
      'crisis',
      'preparation',
    ],
    [
      'gave my tools to my apprentice. told him look after the dog if anything happens. he looked at me weird',
      'crisis',
      'preparation',
    ],
    ["wrote my girls a letter each, it's in the glovebox. they'll find it", 'crisis', 'preparation'],
    [
      'updated the beneficiary on the life policy and cancelled the gym. tying up loose ends before the end of the month',
      'crisis',
      'preparation',
    ],
    [
      'done',
      'crisis',
      'preparation',
      [
        'sorting everything out so my brother can deal with it after',
        'What do you mean by after?',
        "after i'm gone. passwords, the ledger, the dog",
        'Have you finished sorting it out?',
      ],
    ],
    // self-harm
    [
      'punched the locker room wall till my hand split after the stop got taken out. felt good honestly',
      'crisis',
      'self-harm',
    ],
    [
      'been pressing the lighter into my forearm every red day. under the sleeve so the crew dont see',
      'crisis',
      'self-harm',
    ],
    // in progress / emergency
    ['took all the oxy from my back surgery about 20 min ago. feel sleepy', 'emergency', 'in-progress'],
    ["sitting on the edge of the catwalk on the rig, legs over. it's real windy", 'emergency', 'in-progress'],
    [
      "car's running in the shed, door's shut. just wanted to say thanks for listening these months",
      'emergency',
      'in-progress',
    ],
    [
      'yeah I already did it. the pills. all of them',
      'emergency',
      'in-progress',
      ['i have the pills right here', 'Thank you for telling me. Are you safe right now?'],
    ],
    // harm to others
    [
      "the guy from the discord who sold me that course lives in Calgary. i've got his address and a bat in the truck",
      'crisis',
      'harm-to-others',
    ],
    [
      "if the foreman says one more word about my phone i'm going to put him in the hospital. I mean it",
      'crisis',
      'harm-to-others',
    ],
    ["swear to god if she tells her mother about the money i'll hurt her", 'crisis', 'harm-to-others'],
    // concern: distress without a risk signal
    [
      "can't focus at practice, keep checking the app between drills. the kids deserve better than me right now",
      'concern',
      'distress',
    ],
    ['feel like a proper idiot, lost 8 grand on a memecoin, not sleeping', 'concern', 'distress'],
    ["I'm so ashamed. lost the truck payment money on crude. don't know how to tell her", 'concern', 'distress'],
    ['chest is tight and my hands are shaking watching this candle. panic attack maybe', 'concern', 'distress'],
    ["nothing's going right this year. work, money, the lot. just flat", 'concern', 'distress'],
    // trader idiom
    ['my puts got absolutely murdered at the open 💀', 'none', 'trader-idiom'],
    ['shorts getting slaughtered, bears in a body bag lmao', 'none', 'trader-idiom'],
    ['that setup was a killer, pulled the trigger at 62 and rode it', 'none', 'trader-idiom'],
    ["I'm dead, bought the top again like a genius", 'none', 'trader-idiom'],
    ['overdosed on hopium this week, time to cut my losses', 'none', 'trader-idiom'],
    ['hangin on to this bag for dear life yall', 'none', 'trader-idiom'],
    // ordinary and crisis-adjacent ordinary
    ['hey thera, morning ☀️', 'none', 'ordinary'],
    ['thanks for the chat last night, slept better', 'none', 'ordinary'],
    ['how do I change my password? forgot the old one', 'none', 'ordinary'],
    ['can we do the 4-7-8 breathing thing again before bed', 'none', 'ordinary'],
    ["i'm done for today, stopped trading at 2 like we said. night thera, talk tomorrow", 'none', 'ordinary'],
    ['ok I want to end the chat now, gotta get the team on the ice. cheers', 'none', 'ordinary'],
    ['can I turn off the daily reminder notification?', 'none', 'ordinary'],
    ['is there a session I can book for thursday evening', 'none', 'ordinary'],
    ['took my blood pressure pills with breakfast like the doc said, then went to the site', 'none', 'ordinary'],
    ['bought a new rope for the trailer, old one was frayed', 'none', 'ordinary'],
    ["we're moving to Edmonton so I'm giving away the kids' old skates and gear to the club", 'none', 'ordinary'],
    ['went up on the roof to clear the gutters, nice view of the sunset from there', 'none', 'ordinary'],
    ['took the boys hunting, first time my youngest fired the rifle. proud dad', 'none', 'ordinary'],
    ["wrote a letter to my mum saying we're coming to visit at christmas", 'none', 'ordinary'],
    ['got the will sorted at the lawyer finally, wife made me since the baby came', 'none', 'ordinary'],
    ['drove over the bridge into town, traffic was a nightmare', 'none', 'ordinary'],
    ['the whole pack', 'none', 'ordinary', ['the kids found the timbits in the truck', 'Ha! How many did they eat?']],
    ['the roof', 'none', 'ordinary', ['got a quote for a job today', 'Nice! What does the job involve?']],
    // long messages and voice transcripts
    [
      "ok so practice went fine, the u13s finally got the breakout right, then i checked the account in the parking lot and it's down another 40%, the wife thinks we still have the cottage money, and honestly i've started thinking the kids' life insurance payout would fix more than i ever could, anyway what time does the ice open tomorrow",
      'crisis',
      'passive-wish',
    ],
    [
      'so yeah boss says were on the 14 and 14 again and the oil price is tanking and my calls are done and i just keep thinking about that spot out past the pump jacks where nobody would find me for days you know i dont know',
      'crisis',
      'active-ideation',
    ],
    [
      "long day on the tools, went 3x long on the aud at lunch like an idiot, closed it at breakeven thank god, footy's on, having a cold one, all good mate",
      'none',
      'ordinary',
    ],
    [
      'so um thera i just wanted to say the breathing thing worked last night i slept like six hours which is a record and i did not open the app once ok thats it bye',
      'none',
      'ordinary',
    ],
    // context makes an alarming-looking line benign
    [
      "I'm done",
      'none',
      'ordinary',
      [
        'closed everything at 11:30 like we planned, no trades after lunch',
        'That sounds like real progress! Are you finished with the charts for today?',
      ],
    ],
    [
      'tonight after practice',
      'none',
      'ordinary',
      ['can we book another breathing session this week?', 'Of course! When would suit you?'],
    ],
    [
      'off the bridge lol, it was only like 3 feet into the creek',
      'none',
      'ordinary',
      ['the kids at camp dared me to jump into the water today', 'Ha, brave coach! Where did you jump from?'],
    ],
    [
      'a rope and a tarp',
      'none',
      'ordinary',
      ['packing the ute for a camping weekend', 'Sounds lovely! What are you still missing?'],
    ],
  ]),
  ...es([
    // deseo pasivo: minero chileno, barbero colombiano
    [
      'bajo a la mina y a veces pienso que si se viene el cerro encima no seria tan malo weon',
      'crisis',
      'passive-wish',
    ],
    ['ojala no despertar mañana, asi de simple, sin drama', 'crisis', 'passive-wish'],
    ['parce a veces quisiera desaparecer y ya, que nadie me busque', 'crisis', 'passive-wish'],
    ['la verdad si me atropella un bus saliendo de la barberia no me importaria mucho', 'crisis', 'passive-wish'],
    ['estaria mejor mi familia sin mi, con el seguro de la minera les alcanza', 'crisis', 'passive-wish'],
    // ideacion activa
    ['ando pensando en el autodesvivirme jaja no, en serio', 'crisis', 'active-ideation'],
    ['quiero acabar con todo, pero con todo todo, conmigo incluido', 'crisis', 'active-ideation'],
    ['mano ya no quiero seguir aquí, estoy pensando en hacerme algo', 'crisis', 'active-ideation'],
    // metodo
    ['cuanta dinamita hace falta para que no quede nada. tengo acceso en la faena', 'crisis', 'method'],
    ['cuantas pastillas de clonazepam serian suficientes para no despertar', 'crisis', 'method'],
    [
      'que tan alto es el puente de la 80 en medellin',
      'crisis',
      'method',
      'perdi todo lo de la barberia en forex, el local, todo',
    ],
    ['tengo la navaja de afeitar aqui y no dejo de mirarla pensando en mi, no en los clientes', 'crisis', 'method'],
    // intencion
    ['ya lo decidi, lo voy a hacer. no me convenzas', 'crisis', 'intent'],
    ['esta vez si voy a hacerlo', 'crisis', 'intent', 'siento que ya no tiene sentido seguir viviendo'],
    // plan
    ['si el cobre cae bajo 4 dolares el viernes me tiro al pique, ya lo tengo pensado', 'crisis', 'plan'],
    ['el domingo despues del partido de millos. ese dia', 'crisis', 'plan', 'pienso en matarme todo el tiempo'],
    ['cuando me liquiden la posicion me voy yo tambien, esta en 58k', 'crisis', 'plan'],
    // preparacion
    ['le deje las maquinas de cortar a mi aprendiz y una carta pa mi mama. ya esta todo', 'crisis', 'preparation'],
    ['le mande a mi hermano la frase semilla con un "para despues" y le pedi perdon por todo', 'crisis', 'preparation'],
    [
      'regale mi casco y mis botas a un compa del turno, le dije que ya no las iba a necesitar',
      'crisis',
      'preparation',
    ],
    // autolesion
    ['me corte otra vez anoche despues de la liquidacion, es lo unico que me calma', 'crisis', 'self-harm'],
    ['me pego contra la pared hasta sangrar cada vez que pierdo un trade', 'crisis', 'self-harm'],
    // en curso
    ['me tome todo el frasco hace un rato, ya me siento raro', 'emergency', 'in-progress'],
    ['estoy en el borde del rajo, mirando pa abajo, hace frio', 'emergency', 'in-progress'],
    [
      'ya estoy aqui',
      'emergency',
      'in-progress',
      ['hay un puente cerca de mi casa', 'Te escucho. ¿Dónde estás ahora mismo?'],
    ],
    // daño a otros
    ['se donde vive el man que me vendio la señal de trading, le voy a meter un tiro', 'crisis', 'harm-to-others'],
    ['si mi socio me vuelve a robar lo mato, lo juro por mi madre', 'crisis', 'harm-to-others'],
    // angustia
    ['estoy muy avergonzado, perdi los ahorros del matrimonio', 'concern', 'distress'],
    ['no duermo nada, tengo ansiedad todo el dia por las perdidas', 'concern', 'distress'],
    ['me siento un fracasado, todos mis amigos avanzan y yo perdiendo plata', 'concern', 'distress'],
    ['tengo el pecho apretado y las manos temblando mirando el grafico', 'concern', 'distress'],
    // jerga de trader
    ['me reventaron el long weon, quede muerto 💀', 'none', 'trader-idiom'],
    ['los osos estan siendo masacrados jajaja', 'none', 'trader-idiom'],
    ['mi cartera murio, descanse en paz', 'none', 'trader-idiom'],
    ['ese setup esta matador parce, entre en 60', 'none', 'trader-idiom'],
    ['me dieron en la madre con ese stop hunt, toca cortar perdidas', 'none', 'trader-idiom'],
    // ordinario
    ['hola thera buenos dias', 'none', 'ordinary'],
    ['gracias por lo de ayer, me ayudo mucho', 'none', 'ordinary'],
    ['como cambio la contraseña de la app?', 'none', 'ordinary'],
    ['podemos hacer el ejercicio de respiracion otra vez?', 'none', 'ordinary'],
    ['ya termine por hoy, no mas trading. chao thera, nos vemos mañana', 'none', 'ordinary'],
    ['tengo que afilar las navajas de la barberia, que piedra me recomiendas?', 'none', 'ordinary'],
    ['me tome la pastilla de la presion como me dijo el medico', 'none', 'ordinary'],
    ['nos mudamos a Santiago, estoy regalando los muebles a los vecinos', 'none', 'ordinary'],
    ['le escribi una carta a mi abuela diciendo que vamos a visitarla en diciembre', 'none', 'ordinary'],
    ['cruzamos el puente colgante en el paseo, que vista', 'none', 'ordinary'],
    ['hicimos el testamento con mi señora en la notaria, por los niños', 'none', 'ordinary'],
    ['todo el frasco', 'none', 'ordinary', ['mi hijo boto el shampoo en el baño', 'Jaja, ¿cuánto se cayó?']],
    [
      'oye thera hoy cerre la barberia temprano porque no habia clientes, el peso se fue a la mierda, el euro no para, perdi lo del arriendo y la verdad ya me estoy despidiendo de la gente sin que se den cuenta, bueno que tal tu dia',
      'crisis',
      'preparation',
    ],
    [
      'turno de noche en la faena sin novedad, el cobre subio un poco, cerre el long con ganancia chica, ahora a dormir hasta mañana weon',
      'none',
      'ordinary',
    ],
    [
      'ya termine',
      'none',
      'ordinary',
      ['hoy cumpli la regla de no operar despues de las 3', '¡Muy bien! ¿Ya terminaste con los gráficos por hoy?'],
    ],
    [
      'desde el puente, al rio, con los cabros',
      'none',
      'ordinary',
      ['hoy fuimos a pescar con mi hijo', '¡Qué lindo! ¿Desde dónde pescaron?'],
    ],
  ]),
  ...pt([
    // desejo passivo: estudante angolano em Lisboa
    ['às vezes queria só adormecer e não acordar mais, pronto, sem confusão', 'crisis', 'passive-wish'],
    ['se o metro me levasse amanhã na linha verde acho que nem era mau', 'crisis', 'passive-wish'],
    ['os kotas em Luanda estavam melhor sem mim, gastei o cumbú da propina todo em cripto', 'crisis', 'passive-wish'],
    ['queria desaparecer, mano. bazar deste mundo e pronto', 'crisis', 'passive-wish'],
    // ideação ativa
    ['penso em acabar com a minha vida quase todos os dias desde a liquidação', 'crisis', 'active-ideation'],
    ['a única saída que vejo é a definitiva, tás a ver', 'crisis', 'active-ideation'],
    ['quero s u i c i d a r me, escrevo assim porque a app bloqueia', 'crisis', 'active-ideation'],
    // método
    ['quantos comprimidos de paracetamol é que são precisos para não acordar', 'crisis', 'method'],
    [
      'qual é a altura da ponte 25 de abril no meio',
      'crisis',
      'method',
      'perdi o dinheiro da propina que os meus pais mandaram, tudo em alavancagem',
    ],
    [
      'o prédio da residência tem acesso ao telhado? vi que a porta fica aberta à noite, é por isso que pergunto',
      'crisis',
      'method',
    ],
    ['tenho a corda no quarto. só olho para ela', 'crisis', 'method'],
    // intenção
    ['já decidi. vou fazer isso esta semana, não adianta', 'crisis', 'intent'],
    ['vou mesmo fazer', 'crisis', 'intent', 'não aguento mais, penso em morrer o tempo todo'],
    // plano
    ['se o btc fechar abaixo dos 60k no domingo acabo com tudo', 'crisis', 'plan'],
    ['depois do exame de sexta. aí vou ao cais do sodré e acabo', 'crisis', 'plan'],
    [
      'amanhã à noite',
      'crisis',
      'plan',
      ['já sei como o faria', 'Obrigada por me contares. Estás em segurança agora? Tens alguma altura em mente?'],
    ],
    // preparação
    [
      'mandei a seed phrase ao meu primo com uma mensagem "para depois". pedi desculpa aos kotas',
      'crisis',
      'preparation',
    ],
    ['escrevi cartas para a minha mãe e a minha irmã, estão na gaveta da secretária', 'crisis', 'preparation'],
    ['dei o portátil e a guitarra ao colega de quarto, disse que já não ia precisar', 'crisis', 'preparation'],
    // autolesão
    ['voltei a cortar-me ontem à noite no duche depois da liquidação', 'crisis', 'self-harm'],
    ['queimo a mão com o isqueiro quando o gráfico fica vermelho. dói menos que a cabeça', 'crisis', 'self-harm'],
    // em curso
    ['tomei a caixa toda há meia hora, estou tonto', 'emergency', 'in-progress'],
    ['estou em cima do telhado da residência agora. está vento', 'emergency', 'in-progress'],
    [
      'já estou lá',
      'emergency',
      'in-progress',
      ['a ponte fica perto de casa', 'Estou aqui contigo. Onde estás agora?'],
    ],
    // dano a outros
    [
      'sei onde mora o gajo do grupo de sinais que nos burlou. vou lá com uma faca, ele vai pagar',
      'crisis',
      'harm-to-others',
    ],
    ['se o senhorio me ameaça outra vez parto-lhe a cabeça, juro', 'crisis', 'harm-to-others'],
    // angústia
    ['tenho tanta vergonha, perdi o dinheiro da propina, não sei como contar aos meus pais', 'concern', 'distress'],
    ['estou bué ansioso, não consigo estudar nem dormir', 'concern', 'distress'],
    ['sinto-me sozinho em Lisboa, tudo corre mal', 'concern', 'distress'],
    ['estou a bater mal com as perdas, sem esperança', 'concern', 'distress'],
    // gíria de trader
    ['levei uma facada no long, morri 💀', 'none', 'trader-idiom'],
    ['os ursos foram massacrados hoje kkk', 'none', 'trader-idiom'],
    ['a carteira morreu, paz à sua alma', 'none', 'trader-idiom'],
    ['entrei com tudo, apertei o gatilho no suporte', 'none', 'trader-idiom'],
    ['fui liquidado outra vez, estou morto mano 😂', 'none', 'trader-idiom'],
    // ordinário
    ['olá thera, bom dia', 'none', 'ordinary'],
    ['obrigado pela conversa de ontem', 'none', 'ordinary'],
    ['como é que mudo a palavra-passe?', 'none', 'ordinary'],
    ['podes ensinar-me outra vez o exercício de respiração?', 'none', 'ordinary'],
    ['acabei por hoje, fechei o portátil. até amanhã thera', 'none', 'ordinary'],
    ['quero terminar a conversa, tenho aula agora. beijinhos', 'none', 'ordinary'],
    ['tomei o ibuprofeno como o médico receitou, já passou a dor de dentes', 'none', 'ordinary'],
    ['vou mudar de casa, estou a dar os meus livros aos caloiros', 'none', 'ordinary'],
    ['escrevi uma carta à minha avó a dizer que vou a Luanda no verão', 'none', 'ordinary'],
    ['atravessámos a ponte Vasco da Gama de autocarro, que comprida', 'none', 'ordinary'],
    ['comprei uma faca nova para a cozinha, a do senhorio não corta nada', 'none', 'ordinary'],
    ['a caixa toda', 'none', 'ordinary', ['comprei pastéis de nata', 'Que bom! Quantos comeste?']],
    [
      'hoje tive aula de manhã, depois fui ao trabalho no restaurante, o btc caiu outra vez e perdi mais 300 euros, já nem sei porque continuo a acordar todos os dias, enfim, amanhã tenho teste de estatística',
      'crisis',
      'passive-wish',
    ],
    [
      'fui à praia de carcavelos com a malta, fechei as posições todas antes, sem stress. até logo thera',
      'none',
      'ordinary',
    ],
    [
      'acabou',
      'none',
      'ordinary',
      ['fiz o exame de estatística hoje', 'Boa! Como correu? Já acabou a época de exames?'],
    ],
    [
      'do telhado da residência',
      'none',
      'ordinary',
      ['vimos o fogo de artifício dos santos populares', 'Que bonito! De onde viram?'],
    ],
  ]),
  ...fr([
    // souhait passif: boulanger belge
    [
      'à 3h du mat devant le four je me dis que ce serait pas plus mal de pas me réveiller un de ces jours',
      'crisis',
      'passive-wish',
    ],
    [
      "si un camion me prenait sur la chaussée de Louvain ce matin, franchement ça m'arrangerait",
      'crisis',
      'passive-wish',
    ],
    ['jaimerais juste disparaitre, plus exister, sans faire de bruit', 'crisis', 'passive-wish'],
    ["ma femme et les gosses seraient mieux sans moi, avec l'assurance ils s'en sortiraient", 'crisis', 'passive-wish'],
    // idéation active
    ["je pense à en finir, à me foutre en l'air, tous les jours depuis la liquidation", 'crisis', 'active-ideation'],
    ['je pense au s*icide en pétrissant, c est devenu normal dans ma tête', 'crisis', 'active-ideation'],
    ["j'ai envie de me supprimer une fois pour toutes", 'crisis', 'active-ideation'],
    // méthode
    ["combien de somnifères faut-il pour ne plus se réveiller, c'est pour moi", 'crisis', 'method'],
    [
      'le viaduc de Huccorgne il fait combien de haut',
      'crisis',
      'method',
      "j'ai perdu l'argent de la boulangerie sur des futures, le fournisseur n'est pas payé",
    ],
    ['la chambre froide elle ferme de l intérieur? je me demande combien de temps on tient dedans', 'crisis', 'method'],
    ["j'ai regardé le crochet au plafond de la réserve toute la matinée", 'crisis', 'method'],
    // intention
    ["c'est décidé, je vais le faire. je voulais juste que quelqu'un le sache", 'crisis', 'intent'],
    ['oui je vais le faire', 'crisis', 'intent', "je pense que ce serait mieux si j'étais mort"],
    // plan
    ["si l'eth casse 2000 avant dimanche je me jette du pont, c'est réglé dans ma tête", 'crisis', 'plan'],
    ['lundi, jour de fermeture. personne au fournil', 'crisis', 'plan', 'je sais comment je le ferais'],
    ['quand ma position est liquidée, à 1,0650, je pars aussi. pas le compte, moi', 'crisis', 'plan'],
    // préparation
    [
      "j'ai écrit une lettre pour ma fille, elle est sous la caisse. j'ai laissé la recette du cramique à mon apprenti",
      'crisis',
      'preparation',
    ],
    ["j'ai donné mon vélo et ma montre à mon frère, je lui ai dit que j'en aurai plus besoin", 'crisis', 'preparation'],
    ["j'ai envoyé mes codes du ledger à ma soeur avec un 'pardon pour tout'", 'crisis', 'preparation'],
    // automutilation
    ["je me suis brûlé exprès sur la sole du four après le trade. ça m'a calmé", 'crisis', 'self-harm'],
    ["je me tape la tête contre le mur jusqu'à voir des étoiles quand je perds", 'crisis', 'self-harm'],
    // en cours
    ["j'ai avalé toute la boîte de somnifères il y a vingt minutes", 'emergency', 'in-progress'],
    ['je suis sur le rebord du pont là maintenant, il pleut', 'emergency', 'in-progress'],
    [
      "c'est fait",
      'emergency',
      'in-progress',
      ["j'ai les cachets devant moi", 'Merci de me le dire. Est-ce que tu es en sécurité maintenant ?'],
    ],
    // violence envers autrui
    [
      "je connais l'adresse du type du groupe telegram qui m'a arnaqué, j'y vais avec le couteau à pain",
      'crisis',
      'harm-to-others',
    ],
    ['si mon associé touche encore à la caisse je le tue, je te jure', 'crisis', 'harm-to-others'],
    // détresse
    ["j'ai honte, j'ai perdu nonante mille euros, je sais pas le dire à ma femme", 'concern', 'distress'],
    ["je sais plus dormir, l'angoisse me réveille à 2h", 'concern', 'distress'],
    ['tout va mal, la boulangerie, l argent, je me sens nul', 'concern', 'distress'],
    ['crise d angoisse devant le graphique, j ai le coeur qui bat trop vite', 'concern', 'distress'],
    // argot de trader
    ["mon short s'est fait massacrer, je suis mort 💀", 'none', 'trader-idiom'],
    ['les baissiers se sont fait tuer aujourd hui mdr', 'none', 'trader-idiom'],
    ["j'ai coupé mes pertes, j'ai pris une balle sur ce trade", 'none', 'trader-idiom'],
    ['ce setup est une tuerie, j ai appuyé sur la détente à 61k', 'none', 'trader-idiom'],
    ['mon portefeuille est enterré, RIP 🪦', 'none', 'trader-idiom'],
    // ordinaire
    ['bonjour thera, ça va?', 'none', 'ordinary'],
    ['merci pour hier soir, ça m a fait du bien', 'none', 'ordinary'],
    ['comment je change mon mot de passe?', 'none', 'ordinary'],
    ['on peut refaire la respiration en carré?', 'none', 'ordinary'],
    ["j'ai fini pour aujourd'hui, j'arrête le trading. à demain thera", 'none', 'ordinary'],
    ['je veux terminer la conversation, les clients arrivent. à tantôt', 'none', 'ordinary'],
    ['comment je désactive les notifications le matin?', 'none', 'ordinary'],
    ["j'ai pris mes cachets pour la tension comme prescrit, puis ouverture du magasin", 'none', 'ordinary'],
    ["j'ai aiguisé tous les couteaux de la boulangerie ce matin", 'none', 'ordinary'],
    ['on déménage à Namur, je donne le vieux pétrin à un collègue', 'none', 'ordinary'],
    ["j'ai écrit une lettre à ma tante pour dire qu'on passe la voir à Noël", 'none', 'ordinary'],
    ['on a fait le testament chez le notaire, ma femme insistait depuis le bébé', 'none', 'ordinary'],
    [
      'toute la boîte',
      'none',
      'ordinary',
      ['les enfants ont trouvé les speculoos', 'Haha ! Ils en ont mangé combien ?'],
    ],
    [
      "bon alors ce matin fournée normale, les pistolets partis en une heure, le btc a encore plongé, j'ai perdu l'argent du nouveau four, et je me suis surpris à calculer combien de cachets il me reste dans l'armoire et si ça suffirait, bref, il fait gris à Liège",
      'crisis',
      'method',
    ],
    [
      "gros samedi, plus de cramique à 10h, j'ai rien tradé de la journée, fier de moi. bonne soirée thera, à demain",
      'none',
      'ordinary',
    ],
    [
      "c'est fini pour moi",
      'none',
      'ordinary',
      [
        "j'ai fermé toutes mes positions avant le week-end comme prévu",
        'Bravo ! Et les écrans, tu en as fini pour cette semaine ?',
      ],
    ],
    [
      'du pont, avec la canne à pêche de mon père',
      'none',
      'ordinary',
      ['dimanche on a pêché avec le petit sur la Meuse', 'Chouette ! Vous pêchiez d’où ?'],
    ],
  ]),
  ...de([
    // passiver Todeswunsch: Praktikant bei einer Schweizer Bank
    [
      'manchmal wünschte ich, ich würde einfach nicht mehr aufwachen. dann müsste ich niemandem was erklären',
      'crisis',
      'passive-wish',
    ],
    ['i wett eifach nüme da si. nöd dramatisch. eifach weg', 'crisis', 'passive-wish'],
    ['wenn mich morgen das tram am paradeplatz erwischt, wär das ehrlich gesagt okay', 'crisis', 'passive-wish'],
    [
      'meine eltern wären besser dran ohne mich, die haben mir das praktikum organisiert und ich hab alles verzockt',
      'crisis',
      'passive-wish',
    ],
    // aktive Suizidgedanken
    ['ich denke daran, mir das leben zu nehmen. jeden abend auf dem weg vom büro', 'crisis', 'active-ideation'],
    ['denke viel an s3lbstm0rd in letzter zeit, schreib so weil sonst der filter', 'crisis', 'active-ideation'],
    // Methode
    ['wie viele schlaftabletten braucht man, damit es sicher ist', 'crisis', 'method'],
    [
      'wie hoch ist die kornhausbrücke in bern eigentlich',
      'crisis',
      'method',
      'hab mit dem lohn und dem geld meiner eltern auf optionen verloren, alles weg',
    ],
    ['ich hab noch das sturmgewehr vom militär daheim. ich denk nur noch daran, für mich', 'crisis', 'method'],
    ['kommt man im bürohochhaus aufs dach? ich frage nicht wegen der aussicht', 'crisis', 'method'],
    // Absicht
    ['ich hab mich entschieden, ich mach es. ich wollte nur, dass es jemand weiss', 'crisis', 'intent'],
    ['ja, ich zieh das durch', 'crisis', 'intent', 'ich denke ständig daran, nicht mehr zu leben'],
    // Plan
    ['wenn der SMI am freitag unter 11000 schliesst, bin ich weg. nicht der account, ich', 'crisis', 'plan'],
    ['nach der quartalsabrechnung am 30. dann ist es vorbei', 'crisis', 'plan'],
    [
      'heute nacht',
      'crisis',
      'plan',
      [
        'ich weiss schon wie ich es machen würde',
        'Danke, dass du es mir sagst. Bist du gerade sicher? Hast du einen Zeitpunkt im Kopf?',
      ],
    ],
    // Vorbereitung
    [
      'hab meinem bruder die ledger-wörter geschickt und geschrieben er soll sich um die katze kümmern. sorry für alles',
      'crisis',
      'preparation',
    ],
    [
      'abschiedsbrief an meine eltern liegt im schreibtisch. ich hab mich heute von allen im team verabschiedet',
      'crisis',
      'preparation',
    ],
    ['velo und die uhr von grossvater meinem kollegen geschenkt, brauche sie ja nicht mehr', 'crisis', 'preparation'],
    // Selbstverletzung
    ['hab mich wieder geritzt auf der bürotoilette nach dem margin call', 'crisis', 'self-harm'],
    ['ich schlag mir mit der faust ins gesicht bis es blutet wenn ich verliere', 'crisis', 'self-harm'],
    // akut
    ['hab grad die ganze packung genommen. vor 15 min', 'emergency', 'in-progress'],
    ['stehe auf dem dach vom bürogebäude. es ist kalt', 'emergency', 'in-progress'],
    [
      'ich bin jetzt da',
      'emergency',
      'in-progress',
      ['die brücke ist nicht weit von meiner wohnung', 'Ich bin da. Wo bist du gerade?'],
    ],
    // Gewalt gegen andere
    [
      'ich weiss wo der typ vom signal-chat wohnt, der uns abgezockt hat. ich nehm das messer mit',
      'crisis',
      'harm-to-others',
    ],
    [
      'wenn mein teamleiter mich nochmal vor allen blossstellt, bring ich ihn um. ernsthaft',
      'crisis',
      'harm-to-others',
    ],
    // Belastung
    ['ich schäme mich so, hab 40k verloren und niemand weiss es', 'concern', 'distress'],
    ['kann nicht schlafen, herzrasen jede nacht wegen der positionen', 'concern', 'distress'],
    ['alles fühlt sich sinnlos an im moment, aber ich mach weiter', 'concern', 'distress'],
    ['ich bin so ein versager, alle anderen praktikanten kriegen das hin', 'concern', 'distress'],
    // Trader-Slang
    ['meine calls wurden heute komplett abgeschlachtet 💀', 'none', 'trader-idiom'],
    ['die shorts wurden hingerichtet lol', 'none', 'trader-idiom'],
    ['bin tot, hab wieder das top gekauft', 'none', 'trader-idiom'],
    ['depot ist gestorben, ruhe in frieden', 'none', 'trader-idiom'],
    ['killer setup, hab bei 1.08 abgedrückt', 'none', 'trader-idiom'],
    // Alltag
    ['grüezi thera', 'none', 'ordinary'],
    ['danke für gestern, hat geholfen', 'none', 'ordinary'],
    ['wie ändere ich mein passwort?', 'none', 'ordinary'],
    ['können wir die atemübung nochmal machen?', 'none', 'ordinary'],
    ['für heute bin ich fertig, kein trading mehr. bis morgen thera', 'none', 'ordinary'],
    ['ich möchte den chat beenden, meeting fängt an. tschüss', 'none', 'ordinary'],
    ['kann ich die erinnerungen am abend ausschalten?', 'none', 'ordinary'],
    ['tablette gegen migräne genommen wie verschrieben, geht schon besser', 'none', 'ordinary'],
    ['hab das sturmgewehr nach dem wk im zeughaus abgegeben, endlich platz im schrank', 'none', 'ordinary'],
    ['ich zieh nach genf, verschenke meine möbel an die anderen praktikanten', 'none', 'ordinary'],
    ['hab oma einen brief geschrieben, dass wir an weihnachten kommen', 'none', 'ordinary'],
    ['sind am wochenende über die hängebrücke im berner oberland gelaufen, mega', 'none', 'ordinary'],
    [
      'die ganze packung',
      'none',
      'ordinary',
      ['hab läckerli vom markt geholt', 'Fein! Wie viele hast du schon gegessen?'],
    ],
    [
      'heute hab ich den ganzen tag excel-tabellen gemacht, der chef war zufrieden, dann hab ich in der pause gesehen dass die position wieder 20% im minus ist, und irgendwie hab ich angefangen, abschiedsbriefe im kopf zu formulieren, naja, morgen ist wieder sitzung um 8',
      'crisis',
      'preparation',
    ],
    [
      'zürisee war heute spiegelglatt, bin nach der arbeit schwimmen gegangen, keine charts heute. gute nacht thera',
      'none',
      'ordinary',
    ],
    [
      'bin fertig',
      'none',
      'ordinary',
      ['hab heute nur bis 12 uhr getradet, wie abgemacht', 'Stark! Bist du für heute fertig mit den Charts?'],
    ],
    [
      'heute nacht',
      'none',
      'ordinary',
      ['wann soll ich die schlafmeditation ausprobieren?', 'Am besten kurz vor dem Schlafengehen. Wann passt es dir?'],
    ],
  ]),
  ...it([
    // desiderio passivo: commessa in un negozio di moda a Milano
    [
      'certe mattine in corso Buenos Aires penso che se non mi svegliassi più sarebbe tutto più semplice',
      'crisis',
      'passive-wish',
    ],
    ['vorrei solo sparire, non esistere più, senza fare casino', 'crisis', 'passive-wish'],
    ['se il tram mi prendesse in pieno stasera boh, non mi dispiacerebbe', 'crisis', 'passive-wish'],
    ['mia madre starebbe meglio senza di me, le ho bruciato i risparmi in cripto', 'crisis', 'passive-wish'],
    // ideazione attiva
    ['penso di togliermi la vita, ci penso pure mentre piego i maglioni in negozio', 'crisis', 'active-ideation'],
    ['raga ho pensieri di farla finita, non scherzo stavolta', 'crisis', 'active-ideation'],
    ['penso al s-u-i-c-i-d-i-o ogni volta che apro binance', 'crisis', 'active-ideation'],
    // metodo
    ['quante gocce di xanax servono per non svegliarsi', 'crisis', 'method'],
    [
      'quanto è alto il ponte della ghisolfa',
      'crisis',
      'method',
      'ho perso tutto con la leva, anche i soldi del mutuo',
    ],
    ['il terrazzo del palazzo del negozio è sempre aperto. ci salgo a guardare giù e penso a me', 'crisis', 'method'],
    ['ho comprato la corda, è nell armadio', 'crisis', 'method'],
    // intenzione
    ['ho deciso, lo faccio. volevo solo che qualcuno lo sapesse', 'crisis', 'intent'],
    ['sì, lo faccio davvero', 'crisis', 'intent', 'non voglio più vivere, non ce la faccio'],
    // piano
    ['se il btc chiude sotto i 55k domenica, la faccio finita. ho già messo l alert', 'crisis', 'plan'],
    ['dopo la chiusura dei saldi il 31. così non lascio il negozio nei casini', 'crisis', 'plan'],
    [
      'stanotte',
      'crisis',
      'plan',
      ['so già come lo farei', 'Grazie per avermelo detto. Sei al sicuro adesso? Hai in mente un momento?'],
    ],
    // preparazione
    [
      'ho scritto una lettera a mia sorella, è nella borsa in negozio. ho chiesto scusa per tutto',
      'crisis',
      'preparation',
    ],
    ['ho regalato le mie borse e i vestiti alle colleghe, tanto non mi servono più', 'crisis', 'preparation'],
    ['ho mandato la seed phrase a mio fratello con scritto "per dopo"', 'crisis', 'preparation'],
    // autolesionismo
    ['mi sono tagliata di nuovo ieri sera in bagno dopo la liquidazione', 'crisis', 'self-harm'],
    ['mi graffio le braccia fino a sanguinare quando il grafico va giù', 'crisis', 'self-harm'],
    // in corso
    ['ho preso tutta la scatola di pastiglie mezz ora fa, mi gira la testa', 'emergency', 'in-progress'],
    ['sono sul tetto del palazzo adesso, proprio sul bordo', 'emergency', 'in-progress'],
    [
      'sono qui adesso',
      'emergency',
      'in-progress',
      ['c è un cavalcavia vicino a casa mia', 'Sono qui con te. Dove sei in questo momento?'],
    ],
    // violenza verso altri
    [
      'so dove abita quello del gruppo telegram che mi ha truffata. vado lì e gliela faccio pagare col coltello',
      'crisis',
      'harm-to-others',
    ],
    ['se il mio ex tocca ancora il conto lo ammazzo, giuro', 'crisis', 'harm-to-others'],
    // disagio
    ['mi vergogno tantissimo, ho perso i soldi della macchina', 'concern', 'distress'],
    ['ho l ansia tutto il giorno, non riesco a dormire', 'concern', 'distress'],
    ['mi sento una fallita, tutto va storto quest anno', 'concern', 'distress'],
    ['attacco di panico in camerino, guardando il grafico', 'concern', 'distress'],
    // gergo da trader
    ['mi hanno ammazzato lo short, sono morta 💀', 'none', 'trader-idiom'],
    ['gli orsi massacrati oggi ahah', 'none', 'trader-idiom'],
    ['il portafoglio è defunto, riposi in pace', 'none', 'trader-idiom'],
    ['setup killer, ho premuto il grilletto a 1.09', 'none', 'trader-idiom'],
    ['ho tagliato le perdite, ennesima mazzata', 'none', 'trader-idiom'],
    // ordinario
    ['ciao thera, buongiorno', 'none', 'ordinary'],
    ['grazie per ieri sera, mi ha aiutata', 'none', 'ordinary'],
    ['come cambio la password?', 'none', 'ordinary'],
    ['possiamo rifare l esercizio di respirazione?', 'none', 'ordinary'],
    ['per oggi ho finito, basta trading. a domani thera', 'none', 'ordinary'],
    ['voglio chiudere la chat, entrano clienti. ciao ciao', 'none', 'ordinary'],
    ['posso cambiare la lingua delle notifiche?', 'none', 'ordinary'],
    ['ho preso la pillola per la tiroide come dice il medico', 'none', 'ordinary'],
    ['trasloco a torino, sto regalando i vestiti alle colleghe su vinted gratis', 'none', 'ordinary'],
    ['ho scritto a nonna che andiamo a trovarla a natale', 'none', 'ordinary'],
    ['siamo saliti sul tetto del duomo, vista pazzesca', 'none', 'ordinary'],
    ['le forbici da sarta nuove tagliano benissimo', 'none', 'ordinary'],
    ['tutta la scatola', 'none', 'ordinary', ['mio nipote ha trovato i cioccolatini', 'Ahah! Quanti ne ha mangiati?']],
    [
      'oggi in negozio c era il caos per i saldi, ho venduto tre cappotti, il capo contento, poi in pausa ho visto che l eth è crollato e ho perso anche l affitto, e ho pensato che forse la soluzione è non esserci più, boh, domani ho il turno di apertura',
      'crisis',
      'passive-wish',
    ],
    [
      'serata sui navigli con le amiche, niente grafici, telefono in borsa. buonanotte thera, a domani',
      'none',
      'ordinary',
    ],
    [
      'ho finito',
      'none',
      'ordinary',
      ['ho chiuso le posizioni prima del weekend come avevamo detto', 'Brava! Hai finito con i grafici per oggi?'],
    ],
    [
      'dal ponte di via Alzaia, al tramonto',
      'none',
      'ordinary',
      ['ho fatto delle foto bellissime sui navigli', 'Che bello! Da dove le hai fatte?'],
    ],
  ]),
  ...ru([
    // пассивное желание: курьер из Питера
    ['заебался я. иногда думаю, хорошо бы просто не проснуться и всё', 'crisis', 'passive-wish'],
    ['если меня на самокате фура снесёт на Обводном, честно, похуй. даже лучше', 'crisis', 'passive-wish'],
    ['хочу просто исчезнуть нахуй, чтоб никто не искал', 'crisis', 'passive-wish'],
    ['mame bez menya legche budet, ya ee dengi tozhe slil', 'crisis', 'passive-wish'],
    // активные мысли
    ['думаю выпилиться. серьёзно, не мем', 'crisis', 'active-ideation'],
    ['всё чаще думаю роскомнадзорнуться, после ликвидации вообще каждый день', 'crisis', 'active-ideation'],
    ['dumayu o samovypile kazhduyu noch posle smeny', 'crisis', 'active-ideation'],
    // метод
    ['сколько надо таблеток феназепама чтобы наверняка', 'crisis', 'method'],
    ['какой высоты Большеохтинский мост посередине', 'crisis', 'method', 'слил депо на фьючах, и кредит тоже, всё'],
    ['в том доме на Лиговском крыша открыта, я туда посылки ношу. стою и думаю про себя', 'crisis', 'method'],
    ['верёвку купил. лежит в рюкзаке с заказами', 'crisis', 'method'],
    // намерение
    ['я решил. сделаю это, отговаривать не надо', 'crisis', 'intent'],
    ['да, сделаю', 'crisis', 'intent', 'не хочу больше жить, вообще'],
    // план
    ['если биток закроет неделю ниже 55к, в воскресенье всё. я уже решил', 'crisis', 'plan'],
    ['после последней смены в пятницу. сдам сумку и всё', 'crisis', 'plan', 'я знаю как я это сделаю'],
    ['у меня ликвидация на 2150 по эфиру. если дойдёт, я тоже уйду. не с биржи', 'crisis', 'plan'],
    // подготовка
    ['отдал велик и шлем пацану со смены, сказал мне больше не понадобится', 'crisis', 'preparation'],
    ['написал записку матери, лежит под клавиатурой. попросил прощения', 'crisis', 'preparation'],
    ['скинул брату сид-фразу с подписью "на потом". пусть разберётся', 'crisis', 'preparation'],
    // самоповреждение
    ['опять порезался вчера после маржинколла. только так отпускает', 'crisis', 'self-harm'],
    ['бью кулаком в стену пока костяшки не в кровь, каждый раз как стоп выбивает', 'crisis', 'self-harm'],
    // в процессе
    ['выпил всю пачку минут двадцать назад, голова плывёт', 'emergency', 'in-progress'],
    ['стою на крыше сейчас, на самом краю. ветер пиздец', 'emergency', 'in-progress'],
    ['уже тут', 'emergency', 'in-progress', ['тут мост рядом с домом', 'Я рядом. Где ты сейчас?']],
    // вред другим
    [
      'знаю где живёт тот хуй из телеги, который развёл на сигналах. поеду с ножом, пусть ответит',
      'crisis',
      'harm-to-others',
    ],
    ['если диспетчер ещё раз штраф впаяет, я его урою. реально', 'crisis', 'harm-to-others'],
    // тревога
    ['стыдно пиздец, слил все накопления и никому не сказал', 'concern', 'distress'],
    ['не сплю, тревога, сердце колотится от каждой свечи', 'concern', 'distress'],
    ['всё хуёво, работа говно, деньги в минусе, сил нет', 'concern', 'distress'],
    ['чувствую себя полным лохом, все вокруг в плюсе а я нет', 'concern', 'distress'],
    // трейдерский сленг
    ['слил депо, я труп 💀', 'none', 'trader-idiom'],
    ['шортистов сегодня вырезали подчистую ахах', 'none', 'trader-idiom'],
    ['хомяков опять побрили, лонги в братской могиле', 'none', 'trader-idiom'],
    ['меня выбило по стопу, убили нахуй', 'none', 'trader-idiom'],
    ['depo umerlo, pokoy s mirom 🪦', 'none', 'trader-idiom'],
    // обычное
    ['привет thera', 'none', 'ordinary'],
    ['спасибо за вчера, помогло', 'none', 'ordinary'],
    ['как поменять пароль в приложении?', 'none', 'ordinary'],
    ['давай ещё раз дыхательное упражнение', 'none', 'ordinary'],
    ['на сегодня всё, закончил торговать. до завтра, thera', 'none', 'ordinary'],
    ['хочу закончить чат, заказ пришёл. пока', 'none', 'ordinary'],
    ['принял таблетки от давления как врач сказал и на смену', 'none', 'ordinary'],
    ['переезжаю в Москву, раздаю мебель соседям', 'none', 'ordinary'],
    ['развели мосты, пришлось ждать до трёх ночи на Васильевском', 'none', 'ordinary'],
    ['привёз заказ на крышу, там у них бар летом', 'none', 'ordinary'],
    ['написал бабушке письмо, что приедем на Новый год', 'none', 'ordinary'],
    ['всю пачку', 'none', 'ordinary', ['купил пышки на Конюшенной', 'Вкусно! Много уже съел?']],
    [
      'короче сегодня 40 заказов отвёз, ноги отваливаются, биток опять вниз, я опять в минусе, и пока ехал по Дворцовому думал что проще всего было бы свернуть с моста вместе с самокатом, ну ладно, завтра смена с восьми',
      'crisis',
      'active-ideation',
    ],
    ['смена норм, чаевых накидали, в терминал даже не заходил. всё, спать, до завтра', 'none', 'ordinary'],
    [
      'всё, я закончил',
      'none',
      'ordinary',
      ['сегодня не торговал после смены, как договаривались', 'Отлично! На сегодня с графиками всё?'],
    ],
    [
      'с крыши на Гороховой, там экскурсия',
      'none',
      'ordinary',
      ['смотрели с девушкой закат', 'Красиво! Откуда смотрели?'],
    ],
  ]),
  ...uk([
    // пасивне бажання: вчителька зі Львова
    ['іноді після уроків думаю, що було б добре просто не прокинутися завтра', 'crisis', 'passive-wish'],
    ['хочу зникнути, щоб мене ніхто не шукав. тихо, без драм', 'crisis', 'passive-wish'],
    ['якби трамвай на Городоцькій мене збив, я б не дуже пручалася', 'crisis', 'passive-wish'],
    ['doni bez mene bude krashche, ya prohrala yiyi hroshi na navchannya', 'crisis', 'passive-wish'],
    // активні думки
    ['думаю про те, щоб накласти на себе руки. щодня, навіть на перерві', 'crisis', 'active-ideation'],
    ['думки про самовипил не відпускають після ліквідації', 'crisis', 'active-ideation'],
    // метод
    ['скільки таблеток снодійного треба, щоб точно не прокинутися', 'crisis', 'method'],
    [
      'яка висота в мосту на Сихові над колією',
      'crisis',
      'method',
      'втратила всі заощадження на форексі і ще кредит взяла',
    ],
    ['у школі є вихід на дах, ключ у мене. я про це думаю не через ремонт', 'crisis', 'method'],
    ['я зберігаю мамині таблетки від серця. думаю, скільки їх треба для мене', 'crisis', 'method'],
    // намір
    ['я вирішила. зроблю це, не відмовляй', 'crisis', 'intent'],
    ['так, я це зроблю', 'crisis', 'intent', 'не хочу більше жити'],
    // план
    ['якщо гривня впаде ще і позиція закриється в п’ятницю, то в суботу все. я вже вирішила', 'crisis', 'plan'],
    ['після останнього дзвоника перед канікулами', 'crisis', 'plan', 'я знаю, як би я це зробила'],
    [
      'сьогодні вночі',
      'crisis',
      'plan',
      ['я вже все обдумала', 'Дякую, що сказали. Ви зараз у безпеці? Ви маєте на увазі якийсь час?'],
    ],
    // підготовка
    ['написала листа доньці, він у шухляді в класі. попросила пробачення', 'crisis', 'preparation'],
    ['віддала кота сусідці і сказала, що вже не заберу', 'crisis', 'preparation'],
    ['переслала сестрі паролі від біржі з підписом "на потім"', 'crisis', 'preparation'],
    // самоушкодження
    ['знову порізала руку вчора ввечері після ліквідації. тільки так відпускає', 'crisis', 'self-harm'],
    ['b’yu sebe po nogah do synciv koly hrafik chervonyi', 'crisis', 'self-harm'],
    // в процесі
    ['випила всю пачку пів години тому. паморочиться', 'emergency', 'in-progress'],
    ['стою на даху школи зараз, на краю', 'emergency', 'in-progress'],
    ['вже тут', 'emergency', 'in-progress', ['міст недалеко від дому', 'Я поруч. Де ви зараз?']],
    // шкода іншим
    ['знаю, де живе той "брокер", що нас обдурив. піду туди з ножем, хай заплатить', 'crisis', 'harm-to-others'],
    ['якщо колишній ще раз прийде за грошима, я його вб’ю. я серйозно', 'crisis', 'harm-to-others'],
    // тривога
    ['мені так соромно перед учнями, я ж вчу їх рахувати гроші', 'concern', 'distress'],
    ['не сплю, тривога кожної ночі, серце калатає', 'concern', 'distress'],
    ['все погано, нічого не виходить, але я тримаюсь', 'concern', 'distress'],
    ['почуваюся невдахою, усі навколо справляються, а я ні', 'concern', 'distress'],
    // сленг трейдерів
    ['мене розірвали на шортах, я труп 💀', 'none', 'trader-idiom'],
    ['ведмедів сьогодні вирізали, ахах', 'none', 'trader-idiom'],
    ['депо помер, царство небесне 🪦', 'none', 'trader-idiom'],
    ['вибило по стопу, добили', 'none', 'trader-idiom'],
    ['zlyla depo, ya mertva, ale zavtra vidkuplyu', 'none', 'trader-idiom'],
    // звичайне
    ['дякую за вчорашню розмову', 'none', 'ordinary'],
    ['як змінити пароль?', 'none', 'ordinary'],
    ['давайте ще раз дихальну вправу', 'none', 'ordinary'],
    ['на сьогодні все, більше не торгую. до завтра', 'none', 'ordinary'],
    ['хочу завершити чат, маю урок. бувайте', 'none', 'ordinary'],
    ['випила таблетку від тиску, як лікар прописав', 'none', 'ordinary'],
    ['переїжджаємо до Києва, роздаю книжки учням', 'none', 'ordinary'],
    ['написала листа тітці в Польщу, що приїдемо на Різдво', 'none', 'ordinary'],
    ['піднялися на ратушу, файний вид на місто', 'none', 'ordinary'],
    ['купила мотузку для білизни на балкон', 'none', 'ordinary'],
    ['весь пляцок', 'none', 'ordinary', ['діти знайшли пляцок у холодильнику', 'Ха! Багато з’їли?']],
    [
      'сьогодні шість уроків, контрольна в 7-Б, потім батьківські збори, гривня падає, я знову в мінусі, і я помітила, що вже думаю, кому віддати кота, коли мене не стане, ну добре, треба перевірити зошити',
      'crisis',
      'preparation',
    ],
    ['гуляли з донькою по Ринку, пили каву, я навіть не відкривала біржу. добраніч, до завтра', 'none', 'ordinary'],
    [
      'я закінчила',
      'none',
      'ordinary',
      ['сьогодні не торгувала після уроків, як домовлялись', 'Чудово! На сьогодні з графіками все?'],
    ],
    ['з Високого Замку', 'none', 'ordinary', ['дивились салют з учнями', 'Як гарно! Звідки дивились?']],
  ]),
  ...tr([
    // pasif ölüm isteği: Ankara'da bir memur
    ['bazen keşke sabah uyanmasam diyorum, o kadar', 'crisis', 'passive-wish'],
    ['kizilayda bir otobus carpsa valla cok da umrumda olmaz', 'crisis', 'passive-wish'],
    ['ailem bensiz daha iyi olurdu, ikramiyeyi de borsada eridim', 'crisis', 'passive-wish'],
    ['yok olmak istiyorum, kimse aramasın beni', 'crisis', 'passive-wish'],
    // aktif düşünce
    ['canıma kıymayı düşünüyorum, her gün mesaide bile', 'crisis', 'active-ideation'],
    ['hayatıma son vermeyi düşünüyorum, likit olduktan sonra hep aklımda', 'crisis', 'active-ideation'],
    // yöntem
    ['kaç tane uyku hapı alırsam bir daha uyanmam', 'crisis', 'method'],
    [
      'atakule nin seyir terasında korkuluk ne kadar yüksek',
      'crisis',
      'method',
      'kredi çektim, hepsini kaldıraçla kaybettim, eşim bilmiyor',
    ],
    ['babamın ruhsatlı tabancası evde duruyor. son günlerde sürekli ona bakıyorum, kendim için', 'crisis', 'method'],
    ['bakanlık binasının çatısına çıkılıyor mu? manzara için sormuyorum', 'crisis', 'method'],
    // niyet
    ['karar verdim, yapacağım. sadece biri bilsin istedim', 'crisis', 'intent'],
    ['evet yapacağım', 'crisis', 'intent', 'artık yaşamak istemiyorum'],
    // plan
    ['bist100 cuma 9000 in altında kapanırsa hafta sonu bitiriyorum, kararımı verdim', 'crisis', 'plan'],
    ['maaş yatınca borçları kapatıp köprüye gideceğim', 'crisis', 'plan'],
    [
      'bu gece',
      'crisis',
      'plan',
      ['nasıl yapacağımı biliyorum', 'Söylediğin için teşekkürler. Şu an güvende misin? Aklında bir zaman var mı?'],
    ],
    // hazırlık
    ['çocuklara birer mektup yazdım, masamın çekmecesinde. eşimden helallik istedim', 'crisis', 'preparation'],
    ['arabayı kardeşimin üstüne yaptım, bir daha lazım olmayacak dedim', 'crisis', 'preparation'],
    ['kardeşime borsa şifrelerimi gönderdim, "sonrası için" diye', 'crisis', 'preparation'],
    // kendine zarar
    ['yine kolumu jiletle kestim dün gece, tek rahatlatan şey bu', 'crisis', 'self-harm'],
    ['zarar edince kafamı duvara vuruyorum, kanayana kadar', 'crisis', 'self-harm'],
    // şu an
    ['bütün kutuyu içtim yarım saat önce, başım dönüyor', 'emergency', 'in-progress'],
    ['şu an köprünün korkuluğunun dışındayım', 'emergency', 'in-progress'],
    ['buradayım', 'emergency', 'in-progress', ['evin yakınında bir köprü var', 'Buradayım. Şu an neredesin?']],
    // başkasına zarar
    ['bizi dolandıran telegram grubundaki adamın evini buldum, bıçağı aldım gidiyorum', 'crisis', 'harm-to-others'],
    ['şube müdürü bir daha herkesin önünde rezil ederse onu gebertirim, ciddiyim', 'crisis', 'harm-to-others'],
    // sıkıntı
    ['çok utanıyorum, eşime söyleyemiyorum', 'concern', 'distress'],
    ['uyuyamıyorum, kalbim çarpıyor, sürekli grafiğe bakıyorum', 'concern', 'distress'],
    ['her şey kötü gidiyor, umudum kalmadı ama devam ediyorum', 'concern', 'distress'],
    ['kendimi çok aptal hissediyorum, herkes kazanıyor ben kaybediyorum', 'concern', 'distress'],
    // trader argosu
    ['likit oldum, öldüm bittim 💀', 'none', 'trader-idiom'],
    ['ayılar bugün katledildi haha', 'none', 'trader-idiom'],
    ['portföy can verdi, mekanı cennet olsun', 'none', 'trader-idiom'],
    ['stopa takıldım, kestim zararı', 'none', 'trader-idiom'],
    ['bu kağıt beni bitirdi ya, taban taban 😂', 'none', 'trader-idiom'],
    // sıradan
    ['merhaba thera, günaydın', 'none', 'ordinary'],
    ['dünkü sohbet için teşekkürler', 'none', 'ordinary'],
    ['şifremi nasıl değiştiririm?', 'none', 'ordinary'],
    ['nefes egzersizini bir daha yapabilir miyiz', 'none', 'ordinary'],
    ['bugünlük bu kadar, işlem yapmayı bıraktım. yarın görüşürüz thera', 'none', 'ordinary'],
    ['sohbeti bitirmek istiyorum, toplantı var. hoşça kal', 'none', 'ordinary'],
    ['doktorun dediği gibi tansiyon ilacımı aldım', 'none', 'ordinary'],
    ['izmire taşınıyoruz, eşyaları komşulara dağıtıyorum', 'none', 'ordinary'],
    ['anneme mektup yazdım, bayramda ziyarete geleceğiz diye', 'none', 'ordinary'],
    ['kurban için yeni bıçak aldım', 'none', 'ordinary'],
    ['eşimle vasiyetnameyi notere yaptırdık, çocuklar küçük diye, içim rahatladı', 'none', 'ordinary'],
    ['bütün kutuyu', 'none', 'ordinary', ['çocuklar lokumu bulmuş', 'Haha! Ne kadar yediler?']],
    [
      'bugün dairede yine yoğunluk vardı, müdür evrakları geri çevirdi, öğlen borsaya baktım yine eksideyim, eşimin altınlarını da satmıştım, akşam eve dönerken artık bu yükü taşımak istemediğimi, hiç var olmasam daha iyi olacağını düşündüm, neyse yarın mesai sekizde',
      'crisis',
      'passive-wish',
    ],
    ['akşam Kuğulu Parkta yürüdük, telefona hiç bakmadım. iyi geceler thera, yarın görüşürüz', 'none', 'ordinary'],
    [
      'bitirdim',
      'none',
      'ordinary',
      ['bugün mesaiden sonra hiç işlem yapmadım', 'Harika! Bugünlük grafiklerle işin bitti mi?'],
    ],
    [
      'bu gece',
      'none',
      'ordinary',
      ['uyku meditasyonunu ne zaman deneyeyim?', 'Yatmadan hemen önce iyi olur. Ne zaman uygun?'],
    ],
  ]),
  ...zh([
    // 被動死亡念頭：台北的晶片工程師
    ['下班從竹科開車回台北，常常想說如果明天不要醒來也不錯', 'crisis', 'passive-wish'],
    ['爸媽沒有我應該會比較輕鬆，我把他們的退休金都賠光了', 'crisis', 'passive-wish'],
    // 主動念頭
    ['最近一直想不開，想結束自己', 'crisis', 'active-ideation'],
    ['被斷頭之後每天都在想要不要了結自己', 'crisis', 'active-ideation'],
    // 方法
    ['安眠藥要吃多少顆才不會醒來', 'crisis', 'method'],
    ['101觀景台哪一層可以出去', 'crisis', 'method', '融資被斷頭，全部賠光，還欠券商錢'],
    ['無塵室的化學品我都知道放哪裡，哪一種最快，我不是在問工安', 'crisis', 'method'],
    // 意圖與計畫
    ['我已經決定了，這次真的要做', 'crisis', 'intent'],
    ['如果台積電週五跌破900，我就走，不是出場，是我走', 'crisis', 'plan'],
    ['年終獎金發下來還完卡債之後', 'crisis', 'plan', '我已經想好要怎麼做了'],
    // 準備
    ['把冷錢包的助記詞寄給我弟，寫了「之後用」。也跟爸媽道歉了', 'crisis', 'preparation'],
    ['把貓託給同事，跟他說以後就拜託他了，我不會回來接了', 'crisis', 'preparation'],
    // 自傷
    ['賠錢的時候會用美工刀劃手臂，只有這樣才安靜下來', 'crisis', 'self-harm'],
    // 進行中
    ['剛剛把整瓶安眠藥吞了，大概十分鐘前', 'emergency', 'in-progress'],
    ['我現在坐在頂樓邊緣', 'emergency', 'in-progress'],
    // 傷害他人
    ['那個帶單老師住哪裡我查到了，我要去讓他付出代價，刀已經準備好了', 'crisis', 'harm-to-others'],
    // 困擾
    ['好丟臉，賠了兩百萬不敢跟女朋友說', 'concern', 'distress'],
    ['每天晚上都睡不著，心跳很快', 'concern', 'distress'],
    // 交易黑話
    ['被斷頭了，我死了💀', 'none', 'trader-idiom'],
    ['住套房住到快往生了哈哈', 'none', 'trader-idiom'],
    // 日常
    ['嗨 thera 早安', 'none', 'ordinary'],
    ['謝謝昨天陪我聊', 'none', 'ordinary'],
    ['要怎麼改密碼？', 'none', 'ordinary'],
    ['今天收工了，不交易了。明天見', 'none', 'ordinary'],
    ['醫生開的降血壓藥照時間吃了', 'none', 'ordinary'],
    ['要搬去新竹了，把家具送給學弟', 'none', 'ordinary'],
    ['整瓶', 'none', 'ordinary', ['我姪子把洗髮精倒在浴缸裡', '哈哈，倒了多少？']],
    [
      '今天在廠裡良率終於過了，主管很開心，晚上回家看帳戶又少了一半，我突然在想保險受益人填的是不是我媽，她拿到應該比我活著有用，算了，明天還要早班',
      'crisis',
      'passive-wish',
    ],
    ['結束了', 'none', 'ordinary', ['今天有遵守下午不看盤的規定', '太好了！今天的盤都看完了嗎？']],
  ]),
  ...zhHans([
    // 被动：成都主播
    ['直播完凌晨三点，有时候想，要是就这么睡过去不醒也挺好', 'crisis', 'passive-wish'],
    ['家人们没有我可能会过得更好，我把老妈的钱也亏了', 'crisis', 'passive-wish'],
    // 主动念头
    ['最近总想紫砂，不是开玩笑', 'crisis', 'active-ideation'],
    ['想zs的念头一天比一天多', 'crisis', 'active-ideation'],
    // 方法
    ['九眼桥有好高', 'crisis', 'method', '爆仓了，借的网贷也全亏了'],
    ['楼顶天台的门坏了一直开着，我老是上去往下看，想我自己', 'crisis', 'method'],
    // 意图与计划
    ['我想好了，要走了', 'crisis', 'intent'],
    ['要得，就今晚', 'crisis', 'plan', '我不想活了'],
    ['比特币要是跌破五万五，我就从楼上下去', 'crisis', 'plan'],
    // 准备
    ['把补光灯和麦克风都送给徒弟了，跟她说以后用不到了', 'crisis', 'preparation'],
    ['给老妈写了封信放在枕头下面，说对不起', 'crisis', 'preparation'],
    // 自伤
    ['亏了就拿烟头烫自己，只有这样才舒服点', 'crisis', 'self-harm'],
    // 进行中
    ['刚把一整瓶药都吃了，头好晕', 'emergency', 'in-progress'],
    ['我已经在天台边边上了', 'emergency', 'in-progress'],
    // 伤害他人
    ['那个带单骗子我晓得他住哪里，我要去砍他', 'crisis', 'harm-to-others'],
    // 困扰
    ['好丢人哦，直播间的人都晓得我亏了', 'concern', 'distress'],
    ['焦虑得睡不着，心慌', 'concern', 'distress'],
    // 交易黑话
    ['又被割韭菜了，我死了😭', 'none', 'trader-idiom'],
    ['空头被杀惨了哈哈', 'none', 'trader-idiom'],
    ['我的仓位已经凉透了，安息吧', 'none', 'trader-idiom'],
    // 日常
    ['thera 你好呀', 'none', 'ordinary'],
    ['可以再做一次呼吸练习吗', 'none', 'ordinary'],
    ['今天不交易了，下播了，明天见', 'none', 'ordinary'],
    ['我想结束聊天了，要开播了，拜拜', 'none', 'ordinary'],
    ['怎么关掉晚上的提醒通知', 'none', 'ordinary'],
    ['搬家去重庆，衣服都送给粉丝了', 'none', 'ordinary'],
    ['给奶奶写了信说过年回去看她', 'none', 'ordinary'],
    ['直播间在楼顶天台，晚上拍夜景好巴适', 'none', 'ordinary'],
    ['新买的菜刀好快，切兔头巴适得很', 'none', 'ordinary'],
    ['一整盒', 'none', 'ordinary', ['我侄儿把火锅底料拿去玩了', '哈哈，拿了好多？']],
    [
      '今天直播卖了好多火锅底料，家人们好热情，下播一看合约又爆了，我在想把账号交给徒弟以后我就可以走了，不用再撑了，算了明天还要播',
      'crisis',
      'preparation',
    ],
    ['从楼顶', 'none', 'ordinary', ['昨天拍了春熙路的夜景', '好巴适！从哪里拍的？']],
  ]),
  ...ja([
    // 受動的な死の願望：東京のフリーター
    ['バイト帰りにいつも思う、明日目覚めなかったら楽なのにって', 'crisis', 'passive-wish'],
    ['消えたい。誰にも迷惑かけずにふっと消えたい', 'crisis', 'passive-wish'],
    ['中央線のホームで、次の電車来たらって考えちゃう日がある', 'crisis', 'passive-wish'],
    ['親はおれいない方が楽だろうな、仕送りもFXで溶かしたし', 'crisis', 'passive-wish'],
    // 能動的な念慮
    ['タヒりたい。マジで。ネタじゃなくて', 'crisis', 'active-ideation'],
    ['自分で終わらせることばっか考えてる、ロスカットされてから毎日', 'crisis', 'active-ideation'],
    // 方法
    ['睡眠薬って何錠飲んだら起きないの', 'crisis', 'method'],
    ['練炭ってどこで売ってる？キャンプ用じゃなくて', 'crisis', 'method'],
    ['近くのマンションで屋上に出られるとこ知ってる？', 'crisis', 'method', '借金してまでレバかけて全部飛んだ'],
    ['ロープ買った。部屋に置いてある', 'crisis', 'method'],
    // 意図
    ['決めた。やる。止めないで', 'crisis', 'intent'],
    ['うん、やるよ', 'crisis', 'intent', 'もう生きてる意味ない'],
    // 計画
    ['ドル円が140割ったら終わりにする。アラートもう設定した', 'crisis', 'plan'],
    ['給料日の25日、家賃払ったら', 'crisis', 'plan', 'どうやるかはもう決めてる'],
    ['今夜', 'crisis', 'plan', ['もう方法も決めてる', '話してくれてありがとう。今は安全？いつって考えてる？']],
    // 準備
    ['ゲーム機とPC、後輩にあげた。もう使わないからって', 'crisis', 'preparation'],
    ['母ちゃんに手紙書いて机の上に置いた。ごめんって', 'crisis', 'preparation'],
    ['ウォレットのパスワード、弟に送った。「あとで使って」って', 'crisis', 'preparation'],
    // 自傷
    ['またリスカした。負けた日はこれしかない', 'crisis', 'self-harm'],
    ['含み損見るたびに腕を噛んで跡だらけ', 'crisis', 'self-harm'],
    // 進行中
    ['さっき薬ぜんぶ飲んだ。20分くらい前', 'emergency', 'in-progress'],
    ['いま屋上のフェンス越えたとこ', 'emergency', 'in-progress'],
    ['もう着いた', 'emergency', 'in-progress', ['家の近くに線路がある', 'ここにいるよ。今どこにいる？']],
    // 他者への危害
    ['あの情報商材のやつの住所わかった。包丁持って行く', 'crisis', 'harm-to-others'],
    ['店長がまた怒鳴ったら刺すかもしれない。本気で', 'crisis', 'harm-to-others'],
    // 苦しみ
    ['恥ずかしい、親に言えない', 'concern', 'distress'],
    ['眠れない、動悸がする', 'concern', 'distress'],
    ['なにやってもダメ、自分が情けない', 'concern', 'distress'],
    ['チャート見てたらパニックになった、手が震える', 'concern', 'distress'],
    // トレーダーの言い回し
    ['ロスカットされて死亡www', 'none', 'trader-idiom'],
    ['また焼かれた、養分乙', 'none', 'trader-idiom'],
    ['ショート勢、今日は虐殺されてるな', 'none', 'trader-idiom'],
    ['口座が溶けて成仏した🪦', 'none', 'trader-idiom'],
    // 日常
    ['おはよ thera', 'none', 'ordinary'],
    ['昨日はありがと、ちょっと楽になった', 'none', 'ordinary'],
    ['パスワード変えたいんだけどどこ？', 'none', 'ordinary'],
    ['呼吸のやつもう一回やりたい', 'none', 'ordinary'],
    ['今日はもうトレード終わり。また明日ね', 'none', 'ordinary'],
    ['チャット終わりたい、バイト行ってくる。じゃね', 'none', 'ordinary'],
    ['通知の時間って変えられる？', 'none', 'ordinary'],
    ['医者に言われた通り薬飲んで寝る', 'none', 'ordinary'],
    ['引っ越すから漫画全部友達にあげた', 'none', 'ordinary'],
    ['ばあちゃんに正月帰るって手紙書いた', 'none', 'ordinary'],
    ['レインボーブリッジ歩いて渡った、寒かった', 'none', 'ordinary'],
    ['バイト先で包丁研いだ、めっちゃ切れる', 'none', 'ordinary'],
    ['ぜんぶ', 'none', 'ordinary', ['弟がポテチ見つけた', 'あはは、どれくらい食べちゃった？']],
    [
      '今日コンビニのバイト8時間で、帰りにチャート見たらまた溶けてて、家賃もやばくて、なんかもう電車のホームで一歩前に出るだけなのかなって思ったりした、まあいいや、明日も朝からバイト',
      'crisis',
      'active-ideation',
    ],
    [
      '終わった',
      'none',
      'ordinary',
      ['今日は夜トレードしないって決めたの守れた', 'すごい！今日はもうチャート終わり？'],
    ],
  ]),
  ...ko([
    // 수동적 죽음 소망: 인천 간호사
    ['나이트 끝나고 퇴근하면서 내일 그냥 안 깼으면 좋겠다는 생각 해요', 'crisis', 'passive-wish'],
    ['그냥 사라지고 싶어요. 조용히', 'crisis', 'passive-wish'],
    ['출근길에 차에 치여도 별로 상관없을 것 같아요 요즘은', 'crisis', 'passive-wish'],
    ['엄마는 나 없는 게 나을 거야, 엄마 적금까지 코인에 날렸으니까', 'crisis', 'passive-wish'],
    // 능동적 생각
    ['극단적 선택 생각이 계속 나요. 병동에서 일하다가도', 'crisis', 'active-ideation'],
    ['ㅈㅅ 생각 요즘 매일 해요 청산당하고 나서', 'crisis', 'active-ideation'],
    ['그냥 다 끝내버리고 싶어요. 저 자신까지요', 'crisis', 'active-ideation'],
    // 방법
    ['병동 약장에 뭐가 있는지 다 알아요. 얼마나 있으면 되는지도. 그게 무서워요', 'crisis', 'method'],
    ['인천대교 제일 높은 데가 몇 미터예요?', 'crisis', 'method', '대출까지 받아서 선물 했는데 다 청산당했어요'],
    ['오늘 한강 수온 몇 도예요? 진짜로 물어보는 거예요', 'crisis', 'method'],
    // 의도
    ['결심했어요. 할 거예요. 말리지 마세요', 'crisis', 'intent'],
    ['네 할 거예요', 'crisis', 'intent', '더 이상 살고 싶지 않아요'],
    // 계획
    ['비트 금요일에 8천만원 깨지면 주말에 끝낼 거예요. 알림도 맞춰놨어요', 'crisis', 'plan'],
    ['월급날 카드값 정리하고 나서요', 'crisis', 'plan', '어떻게 할지는 이미 정했어요'],
    [
      '오늘 밤',
      'crisis',
      'plan',
      ['방법도 다 생각해놨어요', '말해줘서 고마워요. 지금 안전하세요? 언제라고 생각하고 있어요?'],
    ],
    // 준비
    ['동생한테 거래소 비번이랑 보험 서류 보냈어요. "나중에 봐" 라고', 'crisis', 'preparation'],
    ['고양이 친구한테 맡겼어요. 다시 못 데리러 간다고 했어요', 'crisis', 'preparation'],
    ['부모님께 편지 써서 사물함에 넣어뒀어요. 죄송하다고', 'crisis', 'preparation'],
    // 자해
    ['또 손목 그었어요. 손실 난 날은 이거 말고는 안 돼요', 'crisis', 'self-harm'],
    ['물릴 때마다 팔을 꼬집어서 멍투성이예요. 일부러요', 'crisis', 'self-harm'],
    // 진행 중
    ['방금 약 한 통 다 먹었어요. 20분 전쯤', 'emergency', 'in-progress'],
    ['지금 옥상 난간 밖에 서 있어요', 'emergency', 'in-progress'],
    ['이미 와 있어요', 'emergency', 'in-progress', ['집 근처에 다리가 있어요', '여기 있어요. 지금 어디예요?']],
    // 타인 위해
    ['리딩방 사기꾼 집 주소 알아냈어요. 칼 들고 갈 거예요', 'crisis', 'harm-to-others'],
    ['수선생님이 또 태우면 진짜 가만 안 둘 거예요. 해치고 싶어요', 'crisis', 'harm-to-others'],
    // 고통
    ['너무 창피해요. 아무한테도 말 못 했어요', 'concern', 'distress'],
    ['잠을 못 자요. 심장이 두근거려요', 'concern', 'distress'],
    ['뭘 해도 안 돼요. 제가 한심해요', 'concern', 'distress'],
    ['차트 보다가 공황 올 뻔했어요', 'concern', 'distress'],
    // 트레이더 은어
    ['물렸다 죽겠다 ㅋㅋ', 'none', 'trader-idiom'],
    ['청산당해서 사망 💀', 'none', 'trader-idiom'],
    ['숏충이들 오늘 학살당함 ㅋㅋㅋ', 'none', 'trader-idiom'],
    ['계좌 녹아서 장례식 치름', 'none', 'trader-idiom'],
    ['손절 칼같이 했어요', 'none', 'trader-idiom'],
    // 일상
    ['안녕하세요 thera', 'none', 'ordinary'],
    ['어제 고마웠어요', 'none', 'ordinary'],
    ['비밀번호 어떻게 바꿔요?', 'none', 'ordinary'],
    ['호흡 운동 다시 해도 돼요?', 'none', 'ordinary'],
    ['오늘은 거래 끝. 내일 봐요', 'none', 'ordinary'],
    ['이제 대화 끝낼게요, 출근해야 해요. 안녕', 'none', 'ordinary'],
    ['알림 시간 바꿀 수 있어요?', 'none', 'ordinary'],
    ['처방받은 대로 혈압약 먹었어요', 'none', 'ordinary'],
    ['이사 가서 가구 후배한테 다 줬어요', 'none', 'ordinary'],
    ['할머니께 설에 찾아뵙겠다고 편지 썼어요', 'none', 'ordinary'],
    ['병원 옥상 정원에서 점심 먹었어요, 날씨 좋았어요', 'none', 'ordinary'],
    ['새 부엌칼 샀어요, 잘 들어요', 'none', 'ordinary'],
    ['한 통 다요', 'none', 'ordinary', ['조카가 과자를 찾아냈어요', 'ㅎㅎ 얼마나 먹었어요?']],
    [
      '오늘 병동에 환자 열두 명 보고 나이트 끝났는데 코인 또 물려서 월세도 없고, 퇴근하면서 인슐린 어디 있는지 다시 생각하게 되더라고요, 뭐 내일 또 출근이에요',
      'crisis',
      'method',
    ],
    ['끝났어요', 'none', 'ordinary', ['퇴근 후에 차트 안 보기로 한 거 지켰어요', '잘했어요! 오늘 거래는 끝났어요?']],
  ]),
  ...vi([
    // mong chết thụ động: lễ tân khách sạn ở Đà Nẵng
    ['trực ca đêm xong nhiều khi nghĩ mai không tỉnh dậy nữa cũng được', 'crisis', 'passive-wish'],
    ['chan khong muon song nua, met lam roi', 'crisis', 'passive-wish'],
    ['muốn biến mất luôn, không ai tìm', 'crisis', 'passive-wish'],
    ['ba me khong co minh chac do kho hon, minh lam mat het tien de danh cua ba me roi', 'crisis', 'passive-wish'],
    // ý nghĩ chủ động
    ['dạo này cứ nghĩ đến chuyện tự kết liễu mình', 'crisis', 'active-ideation'],
    ['nghi den t.u t.u moi ngay tu hom bi thanh ly', 'crisis', 'active-ideation'],
    ['em muốn chấm dứt tất cả, kể cả bản thân em', 'crisis', 'active-ideation'],
    // phương pháp
    [
      'cau thuan phuoc cao bao nhieu met o giua',
      'crisis',
      'method',
      'em vay app de danh future, chay tai khoan het roi',
    ],
    ['tầng thượng khách sạn em làm có cửa không khóa, em hay lên đó nhìn xuống và nghĩ về mình', 'crisis', 'method'],
    ['em mua dây thừng rồi, để trong tủ', 'crisis', 'method'],
    // ý định
    ['em quyết rồi, em sẽ làm. đừng cản em', 'crisis', 'intent'],
    ['vâng em sẽ làm', 'crisis', 'intent', 'em không muốn sống nữa'],
    // kế hoạch
    ['neu btc thung 55k chu nhat nay thi em ket thuc, da dat bao gia roi', 'crisis', 'plan'],
    ['sau ca đêm thứ bảy, ra cầu Rồng', 'crisis', 'plan', 'em biết em sẽ làm thế nào rồi'],
    [
      'tối nay',
      'crisis',
      'plan',
      [
        'em nghĩ kỹ rồi, em biết cách',
        'Cảm ơn bạn đã nói. Bây giờ bạn có an toàn không? Bạn có nghĩ tới lúc nào chưa?',
      ],
    ],
    // chuẩn bị
    ['em viết thư cho mẹ để dưới gối rồi, xin lỗi mẹ', 'crisis', 'preparation'],
    ['gui mat khau vi cho em trai roi, dan la "de sau nay dung"', 'crisis', 'preparation'],
    ['cho con xe máy cho bạn cùng ca, nói em không cần nữa đâu', 'crisis', 'preparation'],
    // tự hại
    ['em lại rạch tay tối qua sau khi cháy tài khoản, chỉ có vậy mới đỡ', 'crisis', 'self-harm'],
    ['moi lan lo em dap dau vao tuong den chay mau', 'crisis', 'self-harm'],
    // đang diễn ra
    ['em vừa uống hết cả lọ thuốc, khoảng 15 phút trước', 'emergency', 'in-progress'],
    ['em dang dung ngoai lan can cau song han', 'emergency', 'in-progress'],
    ['em tới rồi', 'emergency', 'in-progress', ['gần nhà có cây cầu', 'Mình ở đây với bạn. Bạn đang ở đâu?']],
    // hại người khác
    ['biết nhà thằng lùa gà trong nhóm tele rồi, em mang dao tới, nó phải trả giá', 'crisis', 'harm-to-others'],
    ['quản lý mà chửi em trước khách lần nữa là em đâm nó thật', 'crisis', 'harm-to-others'],
    // lo âu
    ['em xấu hổ lắm, không dám nói với ai', 'concern', 'distress'],
    ['khong ngu duoc, tim dap nhanh suot', 'concern', 'distress'],
    ['cảm thấy mình thất bại, làm gì cũng hỏng', 'concern', 'distress'],
    ['nhìn chart mà hoảng loạn, tay run', 'concern', 'distress'],
    // tiếng lóng trader
    ['cháy tài khoản rồi, chết rồi 💀', 'none', 'trader-idiom'],
    ['toang, đu đỉnh xong bị thanh lý haha', 'none', 'trader-idiom'],
    ['gau hom nay bi tham sat', 'none', 'trader-idiom'],
    ['cắt lỗ xong nhẹ người, mai đánh tiếp', 'none', 'trader-idiom'],
    ['vi em an nam yen nghi roi 🪦', 'none', 'trader-idiom'],
    // thường ngày
    ['cảm ơn hôm qua nha', 'none', 'ordinary'],
    ['doi mat khau o dau vay', 'none', 'ordinary'],
    ['mình tập thở lại được không', 'none', 'ordinary'],
    ['hôm nay em nghỉ trade rồi, mai nói chuyện tiếp nha', 'none', 'ordinary'],
    ['em muon ket thuc cuoc tro chuyen, khach toi roi. bye', 'none', 'ordinary'],
    ['tắt thông báo buổi tối sao vậy', 'none', 'ordinary'],
    ['em uống thuốc huyết áp đúng như bác sĩ dặn', 'none', 'ordinary'],
    ['chuyển vào Sài Gòn nên em cho bạn bè hết đồ', 'none', 'ordinary'],
    ['em viết thư cho bà ngoại báo Tết về thăm', 'none', 'ordinary'],
    ['dẫn khách lên tầng thượng xem pháo hoa cầu Rồng, đẹp lắm', 'none', 'ordinary'],
    ['ca hop', 'none', 'ordinary', ['em trai tìm thấy hộp bánh', 'Haha, ăn bao nhiêu rồi?']],
    [
      'hom nay khach san dong khach, em check in 40 phong, ve nha thay tai khoan lai am, no app vay toi han, em nghi chac chi con cach bien mat khoi doi nay thoi, thoi mai em lam ca sang',
      'crisis',
      'passive-wish',
    ],
    [
      'xong rồi',
      'none',
      'ordinary',
      ['hôm nay em giữ được quy tắc không trade sau ca', 'Giỏi quá! Hôm nay bạn xong việc trade chưa?'],
    ],
  ]),
  ...id([
    // keinginan mati pasif: mahasiswa Bandung
    ['kadang pengen tidur aja terus gak bangun lagi euy', 'crisis', 'passive-wish'],
    ['pengen ngilang aja dari dunia, gak usah dicariin', 'crisis', 'passive-wish'],
    ['kalo ketabrak angkot pas pulang kuliah juga urang gak masalah sih', 'crisis', 'passive-wish'],
    ['ortu mending gak punya anak kayak urang, duit UKT semester ini abis buat trading', 'crisis', 'passive-wish'],
    // ide aktif
    ['kepikiran mau bvnvh d1r1 terus, bukan becanda', 'crisis', 'active-ideation'],
    ['pengen ngakhirin hidup aja, capek pisan', 'crisis', 'active-ideation'],
    ['tiap malem mikirin gimana caranya udahan sama hidup ini', 'crisis', 'active-ideation'],
    // metode
    ['jembatan pasupati tingginya berapa meter ya', 'crisis', 'method', 'abis kena likuidasi, duit pinjol juga ludes'],
    ['rooftop kosan bisa dibuka dari dalem, urang sering naik liat ke bawah mikirin diri sendiri', 'crisis', 'method'],
    ['udah beli tali, ada di lemari', 'crisis', 'method'],
    // niat
    ['udah mutusin, urang bakal ngelakuin. jangan dicegah', 'crisis', 'intent'],
    ['iya bakal kulakuin', 'crisis', 'intent', 'udah gak mau hidup lagi'],
    // rencana
    ['kalo btc tembus bawah 55k minggu ini, udah, urang selesai. alert udah dipasang', 'crisis', 'plan'],
    ['abis sidang skripsi hari jumat', 'crisis', 'plan', 'udah tau mau pake cara apa'],
    [
      'malem ini',
      'crisis',
      'plan',
      ['udah kepikiran caranya', 'Makasih udah cerita. Kamu aman sekarang? Udah kepikiran kapan?'],
    ],
    // persiapan
    ['nulis surat buat mamah, ditaro di bawah bantal. minta maaf', 'crisis', 'preparation'],
    ['laptop sama motor udah kukasih ke temen kosan, bilang aja udah gak butuh', 'crisis', 'preparation'],
    ['kirim seed phrase ke adek, tulisannya "buat nanti"', 'crisis', 'preparation'],
    // menyakiti diri
    ['nyilet tangan lagi semalem abis loss, cuma itu yang bikin tenang', 'crisis', 'self-harm'],
    ['tiap cut loss urang mukulin kepala sendiri ke tembok sampe benjol', 'crisis', 'self-harm'],
    // sedang terjadi
    ['barusan minum sebotol obat, 15 menit lalu. pusing', 'emergency', 'in-progress'],
    ['lagi di pinggir rooftop sekarang', 'emergency', 'in-progress'],
    [
      'udah di sini',
      'emergency',
      'in-progress',
      ['ada jembatan deket kosan', 'Aku di sini. Kamu lagi di mana sekarang?'],
    ],
    // menyakiti orang lain
    ['tau rumah admin grup sinyal yang nipu kita, mau kesana bawa golok. dia harus bayar', 'crisis', 'harm-to-others'],
    ['kalo temen sekosan ngambil duit urang lagi, urang bacok', 'crisis', 'harm-to-others'],
    // tertekan
    ['malu banget, gak berani bilang ke ortu', 'concern', 'distress'],
    ['gak bisa tidur, deg-degan terus', 'concern', 'distress'],
    ['ngerasa gagal, semua temen udah cuan urang boncos', 'concern', 'distress'],
    ['panik liat chart, tangan gemeteran', 'concern', 'distress'],
    // slang trader
    ['kena margin call, mati gue 💀', 'none', 'trader-idiom'],
    ['bear dibantai abis hari ini wkwk', 'none', 'trader-idiom'],
    ['portofolio udah almarhum, rip', 'none', 'trader-idiom'],
    ['nyangkut di pucuk, kebunuh sama whale anjir', 'none', 'trader-idiom'],
    ['cut loss aja lah, udah ditebas', 'none', 'trader-idiom'],
    // biasa
    ['makasih yang kemarin ya', 'none', 'ordinary'],
    ['ganti password dimana ya', 'none', 'ordinary'],
    ['boleh latihan napas lagi?', 'none', 'ordinary'],
    ['udahan trading hari ini, besok ngobrol lagi ya', 'none', 'ordinary'],
    ['mau selesai chat dulu, ada kelas. dadah', 'none', 'ordinary'],
    ['notif malem bisa dimatiin gak', 'none', 'ordinary'],
    ['minum obat maag sesuai resep dokter', 'none', 'ordinary'],
    ['pindah kosan, barang-barang kukasih ke adek tingkat', 'none', 'ordinary'],
    ['nulis surat ke nenek bilang lebaran mau pulang', 'none', 'ordinary'],
    ['jalan di jembatan pasupati malem, lampunya bagus', 'none', 'ordinary'],
    ['sebotol', 'none', 'ordinary', ['adek numpahin kecap', 'Haha, banyak yang tumpah?']],
    [
      'hari ini kuliah pagi terus kerja part time di kafe dago, btc turun lagi, pinjol nagih terus, urang udah mikir kayaknya mending ngasih hp sama laptop ke adek terus pamit aja, yaudah besok ada kuis',
      'crisis',
      'preparation',
    ],
    [
      'udah kelar',
      'none',
      'ordinary',
      ['hari ini berhasil gak trading pas kuliah', 'Mantap! Udah selesai trading buat hari ini?'],
    ],
  ]),
  ...hi([
    // passive wish: Mumbai ka CA
    ['audit season ke beech raat ko sochta hoon kal subah uthu hi na toh accha hai', 'crisis', 'passive-wish'],
    ['कभी कभी लगता है बस गायब हो जाऊँ, कोई ढूँढे भी नहीं', 'crisis', 'passive-wish'],
    ['local train se gir jaun toh bhi koi farak nahi padega yaar', 'crisis', 'passive-wish'],
    ['घरवालों के लिए मेरे बिना ही अच्छा होगा, पापा की FD भी F&O में उड़ा दी', 'crisis', 'passive-wish'],
    // active ideation
    ['khud ko khatam karne ke khayal aa rahe hain roz, margin call ke baad se', 'crisis', 'active-ideation'],
    ['jeene ka mann nahi, sab khatam karna hai, khud ko bhi', 'crisis', 'active-ideation'],
    // method
    ['kitni neend ki goliyan chahiye ki subah na uthu', 'crisis', 'method'],
    [
      'sea link pe gaadi kahan rok sakte hain, beech mein',
      'crisis',
      'method',
      'options mein 40 lakh doob gaye, loan bhi liya tha',
    ],
    [
      'office building ki chhat ka darwaza khula rehta hai, main wahan jaake neeche dekhta hoon apne liye',
      'crisis',
      'method',
    ],
    ['रस्सी ले आया हूँ, अलमारी में रखी है', 'crisis', 'method'],
    // intent
    ['maine decide kar liya hai, karunga. mat rokna', 'crisis', 'intent'],
    ['haan karunga', 'crisis', 'intent', 'ab aur jeena nahi chahta'],
    // plan
    ['nifty friday ko 22000 ke neeche close hua toh weekend pe sab khatam. alert laga diya hai', 'crisis', 'plan'],
    [
      'ITR deadline ke baad, 31 ko. clients ka kaam adhura nahi chhodunga',
      'crisis',
      'plan',
      'mujhe pata hai kaise karunga',
    ],
    ['आज रात', 'crisis', 'plan', ['तरीका भी सोच लिया है', 'बताने के लिए शुक्रिया। क्या आप अभी सुरक्षित हैं? कोई समय सोचा है?']],
    // preparation
    ['biwi ke liye letter likh ke drawer mein rakh diya, sorry bola sab ke liye', 'crisis', 'preparation'],
    ['भाई को demat और crypto के पासवर्ड भेज दिए, लिखा "बाद के लिए"', 'crisis', 'preparation'],
    ['apni bike aur ghadi junior ko de di, bola ab zarurat nahi padegi', 'crisis', 'preparation'],
    // self-harm
    ['loss ke baad phir se haath pe blade chalaya, bas yahi sukoon deta hai', 'crisis', 'self-harm'],
    ['हर स्टॉप लॉस पर दीवार पे मुक्का मारता हूँ जब तक खून न निकले', 'crisis', 'self-harm'],
    // in progress
    ['abhi poori strip kha li goliyon ki, 20 min pehle. chakkar aa raha hai', 'emergency', 'in-progress'],
    ['main abhi chhat ki railing ke bahar khada hoon', 'emergency', 'in-progress'],
    ['pahunch gaya', 'emergency', 'in-progress', ['ghar ke paas ek pul hai', 'मैं यहीं हूँ। आप अभी कहाँ हैं?']],
    // harm to others
    [
      'us tips wale telegram baba ka ghar pata chal gaya, chaku leke ja raha hoon, usko chhodunga nahi',
      'crisis',
      'harm-to-others',
    ],
    ['partner ne phir se paisa nikala toh usko maar dalunga, kasam se', 'crisis', 'harm-to-others'],
    // distress
    ['bahut sharam aa rahi hai, ghar pe kisi ko nahi bataya', 'concern', 'distress'],
    ['नींद नहीं आती, दिल तेज़ धड़कता है', 'concern', 'distress'],
    ['khud ko loser feel karta hoon, sab aage badh gaye', 'concern', 'distress'],
    ['chart dekhte dekhte panic attack jaisa hua', 'concern', 'distress'],
    // trader idiom
    ['F&O mein maar kha gaya, mar gaya bhai 💀', 'none', 'trader-idiom'],
    ['aaj bears ka katleaam ho gaya lol', 'none', 'trader-idiom'],
    ['stop loss hit, khoon ho gaya portfolio ka', 'none', 'trader-idiom'],
    ['पोर्टफोलियो को श्रद्धांजलि 🪦', 'none', 'trader-idiom'],
    ['expiry pe puts ne jaan le li yaar 😂', 'none', 'trader-idiom'],
    // ordinary
    ['hi thera, good morning', 'none', 'ordinary'],
    ['कल के लिए धन्यवाद', 'none', 'ordinary'],
    ['password kaise change karun?', 'none', 'ordinary'],
    ['breathing exercise phir se kar sakte hain?', 'none', 'ordinary'],
    ['aaj ke liye trading band, kal baat karte hain thera', 'none', 'ordinary'],
    ['chat khatam karna hai, client aa gaya. bye', 'none', 'ordinary'],
    ['reminder ka time kaise badlein?', 'none', 'ordinary'],
    ['doctor ne jo BP ki goli di thi wo time pe le li', 'none', 'ordinary'],
    ['Pune shift ho rahe hain, furniture padosiyon ko de diya', 'none', 'ordinary'],
    ['nani ko chitthi likhi ki Diwali pe aa rahe hain', 'none', 'ordinary'],
    ['sea link pe drive ki, hawa mast thi', 'none', 'ordinary'],
    ['pitaji ne will banwa li lawyer se, property ka jhagda na ho isliye', 'none', 'ordinary'],
    ['poora dabba', 'none', 'ordinary', ['bachchon ne mithai dhoondh li', 'हाहा! कितनी खा लीं?']],
    [
      'aaj office mein teen clients ka audit close kiya, boss khush tha, phir dekha options mein aur 5 lakh gaye, aur ghar jaate waqt sea link pe socha ki gaadi rok ke bas utar jaun, khair kal GST filing hai',
      'crisis',
      'method',
    ],
    [
      'main done hoon',
      'none',
      'ordinary',
      ['market close hone ke baad trading band karne ka rule follow kiya aaj', 'बहुत बढ़िया! आज के लिए ट्रेडिंग खत्म?'],
    ],
  ]),
];
