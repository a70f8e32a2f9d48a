import type { Lexicon } from './lexicon';

/**
 * Spanish (Spain and Latin America): txt-speak (q, xq, k, toy), seseo misspellings
 * ("suisidio"), TikTok euphemisms ("desvivirme"), and the trader idioms that borrow death words
 * ("me muero de risa", "long suicida", "tiro en el pie", "me tiro a la piscina").
 * Text arrives normalised: lower case, no accents, "ñ" -> "n" ("daño" -> "dano").
 */

// Medicines and poisons, including the emoji words 💊 -> "pills".
const MEDS =
  '(?:pastillas?|pastis|pepas|pildoras?|capsulas?|comprimidos?|grageas?|gotas|clonazepam|rivotril|alprazolam|xanax|diazepam|valium|' +
  'lorazepam|bromazepam|lexatin|orfidal|tramadol|paracetamol|acetaminofen|ibuprofeno|aspirinas?|antidepresivos?|somniferos?|' +
  'tranquilizantes?|ansioliticos?|benzos?|medicamentos?|medicinas?|remedios?|insulina|quetiapina|zolpidem|sertralina|' +
  'fluoxetina|pills)';
// High places, rails and traffic someone could jump from or in front of (🌉 -> "bridge").
const PLACE =
  '(?:puente|bridge|azotea|edificio|balcon|ventana|techo|tejado|terraza|acantilado|precipicio|viaduct[oa]|barranco|torre|' +
  'rascacielos|piso \\d+|(?:primer|segundo|tercer|cuarto|quinto|sexto|septimo|octavo|noveno|decimo|ultimo) piso|tren|metro|subte|vias|via del tren|anden|autopista|camion|trailer)';
const WEEKDAY = '(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)';
/** Means people name when they look into methods. */
const MEANS =
  `(?:${MEDS}|soga|cuerda|nudo|cinturon|pistola|escopeta|revolver|arma de fuego|balas?|cuchillas?|navaja|veneno|raticida|matarratas|` +
  'pesticidas?|plaguicidas?|insecticidas?|herbicidas?|paraquat|lejia|anticongelante|carbon|helio|monoxido|puente|azotea|edificio|' +
  'pisos?|plantas|altura|metros|balcon|ventana|acantilado|viaducto|trenes|tren|metro|vias|rio|presa|garaje)';
/** Words that turn a question about means into one about dying. */
const LETHAL =
  '(?:(?:alguien|uno|una persona) ya no se levanta|no se (?:vuelve|volveria) a levantar|ya no se levanta (?:mas|nunca)|(?:alcanza|basta|sirve|es suficiente|suficiente) (?:para|pa) no (?:volver a )?despertar(?:me|se)?|(?:para|pa) no (?:volver a )?despertar(?:me|se)?\\b(?! (?:en|a|por|de|temprano|tan)\\b)|letal(?:es)?|(?:es|son|seria|serian|sea|sean|dosis) mortal(?:es)?|(?:para|pa) morir|(?:para|pa) matar(?:se|me|te)|matar a (?:una persona|alguien|un humano|un adulto)|' +
  'te matas|(?:alguien|uno|una persona) no (?:se )?(?:despierte|despierta|despertaria)|no (?:se )?despierte (?:mas|nunca)|no (?:volver a )?despertar (?:mas|nunca)|no sobreviv\\w*|sobrevivis|sobrevive alguien|indolor[oa]?|' +
  '(?:peligros[oa]s?|dano(?: hace| le hace)?|danin[oa]s?) (?:para|a) (?:los |las )?(?:humanos|personas|gente|una persona)|(?:aguanta|soporta|resiste) el higado|antes de que (?:ya )?no haya vuelta|(?:antes del?|hasta(?: el)?) (?:dano|fallo) (?:hepatico|al higado)|(?:para|pa) matar (?:\\S+ ){0,6}(?:del tamano|del peso|como) (?:de )?(?:una persona|un adulto|un humano))';

/** Phrases that make a dose or height question about not coming back. */
const IRREV =
  '(?:(?:ya )?no (?:tiene|hay|haya|tenga) vuelta atras|sin vuelta atras|sin retorno|es irreversible|seguro seguro|(?:sea|es|seria) (?:definitivo|seguro del todo|cien por cien seguro)|(?:para )?no fallar|no falle|a la primera|asegurarme)\\b';

const re = (source: string) => new RegExp(source);

export const ES: Lexicon = {
  lang: 'es',
  scripts: ['latin'],
  expansions: {
    q: 'que',
    k: 'que',
    ke: 'que',
    qe: 'que',
    xq: 'porque',
    pq: 'porque',
    porq: 'porque',
    xk: 'porque',
    x: 'por',
    d: 'de',
    m: 'me',
    t: 'te',
    toy: 'estoy',
    tas: 'estas',
    pa: 'para',
    pal: 'para el',
    tb: 'tambien',
    tmb: 'tambien',
    bn: 'bien',
    mnn: 'manana',
    mñn: 'manana',
    nd: 'nada',
    ntp: 'no te preocupes',
    kiero: 'quiero',
    qiero: 'quiero',
    kisiera: 'quisiera',
    qisiera: 'quisiera',
    aki: 'aqui',
    nadien: 'nadie',
    hdp: 'hijo de puta',
    hdlgp: 'hijo de puta',
    porfa: 'por favor',
    xfa: 'por favor',
    xfavor: 'por favor',
    ps: 'pues',
    pos: 'pues',
    nomas: 'no mas',
    ultimamente: 'ultimamente',
    nunk: 'nunca',
    nunka: 'nunca',
    sta: 'esta',
    stoy: 'estoy',
    vd: 'verdad',
  },
  anchors: [
    'suicidarme',
    'suicidarse',
    'suicidio',
    'suicidaria',
    'matarme',
    'ahorcarme',
    'ahorcarse',
    'quitarme',
    'pastillas',
    'sobredosis',
    'despedida',
    'cortarme',
    'desaparecer',
    'desvivirme',
    'envenenarme',
    'clonazepam',
    'paracetamol',
  ],
  keep: [
    'matarte',
    'matarle',
    'matarlo',
    'matarla',
    'matarse',
    'matarnos',
    'matare',
    'mataras',
    'mataron',
    'quitarte',
    'quitarle',
    'quitarlo',
    'quitarla',
    'quitarse',
    'quitarnos',
    'cortarte',
    'cortarle',
    'cortarlo',
    'cortarla',
    'cortarse',
    'suicidaire',
    'suicidaires',
    'apartarme',
    'soltarme',
    'cortame',
    'matame',
    'pastilla',
    'despedido',
    'despedida',
    'sucidio',
  ],
  idioms: [
    // A letter that announces a visit or news is an errand: "una carta a mi abuela diciendo que vamos a visitarla".
    /\b(?:carta|cartita|nota|postal|tarjeta)\b(?: \S+){0,4} (?:diciendo(?:le|les)?|para decir(?:le|les)?|contando(?:le|les)?|para contar(?:le|les)?) que (?:vamos|voy|iremos|ire|vienen|venimos|llegamos|pasamos|pasaremos|nos vemos|la vamos|lo vamos|le vamos)\b/g,
    // "ya me tomé las pastillas de la presión": the daily pills for a named condition, unless the
    // message says how many ("todas", a box, "20"), which the overdose rules must still see.
    /(?<!\b(?:todas?|todos?|\d{2,}|veinte|treinta|cuarenta|cincuenta|frasco|caja|cajas|blister|tira|bote|monton|punado|doble|muchas|demasiadas)\b.*)\b(?:las|mis) (?:pastillas|pastis|pildoras|capsulas|comprimidos|grageas) (?:de|del|para|pa) (?:la |el |los |las |mi )?(?:presion|tension|colesterol|tiroides|azucar|diabetes|corazon|alergia|acidez|gastritis|estomago|reflujo|migrana|regla|hierro|vitamina \w+|vitaminas)\b(?!.*\b(?:todas|de golpe|de una vez|juntas|enteras?|de mas|frasco|caja)\b)/g,
    // "prefiero morir antes que vender en pérdida": trade talk (tuning round 3).
    /\bprefiero morir(?:me)? (?:antes )?(?:que|a) (?:vender|cerrar|cortar|realizar|aceptar)\w*(?: \S+){0,4}/g,
    // "me mató la vela": the candle killed me (after accents go, "mató" reads as "I kill myself").
    /\bme mato (?:la|el|esa|ese|este|esta|otra vez la|otra vez el) (?:vela|velas|mecha|grafico|chart|mercado|dump|pump|short|long|liquidacion|comision|comisiones|fees|caida|subida|volatilidad)\b/g,
    // A threat taken back at once: "si no apruebo me mato jaja mentira", "mi butto dal balcone... scherzo".
    /\b(?:me mato|me tiro|mi ammazzo|mi butto|me jogo|mi sparo)\b(?: \S+){0,8} (?:kk+ |jaja\w* |haha\w* |ahah\w* |rs+ )?(?:(?<!no es |nao e |nao )mentira|(?<!nao e |nao )brincadeira|zoeira|(?<!nao )to brincando|(?<!no )es broma|(?<!no )era broma|(?<!non |nn )scherzo|(?<!non |nn )scherzavo|(?<!non |nn )sto scherzando)\b/g,
    // "me quiero morir jajaja" about gas fees or a cringe: a laugh, unless they add it is serious.
    /\b(?:me quiero morir|quiero morir(?:me)?|me muero|me mori|voglio morire|muoio)(?: de verdad)? (?:ja(?:ja)+\w*|je(?:je)+\w*|xd+|lol|jsjs\w*|ajaj\w*|haha\w*|ahah\w*)\b(?! (?:pero|no es broma|en serio|ma|davvero|sul serio))/g,
    // "suicidio financiero": ruining oneself with money, not a death.
    /\b(?:me |se )?suicid\w* (?:financier\w*|financeir\w*|finanziari\w*|economic\w*|comercial\w*|commercial\w*)\b/g,
    // Negated: "no me voy a matar", "nunca pensé en suicidarme" (also the Portuguese and Italian forms,
    // since "suicidio" reads the same in all three).
    /\b(?:no|nao|non|nunca|jamas|jamais|mai)(?: (?:he|ho|havia|tinha|habia|mai|lo|eu|me|mi|lo))? (?:pense|pensei|pensato|pensado|pensando|pensaria|considerato|considerado|intentado|tentei|tentato) (?:\S+ )?(?:en |em |a |al |ao |di |nel |no |el |o |il |la |de )?(?:me |se |mi )?(?:suicid\w*|matarme|me matar|ammazzarmi|uccidermi|quitarme la vida|farla finita)\b/g,
    /\b(?:no|nunca|jamas) (?:me )?(?:voy a |quiero |pienso |planeo |tengo pensado )?(?:matarme|suicidarme|mato|matar|suicido|suicidar|quitarme la vida|quitar la vida|morir(?:me)?)\b(?! (?:pero|aunque|sin|todavia|aun|si|hasta))/g,
    // "long suicida", "trade suicida": a reckless position, not a person.
    /\b(?:long|short|trade|entrada|operacion|posicion|apalancamiento|jugada|apuesta|compra|venta|x\d+) suicidas?\b/g,
    /\bsuicidas? (?:long|short|trade|entrada|x\d+)\b/g,
    // "me muero de risa / de ganas", "muerto de sueño", "me quiero morir de vergüenza".
    /\b(?:me )?(?:muero|muriendo|morir(?:me)?|mori|morire|muert[oa]s?|quiero morir(?:me)?|me quiero morir|mata(?:ste|ron)?|matas) de (?:la )?(?:risa|ganas|hambre|sueno|sed|calor|frio|envidia|verguenza|aburrimiento|curiosidad|amor|miedo|cansancio|nervios|emocion|gusto|un susto)\b/g,
    // "me mato a trabajar", "me estoy matando estudiando".
    // "esta vela me mató", "el mercado me está matando": the market or a candle as the killer.
    /\b(?:la |el |esa |ese |esta |este |otra )?(?:vela|velas|mecha|grafico|chart|mercado|dump|pump|short|long|liquidacion|caida|bajada|subida|volatilidad|posicion|operacion|trade|apalancamiento|funding|comisiones)s? (?:me |nos )(?:mato|mataron|esta matando|estan matando|destrozo|revento|liquido)\b/g,
    // "con la soga al cuello": deep in debt, the idiom, not a rope.
    /\b(?:con|tengo|tener|estar con) la soga al cuello\b(?! (?:de verdad|en serio|literal))/g,
    /\b(?:me )?(?:estoy )?mat(?:o|ando|aba|arme|ar) (?:a |de )?(?:trabajar|estudiar|entrenar|laburar|chambear|trabajando|estudiando|entrenando|laburando|chambeando|trabalhar|estudar|treinar|en el gym)\b/g,
    // "me pegué un tiro en el pie": shooting oneself in the foot.
    /\b(?:un )?tiros? en (?:el|los|mi|mis|su|sus) (?:propio )?pies?\b/g,
    // "tirarse a la piscina": to take the plunge.
    /\b(?:me )?(?:tiro|tire|tirarme|tirarse|lanzo|lance|lanzarme|aviento) (?:de cabeza )?(?:a|al) (?:la )?(?:piscina|pileta|alberca|agua|ruedo)\b/g,
    // A cross-chain bridge, not a bridge to jump from.
    /\b(?:puente|bridge)s? (?:de |a |hacia |para |entre |al |a la |con |en )?(?:arbitrum|base|solana|sol|polygon|matic|ethereum|eth|bsc|bnb|optimism|avalanche|avax|cadenas?|chains?|l2|layer|redes|otra red|la red|tokens?|usdc|usdt|stargate|wormhole|cross ?chain)\b/g,
    // "matar el tiempo / el bot / la posición".
    /\bmat(?:ar|a|o|e|en) (?:el|la|los|las|ese|esa|este|esta|mi) (?:tiempo|rato|hambre|sed|bot|trade|posicion|orden|proceso|short|long|stop)\b/g,
    // "al borde de un ataque de nervios / de la quiebra".
    /\bal borde (?:de|del) (?:un |una |la )?(?:ataque|colapso|quiebra|ruina|llanto|locura)\b/g,
    // Tuning round 5: market slang that borrows death words in every Romance language.
    // "me unalivearon el short", "fui unalivado no short", "je me suis fait unalive sur mon short".
    /\bunaliv\w* (?:(?:el|la|no|na|lo|il|sur|mon|ma|mi|meu|mio|o|a|my|on) ){0,2}(?:short|long|trade|position|posicion|posicao|posizione)\b/g,
    // "sobredosis de copium", "overdose di copium".
    /\b(?:overdose|sobredosis|sobredose) (?:de|di|of) (?:copium|hopium)\b/g,
    // "ese apalancamiento era suicida", "ce levier etait suicidaire", "quella leva era suicida".
    /\b(?:apalancamiento|alavancagem|levier|leva|leverage|posicion|posizione|posicao|position|entrada|trade|jugada|apuesta|aposta|long|short)s? (?:era|foi|etait|e|es|fue|ha sido|est|a ete|e stata|e stato) (?:\S+ )?suicid(?:a|aire)s?\b/g,
    // "el gas me mato", "impermanent loss me mato".
    /\b(?:el |la |los |las )?(?:gas|gwei|fees?|comisiones|slippage|spread|funding|impermanent loss)(?: fee)? me (?:mato|mataron|esta matando)\b/g,
    /\bme (?:mato|mataron|esta matando) (?:el |la |los |las )(?:gas|fees?|comisiones|slippage|spread|funding)\b/g,
    // "rebote del gato muerto", "repique do gato morto", "rebond du chat mort", "dead cat bounce": a chart pattern.
    /\b(?:rebote|rebotito|repique|rebond|bounce|salto|pump) (?:del?|do|du) (?:gato|gata|chat) (?:muert[oa]|mort[oa]?|morte)\b|\bdead cat(?: bounce)?\b/g,
    // "el pool de liquidez se murio".
    /\b(?:el |la )?(?:pool|farm|token|proyecto|par|moneda|coin|memecoin|shitcoin)(?: de liquidez)? se (?:murio|muere|esta muriendo)\b/g,
    // Bungee jumping with a laugh: "me tiro del puente el sabado, a ver si no me rajo jaja".
    /\b(?:me tiro|vou pular|je saute|mi butto)\b(?: \S+){0,3} (?:puente|ponte|pont)\b(?: \S+){0,8} (?:no me rajo|no rajarme|amarele|amarelar|me degonfler|me degonfle|tirarmi indietro)(?: \S+)? (?:ja\w*|k{2,}\w*|mdr|ahah\w*|lol|xd)\b/g,
  ],
  rules: [
    // --- concepts that generalise beyond one phrasing ------------------------------------------
    // A means and a word about dying close together: "cuántas pastillas harían falta para que alguien
    // no se despierte", "desde qué piso es seguro que no sobrevivís", "qué pesticida es más peligroso para humanos".
    {
      category: 'method',
      pattern: re(`\\b${MEANS}\\b(?: \\S+){0,8} ${LETHAL}|\\b${LETHAL}(?: \\S+){0,8} ${MEANS}\\b`),
    },
    // A rope or knot and a body's weight; a bridge or a tall place and its nets, railings or guards.
    {
      category: 'method',
      pattern:
        /\b(?:cuerda|soga|nudo|cinturon|cable|correa|sabana|rope)s? (?:\S+ ){0,8}(?:aguant|sopor|resist|regga)\w* (?:\S+ ){0,4}(?:peso|kilos|kg|\d+ ?kg|una persona|un adulto|un cuerpo|mi peso)\b/,
    },
    {
      category: 'method',
      pattern: re(
        `\\b(?:${PLACE}|presa|represa)(?: \\S+){0,8} (?:redes|red de proteccion|rejas?|vallas?|barandillas?|barandal|barreras?|mallas?|vigilancia|camaras|seguridad)\\b(?: \\S+){0,6} (?:quitaron|tiene|tienen|hay|sigue|siguen|todavia|aun|sin)\\b(?! que\\b)|\\b(?:${PLACE}|presa)(?: \\S+){0,4} (?:sin|no tiene|no tienen|no hay) (?:las |los |la |el )?(?:redes|rejas?|vallas?|barandillas?|barreras?|mallas?|vigilancia)\\b(?!(?: \\S+){0,3} (?:hay que|vamos a|van a|tenemos que|tengo que|cuidado|ojo|con los ninos|para los ninos|es peligroso para))|\\b(?:${PLACE}|presa)(?: \\S+){0,8} (?:todavia|aun|sigue|siguen|quitaron|ya no) (?:tiene |tienen |hay |con )?(?:\\S+ ){0,2}(?:redes|rejas?|vallas?|barandillas?|barreras?|mallas?|vigilancia)\\b`,
      ),
    },
    // Trains that do not stop: "a qué hora pasa el de mercancías, el que no para en la estación".
    {
      category: 'method',
      pattern:
        /\b(?:trenes?|mercancias|cercanias|ave|metro|tren de carga)\b(?: \S+){0,10} (?:no para|no paran|no se detiene|no se detienen|sin parar|pasa directo|pasan directo|pasa de largo|mas rapid[oa]s?)\b/,
      needs: 'distress',
    },
    {
      category: 'method',
      pattern:
        /\b(?:a que hora|cuando|horario|cada cuanto) (?:\S+ ){0,3}(?:pasa|pasan)\b(?: \S+){0,10} (?:no para|no paran|no se detiene|sin parar|de largo|directo)\b/,
    },
    // "pregunto por un amigo", "para un relato", "hipoteticamente": a question about means dressed up.
    {
      category: 'method',
      pattern:
        /\b(?:pregunto por un amigo|es para un (?:relato|libro|cuento|trabajo|novela)|para un (?:relato|cuento|libro|novela) que estoy escribiendo|hipoteticamente|por pura curiosidad|pregunta random)\b/,
      needs: 'distress',
    },
    // Wanting to be gone in other words: permanent exit, not being around, lights out for good.
    {
      category: 'passive-wish',
      pattern:
        /\b(?:quiero|quisiera|me gustaria|ojala|prefiero|necesito|solo quiero|voy a) (?:\S+ ){0,2}(?:no estar (?:mas|aqui|ya)|dejar de estar|no estar en ningun lado|irme (?:para siempre|de aqui para siempre|del todo|definitivamente)|apagarme|apagar(?:me)? (?:la luz|todo) (?:para siempre|de una vez)|descansar para siempre|no seguir|bajarme (?:de la vida|del mundo))\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:salida|despedida|solucion|descanso|final) (?:definitiv[oa]|permanente|eterno)\b|\b(?:cambiar(?:me)?|cambiaria|intercambiar(?:me)?) (?:\S+ ){0,3}(?:con|por) (?:un|una|alguien|algun) (?:\S+ ){0,2}(?:enfermo terminal|paciente terminal|terminal|que se este muriendo|con cancer)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\bno me (?:importaria|daria pena|molestaria|preocuparia)\b(?: \S+){0,4} (?:morir\w*|que me (?:pase|atropell|mat)\w*|no despertar|si me muero|irme|desaparecer|estar muert[oa])|\b(?:si|que) (?:un|una|el|la) (?:camion|coche|carro|auto|bus|autobus|tren|rayo|trailer|bala|enfermedad|infarto) (?:\S+ ){0,3}(?:me (?:cruza|cruzara|atropell\w*|lleva\w*|mata\w*|pasa por encima|pasara por encima|lleve|cayera|cae)|se me (?:cruza|cruzara|cruce|tira|echa encima))\b(?: \S+){0,6} (?:ya estaria|mejor|ojala|no me (?:importaria|daria pena)|alivio|tranquil\w*|descans\w*)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:ojala|quisiera|espero) (?:\S+ ){0,4}(?:no (?:me )?(?:despierte|despertara|despertase|amanezca)|me (?:de|diera|venga|viniera) (?:un infarto|algo|una enfermedad|un cancer)|(?:morir|morirme) (?:dormid[oa]|en el sueno|mientras duermo))\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\bno (?:pienso|voy a|puedo|quiero) seguir (?:viviendo|vivo|viva|asi de vivo)\b|\bme da (?:igual|lo mismo) (?:vivir o morir|morir(?:me)?|si me muero|si (?:despierto|amanezco))\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:ellos|ellas|esos|esas|la gente|otros) (?:si )?quieren vivir y yo no\b|\b(?:cambiaria|cambiar(?:me)?|intercambiaria) (?:el sitio|el lugar|mi lugar|la vida|mi vida|de lugar)(?: \S+){0,6} (?:terminal(?:es)?|oncologia|enfermos?|cancer|desahuciad[oa]s?)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\bsi (?:manana |esta noche |hoy )?no (?:me )?(?:despierto|despertara|amanezco)\b(?! (?:temprano|a tiempo|pronto|antes|a las|para))(?: \S+){0,4} (?:tampoco pasa nada|no pasa nada|da igual|me da igual|mejor|estaria bien|tranquil\w*)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:a nadie le cambiaria (?:la vida|nada)|nadie me (?:echaria|va a echar) de menos|nadie (?:lo )?notaria)\b/,
      needs: 'pair',
    },
    {
      category: 'active-ideation',
      pattern: /\b(?:quitarme del medio|salir de escena para siempre|irme para no volver|borrarme del mapa)\b/,
    },
    // The decision as a signal that pairs with another ("no intentes convencerme"); decision and no way back are one.
    {
      category: 'intent',
      pattern:
        /\b(?:ya (?:lo )?(?:tengo )?decidid[oa]|(?:esta|lo tengo) decidid[oa]|ya (?:lo )?decidi|ya me decidi|ya (?:lo )?(?:elegi|escogi)|(?:he tomado|tengo tomada|ya tome|tome) (?:la|mi) decision|la decision (?:esta|ya esta) tomada|(?:esta|ya esta) hecho en mi cabeza)\b(?:(?: \S+){0,12} no hay vuelta atras\b)?|\bno hay vuelta atras\b(?:(?: \S+){0,12} (?:ya (?:lo )?(?:tengo )?decidid[oa]|(?:esta|lo tengo) decidid[oa]|ya (?:lo )?decidi|ya me decidi|ya (?:lo )?(?:elegi|escogi)|(?:he tomado|tengo tomada|ya tome|tome) (?:la|mi) decision|la decision (?:esta|ya esta) tomada|(?:esta|ya esta) hecho en mi cabeza)\b)?/,
      needs: 'pair',
    },
    // Intent in other words: the decision, no advice wanted, only the day left to pick.
    {
      category: 'intent',
      pattern:
        /\bno (?:intentes|trates de|intenten|me intentes|quiero que intentes) (?:\S+ ){0,2}(?:convencerme|disuadirme|hacerme cambiar|cambiar(?:me)? (?:de )?(?:idea|opinion))\b|\bno (?:te )?(?:estoy pidiendo|pido|busco|quiero) (?:consejos?|ayuda|que me convenzas|que me salves)\b|\bsolo (?:me )?falta (?:elegir|escoger|decidir) (?:el dia|la fecha|cuando)\b|\bsolo (?:estoy )?(?:eligiendo|escogiendo) el dia\b/,
      needs: 'pair',
    },
    {
      category: 'intent',
      pattern:
        /\b(?:no es|no fue) (?:un arrebato|culpa de nadie|un impulso)\b|\b(?:estoy|me siento) (?:tranquil[oa]|en paz|sereno) (?:\S+ ){0,2}por primera vez\b|\blo siento (?:mucho )?por (?:mi|mis) (?:madre|mama|vieja|padre|papa|viejo|hij[oa]s?|familia|herman[oa]s?|novi[oa]|pareja|mujer|marido)\b|\bno (?:te )?(?:escribo|hablo|cuento esto|lo cuento) para que me (?:ayudes|salves|convenzas|detengas)\b|\bsolo queria (?:que alguien (?:lo )?supiera|decirselo a alguien|contarselo a alguien|despedirme)\b/,
      needs: 'pair',
    },
    {
      category: 'intent',
      pattern:
        /\b(?:me piro|me voy|me largo|me marcho|me abro|me bajo)(?: \S+){0,3} (?:yo tambien|para siempre|de una vez)\b(?: \S+){0,4} (?:no hablo|no me refiero) de (?:irme )?(?:de )?(?:vacaciones|viaje|casa|paseo)\b|\by no (?:hablo|me refiero) de (?:irme )?de (?:vacaciones|viaje)\b/,
    },
    {
      category: 'intent',
      pattern:
        /\b(?:segun|dependiendo de) (?:como|lo que|cuanto) (?:\S+ ){0,3}(?:quede|salga|cierre|vaya|pase|baje) (?:\S+ ){0,2}(?:decido|lo hago|me decido|veo)\b/,
      needs: 'risk',
    },
    // Plans that tie a day or an event to a place: "el viernes al puente", "cuando cierre la posición me voy al río".
    {
      category: 'plan',
      pattern: re(
        `\\b(?:esta noche|hoy|manana|el ${WEEKDAY}|este ${WEEKDAY}|el finde|el fin de semana|en nochevieja|en navidad|en mi cumple\\w*|cuando (?:cierre|caiga|liquiden|baje|toque|pierda|se vaya)|si (?:mañana |manana )?(?:liquidan|me liquidan|cae|baja|pierdo|toca))\\b(?: \\S+){0,10} (?:al|a la|hasta el|hasta la|voy al|voy a la|me voy al|me voy a la|me tiro (?:del|de la|al|a la)|me subo al|me subo a la|cojo el coche y|agarro el carro y|estrello el coche) (?:\\S+ )?(?:${PLACE}|rio|mar|lago|bosque|monte|hotel|habitacion de hotel|garaje|cochera|muelle|pantano|presa|vias)\\b`,
      ),
    },
    // Preparations: giving away belongings, keys and seeds to family, paying everyone back, pets rehomed,
    // scheduled messages, asking someone to look in in a few days, farewells in other words.
    {
      category: 'preparation',
      pattern:
        /\b(?:regale|regalo|regalando|le di|les di|le deje|les deje|di|doy|dando|vendi|vendiendo|repartiendo|reparti|deje|(?:le |les )?(?:he|ya he) (?:regalado|dado|vendido|dejado|repartido)) (?:\S+ ){0,4}(?:la play|la playstation|la consola|la guitarra|el portatil|la laptop|la compu|el ordenador|la computadora|el movil|el celular|el telefono|la moto|la bici|el coche|el carro|mis cosas|mi ropa|mi coleccion|mis libros|mis zapatillas|el reloj|mis joyas|(?:mi|el|la) (?:perr[oa]|gat[oa]|perrit[oa]|gatit[oa]|loro|mascota)|mis plantas)\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:seed|semilla|frase semilla|seed phrase|contrasenas?|claves?|passwords?|llaves? privadas?|pin|acceso a (?:todo|mis cuentas))\b(?: \S+){0,10} (?:por si acaso|por si (?:me pasa|pasa) algo|a mi (?:herman[oa]|madre|mama|vieja|padre|papa|viejo|hij[oa]|mujer|pareja|novi[oa])|para mi (?:herman[oa]|madre|mama|vieja|padre|hij[oa]|mujer|familia))\b|\b(?:a mi|para mi) (?:herman[oa]|madre|mama|vieja|padre|papa|viejo|hij[oa]|mujer|pareja|novi[oa]|ex|amig[oa]|prim[oa]|soci[oa]) (?:\S+ ){0,6}(?:seed|semilla|contrasenas|claves|passwords|llaves privadas|ledger|trezor)\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:pague|devolvi|salde|liquide|he pagado|ya pague|ya devolvi) (?:\S+ ){0,3}(?:lo que (?:le |les )?debia|todas mis deudas|todo lo que debia|a todos|a todo el mundo|mis deudas)\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern: /\b(?:estoy|quedo|quede|me voy) en paz con (?:todos|todo el mundo|todo)\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:se queda|se quedara|se va a quedar|se quedan) con (?:la |el |mi |una |un )?(?:vecin[oa]|herman[oa]|madre|mama|amig[oa]|prim[oa]|ti[oa]|abuel[oa]|novi[oa])\b|\bnueva familia (?:para|a) mi (?:perro|gato|perra|gata|mascota)\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\bprogram\w*(?: \S+){0,6} (?:para|a) (?:mi|mis|toda mi) (?:madre|mama|vieja|padre|papa|viejo|herman[oa]s?|hij[oa]s?|familia|mujer|marido|pareja|novi[oa]|amig[oa]s?|viejos|padres)\b|\b(?:correos?|emails?|mensajes?|mails?)(?: \S+){0,3} (?:para|a) (?:mi|mis) (?:madre|mama|vieja|padre|papa|viejo|herman[oa]s?|hij[oa]s?|familia|mujer|marido|pareja|novi[oa]|amig[oa]s?|viejos|padres)(?: \S+){0,6} programad\w*/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:que se pase|pasarse|pasate|pasa|que pase|que venga|que vaya|que suba|cuid(?:a|en))(?: \S+){0,8} (?:dar(?:le)? de comer|a ver|a cuidar|a mirar|por casa) (?:\S+ ){0,3}(?:gat[oa]|perr[oa]|mascota|peces|plantas)\b(?!(?: \S+){0,8} (?:vacaciones|viaje|me voy de|estoy fuera|trabajo))|\b(?:pasa|pasate|ven|mira|revisa|cuida) (?:\S+ ){0,3}(?:a ver (?:a )?|por )?(?:mi |el |la )?(?:gato|gata|perro|perra|mascota) (?:\S+ ){0,3}(?:en unos dias|en un par de dias|en dos dias|en tres dias|el lunes|la semana que viene|dentro de unos dias)\b(?!(?: \S+){0,8} (?:vacaciones|viaje|me voy de|estoy fuera|trabajo))/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern: /\b(?:fue bonito|fue divertido|estuvo bien|fue lindo) mientras duro\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:perdon|lo siento|disculpen|perdonen) (?:por|el) (?:el )?(?:lio|desastre|desorden|marron|quilombo|bardo) que (?:\S+ )?(?:dejo|voy a dejar|les dejo|os dejo)\b|\b(?:escribi|deje|tengo escritas|estoy escribiendo|hoy escribi) (?:las|unas|una|mis|la) (?:cartas?|notas?)\b(?: \S+){0,4} (?:para|a) (?:mi|mis)\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\bgracias por todo\b(?! (?:nos vemos|hasta (?:luego|manana|pronto|el|la)|y (?:nos vemos|hasta)))|\bfuiste (?:lo unico|el unico|la unica|lo mejor) que\b|\bcuid(?:a|ate|en|enme|ad) (?:mucho )?a (?:los demas|todos|mi (?:familia|madre|vieja))\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\bya no (?:lo|la|los|las|me) (?:voy a )?(?:necesit\w*|hacer falta|van a hacer falta|sirven|van a servir)\b|\bno (?:los|las|lo|la) (?:voy a )?necesitar (?:mas|ya)\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:les?|os) explic(?:a|o|ara)\b(?: \S+){0,2} (?:todo|donde (?:esta|estan|encontrar)|lo de (?:las cuentas|las claves|el banco|la herencia)|las cuentas|las claves)\b/,
      needs: 'pair',
    },
    // Self-harm again: "me volví a cortar", "cortes en los muslos".
    {
      category: 'self-harm',
      pattern:
        /\b(?:me (?:volvi|vuelvo|he vuelto|volvere) a|volvi a|recai y me) (?:cortar|quemar|lastimar|hacer dano|rayar|golpear)\b|\b(?:volvi|he vuelto|vuelvo|recai y) a? ?(?:cortarme|quemarme|lastimarme|hacerme dano|rayarme|golpearme)\b|\b(?:cortes|cicatrices|heridas|marcas) (?:frescas? |nuevas? )?(?:en|de) (?:los|las|mis|el|la) (?:muslos?|brazos?|munecas?|piernas?|antebrazos?|barriga|tripa)\b/,
    },
    // Under way or about to: standing on a roof or bridge, the pill box at hand, the box already empty.
    {
      category: 'in-progress',
      pattern: re(
        `\\b(?:estoy|toy|sigo|ya estoy|me subi|subi) (?:\\S+ ){0,2}(?:en|sobre|arriba de|encima de|al borde de) (?:la |el |los |las )?(?:azotea|tejado|techo|cornisa|puente|viaducto|acantilado|vias|anden|barandilla|terraza del (?:piso|edificio)|borde)\\b`,
      ),
      needs: 'distress',
    },
    {
      category: 'in-progress',
      pattern: re(
        `\\btengo (?:aqui |aca |ahora )?(?:delante|enfrente|en la mano|en la mesa|al lado) (?:el|la|los|las|un|una) (?:bote|frasco|caja|blister|tira|botella|cuchilla|soga|pistola|arma) (?:de |con )?(?:\\S+ )?${MEDS}?`,
      ),
      needs: 'distress',
    },
    {
      category: 'in-progress',
      pattern:
        /\bya no (?:hay|queda|quedan) (?:bote|frasco|caja|pastillas|nada en el (?:bote|frasco))\b|\b(?:me las tome|me lo tome|me la tome|me los tome) (?:todas?|todos?)\b/,
      needs: 'distress',
    },
    // Harm to others: knowing where someone lives, waiting for them, with a weapon at hand.
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:se|sabemos|ya se|averigue|tengo|ya sabemos|conozco) (?:\S+ ){0,1}(?:donde vive|donde duerme|donde se esconde|su direccion|donde trabaja|a que hora sale|(?:cual|donde) (?:es|esta|queda) (?:la|su) (?:casa|puerta|depa|departamento|apartamento|piso|oficina|negocio|carro|coche))\b|\b(?:esperando|espero|esperare|lo espero|la espero|voy a esperar) (?:a )?(?:que )?(?:\S+ ){0,8}(?:salga|llegue|aparezca|baje)\b(?! (?:mas|un poco|otro|el precio|de precio|a \d|de \d|hasta|para (?:comprar|entrar|cargar|acumular|promediar)))|\b(?:va|van) a (?:saber lo que es|pagar(?:la)? (?:caro|por todo)|enterarse de lo que vale)\b|\bme planto (?:alli|alla|ahi|en su casa|en su oficina)\b|\bque me (?:explique|lo explique|de la cara) en persona\b/,
      needs: 'pair',
    },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:con|tengo|llevo|traigo|agarro|cojo|saco|compre|consegui|me hice con|ya tengo) (?:el |la |un |una |mi )?(?:bate|cuchillo|navaja|machete|escopeta|pistola|revolver|fierro|arma|cuchillos|martillo|palo|puno americano)\b/,
      needs: 'pair',
    },
    // passive wish: to be dead, not wake up, not have been born, disappear
    {
      category: 'passive-wish',
      pattern:
        /\b(?:quiero|quisiera|kisiera|queria|quiera|me gustaria|deseo|desearia|ojala|prefiero|prefiriria|ganas de) (?:me )?(?:morir(?:me)?|muera|morirme ya|estar muert[oa]|no existir|dejar de existir|no despertar|no volver a despertar|desaparecer para siempre|no haber nacido|nunca haber nacido)\b/,
    },
    { category: 'passive-wish', pattern: /\bme (?:quiero|quisiera|queria|gustaria|deberia) morir\b/ },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:ya )?no (?:quiero|deseo|tengo ganas de|me dan ganas de) (?:seguir )?(?:vivir|viviendo|existir|estar vivo|estar viva|despertar|seguir aqui|seguir en este mundo)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\bojala (?:me (?:muera|muriera|muriese|atropelle|atropellara|mate|caiga|de algo|diera algo|pase algo|pasara algo)|no (?:despierte|despertara|despertase|despertar|amanezca|amaneciera|haber nacido|hubiera nacido))\b/,
    },
    { category: 'passive-wish', pattern: /\b(?:dormir(?:me)?|acostarme) y (?:ya )?no (?:volver a )?despertar\b/ },
    { category: 'passive-wish', pattern: /\bno despertar(?:me)? (?:nunca )?(?:mas|jamas|nunca)\b/ },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:todos|todo el mundo|mi familia|mis hijos|mi familia|mis viejos|mis padres|el mundo|ellos|ustedes) (?:\S+ ){0,2}(?:estarian|estaria|vivirian|viviria|seria|serian) mejor sin mi\b/,
    },
    { category: 'passive-wish', pattern: /\bmejor (?:muert[oa]|sin mi|no haber nacido)\b/ },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:para|pa) (?:que|q) (?:sigo|seguir|estoy|quiero seguir) (?:vivo|viva|viviendo|aqui|en este mundo)\b/,
    },
    {
      category: 'passive-wish',
      pattern: /\b(?:no deberia|ojala no) (?:haber nacido|hubiera nacido|estar vivo|estar viva|seguir vivo)\b/,
    },
    { category: 'passive-wish', pattern: /\b(?:desaparecer|irme|dormir) para siempre\b/ },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:irme|me quiero ir|me voy a ir|dejar|salir) de este mundo\b|\b(?:voy a|quiero|quisiera|ojala|me gustaria) dejar de existir\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:cansad[oa]|harto|harta|me canse|hart[oa] de estar vivo y) de vivir\b|\bno (?:le )?(?:encuentro|veo|tiene) (?:ningun )?sentido (?:a |de )?(?:vivir|la vida|seguir viviendo|seguir vivo)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\bmejor me muero\b|\b(?:para|pa) (?:que|q) (?:vivir|seguir viviendo|seguir con vida)\b|\bno quiero (?:estar|seguir) en este mundo\b/,
    },
    { category: 'passive-wish', pattern: /\bya no quiero (?:estar|seguir) aqui\b/ },
    { category: 'passive-wish', pattern: /\bno quiero (?:estar|seguir) aqui\b/, needs: 'distress' },

    // active ideation: killing oneself, suicide, ending it all
    {
      category: 'active-ideation',
      pattern:
        /\bsuicid(?:io|ios|arme|arse|arte|arnos|andome|ando|are|aria|ar|ados?)\b|\b(?:me|se|te) suicid(?:o|e|a|as|en)\b/,
    },
    {
      category: 'active-ideation',
      pattern: /\b(?:pensamientos?|ideas?|ideacion|impulsos?|tendencias?|intentos?) (?:de suicidio|suicidas?)\b/,
    },
    {
      category: 'active-ideation',
      pattern: /\b(?:soy|estoy|me siento|ando|sigo) (?:muy |medio |un poco |bien )?suicida\b/,
    },
    { category: 'active-ideation', pattern: /\bmatarme\b/ },
    {
      category: 'active-ideation',
      pattern:
        /\bme (?:mato|matare|mataria)\b|\bme (?:voy a|quiero|tengo que|pienso|deberia|podria|dan ganas de) matar\b/,
    },
    {
      category: 'active-ideation',
      pattern: /\bme (?:voy a |quiero |pienso )?(?:quito|quitare|quitar|quitaria) la vida\b/,
    },
    { category: 'active-ideation', pattern: /\b(?:quitar(?:me|se)|quito|quitare) (?:la|mi) (?:propia )?vida\b/ },
    {
      category: 'active-ideation',
      pattern:
        /\b(?:acabar|terminar|acabo|termino|acabare|terminare|poner fin|ponerle fin|dar fin) (?:con|a) (?:mi|esta) (?:propia )?vida\b/,
    },
    {
      category: 'active-ideation',
      pattern:
        /\b(?:acabar|terminar|acabo|termino|acabare|terminare|acabaria|terminaria) con todo(?: esto)?(?! (?:el|la|lo|los|las|mi|tu|su|eso|de ese|de esa)\b)/,
    },
    { category: 'active-ideation', pattern: /\bdesvivir(?:me|se)?\b(?! por)/ },
    { category: 'active-ideation', pattern: /\b(?:me voy a |voy a |quiero |pienso )?quitar(?:me)? de en medio\b/ },
    {
      category: 'active-ideation',
      pattern: /\b(?:pegarme|darme|meterme|volarme) un (?:tiro|balazo|plomazo|disparo)\b/,
    },
    {
      category: 'active-ideation',
      pattern:
        /\bme (?:voy a |quiero |pienso )?(?:pego|pegar|doy|dar|meto|meter|vuelo|volar) (?:un (?:tiro|balazo|plomazo|disparo)|la cabeza|los sesos)\b/,
    },
    { category: 'active-ideation', pattern: /\b(?:volarme|reventarme) (?:la cabeza|los sesos)\b/ },
    {
      category: 'active-ideation',
      pattern: /\b(?:ahorc|colg)(?:arme|o|are|aria)\b(?! (?:el|la) (?:telefono|llamada|celular))/,
    },
    { category: 'active-ideation', pattern: /\bahorcarse\b|\bme (?:voy a |quiero |pienso |podria )?ahorcar\b/ },
    {
      category: 'active-ideation',
      pattern:
        /\bme (?:voy a |quiero |pienso )?colgar\b(?! (?:del? (?:la )?(?:wifi|red|internet|senal|telefono|celular)|el telefono|la llamada|de tu|de su))|\bme cuelgo (?:de|con|del) (?:una |un |la |el )?(?:viga|soga|cuerda|arbol|ventilador|techo|cinturon|rope)\b/,
    },
    { category: 'active-ideation', pattern: /\benvenen(?:arme|o|are)\b/ },
    {
      category: 'active-ideation',
      pattern: /\b(?:ganas|pensando|pienso) (?:de |en )?(?:morir(?:me)?|matarme|no vivir)\b/,
    },

    // method: jumping, hanging, overdose, guns, research questions
    {
      category: 'method',
      pattern: re(
        `\\b(?:tirarme|aventarme|lanzarme|arrojarme|echarme|saltar|salto|me (?:voy a |quiero |pienso |podria )?(?:tiro|tirar|tirare|aviento|aventar|lanzo|lanzar|arrojo|arrojar|echo|echar)) (?:\\S+ ){0,2}(?:del?|desde|por|al|a la|a las|a los|bajo|debajo del?|frente al?|delante del?|en frente del?) (?:\\S+ )?${PLACE}\\b`,
      ),
    },
    {
      category: 'method',
      pattern: re(
        `\\b${PLACE}(?: \\S+){0,6} (?:me (?:quiero|voy a) (?:tirar|aventar|lanzar)|(?:voy a|quiero) (?:saltar|tirarme|aventarme|lanzarme))\\b`,
      ),
    },
    {
      category: 'method',
      pattern:
        /\bme quiero (?:tirar|aventar|lanzar)\b(?! (?:a la piscina|al agua|de cabeza|de los pelos|del pelo|en|a por|al trade|al mercado|de lleno))/,
    },
    { category: 'method', pattern: /\b(?:dosis|cantidad) (?:letal|mortal|para (?:morir|matar|no despertar))\b/ },
    {
      category: 'method',
      pattern: re(
        `\\b(?:cuant[oa]s?|que cantidad de|cuanto) (?:\\S+ ){0,3}${MEDS} (?:\\S+ ){0,5}(?:para|pa) (?:morir|no despertar|matar(?:me|se|te)?|dormir para siempre|no volver a despertar|que sea (?:mortal|letal)|una sobredosis)\\b`,
      ),
    },
    {
      category: 'method',
      pattern: re(
        `\\b${MEDS} (?:\\S+ ){0,3}(?:son|es|seria|serian) (?:mortal|mortales|letal|letales|suficientes? para (?:morir|matar))\\b`,
      ),
    },
    { category: 'method', pattern: /\bsobredosis\b/ },
    {
      category: 'method',
      pattern: re(
        `\\b(?:voy a|quiero|pienso|podria|me voy a) (?:tomar(?:me)?|tragar(?:me)?|meterme|beberme) (?:\\S+ ){0,2}(?:todas?|todos?|el frasco|la caja|un frasco|una caja|\\d{2,}) (?:\\S+ ){0,3}${MEDS}`,
      ),
    },
    {
      category: 'method',
      pattern:
        /\b(?:desde |de )?(?:que|cual|cuantos?) (?:piso|altura|metros|pisos) (?:\S+ ){0,6}(?:morir|matarse|matarte|matarme|no sobrevivir|no sobrevives|mortal|te matas|te mueres)\b/,
    },
    {
      category: 'method',
      pattern: /\b(?:tirarse|saltar|lanzarse|caer) (?:\S+ ){0,6}(?:para|pa) (?:no sobrevivir|morir|matarse)\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:que|cual) (?:tipo de )?(?:cuerda|soga|nudo|cinturon) (?:\S+ ){0,6}(?:ahorc|colgar(?:se|me)|aguante (?:mi|el) peso|peso de una persona)/,
    },
    { category: 'method', pattern: /\b(?:nudo (?:de )?(?:horca|ahorcado|corredizo)|hacer una horca)\b/ },
    {
      category: 'method',
      pattern: /\bcarbon (?:\S+ ){0,6}(?:cuarto|coche|carro|auto|habitacion|bano|pieza) cerrad[oa]\b/,
    },
    {
      category: 'method',
      pattern:
        /\b(?:como|formas? de|maneras? de|metodos? (?:de|para)|mejor forma de) (?:suicid|matarse|matarme|quitarse la vida|morir sin dolor|morir rapido|ahorcarse)/,
    },
    {
      category: 'method',
      pattern:
        /\bmorir sin (?:dolor|sufrir)\b|\b(?:forma|manera|metodo|modo) (?:mas )?(?:rapid[ao]|facil|indolor[ao]|segur[ao]|efectiv[ao]) (?:de|para) (?:morir|matarse|matarme|suicidarse)\b/,
    },
    {
      category: 'method',
      pattern: /\bmorir (?:ahorcad[oa]|ahogad[oa]|desangrad[oa]|envenenad[oa]|de una sobredosis)\b/,
      needs: 'distress',
    },
    { category: 'method', pattern: /\b(?:cortarme|cortarse|me corto|me corte) las venas\b/ },
    // Only worrying next to distress or loss: tallest bridge, a train's times, "how many pills is too many".
    { category: 'method', pattern: re(`\\b(?:${PLACE}|rascacielos|lugar|sitio) mas alt[oa]\\b`), needs: 'distress' },
    // The height of a named place: "que puente de Madrid es el mas alto", "que tan alto es el puente de la 80".
    {
      category: 'method',
      pattern: re(
        `\\b(?:que|cual|cuales) (?:${PLACE}|rascacielos)\\b(?: \\S+){0,4} (?:es|son) (?:el|la|los|las) mas alt[oa]s?\\b|\\b(?:que tan alt[oa]|cuanto mide|cuantos metros (?:tiene|mide)|que altura tiene|la altura de) (?:es |esta )?(?:el |la |del |de la )?(?:${PLACE}|rascacielos)\\b`,
      ),
      needs: 'distress',
    },
    {
      category: 'method',
      pattern:
        /\b(?:a que hora|cuando|horario del?) (?:pasa|pasan|viene) (?:el|los) (?:ultimo )?(?:tren|metro|subte|trenes)/,
      needs: 'distress',
    },
    {
      category: 'method',
      pattern: re(
        `\\b(?:cuant[oa]s?|que cantidad de) (?:\\S+ ){0,2}${MEDS} (?:\\S+ ){0,3}(?:son|es|seria|serian) (?:demasiad[oa]s?|mucho|muchas|muchos|peligros[oa]s?|una sobredosis)\\b`,
      ),
      needs: 'distress',
    },
    {
      category: 'method',
      pattern:
        /\b(?:donde|como) (?:\S+ ){0,2}(?:comprar?|consigo|conseguir|compro|venden|consigue) (?:\S+ ){0,2}(?:pistolas?|armas?|revolver|cianuro|veneno|raticida|pentobarbital|soga|cuerda gruesa|carbon|gun|rope)\b/,
      needs: 'distress',
    },

    // intent: decided, no way back (fragments that count after a risk signal)
    // The decision and no way back are one signal (one match): "lo decidí, no hay vuelta atrás" is also said of a job.
    {
      category: 'intent',
      pattern:
        /\b(?:(?:ya )?(?:lo )?(?:tengo )?decidid[oa]|ya (?:lo )?decidi|ya me decidi|ya (?:lo )?(?:elegi|escogi)|(?:tome|he tomado|tengo tomada) (?:la|mi) decision|la decision (?:esta|ya esta) tomada|(?:esta|ya esta) hecho en mi cabeza)\b(?:(?: \S+){0,12} no hay vuelta atras\b)?|\bno hay vuelta atras\b(?:(?: \S+){0,12} (?:(?:ya )?(?:lo )?(?:tengo )?decidid[oa]|ya (?:lo )?decidi|ya me decidi|ya (?:lo )?(?:elegi|escogi)|(?:tome|he tomado|tengo tomada) (?:la|mi) decision|la decision (?:esta|ya esta) tomada|(?:esta|ya esta) hecho en mi cabeza)\b)?|\besta vez (?:si )?(?:lo hago|lo voy a hacer|va en serio)\b|\blo voy a hacer\b|\bya es hora\b|\bllego (?:la hora|el momento)\b/,
      needs: 'risk',
    },
    {
      category: 'intent',
      pattern:
        /\b(?:voy a|quiero|pienso|me voy a) (?:hacerlo|terminar con esto|acabar con esto)\b|\b(?:tengo|ya esta) todo (?:listo|preparado)\b|\besta noche lo hago\b/,
      needs: 'risk',
    },

    // plan: a time, a price level, a place (fragments after a risk signal)
    // A bare time in a short message ("esta noche."), answering an earlier risk.
    {
      category: 'plan',
      pattern: re(
        `^(?:\\S+ ){0,5}(?:esta noche|hoy|manana|pasado manana|este (?:finde|fin de semana)|el (?:finde|fin de semana)|el ${WEEKDAY}|en (?:unas|un par de|dos|tres) (?:horas|dias)|a las \\d+|cuando (?:cierre|abra|caiga|baje))(?: \\S+){0,5}$`,
      ),
      needs: 'risk',
    },
    {
      category: 'plan',
      pattern: re(
        `\\b(?:ya )?(?:elegi|escogi|tengo (?:elegido|escogido|listo|preparad[oa])) (?:el|la|los|las) (?:\\S+ )?(?:${PLACE}|lugar|sitio|dia|fecha|hora|soga|cuerda|pastillas|pistola|arma)\\b`,
      ),
    },
    {
      category: 'plan',
      pattern:
        /\b(?:ya )?(?:se|tengo pensado|tengo planeado) (?:como|cuando|donde) (?:lo voy a hacer|hacerlo|lo hare)\b/,
    },
    {
      category: 'plan',
      pattern:
        /\b(?:esta noche|hoy|manana) (?:lo hago|lo hare|lo voy a hacer)\b|\b(?:lo hago|lo hare|lo voy a hacer) (?:esta noche|hoy|manana)\b/,
      needs: 'distress',
    },

    // preparation: farewell notes, seed phrases and passwords, pets, giving things away
    {
      category: 'preparation',
      pattern: /\b(?:carta|nota|mensaje|video|cartita) (?:de )?(?:despedida|suicida|de adios)\b/,
    },
    { category: 'preparation', pattern: /\b(?:para|pa) cuando (?:ya )?(?:yo )?no (?:este|estare|exista|viva)\b/ },
    {
      category: 'preparation',
      pattern: /\bcuando (?:ya no|yo no) (?:este|estare|exista)\b(?! (?:en|aqui|ahi|conectad|online|por|de|con)\b)/,
    },
    {
      category: 'preparation',
      pattern: /\bya no (?:voy a estar|estare) (?:para|aqui|cuando|con ustedes|con vosotros)\b/,
    },
    {
      category: 'preparation',
      pattern: /\bpor si (?:ya no|un dia no|manana no|yo no) (?:estoy|estare|sigo|despierto|vuelvo|amanezco)\b/,
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:seed|semilla|frase semilla|seed phrase|contrasenas?|claves?|passwords?|llaves? privadas?|wallet|billetera) (?:\S+ ){0,8}(?:por si (?:me pasa algo|muero|me muero|ya no)|cuando (?:me muera|muera|ya no))/,
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:le |les )?(?:pase|mande|di|deje|envie|comparti) (?:\S+ ){0,2}(?:seed|semilla|frase semilla|seed phrase|contrasenas|claves|llaves privadas)\b/,
      needs: 'distress',
    },
    { category: 'preparation', pattern: /\b(?:que|q) se (?:quede|queden) con todo\b/, needs: 'distress' },
    {
      category: 'preparation',
      pattern:
        /\bcuid(?:en|a|ar|ame|enme|ad) (?:a |de )?mi (?:gato|gata|perro|perra|perrito|gatito|mascota|hijo|hija|hijos|familia|madre|mama|vieja)\b(?!(?: \S+){0,8} (?:viaje|viajo|vacaciones|mientras|unos dias|trabajo|finde|fin de semana))/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:regalando|regale|regalo|repartiendo|repartir|regalar) (?:todas )?(?:mis|todas mis) (?:cosas|pertenencias|coleccion)\b(?: \S+){0,5} (?:ya no|no) (?:las|los|lo|la|me) (?:voy a )?(?:necesit|sirv|hace falta)/,
    },
    {
      category: 'preparation',
      pattern: /\b(?:regalando|regale|repartiendo) (?:todas )?(?:mis|todas mis) (?:cosas|pertenencias)\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\badios (?:para siempre|a todos para siempre)\b|\bhasta nunca\b|\besta es mi (?:despedida|ultima)\b|\bya me despedi de (?:todos|todo el mundo|mi familia|mis)\b|\bme despido (?:de todos |de ustedes )?para siempre\b/,
    },
    {
      category: 'preparation',
      pattern:
        /\bgracias por todo(?: \S+){0,3} (?:adios|chau|chao|hasta siempre)\b|\badios a todos\b|\bperdon(?:enme)? por todo\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern: /^(?!.*\b(?:notari\w*|abogad[oa]|herencia)\b)(?:.* )?(?:testamento|mi ultima voluntad)\b/,
      needs: 'distress',
    },

    // self-harm: cutting, burning, hitting oneself
    { category: 'self-harm', pattern: /\bautolesi\w*|\bautolastim\w*|\bcutting\b|\bme autoles\w*/ },
    {
      category: 'self-harm',
      pattern:
        /\bme (?:volvi a |vuelvo a |sigo |estoy )?(?:corto|corte|cortar|cortando) (?:los brazos|las piernas|las munecas|la muneca|las venas|la piel|el brazo|la pierna|los muslos|el muslo|otra vez|de nuevo|para|cuando|porque|con (?:una?|la|el) (?:cuchilla|navaja|gillette|hoja|cutter|vidrio|cuchillo|knife))\b/,
    },
    {
      category: 'self-harm',
      pattern:
        /\b(?:ganas de|quiero|necesito|volver a|vuelvo a|volvi a) cortarme\b|\bcortarme (?:otra vez|de nuevo|los brazos|las piernas|las munecas)\b|\bme hago cortes\b|\bhacerme cortes\b/,
    },
    {
      category: 'self-harm',
      pattern:
        /\bme (?:quemo|queme|estoy quemando) (?:\S+ ){0,2}con (?:el |un |los |una )?(?:cigarros?|cigarrillos?|puchos?|encendedor|mechero|plancha|fosforos?|cerillos?|fuego)\b/,
    },
    {
      category: 'self-harm',
      pattern:
        /\b(?:me (?:hago|hice|estoy haciendo) dano|hacerme dano|me lastimo|lastimarme) (?:a mi mism[oa]|a proposito|apropos?ito|cuando|para|otra vez|de nuevo)\b|\b(?:quiero|ganas de|necesito|voy a|me voy a) (?:hacerme dano|lastimarme|hacer dano)\b/,
    },
    { category: 'self-harm', pattern: /\b(?:rajarme|me rajo|me raje|abrirme|me abro|me abri) las venas\b/ },
    {
      category: 'self-harm',
      pattern:
        /\b(?:me )?(?:rayo|raye|rayarme|rasguno|rasgune|rasgunarme|arano|arane|aranarme|rajo|raje) (?:los|las|el|la|mis|mi) (?:brazos?|munecas?|piernas?|muslos?|piel)\b|\b(?:me \S+|\S+me) hasta (?:sangrar|hacerme sangre)\b/,
    },
    {
      category: 'self-harm',
      pattern:
        /\bme (?:doy|di|pego|pegue|golpeo|golpee) (?:golpes|cabezazos|punetazos|pu[n]?etazos|la cabeza) (?:\S+ ){0,2}(?:contra|hasta)\b|\bme golpeo (?:contra|hasta|la cabeza)\b/,
    },

    // in progress: the act taken or under way, imminent danger
    {
      category: 'in-progress',
      pattern: re(
        `\\bme (?:tome|trague|bebi|meti|tomo|trago|estoy tomando|acabo de tomar) (?:\\S+ ){0,2}(?:todas? |todos? |\\d{2,} |veinte |treinta |cuarenta |cincuenta |un frasco |una caja |un blister |un monton de |un punado de )(?:\\S+ ){0,3}${MEDS}`,
      ),
    },
    {
      category: 'in-progress',
      pattern:
        /\bme (?:tome|trague|bebi) (?:\S+ ){0,2}(?:caja|frasco|blister|tira|bote) (?:enter[oa]|complet[oa])\b|\b(?:tome|me tome|bebi|me bebi|trague|me trague|me he tomado|me he bebido|he tomado|he bebido|acabo de (?:tomar|beber|tragar)(?:me)?|ya me tome|ya tome) (?:todo |toda |un poco de |un trago de |un vaso de |medio vaso de |una botella de |un frasco de )?(?:el |la |los |las |del |de la )?(?:veneno|raticida|matarratas|lejia|cloro|anticongelante|paraquat|gramoxone|glifosato|pesticidas?|plaguicidas?|insecticidas?|herbicidas?|cianuro|soda caustica|fosfuro|pastillas? (?:del|de) (?:arroz|gorgojo)|veneno (?:para|de|pa) (?:ratas|ratones|bichos|hormigas|cucarachas))\b(?! (?:para (?:limpiar|lavar|el suelo|la ropa)|en la piscina))/,
    },
    {
      category: 'in-progress',
      pattern: /\b(?:ya )?(?:me esta|esta empezando a|empieza a) hac(?:er|iendo) efecto\b/,
      needs: 'risk',
    },
    {
      category: 'in-progress',
      pattern:
        /\bno (?:para|deja) de sangrar\b|\bme estoy desangrando\b|\bestoy sangrando (?:mucho|un monton|demasiado)\b/,
    },
    {
      category: 'in-progress',
      pattern:
        /\b(?:en el|al) borde (?:de|del) (?:la |el )?(?:azotea|techo|puente|edificio|balcon|ventana|precipicio|acantilado|terraza|vias|anden|bridge)\b/,
    },
    {
      category: 'in-progress',
      pattern: re(
        `\\b(?:estoy|ya estoy|toy) (?:\\S+ ){0,3}${PLACE}\\b(?: \\S+){0,6} (?:voy a|a punto de|listo para|lista para|quiero) (?:saltar|tirarme|aventarme|lanzarme)\\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern:
        /\b(?:soga|cuerda|rope) (?:\S+ ){0,4}(?:ventilador|viga|techo|arbol|puerta|cuello)\b(?: \S+){0,6} (?:silla|banco|banquito|listo|lista|ya)\b/,
    },
    {
      category: 'in-progress',
      pattern: /\b(?:tengo|con) (?:la|una) (?:pistola|arma|gun) (?:en la mano|en la cabeza|en la boca|cargada)\b/,
    },

    // harm to others: threats to a scammer, the dev, an ex, the boss, family
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:voy a|vamos a|quiero|ganas de|pienso en|voy a ir a) (?:\S+ ){0,3}(?:matar|asesinar|apunalar|balear|acuchillar|degollar|quemar vivo) (?:a|al|a la|a los|a ese|a esa|a mi)\b/,
    },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:lo|la|los|las) (?:voy a |vamos a |quiero )?(?:mato|matare|mataria|matar|asesino|asesinare|asesinar|apunalo|apunalar|baleo|balear|acuchillo|acuchillar|degollo|degollar)\b/,
    },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:quemar(?:le)?|incendiar(?:le)?|prender(?:le)? fuego a) (?:\S+ ){0,2}(?:la casa|el coche|el carro|la oficina)\b/,
    },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:matar|mato|asesinar) (?:a|al) (?:\S+ ){0,2}(?:dev|estafador|scammer|jefe|ex|esposa|esposo|mujer|marido|novia|novio|familia|padre|madre|hermano|hermana|vecino|socio|desarrollador|hijos?)\b/,
    },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:le|les|al|a la|a ese|a esa) (?:\S+ ){0,3}(?:meter|meto|pegar|pego|dar|doy|volar|vuelo|descargar|descargo) (?:un |unos |varios |dos )?(?:tiros?|balazos?|plomazos?|disparos?|plomo)\b/,
    },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:reventar(?:le|la|lo)?|partir(?:le)?|romper(?:le)?|reventarle|madrear(?:lo|la)?|golpear(?:lo|la)?) (?:\S+ ){0,2}(?:a golpes|a palos|a trompadas|a madrazos|a pinas|a hostias|a patadas|la cara|la cabeza|la madre|el craneo)\b/,
    },
    {
      category: 'harm-to-others',
      pattern: /\b(?:sicario|contratar a alguien para (?:matar|que lo mate|que la mate))\b/,
    },
    // round three: families from the third batch
    {
      category: 'passive-wish',
      pattern:
        /\bsi (?:un|el|algun|una) (?:coche|carro|auto|camion|trailer|bus|autobus|tren|moto) (?:\S+ ){0,4}(?:me (?:cruzara|cruzase|diera|diese|atropellara|embistiera|arrollara|chocara|llevara por delante|pillara)|viniera de frente|se me (?:cruzara|echara encima|viniera encima))\b(?: \S+){0,8} (?:no (?:me apartaria|lo esquivaria|esquivaria|frenaria|me moveria)|(?:seria|hasta seria) un alivio|ni (?:me apartaria|lo esquivaria|frenaria))\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:ojala|que) (?:\S+ ){0,3}(?:me (?:atropell\w*|arroll\w*|pise|pisara|lleve por delante)|(?:un|el|algun) (?:coche|carro|auto|camion|bus|autobus|tren|colectivo) (?:\S+ ){0,3}(?:no (?:fren\w*|par\w*)|me (?:atropell\w*|arroll\w*|pas\w* por encima|lleve por delante)))\b/,
    },
    {
      category: 'intent',
      pattern:
        /\bno (?:hace falta que|hace falta|intentes|trates de|me intentes|me trates de|vas a poder|podras|sirve de nada) (?:\S+ ){0,2}(?:disuadir\w*|convencer\w* de (?:lo contrario|que no)|hacerme cambiar de (?:idea|opinion)|detener\w*|pararme|frenarme|salvarme)\b|\bno (?:me )?(?:disuadas|detengas|frenes|intentes salvar)\b/,
      needs: 'pair',
    },
    {
      category: 'intent',
      pattern:
        /\b(?:ya )?(?:he tomado|tome|tengo tomada) (?:la|mi|una) decision\b|\bla decision (?:ya )?esta tomada\b|\bme siento (?:\S+ )?en paz (?:con|desde)? ?(?:la decision|lo que voy a hacer|mi decision)?\b(?! con (?:mi|el|la|los) (?:trabajo|trade|cartera|portafolio))/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\bgracias por (?:la compania|acompanarme|escucharme|aguantarme|estar ahi|todo lo que (?:hiciste|has hecho))\b(?: \S+){0,3} (?:de |en )?(?:estos|estas|este|todo este|todos estos) (?:meses|semanas|anos|tiempo|dias)\b|\bgracias por (?:la compania|acompanarme) (?:de|en) (?:estos|estas|este)\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:a|al|a la) (?:mi )?(?:perr[oa]|gat[oa]|mascota|perrit[oa]|gatit[oa]|loro|conejo)(?: \S+){0,2} (?:se (?:la|lo) (?:queda|quedara|va a quedar)|(?:la|lo) (?:cuida|cuidara|va a cuidar|adopta|adoptara))\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:ya )?(?:esta|queda|quedo|deje|dejo|tengo) todo (?:en orden|arreglado|atado|organizado|resuelto|listo)\b(?! (?:para|pa) (?:la|el|los|las|una|un|mi|tu|su|nuestra|nuestro) (?:fiesta|cena|viaje|boda|cumple\w*|reunion|partido|examen|mudanza|evento|comida|navidad|salida|clase|presentacion|vacaciones|entrega|lanzamiento)\b)/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:he |ya )?(?:dejado|deje|dejo|pase|pasado|mande|mandado|di|dado|envie|enviado|comparti|compartido|escribi|escrito|apunte|apuntado)\b(?: \S+){0,6} (?:la )?(?:frase semilla|semilla|seed(?: phrase)?|contrasenas?|claves?|passwords?|llaves? privadas?|pin|codigo)\b(?: \S+){0,8} (?:en un sobre|con su nombre|una carta|por si acaso)\b/,
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:he |ya )?(?:dejado|deje|dejo|pase|pasado|mande|mandado|di|dado|envie|enviado|comparti|compartido)\b(?: \S+){0,6} (?:la )?(?:frase semilla|semilla|seed(?: phrase)?|contrasenas?|llaves? privadas?)\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\bcuando (?:yo ya|ya yo|yo) no (?:este|estare|exista)\b|\b(?:no tenga|no tengan|no tendra|no tendran) que pagar nada cuando\b/,
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:devolvi|pague|he devuelto|he pagado|ya devolvi|ya pague)(?: \S+){0,4} (?:hasta el ultimo (?:peso|euro|centimo|centavo|dolar|sol)|todo lo que (?:les |le )?debia)\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern: re(
        `\\b(?:conte|he contado|contando|junte|he juntado|juntando|acumule|acumulando|guardando|tengo guardad[oa]s) (?:\\S+ ){0,3}${MEDS}\\b`,
      ),
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern: re(
        `\\b${MEDS}(?: \\S+){0,8} (?:en fila|alineadas|alineados|en hilera|contadas|contados|preparadas|preparados|(?:y|ya) (?:\\S+ )?(?:cuarenta|cincuenta|sesenta|\\d{2,})(?: y pico)?)\\b|\\b(?:cuarenta|cincuenta|sesenta|\\d{2,})(?: y pico)?(?: \\S+){0,3} en fila\\b`,
      ),
    },
    {
      category: 'plan',
      pattern:
        /\b(?:la hora|el dia|la fecha|el momento|la noche) que (?:me (?:puse|marque|fije|di)|(?:eleg|escog|fij|decid)i)\b|\bqueda poco para (?:la hora|el dia|el momento)\b/,
      needs: 'risk',
    },
    {
      category: 'in-progress',
      pattern: re(
        `\\b(?:me (?:he|acabo de) (?:tomado|tragado|bebido|tomar|tragar|beber)|me (?:tome|trague|bebi)) (?:\\S+ ){0,2}(?:la |el |una |un )?(?:caja|frasco|blister|tira|bote|botella|cartera|sobre|paquete)s? (?:enter[oa]s?|complet[oa]s?|de ${MEDS})\\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern:
        /\b(?:se me (?:estan|estan empezando a|empiezan a) (?:dormir|entumecer|adormecer)|ya no (?:siento|me siento) (?:las piernas|los brazos|las manos))\b/,
      needs: 'risk',
    },
    {
      category: 'harm-to-others',
      pattern: re(
        `\\b(?:delante|enfrente|frente|fuera|afuera|en la puerta|debajo|abajo) (?:de |a )?(?:su|la|el) (?:casa|portal|puerta|oficina|trabajo|edificio|piso|departamento|depa)\\b(?: \\S+){0,8} (?:con|tengo|llevo|traigo) (?:el |la |un |una |mi )?(?:\\S+ )?(?:escopeta|pistola|revolver|cuchillo|navaja|machete|bate|arma|fierro|cuchilla|hacha|martillo)\\b|\\b(?:con|tengo|llevo|traigo) (?:el |la |un |una |mi )?(?:\\S+ )?(?:escopeta|pistola|revolver|cuchillo|navaja|machete|bate|arma|fierro|cuchilla|hacha|martillo)\\b(?: \\S+){0,8} (?:delante|enfrente|frente|fuera|afuera|en la puerta|debajo) (?:de |a )?(?:su|la|el) (?:casa|portal|puerta|oficina|trabajo|edificio)\\b`,
      ),
    },
    {
      category: 'method',
      pattern: re(
        `\\b(?:cuant[oa]s?|que cantidad|que dosis|a partir de|desde que|que altura|que tan alto)\\b(?: \\S+){0,3} ${MEANS}\\b(?: \\S+){0,8} ${IRREV}|\\b${MEANS}\\b(?: \\S+){0,3} (?:cuant[oa]s?|a partir de|desde que)\\b(?: \\S+){0,6} ${IRREV}`,
      ),
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:ojala|a ver si|quisiera que|ojala que) (?:\S+ ){0,2}me (?:pille|pilla|pillara|pillase|atropelle|atropella|atropellara|atropellase|arrolle|arrolla|arrollara|lleve por delante|llevara por delante|cayera|caiga|cayese|partiera|parta|matara|mate|pique|pica|picara|picase|muerda|muerde|mordiera|mordiese) (?:\S+ ){0,2}(?:un|una|el|la|algun|alguna) (?:camion|coche|carro|auto|bus|autobus|tren|metro|moto|trailer|rayo|avion|bala|piano|meteorito|conductor|borracho|serpiente|culebra|vibora|equis|barba amarilla|cascabel|mapana|coral|alacran|escorpion|tiburon|cocodrilo|caiman)\b/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\b(?:y (?:asi )?|asi )(?:ya )?(?:que )?(?:se acaba(?:ba|ria)?|se acabe|se acabara|se termina(?:ba|ria)?|se termine|se acabo) (?:todo|de una vez|esto)\b|\bsin que nadie (?:tenga|tuviera|tuviese) (?:la )?culpa\b|\b(?:que|para que) parezca (?:un )?accidente\b/,
      needs: 'pair',
    },
    {
      category: 'intent',
      pattern:
        /\bno (?:me )?(?:lo )?(?:intentes|trates de|intenteis|intenten|vas a poder|podras|puedes) (?:quitar|sacar)\w*(?: \S+)? de la cabeza\b|\bno me (?:lo )?(?:quites|saques) de la cabeza\b/,
      needs: 'pair',
    },
    {
      category: 'intent',
      pattern:
        /\besta vez (?:si )?(?:lo hago (?:de verdad|en serio)|va en serio|va de verdad|no fallo|no me (?:echo|voy a echar) (?:para |pa )?atras|no me rajo|es la definitiva|es de verdad|si que lo hago)\b/,
      needs: 'distress',
    },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:tengo|consegui|ya tengo|se|averigue|encontre|saque|me pasaron) (?:la |su )?(?:direccion|domicilio|ubicacion) (?:de|del|de la|de ese|de esa)\b|\b(?:le|les) (?:hago|hare|voy a hacer|vamos a hacer|hacemos) (?:una )?(?:visita|visitita)\b|\bhacerle (?:una )?visita\b|\bno (?:voy|vamos|iremos|ire) (?:a ir )?a (?:hablar|charlar)(?: precisamente)?\b|\bno (?:precisamente|exactamente) (?:a|para) hablar\b|\by no (?:para|a) (?:hablar|charlar|conversar)\b|\bno con palabras\b/,
      needs: 'pair',
    },
    {
      category: 'harm-to-others',
      pattern:
        /\b(?:esta|estan) (?:\S+ ){0,2}(?:en el portal|en la puerta|en mi puerta|subiendo(?: las escaleras)?|en la escalera|en el rellano|abajo en)\b|\b(?:lo|la|te|le) (?:rajo|pincho|abro en canal|coso a punaladas)\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:pagando|pagado|pague|devolviendo|devuelto|devolvi|saldando|saldado|salde) (?:\S+ )?(?:a todos|a todo el mundo)\b|\b(?:que nadie pueda decir|no quiero) que me (?:fui|vaya|voy|marche|muera|muero) debiendo\b|\bno (?:me quiero|quiero) (?:ir|irme|marchar(?:me)?|morir(?:me)?) debiendo\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /\b(?:que nadie pueda decir|no quiero) que me (?:fui|vaya|marche|muera) debiendo\b|\bno (?:me quiero|quiero) (?:ir|irme|marchar(?:me)?|morir(?:me)?) debiendo\b/,
      needs: 'distress',
    },
    {
      category: 'preparation',
      pattern:
        /\bcuida(?:d|te)? (?:de |a )?(?:los demas|mi (?:madre|mama|padre|papa|perro|perra|gato|gata|hij[oa]|herman[oa]|familia|vieja|viejo)|mis (?:hijos|padres|perros|gatos|viejos)|todos|ellos)\b|\bcuidal[oa]s? por mi\b|\b(?:dile|diles|decile|decirle) (?:a )?(?:mi|mis) (?:\S+ ){1,2}que (?:lo siento|les? quiero|los quiero|me perdone|me perdonen|(?:la|lo|las|los|les|te) (?:quise|quiero|ame|amo|adore|adoro)(?: mucho| tanto| de verdad)?)\b/,
      needs: 'pair',
    },
    {
      category: 'preparation',
      pattern:
        /(?:^|\b(?:pues eso|eso es todo|ya esta|bueno|vale|ok|listo) )(?:adios|chao|chau)(?: (?:a todos|para siempre|de verdad))?$/,
      needs: 'distress',
    },
    {
      category: 'in-progress',
      pattern:
        /\b(?:ya )?(?:he saltado|salte|pase|he pasado|cruce) (?:por encima de )?(?:la |el )?(?:barandilla|baranda|pretil|valla|reja|muro)\b|\bestoy (?:al otro lado|del otro lado|por fuera) de (?:la |el )?(?:barandilla|baranda|pretil|valla|reja)\b|\b(?:abri|deje abierto|he abierto) (?:el )?gas\b(?: \S+){0,6} (?:cerre|he cerrado|tape|selle) (?:las |todas las )?(?:ventanas|puertas)\b|\b(?:cerre|he cerrado) (?:las |todas las )?(?:ventanas|puertas)(?: \S+){0,6} (?:abri|deje abierto|he abierto) (?:el )?gas\b|\b(?:coche|carro|motor) (?:encendido|en marcha) (?:en|dentro de)l? garaje\b/,
    },
    // Tuning round 5 (new writers): families of wordings the rules missed.
    {
      // "cuantas pastillas ... son para mi, no para el", "que piso ... lo pregunto por mi".
      category: 'method',
      pattern: re(
        `\\b(?:cuant[oa]s|que|desde que|a partir de que|cual(?:es)?)\\b(?: \\S+){0,12} (?:${MEDS}|pisos?|planta|altura|veneno|sangre|puente|edificio)\\b(?: \\S+){0,10} (?:hacen falta|hace falta|se necesitan|alcanzan|bastan|se muere|te mueres|te matas|desangrarse|desangrarte)\\b(?: \\S+){0,3} (?:son para mi|es para mi|pregunto por mi|lo pregunto por mi|pregunto para mi)(?= no\\b| y no\\b|$)`,
      ),
    },
    {
      // "desde que piso de un edificio es seguro? pregunto por un amigo".
      category: 'method',
      pattern:
        /\b(?:desde|a partir de) (?:que|cual) (?:piso|planta|altura)\b(?: \S+){0,6} (?:es seguro|seguro que|no se sobrevive|te matas|no sobrevives)\b(?: \S+){0,4} (?:pregunto por un amigo|es para un amigo|pregunto por alguien)\b/,
    },
    {
      // "que medicamento sin receta te para el corazon".
      category: 'method',
      pattern: re(
        `\\b(?:${MEDS}|farmacos?|drogas?) (?:sin receta|de venta libre)\\b(?: \\S+){0,3} (?:te |le |que |me )?(?:para|pare|detiene|detenga|paraliza) el corazon\\b`,
      ),
    },
    {
      // "estoy en la azotea del hotel, sentado en el borde".
      category: 'in-progress',
      pattern:
        /\b(?:estoy|toy|sigo) (?:\S+ ){0,2}(?:en|sobre) (?:la |el )?(?:azotea|tejado|techo|cornisa|puente|viaducto|balcon|terraza)\b(?: \S+){0,5} (?:sentad[oa]|de pie|parad[oa]) (?:en|sobre) (?:el|la) (?:borde|filo|barandal|barandilla|pretil|cornisa)\b(?! de la (?:piscina|alberca|cama|silla|mesa)| del (?:sofa|jacuzzi))/,
    },
    {
      // "el coche encendido en el garaje cerrado".
      category: 'in-progress',
      pattern:
        /\b(?:coche|carro|auto|motor)\b(?: \S+){0,3} (?:encendido|en marcha|prendido|arrancado)\b(?: \S+){0,4} (?:garaje|cochera) (?:cerrad[oa]|con la puerta cerrada)\b(?: \S+){0,4} (?:perdon|perdonen|adios|lo siento|conmigo dentro|y yo dentro)\b/,
    },
    {
      // Stones in the pockets at the water.
      category: 'in-progress',
      pattern:
        /\b(?:muelle|puerto|rio|mar|lago|puente|playa|pantano|presa)\b(?: \S+){0,6} (?:ya )?con (?:las |unas )?(?:piedras|pesas) en (?:los|mis) bolsillos\b/,
    },
    {
      // Going to someone's place with a weapon.
      category: 'in-progress',
      pattern:
        /\b(?:voy|estoy yendo|voy camino|me voy|ya voy) (?:a casa de (?:ese|esa|el|ella|mi ex|mi jefe|ese tipo)|a su casa|a buscar(?:lo|la|le)|donde (?:vive|trabaja|esta))\b(?: \S+){0,4} con (?:el|la|un|una|mi) (?:cuchillo|navaja|machete|pistola|fierro|arma|escopeta|revolver)\b/,
    },
    {
      // "voy a hacerlo, no me mandes numeros de telefono".
      category: 'intent',
      pattern:
        /\b(?:voy a hacerlo|lo voy a hacer|lo hago|lo hare)\b(?: \S+){0,4} no (?:me )?(?:mandes|pases|des|envies|vengas con|pongas) (?:\S+ )?(?:numeros|telefonos|lineas)(?: de (?:telefono|ayuda|emergencia|crisis|psicologos))?(?: por favor)?$/,
    },
    {
      // "este finde lo hago. no te pido consejo".
      category: 'intent',
      pattern:
        /\b(?:este|el|esta) (?:finde|fin de semana|sabado|domingo|viernes|lunes|noche)\b(?: \S+){0,2} lo (?:hago|hare)\b(?: \S+){0,3} no (?:te )?(?:pido|estoy pidiendo|busco) (?:consejo|consejos|opinion|permiso)$/,
    },
    {
      category: 'active-ideation',
      pattern:
        /\bme (?:voy|largo|marcho|despido) de este mundo\b(?! (?:del|de la|de los))|\b(?:desuscribirme|darme de baja|desinscribirme) de la vida\b/,
    },
    {
      // "mi precio de liquidacion ... cuando lo toque me voy para siempre, esa misma noche".
      category: 'plan',
      pattern:
        /\bliquidacion\b(?: \S+){0,6} cuando (?:\S+ )?(?:toque|llegue|toca|llega)\b(?: \S+){0,2} me (?:voy|tiro|largo)\b(?: \S+){0,3} (?:para siempre|esa misma noche|esa noche|yo tambien)\b/,
    },
    {
      // "el viernes cuando mi mujer se lleve a los ninos al pueblo. ese dia lo hago".
      category: 'plan',
      pattern:
        /\bcuando (?:mi mujer|mi esposa|mi marido|mi esposo|mi pareja|mi novia|mi novio)\b(?: \S+){0,4} (?:los ninos|los chicos|los nenes|los hijos|las ninas|los cros|los chamacos|los pibes)\b(?: \S+){0,6} (?:ese dia|esa noche|esa tarde|entonces|ahi) lo (?:hago|hare|voy a hacer)$/,
    },
    {
      // "esa misma noche me voy al puente".
      category: 'plan',
      pattern:
        /\b(?:esa misma noche|esa misma tarde|ese mismo dia|la misma noche|esa noche misma)\b(?: \S+){0,2} me (?:voy|tiro|largo|subo) (?:al|a la|del|de la|a las) (?:puente|vias|azotea|acantilado|presa|viaducto|barranco)\b(?! (?:a ver|a mirar|a pescar|con|de fiesta|a correr|por|para|en|a tomar|a cenar))/,
    },
    {
      // Going to see where to jump from.
      category: 'plan',
      pattern:
        /\bver (?:desde donde|de donde|donde) (?:tirarme|aventarme|lanzarme|me tiro)\b(?! (?:en paracaidas|en parapente|al agua|a la piscina|al mar|al rio|de cabeza al))/,
    },
    {
      // "ya tengo la soga en el armario", "la soga ya colgada".
      category: 'preparation',
      pattern:
        /\b(?:tengo|ya tengo|compre|con) la soga\b(?: \S+){0,3} (?:en el armario|en el coche|en el garaje|en el cajon|guardada|escondida|lista|preparada)\b|\bsoga (?:ya )?(?:colgada|atada|preparada|lista|comprada)\b/,
      needs: 'distress',
    },
    {
      // "ya tengo la soga en el armario por si el lunes sigue igual".
      category: 'preparation',
      pattern: /\b(?:tengo|ya tengo|compre) (?:la|una) soga\b(?: \S+){0,4} por si\b/,
    },
    {
      category: 'preparation',
      pattern: /\bcuerda (?:ya )?(?:colgada|atada|preparada|lista|comprada)\b/,
      needs: 'distress',
    },
    {
      // "hice una lista de quien se queda con que".
      category: 'preparation',
      pattern:
        /\blista de quien (?:se queda|se va a quedar|se lleva|recibe|hereda) con (?:que|cada cosa|todo)$|\b(?:apunte|apuntado|escribi|anote|deje escrito) quien se (?:queda|va a quedar) con (?:mi |el |la )?(?:perr[oa]|gat[oa]|mascota)\b(?: \S+){0,4} (?:por si acaso|por si las moscas|por si)\b/,
    },
    {
      // "le busque casa a mi perro. la senora de abajo se lo queda".
      category: 'preparation',
      pattern:
        /\b(?:busque|encontre|consegui) casa (?:a|para) (?:mi |el |la )?(?:perr[oa]|gat[oa]|mascota|perrit[oa]|gatit[oa])\b(?: \S+){0,6} se (?:lo|la) (?:queda|quedara|va a quedar)\b/,
    },
    {
      // "deje programado un ultimo mensaje".
      category: 'preparation',
      pattern:
        /\b(?:borre|elimine|cerre|di de baja) (?:\S+ ){0,3}(?:redes|cuentas|perfiles|instagram|facebook)\b(?: \S+){0,6} programad[oa] (?:un |una |el |la |mi )?(?:ultim[oa]|final) (?:mensaje|post|correo|carta|tweet|audio)\b/,
    },
    {
      // "di de baja el gimnasio, el spotify y el movil. ya no los voy a necesitar".
      category: 'preparation',
      pattern:
        /\b(?:di de baja|me di de baja|cancele|anule)\b(?: \S+){0,6} (?:movil|celular|telefono|linea|sim)\b(?: \S+){0,4} (?:ya no (?:los|las|lo|la|me) (?:voy a )?(?:necesit\w*|hacen falta|van a hacer falta|sirven|van a servir)|no (?:los|las|lo|la) voy a necesitar)\b/,
    },
    {
      // "has sido el unico que me escucho. adios".
      category: 'preparation',
      pattern:
        /\b(?:has sido|fuiste|eres) (?:el unico|la unica) que me (?:escucho|escuchaste|ha escuchado|entendio|entendiste)\b(?: \S+){0,4} (?:adios|chao|chau|hasta siempre)\b(?!(?: \S+){0,4} (?:nos vemos|hasta (?:manana|luego|el|la)|manana))/,
    },
    {
      // "otra vez con la cuchilla", punches "hasta sangrar" or "hasta dejarme morado".
      category: 'self-harm',
      pattern:
        /\b(?:otra vez|de nuevo|volvi) con la (?:cuchilla|navaja|hoja|gillette|cuchillita)\b|\b(?:golpes|punetazos|punetazo|cabezazos|puntapies)\b(?: \S+){0,5} hasta (?:sangrar|dejarme morad[oa]|quedar morad[oa]|hacerme sangre|que sangr\w*|reventarme)\b/,
    },
    {
      // "ojala me quedara dormido y ya, sin despertar", "ojala no despertarme manana", "quiero dormirme y no volver".
      category: 'passive-wish',
      pattern:
        /\bojala no despertarme\b(?! (?:temprano|tarde|a las|antes))|\bojala (?:me quedara|me quede|me quedase) dormid[oa]\b(?: \S+){0,4} (?:sin despertar|y no despertar|para siempre|y no volver)\b|\bdormir(?:me)? y no volver\b(?! a (?!despertar))/,
    },
    {
      category: 'passive-wish',
      pattern:
        /\bno (?:le )?veo (?:el |ningun )?sentido a (?:estar vivo|estar viva|vivir|seguir vivo|seguir viva|seguir viviendo|existir)\b|\b(?:quisiera|quiero) desaparecer\b(?: \S+){0,3} (?:que nadie me busque|para siempre|sin dejar rastro)\b/,
    },
    {
      // "se en que gym entrena. va a salir en camilla".
      category: 'harm-to-others',
      pattern:
        /\bse (?:en )?(?:que|donde|a que hora|cual)\b(?: \S+){0,10} (?:salir en camilla|acabar en el hospital|terminar en el hospital|salir con los pies por delante)$/,
    },
    {
      // "le rompo el cuello", "le clavo el cuchillo de la cocina".
      category: 'harm-to-others',
      pattern:
        /\b(?:le|te|les) (?:rompo|parto|retuerzo|voy a romper|voy a partir) el cuello(?: (?:a ese|a esa|al|a la) \S+)?$|\b(?:le|te|les) (?:clavo|meto|hundo|voy a clavar|voy a meter) (?:el|un|la|una|mi) (?:cuchillo|navaja|tijeras|destornillador|punal|machete)\b/,
    },
    {
      // "se donde vives y no lo vas a ver venir", "se donde vive ... va a pagar con sangre".
      category: 'harm-to-others',
      pattern:
        /\bse donde (?:vives|trabajas|duermes)\b(?: \S+){0,10} (?:no lo vas a ver venir|ni lo vas a ver venir|vas a pagar|te vas a enterar|lo vas a lamentar)\b|\bse donde (?:vive|trabaja|vives|trabajas)\b(?: \S+){0,10} (?:pagar|pagaras|pagara) con sangre\b/,
    },
    {
      // Joining a late spouse, after distress: "quiero reunirme con mi marido".
      category: 'passive-wish',
      pattern:
        /\b(?:quiero|quisiera|ojala pudiera|me gustaria) (?:reunirme con|irme con|estar con|ir con) (?:mi (?:marido|esposo|mujer|esposa|madre|mama|padre|papa|hijo|hija)|mis viejos) (?:que (?:en paz descanse|esta en el cielo)|en el cielo|alla arriba|dios me perdone)\b/,
    },
    {
      // "mi hija cobrara el seguro y estara mejor sin un padre ...".
      category: 'passive-wish',
      pattern:
        /\b(?:cobrara|cobraran|cobraria|cobre|cobren|se quedara con|se quedaran con) (?:el|la|mi) (?:seguro|poliza)\b(?: \S+){0,8} mejor(?:es)? sin\b/,
    },
    // Tuning round 6 (a new writer): families the rules missed.
    {
      // Saying goodbye to one's family, after distress: "hoy me despedi de mi mama".
      category: 'preparation',
      pattern:
        /\bme (?:despedi|he despedido|estoy despidiendo|despido|fui a despedir) de (?:mi |mis |toda mi |la |todos\b|todo el mundo)(?:madre|mama|vieja|padre|papa|viejo|viejos|hij[oa]s?|herman[oa]s?|familia|abuel[oa]s?|gente|amig[oa]s?|novi[oa]|mujer|marido|esposa?o?)?\b(?!(?: \S+){0,4} (?:en el aeropuerto|en la estacion|en la terminal|antes de (?:viajar|irme de viaje|mudarme)|porque (?:se|me) (?:va|voy|muda|mudo)|hasta (?:el|la|manana|luego|pronto)))/,
      needs: 'distress',
    },
    {
      // ... or to everyone in secret: "me estoy despidiendo de la gente sin que se den cuenta".
      category: 'preparation',
      pattern:
        /\bdespid(?:iendo|o|i|iendome)\b(?: \S+){0,4} (?:sin que (?:se den cuenta|lo sepan|se enteren|nadie (?:se de cuenta|lo sepa))|a escondidas|en secreto|sin decirles? (?:nada|por que))\b/,
    },
    {
      // "ya no voy a estar mucho tiempo", "no voy a estar por aqui mucho mas": context for what follows.
      category: 'passive-wish',
      pattern:
        /\b(?:ya )?no voy a estar (?:aqui |por aqui |con ustedes |con vosotros )?(?:mucho (?:tiempo|mas)|por mucho (?:tiempo|mas)|mucho rato mas)$/,
      needs: 'distress',
    },
    {
      // Putting one's affairs in order for the family: "dejando las cosas en orden para mi madre, el testamento".
      category: 'preparation',
      pattern:
        /\b(?:dejando|deje|dejo|poniendo|puse|pongo) (?:las cosas|todo|mis cosas|mis papeles|mis asuntos|los papeles) (?:en orden|arreglad[oa]s?|listos?|organizad[oa]s?)\b(?: \S+){0,3} (?:para (?:mi|mis|que|cuando|ellos|ellas)|el testamento|las cuentas|los seguros)\b/,
      needs: 'distress',
    },
    {
      // ... and then, alone: "ya esta todo listo", "ya esta todo".
      category: 'preparation',
      pattern: /^(?:bueno |pues |y )?ya (?:esta|tengo) todo(?: (?:listo|preparado|en orden|arreglado|hecho))?$/,
      needs: 'distress',
    },
    {
      // ... or closing a message that already gives things away: "le deje las maquinas a mi aprendiz ... ya esta todo".
      category: 'preparation',
      pattern: /\bya (?:esta|tengo) todo(?: (?:listo|preparado|en orden|arreglado|hecho))?$/,
      needs: 'pair',
    },
    {
      // Letters to the family left where they will be found: "escribi cartas para mis hijos y las deje en el cajon".
      category: 'preparation',
      pattern:
        /\b(?:escribi|deje|tengo escritas)\b(?: \S+){0,2} (?:cartas?|notas?)\b(?! de (?:navidad|cumpleanos|amor|presentacion|reclamacion|recomendacion))(?: \S+){0,2} (?:para|a) (?:mi|mis)\b(?: \S+){0,6} (?:estan|esta|quedan|queda|(?:las|la) (?:deje|guarde|puse)) (?:en|dentro de|debajo de|encima de|sobre) (?:el |la )?(?:cajon|mesilla|mesita|buro|escritorio|mesa|almohada|cama|armario|caja fuerte|mochila)\b/,
    },
    {
      // Things given away with the reason: "regale mi casco ... le dije que ya no las iba a necesitar".
      category: 'preparation',
      pattern:
        /\b(?:regale|regalo|he regalado|di|deje|le deje|reparti|done)\b(?: \S+){1,12} (?:que )?ya no (?:me )?(?:lo |la |los |las )?(?:iba|voy|va|van) a (?:necesitar|hacer falta|servir|usar)\b(?! (?:porque|ya que|ahora que|desde que|con|hasta|en|este|esta|por ahora|mas que))|\b(?:regale|he regalado|di|reparti|done)\b(?: \S+){1,8} (?:total|igual|de todos modos) ya no (?:me )?(?:sirven?|hacen? falta|(?:los|las|lo|la) necesito)\b/,
    },
    {
      // Tools of one's trade or things one loves left to someone: "le deje las maquinas a mi aprendiz".
      category: 'preparation',
      pattern:
        /\b(?:le |les )?(?:regale|deje|di|reparti|done|he regalado|he dejado) (?:mis |mi |las |los |el |la )(?:maquinas|herramientas|casco|botas|guitarra|moto|coche|carro|reloj|joyas|anillo|computadora|compu|portatil|ordenador|consola|play|libros|discos|tijeras|cosas|ahorros)\b(?: \S+){0,5} (?:a|para) (?:mi|mis|un|una|el|la)\b/,
      needs: 'distress',
    },
    {
      // On a bridge, roof or edge, said as where one is now: "ya estoy en el puente", "estoy en el borde ... mirando pa abajo".
      category: 'in-progress',
      pattern: re(
        `\\b(?:ya (?:estoy|toy)|estoy ya|aqui estoy) (?:en|sobre|arriba de|arriba del) (?:el |la |lo alto de(?:l| la) )?(?:${PLACE}|borde|cornisa|rajo|barranco|precipicio)\\b(?: (?!(?:de|con|para|tomando|viendo|mirando)\\b)\\S+){0,2}$|\\bestoy (?:en|sobre) (?:el|la) (?:borde|filo|cornisa|orilla) (?:del?|de la) (?:\\S+ ){0,3}(?:mirando|viendo) (?:para|hacia|pa) abajo\\b|\\bestoy (?:en|sobre) (?:el|la) (?:${PLACE}|cornisa)\\b(?: \\S+){0,3} (?:hace (?:mucho )?frio|mirando (?:para|hacia) abajo)$`,
      ),
    },
    {
      // A truck, the mountain or the sea that took one would not be so bad: "si se viene el cerro encima no seria tan malo".
      category: 'passive-wish',
      pattern:
        /\bsi\b(?: \S+){0,6} (?:encima|me (?:llev|atropell|aplast|arrastr|trag)\w*|no (?:me )?despert\w*)\b(?: \S+){0,5} (?:no seria (?:tan |nada |muy )?malo|no estaria (?:tan |nada )?mal|tampoco seria (?:tan )?malo|me daria igual|seria un alivio|no me (?:importaria|molestaria|daria pena)|seria mejor|mejor para todos)\b/,
    },
    {
      // "estaria mejor mi familia sin mi".
      category: 'passive-wish',
      pattern: /\b(?:estarian|estaria|vivirian|viviria|estaran|estara) mejor (?:\S+ ){1,3}sin mi\b/,
    },
    {
      // A high place one cannot stop thinking about, then its railings: "no dejo de pensar en la azotea" ... "que no tiene barandal".
      category: 'method',
      pattern: re(
        `\\b(?:no dejo de|no paro de|no puedo dejar de|sigo|vuelvo a|todo el dia) pens(?:ar|ando) en (?:el|la|los|las|ese|esa|aquel|aquella) (?:${PLACE}|acantilado|cornisa|presa|represa|rio)\\b`,
      ),
      needs: 'distress',
    },
    {
      category: 'method',
      pattern:
        /\b(?:no tiene|no tienen|sin|no hay|ya no tiene|ya no hay|quitaron) (?:la |el |las |los |ningun |ninguna )?(?:barandal|barandales|barandilla|barandillas|baranda|rejas?|vallas?|redes|red de proteccion|mallas?|barreras?|pretil)\b/,
      needs: 'distress',
    },
    {
      // Staring at a means: "tengo la navaja aqui y no dejo de mirarla", "la soga ... solo la miro".
      category: 'method',
      pattern:
        /\b(?:navaja|cuchilla|soga|cuerda|pistola|escopeta|revolver|pastillas|gancho|viga)\b(?: \S+){0,6} (?:no dejo de mirarla|no dejo de mirarlas|no dejo de mirarlo|no dejo de mirarlos|no paro de mirarl[oa]s?|solo (?:la|las|lo|los) miro|me quedo mirandol[oa]s?|(?:la|las|lo|los) miro y (?:pienso|me pregunto))\b/,
    },
    {
      // Leaving with one's liquidated position: "cuando me liquiden la posicion me voy yo tambien".
      category: 'plan',
      pattern:
        /\bcuando (?:me )?(?:liquid\w*|toque (?:la|el) (?:liquidacion|stop))\b(?: \S+){0,4} (?:me voy|me largo|me tiro|me mato|me despido)(?: yo)? (?:tambien|con ella|detras|para siempre|de este mundo)\b/,
    },
    {
      // Hitting oneself until one bleeds: "me pego contra la pared hasta sangrar".
      category: 'self-harm',
      pattern:
        /\bme (?:pego|golpeo|pegue|golpee|doy golpes|doy cabezazos|reviento la mano|reviento los nudillos) (?:\S+ ){0,4}hasta (?:sangrar|hacerme sangre|que (?:me )?sangr\w*|dejarme morad[oa]|romperme)\b/,
    },
    {
      // The whole bottle or box swallowed: "me tome todo el frasco hace un rato".
      category: 'in-progress',
      pattern: re(
        `\\bme (?:tome|trague|bebi|acabo de tomar) (?:todo el|toda la|todas las|todos los) (?:frasco|bote|caja|blister|tira|envase|tableta|${MEDS})\\b(?! de (?:agua|cerveza|vino|jugo|zumo|leche|cafe|refresco|te|jarabe|vitaminas|caramelos|chocolates?)\\b)`,
      ),
    },
    // Tuning round 7: families the rules missed.
    {
      // A price or a date as a deadline for oneself: "si btc no pasa los 60 mil ... me acabo", "si baja de 3 me quito de en medio".
      category: 'plan',
      pattern:
        /\bsi\b(?: \S+){0,14} (?:baja|cae|pierde|rompe|perfora|toca|no pasa|no sube|no llega|no recupera|no rebota|no vuelve)\b(?: \S+){0,12} (?:me acabo|me quito de en medio|me voy para siempre|se acabo para mi|lo hago|me despido)(?= (?:ese|eso|esa|es|y|ya|lo|te|asi|de verdad|en serio|se acabo)\b|$)/,
      needs: 'distress',
    },
    {
      // A deal made with oneself: "ese es el trato que hice conmigo", "ya lo tengo pactado conmigo mismo".
      category: 'intent',
      pattern:
        /\b(?:trato|pacto|promesa|apuesta|acuerdo|juramento) (?:que )?(?:(?:me )?(?:hice|he hecho|tengo|hago|jure)) (?:yo )?conmigo\b|\b(?:hice|he hecho|tengo) (?:un |el )?(?:trato|pacto|acuerdo) conmigo\b|\b(?:ya )?(?:lo )?(?:tengo |esta )(?:pactado|hablado|acordado|prometido|jurado) conmigo(?: mism[oa])?\b/,
      needs: 'pair',
    },
    {
      // Not being there on a named day: "el 15 me cobran el prestamo. ese dia ya no estare".
      category: 'plan',
      pattern: re(
        `\\b(?:ese dia|esa noche|esa fecha|ese mismo dia|para entonces|para ese dia|para esa fecha|el dia \\d+|el \\d+|el ${WEEKDAY}|a fin de mes|para fin de mes) (?:yo )?ya no (?:estare|voy a estar|existire|voy a existir|sigo aqui|seguire aqui)\\b(?! (?:en|de|por|con|disponible|conectad\\w*|online|trabajando|libre|ocupad\\w*|fuera|lejos|alli|ahi|aca|en casa|de guardia|de turno)\\b)`,
      ),
      needs: 'distress',
    },
    {
      // The day picked, in the perfect tense: "he elegido la fecha", "ya he fijado el dia".
      category: 'plan',
      pattern:
        /\b(?:ya )?(?:he|tengo) (?:elegido|escogido|fijado|decidido|marcado|puesto) (?:la fecha|el dia|la hora|el momento|la noche)\b(?! (?:de (?:la|mi|tu|nuestra|nuestro|el|los) (?:boda|viaje|mudanza|cumple\w*|fiesta|entrega|examen|cita|reunion|operacion|vacaciones|lanzamiento)|del (?:viaje|examen|lanzamiento|evento|partido|concierto)))/,
      needs: 'distress',
    },
    {
      // A cover story one then takes back: "le he dicho que me voy de erasmus. no me voy de erasmus".
      category: 'preparation',
      pattern:
        /\b(?:dije|he dicho|le dije|les dije|le he dicho|les he dicho|conte|le conte|les conte|cree|creen|piensa|piensan) que ((?:me )?(?:voy|iba|marcho|vuelvo|volvia|era|es|seria)) ((?:\S+ ){0,2}\S+)\b(?: \S+){0,4} no \1 \2\b|\b(?:le|les) (?:dije|he dicho|conte) que (?:era|es) (?:solo )?(?:por|para) (?:unos dias|una temporada|un tiempo|precaucion|si acaso)\b(?: \S+){0,6} (?:no (?:se dio cuenta|sospecha|lo sabe|se entero)|no era (?:por|para))\b/,
      needs: 'pair',
    },
    {
      // If something happens to me, then where the keys are: "si algo me pasa ... las claves estan en el telefono".
      category: 'preparation',
      pattern:
        /\b(?:si|por si) (?:algo me pasa|me pasa algo|algun dia no estoy|un dia no estoy|ya no estoy|no vuelvo|me muero|muero|no me vuelves a leer|no sabes mas de mi|dejo de escribir)\b(?: \S+){0,16} (?:seed|semilla|frase semilla|contrasenas?|claves?|passwords?|llaves? privadas?|pin|codigos?|palabras)\b/,
      needs: 'distress',
    },
    {
      // Someone will not live to see a day: "ese no ve el domingo", "ese tipo no llega al lunes".
      category: 'harm-to-others',
      pattern: re(
        `\\b(?:ese|esa|ese tipo|esa tipa|ese man|ese mae|ese pana|el tipo|la tipa|ese cabron|esa cabrona|ese desgraciado|esa desgraciada|ese hdp|ese hijo de puta|ese malparido|ese estafador|ese wey|ese guey) (?:\\S+ ){0,2}no (?:ve|vera|llega a ver|llega vivo a|llega vivo al|llega al|llega a|pasa del?|sale vivo de|amanece el) (?:el |la |este |esta |la proxima |el proximo |otro )?(?:${WEEKDAY}|manana|semana|mes|fin de mes|ano|navidad|fin de semana|finde|ano nuevo)\\b`,
      ),
      needs: 'pair',
    },
    {
      // Not resisting death: "si la muerte viene por mi no voy a correr", "si dios me llama me voy con el".
      category: 'passive-wish',
      pattern:
        /\bsi (?:la muerte|la parca|la flaca|dios|diosito|mi hora) (?:viene|viniera|llega|llegara|me llama|me llamara|quiere|quisiera)\b(?: \S+){0,4} (?:no (?:voy a |pienso |la voy a |lo voy a )?(?:correr|huir|resistir|luchar|pelear|esconderme|decir que no)|me (?:voy|iria) con (?:ella|el)|(?:la|lo) (?:sigo|seguiria|voy a seguir)|bienvenid[oa])\b/,
    },
    {
      // Where one will be found: "me van a encontrar en el rio", "me encontraran colgado".
      category: 'plan',
      pattern:
        /\bme (?:van a (?:encontrar|sacar|hallar)|encontraran|encontrarian|sacaran|hallaran)\b(?: \S+){0,2} (?:(?:en|del|de) (?:el |la )?(?:rio|mar|lago|canal|presa|pantano|fondo|agua|vias)|colgad[oa]|muert[oa]|sin vida|flotando|ahogad[oa]|tiesa?o?)\b/,
    },
    {
      // The poison is for oneself: "es para mi, no para las ratas".
      category: 'method',
      pattern:
        /\b(?:es|son|lo quiero) (?:para|pa) mi(?: mism[oa])?\b(?: \S+){0,3} (?:no (?:para|pa)|no es (?:para|pa)|y no (?:para|pa)) (?:las |los |el |la |mis )?(?:ratas?|ratones|raton|cucarachas|bichos|plagas|hormigas|jardin|plantas|maleza|cultivo|campo|perro)\b/,
    },
    {
      // Into the sea or the river and not coming back: "me meto al mar y no vuelvo".
      category: 'plan',
      pattern:
        /\b(?:me meto|me voy|salgo|entro|nado|me adentro|camino)\b(?: \S+){0,4} (?:mar|oceano|rio|lago|monte|selva|agua) y (?:ya )?(?:no|nunca mas) (?:vuelvo|volvere|regreso|voy a volver|salgo)\b(?! (?:hasta|antes|tan pronto|sin|con|hoy|manana|temprano|en|de))/,
    },
  ],
  distress: [
    /\b(?:cansad[oa]|hart[oa]|me he cansado|me canse) de (?:fingir|aparentar|hacer como que)\b|\bno es (?:otro|un) bajon\b|\bno (?:le )?encuentro (?:ningun )?sentido\b/,
    /\bno (?:aguanto|soporto|puedo) mas\b|\bya no (?:aguanto|puedo)\b/,
    /\b(?:no (?:le )?veo|sin|no tengo|no hay) salida\b/,
    /\bme odio\b|\bme doy asco\b/,
    /\bsoy (?:un |una )?(?:fracaso|fracasad[oa]|inutil|perdedor|perdedora|desastre|basura|carga|estorbo|mierda)\b/,
    /\bno (?:valgo|sirvo) (?:nada|para nada)\b/,
    /\bestoy (?:hech[oa] (?:mierda|polvo|pedazos)|fatal|destrozad[oa]|deprimid[oa]|hundid[oa]|rot[oa]|en el fondo|muy mal|desesperad[oa]|quemad[oa])\b/,
    /\bno (?:puedo|logro|consigo) dormir\b|\bsin dormir\b|\binsomnio\b|\bno duermo\b/,
    /\b(?:no tengo ganas de nada|todo me da igual|nada tiene sentido|no (?:le )?veo (?:sentido|futuro))\b/,
    /\bme siento (?:muy |tan )?(?:sol[oa]|vaci[oa]|perdid[oa]|inutil|una mierda|una carga|atrapad[oa])\b/,
    /\bnadie me (?:entiende|quiere|necesita|extranaria)\b/,
    /\b(?:ansiedad|depresion|ataques? de panico)\b/,
    /\bsoga al cuello\b|\bhasta el cuello\b/,
  ],
  loss: [
    /\bliquid(?:aron|ado|ada|acion|o|aran|aria)\b/,
    /\b(?:lo )?perdi (?:todo|todos mis|mis ahorros|los ahorros|la plata|el dinero|la guita|la lana|la pasta|\d)/,
    /\b(?:lo )?(?:he|hemos) perdido (?:todo|mis ahorros|los ahorros|la plata|el dinero)\b|\blo perdi todo\b/,
    /\bmargin call\b|\bmargen\b/,
    /\b(?:deudas?|endeudad[oa]s?|debo \d|prestamos?)\b/,
    /\b(?:quiebra|quebre|bancarrota|arruinad[oa]|en la ruina)\b/,
    /\b(?:se fue a cero|cuenta (?:en cero|quemada)|queme la cuenta|reventaron la cuenta|me fundi)\b/,
    /\b(?:rug(?: pull)?|me estafaron|estafa)\b/,
    /\bpalme (?:\d|todo|pasta|la pasta)/,
  ],
  riskQuestions: [
    // "¿estas pensando en tomarlas para hacerte dano?", "¿son cartas de despedida?".
    /\b(?:pensando|piensas|has pensado) en (?:\S+ ){1,3}para (?:hacerte dano|matarte|quitarte la vida|morir)\b|\b(?:cartas?|notas?|mensajes?) de despedida\b/,
    /\b(?:estas|estas a|te sientes|sigues) (?:a salvo|segur[oa]|bien) (?:ahora|ahorita|en este momento)\b|\b(?:estas|te sientes) (?:a salvo|en peligro)\b|\bestas sol[oa] (?:ahora|ahorita|en este momento)\b/,
    /\b(?:pensando|piensas|pensamientos de|ideas de) (?:en )?(?:suicid\w*|quitarte la vida|matarte|hacerte dano|acabar con tu vida|no estar aqui)\b/,
    /\b(?:te refieres a|quieres decir|hablas de) (?:\S+ ){0,2}(?:quitarte la vida|matarte|suicid\w*|acabar con (?:tu vida|todo)|hacerte dano|morir)\b|\btienes (?:un plan|pensado como)\b/,
    /\bque (?:te )?(?:has tomado|tomaste|tomas|te tomaste)\b|\bcuant[oa]s? (?:te )?(?:has tomado|tomaste)\b|\b(?:te has hecho dano|te hiciste dano|te has cortado)\b|\bdonde estas (?:ahora|ahorita|en este momento)\b/,
  ],
  reassurance: [
    /\b(?:estoy|me siento|ya estoy) (?:a salvo|bien|mejor|tranquil[oa]|mas tranquil[oa]|segur[oa])\b|\bgracias\b/,
    /\b(?:llame|llamando|hable con|hablando con|voy a llamar|escribi a|le escribi a)\b(?: \S+){0,4} (?:024|911|112|linea|telefono de la esperanza|psicolog[oa]|terapeuta|medic[oa]|amig[oa]|mama|madre|papa|padre|herman[oa]|alguien)\b/,
    /\bno (?:voy a|lo voy a|pienso) (?:hacer (?:nada|lo)|hacerme dano)\b|\bte (?:lo )?prometo que no\b/,
  ],
};
