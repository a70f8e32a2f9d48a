import type { Lexicon } from './lexicon';

/**
 * French: France, Belgium, Quebec and West Africa. Text arrives without accents or apostrophes
 * ("j'en peux plus" -> "jen peux plus", "d'adieu" -> "dadieu"); sms contractions are expanded.
 */

const rx = (source: string): RegExp => new RegExp(source);
const rxg = (source: string): RegExp => new RegExp(source, 'g');

/** Pills, medicines and poisons people name when they ask about doses. */
const PILLS = String.raw`(?:cachets?|comprimes?|pilules?|medocs?|medicaments?|gelules?|doliprane|paracetamol|dafalgan|efferalgan|ibuprofene|advil|aspirine|xanax|lexomil|valium|stilnox|zolpidem|seresta|atarax|somniferes?|anxiolytiques?|antidepresseurs?|neuroleptiques?|insuline|tramadol|codeine|lamaline|morphine|fentanyl|lithium|barbituriques?|mort aux rats|javel|poison|insecticide|pesticide|gramoxone|soude caustique|caustique|raticide|ciprofloxacine|chloroquine|nivaquine)`;
/** Words of dying and not waking up that make a dose question a risk question. */
const DEATH = String.raw`(?:qui (?:tue|tuent|tuerait|peut tuer)|mourir|mortel|mortelle|mortelles|letal|letale|letales|fatal|fatale|tuer|en finir|y rester|(?:ne )?(?:plus|pas|jamais) (?:se|me|te) reveiller|dormir pour (?:toujours|de bon)|overdose|surdose|crever(?! de (?:rire|faim|chaud|froid|stress|fatigue|envie|soif|ennui)))`;
/** High places. */
const HIGH = String.raw`(?:pont|ponts|toit|toits|immeuble|immeubles|tour|tours|falaise|falaises|balcon|viaduc|building|fenetre|parapet|barrage|etage|haut)`;
/** People someone may threaten. */
const PERSON = String.raw`(?:ex|patron|patronne|boss|chef|femme|mari|copine|copain|mec|meuf|pere|mere|frere|soeur|voisin|voisine|dev|devs|developpeur|scammeur|scammer|scammeurs|arnaqueur|escroc|fils de pute|fdp|batard|enfoire|encule|connard|salaud|type|gars|influenceur|fondateur|founder|banquier|conseiller|broker|courtier|proprio|beau pere|belle mere|associe|associee|pote|cousin|cousine|oncle|tante|beau frere|ami|amie|collegue|bailleur|prof|gosse|fils|fille|pute|salope|chien|traitre|voleur|menteur)`;
/** Violent verbs aimed at someone (infinitive or first person). */
const HURT_VERB = String.raw`(?:tuer|tue|buter|bute|egorger|egorge|poignarder|poignarde|flinguer|flingue|etrangler|etrangle|abattre|crever|creve|tabasser|defoncer|massacrer|bruler|descendre|planter|fumer|faire la peau (?:a|au|de))`;

export const FR: Lexicon = {
  lang: 'fr',
  scripts: ['latin'],
  expansions: {
    jveux: 'je veux',
    jvx: 'je veux',
    jvoudrais: 'je voudrais',
    jvais: 'je vais',
    jvai: 'je vais',
    jva: 'je vais',
    jvas: 'je vais',
    vx: 'veux',
    jsuis: 'je suis',
    chui: 'je suis',
    chuis: 'je suis',
    shuis: 'je suis',
    chu: 'je suis',
    jsui: 'je suis',
    jpeux: 'je peux',
    jpp: 'jen peux plus',
    jenpeuxplus: 'jen peux plus',
    jme: 'je me',
    jte: 'je te',
    jle: 'je le',
    jla: 'je la',
    jmen: 'je men',
    jmenfou: 'je men fous',
    jsp: 'je sais pas',
    jsais: 'je sais',
    jdois: 'je dois',
    jfais: 'je fais',
    jvoulais: 'je voulais',
    jpense: 'je pense',
    jaimerai: 'jaimerais',
    pu: 'plus',
    pk: 'pourquoi',
    pq: 'pourquoi',
    pcq: 'parce que',
    tt: 'tout',
    ts: 'tous',
    bcp: 'beaucoup',
    qd: 'quand',
    mtn: 'maintenant',
    mnt: 'maintenant',
    dmn: 'demain',
    ajd: 'aujourdhui',
    auj: 'aujourdhui',
    pr: 'pour',
    ds: 'dans',
    ptet: 'peut etre',
    vrm: 'vraiment',
    slt: 'salut',
    stp: 'sil te plait',
    svp: 'sil vous plait',
    ct: 'cetait',
    cst: 'cest',
    sui: 'suis',
    veu: 'veux',
    mourrir: 'mourir',
    mouir: 'mourir',
    sucider: 'suicider',
    medoc: 'medocs',
    fdp: 'fils de pute',
  },
  anchors: [
    'suicider',
    'suicidaire',
    'suicide',
    'mourir',
    'crever',
    'reveiller',
    'scarifier',
    'scarifie',
    'mutiler',
    'automutilation',
    'veines',
    'poignets',
    'cachets',
    'comprimes',
    'medicaments',
    'doliprane',
    'paracetamol',
    'overdose',
    'somniferes',
    'egorger',
    'poignarder',
  ],
  keep: [
    'courir',
    'creve',
    'crevee',
    'reveille',
    'reveil',
    'suicides',
    'veine',
    'poignet',
    'comprime',
    'medicament',
    'mourir',
  ],
  idioms: [
    // "ca me tue", "tu me tues": it cracks me up or wears me out, not a threat.
    /\b(?:ca|tu) me (?:tue|tues|tuent)\b/g,
    // A letter that announces a visit or news is an errand: "une lettre a ma tante pour dire quon passe la voir".
    rxg(
      String.raw`\b(?:lettre|mot|carte|courrier)\b(?: \S+){0,4} (?:pour (?:lui |leur )?(?:dire|annoncer|raconter)|en (?:lui |leur )?disant) qu ?(?:on|nous|je|ils|elles?) (?:passe|passera|passerons|vient|viendra|viendrons|va venir|arrive|arrivera|sera la|vais passer|va passer)\b`,
    ),
    // "long suicidaire", "trade suicide": a reckless position, not a person.
    rxg(String.raw`\b(?:long|short|trade|position|levier|entree|pari|bet|achat|leverage)s? (?:suicide|suicidaire)s?\b`),
    rxg(String.raw`\bsuicidaires? (?:long|short|trade|position|levier|entree|pari)s?\b`),
    // Dying of laughter, of boredom, of hunger; "ça me tue" about the market.
    rxg(
      String.raw`\b(?:mort|morte|morts|mourir|meurs|meurt|crever|creve|crevé|tue) de (?:rire|faim|chaud|froid|fatigue|ennui|soif|envie|stress|honte)\b`,
    ),
    rxg(
      String.raw`\b(?:ce|le|cette|ton|ce putain de) (?:marche|chart|range|coin|token|trade|bear|bull|wick|meche|pump|dump|short|long)s?(?: \S+){0,2} (?:me|nous|va me|vont me|va nous) (?:tue|tuer|achever|crever)\b`,
    ),
    // Killing a trade, a stop, a position, the game.
    rxg(
      String.raw`\b(?:tuer|tue|tues|buter|bute|butes|massacrer|massacre|egorger|egorge|defoncer|defonce|exploser|explose) (?:le|la|les|ce|cette|ces|mon|ma|mes|son|sa|ses|un|une) (?:game|trade|position|range|short|long|shorts|longs|stop|stops|resistance|support|bot|chart|ordre|order|marche|bears|bulls|ours|taureaux|shorteurs|baleines)s?\b`,
    ),
    // Coins, charts and portfolios that are "dead", "bleeding", "a bloodbath".
    rxg(
      String.raw`\b(?:coin|token|projet|shitcoin|memecoin|alt|altcoin|marche|chart|portefeuille|wallet|compte|portfolio|volume)s? (?:est |sont |a lair )?(?:mort|morts|morte|mortes|saigne|saignent|en sang)\b`,
    ),
    rxg(String.raw`\bbain de sang\b|\btuer le temps\b`),
    // "je vais le tuer (non) mdr": a joke about a noisy neighbour, said and taken back at once.
    rxg(
      String.raw`\b(?:le|la|les|te|vous|l) (?:tuer|buter|tue|bute|etrangler|egorger|massacrer|tabasser) (?:non|mdr|ptdr|lol|xd|jdeconne|je deconne|haha\w*|(?:je rigole|jrigole|cest une blague)(?! pas))\b`,
    ),
  ],
  rules: [
    // passive-wish: wanting to be dead, not to wake up, to disappear
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\b(?:veux|voulais|voudrais|voudrai|aimerais|aimerai|envie de|hate de|prefererais|souhaite|souhaiterais|pret a|prete a|besoin de) (?:juste |vraiment |bien |tellement |simplement |seulement )?(?:mourir|crever|etre mort|etre morte|partir pour (?:de bon|toujours))\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\b(?:gout|envie|besoin|hate) de (?:mourir|crever)\b(?! de )|\b(?:merite|meriterais|devrais|mieux que je|faudrait que je|il faut que je) (?:de )?(?:mourir|crever|meure|meurs|creve|disparaisse)\b(?! de )`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\b(?:(?:ne )?(?:plus|jamais) me reveiller|ne pas me reveiller|plus me reveiller|jamais me reveiller)\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\b(?:plus|pas|aucune?|perdu|sans) (?:le |l |la |d |de |aucune? )?(?:l?envie|gout|force|raison|courage)s? de (?:vivre|continuer a vivre|rester en vie|exister)\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\b(?:veux|voudrais|aimerais|envie de|peux) (?:plus|pas) (?:vivre|exister|etre en vie|continuer a vivre|etre la|etre sur cette terre)\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: rx(String.raw`\bmieux sans moi\b|\bmieux si je (?:netais|etais|nexistais|existais) (?:pas|plus)\b`),
    },
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\bsi je (?:disparaissais|mourais|crevais|etais mort|etais morte|nexistais plus|existais plus|netais plus la|partais pour (?:de bon|toujours))\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\b(?:disparaitre|disparaissais|disparaisse) (?:pour (?:de bon|toujours)|a jamais|definitivement)\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\b(?:dieu|allah|le seigneur|le bon dieu|la mort) (?:pouvait|peut|pourrait|vienne|venait|voulait|na qua|doit) me (?:reprendre|prendre|rappeler|chercher|emporter)\b|\bque (?:dieu|allah|la mort) (?:me reprenne|memporte|vienne me chercher)\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\b(?:jaurais|jaurai) (?:du|prefere|aime) (?:ne jamais naitre|jamais naitre|mourir|ne pas naitre|pas naitre)\b|\bregrette detre ne\b`,
      ),
    },

    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\b(?:marre|fatigue|fatiguee|lasse|degoute|degoutee|tanne|tannee|ecoeure|ecoeuree) de (?:vivre|la vie|exister|etre en vie)\b|\ba quoi bon (?:vivre|continuer a vivre|rester en vie)\b|\bdormir pour (?:toujours|de bon)\b`,
      ),
    },

    // active-ideation: thinking of or wanting to kill oneself
    {
      category: 'active-ideation',
      pattern: rx(
        String.raw`\b(?:me|se|te|nous) suicid|\bsuicidaire|\b(?:au|le|un|mon|de|pour|tentative de|tente de|tentatives de|pense au|penser au|pensais au|idee du|envie du|risque de) suicide\b|\bpensees? suicidaires?|\bidees? (?:noires|suicidaires)\b`,
      ),
    },
    {
      category: 'active-ideation',
      pattern: rx(
        String.raw`\b(?:je|vais|veux|voudrais|envie de|pense a|penser a|dois|que je|pret a|prete a|decide de|aller|compte|va falloir|vais aller|jai envie de|jai pense a) (?:\S+ ){0,2}me (?:tuer|flinguer|buter|supprimer)\b(?! (?:a la tache|au travail|au boulot|a la salle|a (?:te|vous|le|leur) (?:dire|repeter|expliquer)))`,
      ),
    },
    {
      category: 'active-ideation',
      pattern: rx(String.raw`\bje me (?:tue|suicide|flingue|bute)\b(?! (?:a|au|aux|pour|sur|avec|en|de) )`),
    },
    {
      category: 'active-ideation',
      pattern: rx(String.raw`\b(?:me|se|te|je me|jme) (?:fout\w*|fou|fous|fouts|suis foutu|mettre) en l ?air\b`),
    },
    {
      category: 'active-ideation',
      pattern: rx(
        String.raw`\b(?:en|den) finir\b(?! avec (?!(?:la vie|tout|moi|ma vie|cette vie|lexistence|mes jours)\b))`,
      ),
    },
    {
      category: 'active-ideation',
      pattern: rx(String.raw`\b(?:fin|terme) a (?:mes jours|ma vie|mon existence|ma propre vie|tout ca|tout)\b`),
    },
    {
      category: 'active-ideation',
      pattern: rx(
        String.raw`\b(?:menlever|senlever|tenlever|moter|soter|me prendre|me retirer) la vie\b|\b(?:me|se|te) donner la mort\b|\bprendre ma (?:propre )?vie\b`,
      ),
    },
    {
      category: 'active-ideation',
      pattern: rx(
        String.raw`\bune balle dans (?:la|ma) (?:tete|bouche|crane|tempe)\b|\bme (?:mettre|mets|tirer|tire) une balle\b|\bme (?:calisser|crisser|garocher|sacrer|jeter|lancer) (?:\S+ )?en bas\b|\bme (?:flinguer|tirer une balle|tire une balle|faire sauter la (?:cervelle|tete)|defenestrer|jeter (?:sous|devant|par|du|dans le vide|dun|depuis))\b`,
      ),
    },

    // method: hanging, jumping, trains, guns, pills, charcoal, drowning
    {
      category: 'method',
      pattern: rx(String.raw`\b(?:me|se|te) pend(?:re|s|rai|rais|ait|ent)?\b|\bpendaison\b|\bnoeud coulant\b`),
    },
    {
      category: 'method',
      pattern: rx(
        String.raw`\bsaut\w*(?: \S+){0,2} (?:du|dun|de|depuis|par|dans|du haut)(?: \S+){0,3} ${HIGH}\b|\bsaut\w* dans le vide\b`,
      ),
    },
    {
      category: 'method',
      pattern: rx(
        String.raw`\b(?:jeter|jette|jetterai|balancer|balance|lancer|coucher|allonger|mettre)\w*(?: \S+){0,2} (?:sous|devant) (?:un|le|les|une|la) (?:train|trains|metro|rer|tgv|tram|camion|bus|voiture)\b|\b(?:me|se) (?:jeter|jette|lancer|balancer) dessus\b|\b(?:me coucher|me mettre|m allonger|mallonger) sur les (?:rails|voies)\b`,
      ),
    },
    {
      category: 'method',
      pattern: rx(
        String.raw`\b(?:(?:vais|veux|va|envie d|envie de|pense a|penser a|aller) (?:\S+ )?(?:prendre|avaler|gober|bouffer|boire)|prends|prendrai|avale|avalerai|gobe|goberai|bouffe) (?:toutes les|tous les|toute la|tout le|toute ma|la boite de|une boite de) (?:${PILLS}|boites?|plaquettes?|flacons?|tubes?|pilulier)\b`,
      ),
    },
    {
      category: 'method',
      pattern: rx(
        String.raw`\b(?:prendre|avaler|gober|bouffer|prends|avale|gobe) (?:tous|toutes) mes ${PILLS}(?: \S+){0,3} (?:dun (?:seul )?coup|en meme temps|en une (?:seule )?fois|ensemble)\b`,
      ),
    },
    {
      category: 'method',
      pattern: rx(String.raw`\b(?:dose|quantite)s? (?:mortelle|letale|fatale|toxique)s?\b|\b(?:overdose|surdose)\b`),
    },
    {
      category: 'method',
      pattern: rx(String.raw`\b(?:d|l)?${PILLS}\b(?: \S+){0,8} ${DEATH}\b|\b${DEATH}\b(?: \S+){0,8} ${PILLS}\b`),
    },
    {
      category: 'method',
      pattern: rx(
        String.raw`\bhauteur\b(?: \S+){0,6} (?:mourir|mort|tuer|survit|survivre|crever|mortel|sur le coup)\b|\b(?:combien|quel) (?:de )?(?:metres|etages)(?: \S+){0,6} (?:mourir|mort|tuer|crever|mortel|survivre)\b`,
      ),
    },
    {
      category: 'method',
      pattern: rx(
        String.raw`\bcharbon(?: de bois)?(?: \S+){0,8} (?:voiture|bagnole|chambre|fenetres?|porte fermee|piece fermee|garage|scotch|calfeutr\w*|aerations?)\b|\bmonoxyde de carbone(?: \S+){0,6} (?:mourir|mort|voiture|tuer|combien)\b`,
      ),
    },
    {
      category: 'method',
      pattern: rx(
        String.raw`\b(?:(?:veux|vais|envie de|pense a|aller) me noyer|me jeter (?:a leau|dans (?:le fleuve|la seine|la riviere|la mer|le lac|le canal|la lagune)))\b(?! (?:dans|sous) (?:les|mes|le|la) (?:dettes|taf|travail|boulot|charts|problemes|papiers))`,
      ),
    },
    {
      category: 'method',
      pattern: rx(
        String.raw`\b(?:boire|avaler|prendre) (?:du |de la |de l|le |la |l|leau de |de leau de )?(?:javel|poison|insecticide|pesticide|gramoxone|soude caustique|caustique|mort aux rats|raticide|acide)\b`,
      ),
    },
    {
      category: 'method',
      pattern: rx(String.raw`\b(?:ouvrir|trancher|taillader|couper) (?:les|mes) (?:veines|poignets)\b`),
    },
    // research questions that only worry after distress or a loss
    {
      category: 'method',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:plus (?:haut|haute|hauts|hautes|eleve|elevee|grand|grande)s?) (?:pont|immeuble|tour|batiment|falaise|viaduc|building|toit|barrage)s?\b|\bl?(?:pont|immeuble|tour|batiment|falaise|viaduc|building|barrage)s? (?:le |la |les )?plus (?:haut|haute|eleve|elevee|grand|grande)\b`,
      ),
    },
    {
      category: 'method',
      needs: 'distress',
      pattern: rx(
        String.raw`\bcombien (?:de |d )?(?:\S+ ){0,2}${PILLS}\b|\b${PILLS}(?: \S+){0,4} (?:cest trop|de trop|dose max|maximum|trop fort)\b|\bdose max(?:imale)?(?: \S+){0,3} ${PILLS}\b`,
      ),
    },
    {
      category: 'method',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:acheter|trouver|avoir|procurer|commander) (?:un |une |des |de la )?(?:fusil|pistolet|flingue|revolver|arme a feu|corde|barbituriques|poison)\b|\bmonoxyde\b`,
      ),
    },

    // intent: a decision taken (alone it is a fragment: it needs risk nearby)
    {
      category: 'intent',
      needs: 'risk',
      pattern: rx(
        String.raw`\b(?:jai decide(?! de (?:demissionner|quitter|changer|vendre|acheter|demenager|partir en))|jai pris ma decision(?!(?: \S+){0,2} (?:je (?:demissionne|quitte|change|vends|achete|demenage|arrete|pars en|pars faire|signe)|de (?:demissionner|quitter|changer|vendre|acheter|demenager|arreter|partir en)))|je suis pret|je suis prete|je vais le faire|je le fais|cette fois cest (?:la bonne|vrai|sur)|personne ne (?:m|me )?arretera|cest le moment|il est temps|cest fini pour moi|je men vais)\b`,
      ),
    },
    // plan: a time, a date, a price level (a fragment: it needs risk nearby)
    {
      category: 'plan',
      needs: 'risk',
      pattern: rx(
        String.raw`\b(?:ce soir|cette nuit|demain|apres demain|aujourdhui|ce matin|cet apres midi|la semaine prochaine|a mon anniversaire|apres (?:la|le) (?:paie|loyer|reunion)|ce weekend|ce week end|cette semaine|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|a minuit|a \d+ ?h|tout a lheure|bientot|maintenant|si (?:le |l )?(?:btc|bitcoin|eth|sol|prix|cours|marche)\b)`,
      ),
    },

    // preparation: farewells, notes, giving things away, handing over seed phrases
    {
      category: 'preparation',
      pattern: rx(
        String.raw`\b(?:lettre|lettres|mot|message|note|video)s? (?:d ?adieux?|dadieux?)\b|\bdernieres volontes\b|\b(?:cest|ceci est|voici) (?:mon|mes) derniers? (?:message|mot)s?\b`,
      ),
    },
    {
      category: 'preparation',
      pattern: rx(
        String.raw`\badieu (?:tout le monde|a tous|a toutes|les amis|les gars|maman|papa|mes amis|la famille|mon amour|la vie|le monde)\b|\bje vous dis adieu\b`,
      ),
    },
    {
      category: 'preparation',
      pattern: rx(
        String.raw`\b(?:seed|seed phrase|phrase de recuperation|mots? de passe|mdp|cles? privees?|ledger|trezor|wallet|codes?|acces)\b(?: \S+){0,12} (?:apres moi|quand je (?:ne )?serai (?:plus|parti|partie)|avant de partir pour (?:toujours|de bon)|pour quand je serai (?:plus la|parti)|pour (?:quil|quelle|quils) recupere\w* tout)\b`,
      ),
    },
    {
      category: 'preparation',
      pattern: rx(
        String.raw`\b(?:prenez|prends|prenne|occupez vous|occupe toi|veillez|veille) (?:bien )?(?:soin )?(?:de|du|sur) (?:mon|ma|mes) \S+(?: \S+){0,3} (?:quand je (?:ne )?serai (?:plus la|parti|partie)|apres moi|pour moi quand)\b`,
      ),
    },
    {
      category: 'preparation',
      pattern: rx(
        String.raw`\bplus besoin(?: \S+){0,3} la ou je (?:vais|pars)\b|\b(?:je|jai) (?:donne|distribue|legue)\w* (?:toutes |tous )?(?:mes|toutes mes) (?:affaires|biens|possessions|vetements|objets|cryptos|trucs)(?: \S+){0,6} (?:besoin|plus la|parti)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:prenez|prends|occupez vous|occupe toi) (?:bien )?(?:soin )?(?:de|du) (?:mon|ma|mes) (?:chat|chats|chien|chiens|enfants|animaux|lapin|perroquet)\b|\bquand je (?:ne )?serai plus la\b|\b(?:je|jai) (?:donne|distribue)\w* (?:toutes |tous )?mes (?:affaires|biens|possessions)\b|\badieu$`,
      ),
    },
    {
      category: 'preparation',
      needs: 'risk',
      pattern: rx(
        String.raw`\b(?:dis|dites|diras|direz|dire) (?:a |au )?(?:ma|mon|mes|leur|lui) (?:\S+ )?(?:que je (?:l|t|les|vous)? ?(?:aime|laime|taime|les aime|vous aime)|adieu)\b|\bmerci pour tout\b`,
      ),
    },

    // self-harm: cutting, burning, hitting oneself
    {
      category: 'self-harm',
      pattern: rx(String.raw`\bscarifi|\b(?:auto ?)?mutil(?:er|e|ee|es|ation|ations|ais|ait)\b|\bme mutile\b`),
    },
    {
      category: 'self-harm',
      pattern: rx(
        String.raw`\bme (?:couper|coupe|coupais|suis coupe|suis coupee|taillade\w*|lacere\w*|entaille\w*|griffer|griffe)(?: \S+){0,3} (?:bras|poignets?|cuisses?|veines|peau|lame|lames|rasoir|cutter|couteau|jambes?|ventre)\b`,
      ),
    },
    {
      category: 'self-harm',
      pattern: rx(
        String.raw`\bme (?:frappe|frapper|tape|taper|cogne|cogner|brule|bruler|brulais)\w*(?: \S+){0,6} (?:saigner|sang|bleus|me punir|punition|cigarette|clope|briquet|fer a repasser)\b`,
      ),
    },
    {
      category: 'self-harm',
      pattern: rx(
        String.raw`\b(?:me faire du mal|me fais du mal|je me blesse expres|me blesser expres|me faire saigner)\b`,
      ),
    },

    // in-progress: an act already taken or under way
    {
      category: 'in-progress',
      pattern: rx(
        String.raw`\b(?:jai|ai|je viens d|viens d|je viens de) (?:\S+ )?(?:avale|pris|gobe|bouffe|pris)\w* (?:toute? (?:la|ma|une) (?:boite|plaquette)|tout le (?:flacon|tube|pilulier)|(?:[1-9]\d+|vingt|trente|quarante|cinquante) ${PILLS})`,
      ),
    },
    {
      category: 'in-progress',
      pattern: rx(
        String.raw`\b(?:avale|pris|gobe|bouffe)\w* (?:tous|toutes|toute|tout) (?:mes|les|ma|la|le) ${PILLS}(?: \S+){0,8} (?:adieu|partir|alcool|fort|whisky|vodka|biere|vin|rhum|sendormir|mendormir|trop tard)\b|\bcest fait\b(?: \S+){0,6} (?:avale|pris|gobe)\w* (?:tous|toutes|toute|tout)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: rx(
        String.raw`\b(?:me suis|je suis en train de me|suis en train de me) (?:ouvert|ouvrir|taillade\w*|tranche\w*|coupe\w*|couper|entaille\w*) (?:les |mes )?(?:veines|poignets)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: rx(
        String.raw`\b(?:suis|je suis|jsuis) (?:sur|au bord|en haut|devant|sous|la sur)(?: \S+){0,3} ${HIGH}\b(?: \S+){0,8} (?:saute|sauter|sauterai|me jeter|jette|adieu)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: rx(
        String.raw`\bla corde (?:est )?(?:autour du|au) cou\b|\bje (?:saigne|saigner) (?:beaucoup|trop|partout)\b`,
      ),
    },
    {
      category: 'in-progress',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:pris|avale)\w* (?:tous|toutes) mes ${PILLS}\b|\bje me sens partir\b|\b(?:suis|je suis) (?:sur|au bord)(?: \S+){0,2} (?:pont|toit|rails|voies|falaise|parapet)\b`,
      ),
    },

    // harm-to-others: threats against a scammer, a dev, an ex, a boss, family
    {
      category: 'harm-to-others',
      pattern: rx(
        String.raw`\b(?:je|jvais|vais|veux|envie de|on va|je vais|jte|je te) (?:\S+ ){0,2}(?:le|la|les|te|l) (?:tuer|tue|buter|bute|crever|egorger|egorge|poignarder|poignarde|flinguer|flingue|etrangler|etrangle|abattre|tabasser|faire la peau)\b`,
      ),
    },
    {
      category: 'harm-to-others',
      pattern: rx(
        String.raw`\b(?:je|vais|veux|envie de|on va) (?:\S+ ){0,2}l(?:egorge|egorger|etrangle|etrangler|abats|abattre|assassine|assassiner|ecrase|ecraser|acheve|achever)\b`,
      ),
    },
    {
      category: 'harm-to-others',
      pattern: rx(
        String.raw`\b(?:je vais|vais|veux|envie de|jai envie de) (?:(?!(?:me|te|se|nous|vous)\b)\S+ )?(?:tuer|buter|egorger|poignarder|flinguer|etrangler) (?!(?:a|au|a la)\b)(?!(?:le temps|lennui|le game|le match|la game|me|moi|ce game)\b)\S+`,
      ),
    },
    {
      category: 'harm-to-others',
      pattern: rx(
        String.raw`\b${HURT_VERB} (?:\S+ ){0,2}?(?:mon|ma|mes|ce|cette|cet|le|la|les|son|sa|ces) (?:\S+ )?${PERSON}\b`,
      ),
    },

    // Round 2: wider families.
    // passive-wish: falling asleep and not waking; an accident or illness that would "settle it all"
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\b(?:mendormir|dormir|sendormir|endormir)\b(?: \S+){0,3} (?:et )?(?:ne )?(?:pas|plus|jamais)(?: plus| jamais)? (?:me |se |m |s )?reveiller\b|\b(?:voudrais|aimerais|veux|envie de|souhaite|prefererais|mieux) (?:\S+ ){0,2}(?:ne )?(?:pas|plus|jamais) (?:me )?reveiller\b(?! (?:tot|avant|a \d|pour|demain))`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\b(?:accident|camion|voiture|bus|scooter|cancer|maladie|crise cardiaque|avc|balle perdue)\b(?: \S+){0,8} (?:reglerait|resoudrait|arrangerait|regle(?:rait)? tout|serait (?:presque |vraiment |carrement |tellement )?(?:un soulagement|une delivrance|plus simple|pas si grave|bien)|me (?:liberer|soulag)\w*)\b|\bsi (?:je me faisais|un \S+ me|une \S+ me) (?:renverser|ecraser|percuter|faucher|renversait|ecrasait|percutait|fauchait)\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\b(?:plus (?:etre|être) la|ne plus etre la|ne plus exister|plus exister|ne plus etre en vie)\b(?: \S+){0,3} (?:serait|ce serait|cest|voila|pour de bon|definitivement)\b|\bsortie (?:definitive|pour de bon)\b|\beteindre la lumiere pour de bon\b|\bpartir pour de bon\b`,
      ),
    },
    // method: liver/organ damage doses, bridges without nets, trains that do not stop, gas, weapons at hand
    {
      category: 'method',
      pattern: rx(
        String.raw`\b${PILLS}\b(?: \S+){0,10} (?:sans retour|irreversible|plus de retour|(?:abim|detrui|bousill|flingu|grill|nique)\w* (?:le|les|mon|ton) (?:foie|reins)|le foie (?:lache|cede)|lesions? (?:du|au) foie|avant que le foie)\b`,
      ),
    },
    {
      category: 'method',
      pattern: rx(
        String.raw`\b(?:pont|ponts|viaduc|falaise|falaises|toit|toits|immeuble|tour|barrage|parking)\b(?: \S+){0,12} (?:grillages?|filets?(?! de peche)|garde ?fous?|sans (?:protection|barriere)|pas de (?:barriere|protection|grillage|filet)|enjamber|sarreter dessus|assez haut pour)\b`,
      ),
    },
    {
      category: 'method',
      pattern: rx(
        String.raw`\b(?:quel|quels|quelle|quelles|a quelle heure|horaires?|heure)\b(?: \S+){0,6} (?:train|trains|tgv|rer|ter|metro|fret|intercites?)\b(?: \S+){0,8} (?:sans s ?arreter|ne sarrete pas|sarrete pas|pleine vitesse|le plus vite|plus rapides?)\b`,
      ),
    },
    {
      category: 'method',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:train|trains|tgv|rer|ter|fret)\b(?: \S+){0,8} (?:sans s ?arreter|ne sarrete pas|sarrete pas|a pleine vitesse)\b`,
      ),
    },
    {
      category: 'method',
      pattern: rx(
        String.raw`\bgaz(?: de ville)?\b(?: \S+){0,5} (?:marche encore pour|suffit pour|ca tue|tue encore|pour en finir|sans (?:lallumer|allumer|flamme))\b|\bvous avez compris\b(?: \S+){0,3} (?:demande pour un pote|pour un ami)\b|\bouvrir le gaz (?:sans|et (?:attendre|dormir|mendormir))\b`,
      ),
    },
    {
      category: 'method',
      pattern: rx(
        String.raw`\bnoeuds?\b(?: \S+){0,6} (?:supporte|tient|tenir|tiendrait|supporterait)\w*(?: \S+){0,2} (?:le )?poids (?:dun|d un|du) (?:adulte|humain|corps|homme|personne)\b`,
      ),
    },
    {
      category: 'method',
      pattern: rx(
        String.raw`\b(?:quel|quelle|quels|quelles)\b(?: \S+){0,3} (?:noeud|corde)s?\b(?: \S+){0,6} (?:tient|supporte|tenir)\w*(?: \S+){0,3} (?:poids|corps)\b|\b(?:pesticide|produit|poison|medicament|methode|facon|maniere|moyen)s?\b(?: \S+){0,4} (?:le plus|les plus) (?:dangereux|mortel|toxique|rapide|efficace|sur)s? (?:pour (?:lhomme|les humains|un humain|mourir)|sans douleur)\b|\b(?:facon|methode|maniere|moyen)s? (?:\S+ )?(?:sans douleur|indolore|douce) (?:de|pour) (?:mourir|partir|en finir)\b`,
      ),
    },
    {
      category: 'method',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:je sais|il sait|on sait) ou (?:mon |ma |il |elle |mes )?(?:\S+ ){0,2}(?:range|cache|met|garde)\w* (?:son |le |la |les |ses )?(?:fusil|arme|pistolet|flingue|cartouches|balles|munitions|carabine)\b|\b(?:fusil|arme|pistolet|carabine) de (?:chasse )?(?:de )?mon (?:pere|oncle|grand pere|frere)\b`,
      ),
    },
    // intent: separate phrasings, so that two of them in one message are a signal
    {
      category: 'intent',
      needs: 'risk',
      pattern: rx(
        String.raw`\bcest regle dans ma tete\b|\bcest (?:tout )?decide\b|\bma decision est (?:prise|faite)\b(?!(?: \S+){0,2} (?:je (?:demissionne|quitte|change|vends|achete|demenage|arrete|pars en|pars faire|signe)|de (?:demissionner|quitter|changer|vendre|acheter|demenager|arreter|partir en)))|\bjai (?:fait|pris) mon choix\b`,
      ),
    },
    {
      category: 'intent',
      needs: 'risk',
      pattern: rx(
        String.raw`\bje (?:choisis|fixe|cherche|choisi) (?:juste |seulement |plus que )?(?:le|la) (?:jour|date|moment)\b|\breste (?:plus )?qua choisir (?:le|la) (?:jour|date|moment)\b`,
      ),
    },
    {
      category: 'intent',
      needs: 'risk',
      pattern: rx(
        String.raw`\bjai plus peur\b|\bje nai plus peur\b|\bje (?:me sens|suis) (?:\S+ )?(?:soulage|soulagee|apaise|apaisee|en paix|calme|serein|sereine)\b|\b(?:pas la peine|inutile|essaie pas|essayez pas|nessaie pas|nessayez pas)(?: \S+){0,3} (?:me faire changer davis|me dissuader|me faire changer didee|me retenir|marreter)\b|\bje (?:te |vous )?(?:demande|cherche) pas (?:de |des |ton |votre |d )?(?:conseils?|aide|daide|numeros?|avis|davis)\b|\b(?:pas besoin|envoie pas|menvoie pas|donne pas) (?:de |des |le |les )?(?:numeros?|conseils?|aide)\b`,
      ),
    },
    {
      category: 'intent',
      needs: 'risk',
      pattern: rx(
        String.raw`\bje voulais (?:juste |seulement )?que quelquun (?:le )?sache\b|\bje voulais (?:juste |seulement )?que ce soit dit\b|\bje voulais (?:juste |seulement )?(?:le )?dire a quelquun\b|\bje voulais (?:juste |seulement )?(?:dire )?au revoir\b`,
      ),
    },
    // plan: a place tied to a moment or an event
    {
      category: 'plan',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:jirai|irai|je vais aller|je pars|jvais aller|je monte|je monterai|jirai me poser) (?:\S+ ){0,2}(?:au|sur le|sur la|sur les|a la|en haut du|en haut de la) (?:pont|viaduc|falaise|voies|rails|toit de limmeuble|toit de la tour|barrage)\b(?!(?: \S+){0,4} (?:avec|pour (?:voir|le|la|les|un|une|prendre|faire)))`,
      ),
    },
    {
      category: 'plan',
      pattern: rx(
        String.raw`\b(?:jirai|irai|je vais aller|je pars|jvais aller|je monte|je monterai|je prendrai|je vais prendre|je louerai|je vais louer) (?:\S+ ){0,3}(?:riviere|seine|fleuve|bois|foret|voies|rails|toit|terrasse|garage|chambre dhotel|hotel|lac|mer|pont|falaise)\b(?: \S+){0,8} (?:pour la derniere fois|pour de bon|et ce sera fini|et ce sera la fin|personne ne me (?:trouvera|retrouvera)|sans revenir|je ne reviendrai pas|je reviendrai pas|pour en finir)\b`,
      ),
    },
    // preparation: papers in order, letters to family, pets rehomed, debts paid back, the list
    {
      category: 'preparation',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:ecrit|redige|laisse|prepare|fini)\w* (?:une |des |la |les |deux |mes )?(?:lettres?|mots?|courriers?|mails?|emails?) (?:pour|a) (?:ma|mon|mes|chacun)\b|\b(?:mails?|emails?|messages?) programme\w*\b|\bprogramme\w* (?:des|mes|les|un|deux|plusieurs) (?:mails?|emails?|messages?)\b|\btout est pret\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: rx(
        String.raw`\btout est en ordre\b|\bmis (?:mes affaires|tout|de lordre) en ordre\b|\bjai tout regle\b|\btout est regle\b|\bpapiers (?:sont )?(?:sur la table|en ordre|ranges)\b|\b(?:plus dur|derniere chose|dernier truc|reste) (?:de|sur) (?:toute )?(?:la|ma) liste\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: rx(String.raw`\bcetait (?:\S+ )?(?:sympa|cool|bien|drole|chouette) tant que ca a dure\b`),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:desole|pardon) pour (?:le bordel|le desordre|la merde|tout ce|le mal) (?:que je (?:vais )?(?:laisse|laisser)|qui va suivre|que je vais vous faire)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:donne|confie|laisse|refile|place)\w* (?:\S+ ){0,2}(?:mon|ma|mes|le|la|les) (?:chat|chats|chatte|chien|chiens|chienne|lapin|animaux|perroquet|hamster|poisson|tortue)\b(?! (?:du|de la|des) voisin)|\b(?:nouvelle famille|nouveau foyer|famille daccueil|une famille|un foyer) (?:pour|a) (?:mon|ma|mes)\b|\b(?:passer|venir|aller|jeter un oeil)(?: \S+){0,2} (?:voir|nourrir|soccuper d\S*|a) (?:mon|ma|le|la|les|mes) (?:chat|chats|chien|chiens|lapin|poissons|animaux|plantes)\b(?: \S+){0,3} dans (?:quelques|\d+|deux|trois|deux trois|deuxtrois|2 3) jours\b(?!(?: \S+){0,6} (?:vacances|voyage|week end|weekend)\b)`,
      ),
    },
    {
      category: 'preparation',
      needs: 'pair',
      pattern: rx(
        String.raw`\b(?:rembourse|rendu|paye|regle)\w* (?:\S+ ){0,2}(?:toutes mes dettes|tout le monde|tous mes potes|mes dettes|les dettes)\b(?!(?: \S+){0,3} (?:enfin|fete|feter|libre|youpi|trop content)\b)|\b(?:codes?|seed|mdps?|mots? de passe|cle|cles|phrase|phrase secrete|mots secrets)\b(?! (?:wifi|wi fi|du wifi|de la box|netflix|de la porte|du portail|de limmeuble))(?: \S+){0,6} (?:dans lenveloppe|dans une enveloppe|dans le tiroir|dans le cahier|dans le carnet|dans la boite|dans le coffre|sous (?:le|la|mon|ma) \S+|(?:pour|a) (?:ma|mon|mes) (?:femme|mari|soeur|frere|enfants|famille|mere|pere|fille|fils|copine|copain|cousin|cousine))\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:donne|offert|file|laisse|refile|legue|vendu)\w* (?:\S+ )?(?:mon|ma|mes) (?:pc|ordi|ordinateur|laptop|telephone|tel|guitare|console|ps5|switch|velo|voiture|montre|appareil photo|collection)\b(?: \S+){0,10} (?:besoin|plus la|garder|sans raison|(?:et|,) (?:mon|ma|mes) (?:pc|ordi|ordinateur|laptop|telephone|tel|guitare|console|ps5|switch|velo|voiture|montre|appareil photo|collection))\b|\b(?:donne|offert|file|laisse|refile)\w* (?:\S+ )?(?:mon|ma|mes) (?:pc|ordi|ordinateur|laptop|telephone|tel|guitare|console|ps5|switch|velo|voiture|montre) et (?:mon|ma|mes) \S+`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:jen|je nen|j en|en) aurai (?:plus|pas|jamais plus) besoin\b|\bplus besoin de (?:rien|tout ca)\b(?: \S+){0,3} (?:bientot|maintenant|ou je vais)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'risk',
      pattern: rx(
        String.raw`\btu as ete (?:\S+ )?(?:gentil|gentille|la pour moi|adorable|super)\b|\btas ete (?:\S+ )?(?:gentil|gentille|la pour moi)\b|\bprenez soin de vous\b|\bau revoir a (?:tous|toi|vous)\b`,
      ),
    },
    // in-progress: gas open, standing on a ledge, a parapet, the tracks
    {
      category: 'in-progress',
      pattern: rx(
        String.raw`\b(?:jai|ai) (?:ouvert|laisse ouvert|allume) (?:le|les) (?:gaz|robinets? du gaz|feux)\b(?! pour)(?: \S+){0,12} (?:ca sent (?:fort|le gaz)|odeur de gaz|assis|assise|allonge|allongee|fenetres?|portes?|calfeutre|sans allumer|pas allume|tete tourne|mendors|endormir)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: rx(
        String.raw`\b(?:suis|je suis|jsuis|assis|assise|debout) (?:sur|au bord|en haut|devant|sous|la sur|a cheval sur|sur le rebord)(?: \S+){0,3} (?:${HIGH}|rebord|rambarde|garde corps|rails|voies|quai)\b(?: \S+){0,14} (?:saute|sauter|sauterai|me jeter|jette|adieu|au revoir|vide|en bas|derniere fois|vent|pieds)\b`,
      ),
    },
    // harm-to-others: a weapon waiting for someone, smashing someone's head, hitting a parent
    {
      category: 'harm-to-others',
      pattern: rx(
        String.raw`\b(?:fusil|flingue|arme|pistolet|couteau|carabine|revolver|batte|hache)\b(?: \S+){0,14} (?:il|elle|ils|elles) (?:sort|sortent|arrive|arrivent|rentre|rentrent|passe|descend|finit)\b|\b(?:il|elle|ils) (?:sort|arrive|rentre|finit)\b(?: \S+){0,10} (?:jai|avec) (?:le|un|mon|son) (?:fusil|flingue|arme|pistolet|couteau|carabine|revolver|batte)\b|\b(?:jattends|je lattends|je les attends|guette|je guette)\b(?: \S+){0,8} (?:fusil|flingue|arme|pistolet|couteau|carabine|revolver|batte)\b`,
      ),
    },
    // The same scene is under way: a weapon in hand and the person about to arrive.
    {
      category: 'in-progress',
      pattern: rx(
        String.raw`\b(?:fusil|flingue|arme|pistolet|couteau|carabine|revolver|batte|hache)\b(?: \S+){0,14} (?:il|elle|ils|elles) (?:sort|sortent|arrive|arrivent|rentre|rentrent|passe|descend|finit)\b|\b(?:il|elle|ils) (?:sort|arrive|rentre|finit)\b(?: \S+){0,10} (?:jai|avec) (?:le|un|mon|son) (?:fusil|flingue|arme|pistolet|couteau|carabine|revolver|batte)\b|\b(?:jattends|je lattends|je les attends|guette|je guette)\b(?: \S+){0,8} (?:fusil|flingue|arme|pistolet|couteau|carabine|revolver|batte)\b`,
      ),
    },
    {
      category: 'harm-to-others',
      pattern: rx(
        String.raw`\b(?:vais|va|veux|jvais|envie de|on va|finir par) (?:\S+ ){0,10}(?:lui|leur) (?:defoncer|eclater|exploser|fracasser|peter|casser|ouvrir|refaire|demolir) (?:la|le|sa|les) (?:tete|gueule|crane|face|geule|portrait|genoux|jambes|rotules|dents|cotes|machoire)\b(?! (?:au|aux|sur|en|mdr|lol)\b| a (?!(?:ce|cette|cet|ces)\b))|\b(?:finir par|vais|envie de) (?:la|le|les) (?:frapper|cogner|tabasser|defigurer)\b(?! (?:au|a la|aux) )`,
      ),
    },
    // Round 2b: envy of the dying, lights out, bowing out, the car in the garage, a weapon in the boot
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\b(?:j?envie|envies|jalouse?|jalouse|j?envierais)\b(?: \S+){0,4} (?:en phase terminale|en soins palliatifs|mourants?|condamnes|qui vont mourir|en fin de vie)\b|\b(?:etre|serais|mettre) a la place (?:dun|de quelquun) (?:\S+ )?(?:en phase terminale|mourant|condamne|en fin de vie)\b|\beteindre (?:la|les) lumieres?(?: \S+){0,2} (?:une bonne fois pour toutes|pour de bon|pour toujours|definitivement|a jamais)\b`,
      ),
    },
    {
      category: 'active-ideation',
      pattern: rx(
        String.raw`\btirer ma reverence\b(?: \S+){0,6} (?:pour de bon|pour toujours|definitivement|une bonne fois)\b|\b(?:partir|men aller|tirer ma reverence|quitter la partie|quitter ce monde) (?:\S+ )?(?:pour de bon|pour toujours|definitivement)\b(?! (?:de|du|a|au|en|vers)\b)|\bquitter ce monde\b`,
      ),
    },
    {
      category: 'active-ideation',
      needs: 'distress',
      pattern: rx(String.raw`\btirer ma reverence\b|\bdebrancher la prise\b`),
    },
    {
      category: 'plan',
      needs: 'distress',
      pattern: rx(
        String.raw`\bpersonne ne (?:viendra|va venir) me (?:chercher|trouver)\b|\bpersonne (?:ne )?me (?:trouvera|retrouvera)\b|\b(?:prends|prendre|reserve|loue)\w* une chambre dhotel\b(?: \S+){0,8} (?:personne|seul|seule|tranquille|derniere)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: rx(
        String.raw`\bje viens (?:de |d ?)(?:avaler|prendre|gober|boire)\w* (?:toute? (?:la|ma|une) (?:boite|plaquette|bouteille)|tout le (?:flacon|tube|pilulier)|tous mes|toutes mes|(?:[1-9]\d+|vingt|trente|quarante|cinquante) ${PILLS})|\b(?:dans le|au) garage\b(?: \S+){0,5} (?:voiture|moteur|bagnole) (?:tourne|allume|en marche)\b|\b(?:moteur|voiture|bagnole) (?:tourne|allume)\w*(?: \S+){0,5} (?:porte|garage) (?:est )?ferme\w*\b`,
      ),
    },
    {
      category: 'in-progress',
      needs: 'risk',
      pattern: rx(
        String.raw`\bje (?:sens|sent) plus (?:trop |vraiment |bien )?(?:mes mains|mes jambes|mes bras|rien)\b|\b(?:je vois|ca devient) (?:tout )?(?:flou|noir)\b|\btout tourne\b`,
      ),
    },
    {
      category: 'harm-to-others',
      pattern: rx(
        String.raw`\b(?:batte|couteau|flingue|fusil|arme|pistolet|hache|barre de fer|machette)s? (?:\S+ ){0,2}dans (?:le|mon) (?:coffre|sac|blouson|boite a gants)\b(?: \S+){0,8} (?:(?:il|elle|ils) (?:va|vont) (?:comprendre|payer|regretter|morfler|prendre cher)|il (?:me )?(?:le )?paiera)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:comme|un peu comme) (?:\S+ ){0,2}(?:ranger|mettre de lordre|faire le menage|faire ses valises) avant (?:un|le|une) (?:long|grand|dernier)\w* (?:voyage|depart)\b|\bavant (?:un|le) (?:grand|long|dernier) (?:voyage|depart)\b`,
      ),
    },
    // A pet and a possession given away in one go.
    {
      category: 'preparation',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:donne|confie|laisse|file|refile)\w* (?:\S+ ){0,2}(?:mon|ma|mes) (?:chat|chats|chien|chiens|lapin|animaux)\b(?: \S+){0,6} (?:mon|ma|mes) (?:pc|ordi|ordinateur|laptop|telephone|guitare|console|ps5|switch|velo|voiture|affaires|vetements)\b|\b(?:donne|offert|file|refile)\w* (?:\S+ ){0,2}(?:mon|ma|mes) (?:pc|ordi|ordinateur|laptop|telephone|guitare|console|ps5|switch|velo|voiture)\b(?: \S+){0,6} (?:mon|ma|mes) (?:chat|chats|chien|chiens|lapin|animaux)\b`,
      ),
    },
    // Round 2c: welcome death, not being around soon, swapping places with the dying, painless ways, rope in the woods
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\bla mort (?:\S+ ){0,2}(?:serait|sera|est) (?:\S+ )?(?:la )?bienvenue\b|\bbientot (?:je )?(?:ne )?serai plus la\b|\bje (?:ne )?serai (?:bientot )?plus la (?:bientot|pour (?:vous|te|t) (?:embeter|deranger|saouler))\b|\bj?echanger\w* (?:\S+ ){0,2}(?:ma )?place avec (?:un|une|quelquun) (?:\S+ )?(?:malade|mourant|mourante|patient|condamne)\b`,
      ),
    },
    {
      category: 'method',
      pattern: rx(
        String.raw`\b(?:partir|mourir|en finir|crever|disparaitre) sans (?:souffrir|douleur|avoir mal|rien sentir)\b|\b(?:methode|facon|moyen|maniere)s?\b(?: \S+){0,4} (?:sans douleur|indolore|sans souffrir)\b|\b${PILLS}\b(?: \S+){0,8} (?:le coeur (?:lache|sarrete|cede)|arret cardiaque)\b`,
      ),
    },
    {
      category: 'method',
      pattern: rx(
        String.raw`\b(?:bois|foret|grange|garage|cave)\b(?: \S+){0,6} avec (?:une|la|ma|un|le) (?:corde|cordelette)\b|\bavec (?:une|la|ma) corde\b(?: \S+){0,4} (?:dans les bois|en foret|dans la foret|dans la grange)\b`,
      ),
    },
    {
      category: 'in-progress',
      pattern: rx(
        String.raw`\b(?:suis|je suis|jsuis|assis|assise|allonge|allongee) (?:sur|entre|au milieu des) (?:les )?(?:rails|voies)\b(?: \S+){0,6} (?:train|tgv|rer|metro) (?:arrive|approche|passe|va passer)\b`,
      ),
    },
    { category: 'intent', needs: 'risk', pattern: rx(String.raw`\bjai choisi (?:la|le) (?:date|jour|moment)\b`) },
    // Round 3: intent fragments pair with each other in one message (a 'risk' fragment no longer pairs).
    {
      category: 'intent',
      needs: 'pair',
      pattern: rx(
        String.raw`\bcest regle dans ma tete\b|\bcest (?:tout )?decide\b(?!(?: \S+){0,3} (?:on|nous|je|jvais|de|d) ?(?:part|pars|partons|partir|demenage\w*|achete\w*|vend\w*|quitte\w*|change\w*|signe\w*|marie\w*|commence\w*|demissionne\w*|arrete\w*|prend\w*|fait|fais)\b)|\b(?:ma decision est (?:prise|faite)|jai pris ma decision|jai (?:fait|pris) mon choix)\b(?!(?: \S+){0,2} (?:je (?:demissionne|quitte|change|vends|achete|demenage|arrete|pars en|pars faire|signe)|de (?:demissionner|quitter|changer|vendre|acheter|demenager|arreter|partir en)))`,
      ),
    },
    {
      category: 'intent',
      needs: 'pair',
      pattern: rx(
        String.raw`\bje (?:choisis|fixe|cherche|choisi) (?:juste |seulement |plus que )?(?:le|la) (?:jour|date|moment)\b|\breste (?:plus )?qua choisir (?:le|la) (?:jour|date|moment)\b|\bjai choisi (?:la|le) (?:date|jour|moment)\b`,
      ),
    },
    {
      category: 'intent',
      needs: 'pair',
      pattern: rx(
        String.raw`\bj(?:e n)?ai plus peur\b(?! (?:de|du|des|d|pour)\b)|\bje (?:me sens|suis) (?:\S+ )?(?:soulage|soulagee|apaise|apaisee|en paix|calme|serein|sereine)\b|\b(?:pas la peine|inutile|essaie pas|essayez pas|nessaie pas|nessayez pas)(?: \S+){0,3} (?:me faire changer davis|me dissuader|me faire changer didee|me retenir|marreter)\b|\bje (?:te |vous )?(?:demande|cherche) pas (?:de |des |ton |votre |d )?(?:conseils?|aide|daide|numeros?|avis|davis)\b|\b(?:pas besoin de|inutile de) (?:menvoyer|me donner|me filer|me passer) (?:des |de |les |un )?(?:numeros?|conseils?|hotlines?)\b|\b(?:envoie|menvoie|donne|file|envoyez|menvoyez) pas (?:de |des |le |les )?(?:numeros?|conseils?)\b`,
      ),
    },
    {
      category: 'intent',
      needs: 'pair',
      pattern: rx(
        String.raw`\bje voulais (?:juste |seulement )?que quelquun (?:le )?sache\b|\bje voulais (?:juste |seulement )?que ce soit dit\b|\bje voulais (?:juste |seulement )?(?:le )?dire a quelquun\b|\bje voulais (?:juste |seulement )?(?:vous |te )?(?:dire )?au revoir\b|\bcest fini pour moi\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\b(?:veux|voudrais|aimerais|jaimerais|envie de|besoin de|prefererais) (?:juste |seulement |simplement )?(?:m ?endormir|dormir)\b(?: \S+){0,8} (?:pas de reveil|sans reveil|(?:ne )?(?:plus|jamais|pas) (?:me )?reveiller|pour toujours|pour de bon|quon me laisse|a jamais)\b`,
      ),
    },
    {
      category: 'method',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:train|trains|tgv|rer|metro|ter|intercite)s?\b(?: \S+){0,8} (?:(?:pour|de) (?:sarreter|freiner)|distance de freinage|freinage)\b|\b(?:quelquun|une personne|un corps|quelqun) (?:allonge|allongee|couche|couchee) sur les (?:voies|rails)\b`,
      ),
    },
    {
      category: 'plan',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:ce soir|cette nuit|demain|dimanche|lundi|mardi|mercredi|jeudi|vendredi|samedi|ce week ?end|la semaine prochaine)\b(?: \S+){0,4} (?:prends|prendre|reserve|loue|vais prendre|vais louer)\w* (?:une chambre dhotel|un airbnb|une chambre)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:mon|ma|mes) (?:chat|chatte|chats|chien|chienne|chiens|lapin|animaux|perroquet|hamster|poissons|tortue|kater)\b(?: \S+){0,2} (?:ira|iront|va aller|vont aller|part|partira|sera) chez\b|\b(?:voisine?|soeur|frere|frangin|frangine|mere|pere|cousine?|pote|amie?)\b(?: \S+){0,2} (?:prendra|va prendre|recupere\w*|gardera|va garder|soccupera de) (?:mon|ma|mes) (?:chat|chatte|chats|chien|chienne|chiens|lapin|animaux)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'pair',
      pattern: rx(
        String.raw`\b(?:laisse|donne|file|refile|envoye|confie)\w* (?:\S+ ){0,2}(?:mes|mon|ma) (?:codes?|mdp|mots? de passe|seed|cles? privees?|phrase de recuperation)\b(?! (?:wifi|wi fi|du wifi|de la box|netflix|disney|spotify|du digicode|de lalarme))|\b(?:ma|mon|mes) (?:soeur|frere|frangin|frangine|femme|mari|mere|pere|famille|fille|fils|enfants|copine|copain)\b(?: \S+){0,2} (?:saura|sauront) (?:quoi faire|ou (?:tout )?(?:est|trouver|chercher))\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'pair',
      pattern: rx(
        String.raw`\bmerci pour tout\b(?: \S+){0,6} (?:tas|tu as|vous avez) ete la\b|\bmerci pour tout\b|\b(?:tas|tu as) ete la (?:quand|pour moi)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:ecrit|dit|envoye|laisse)\w* (?:\S+ )?a (?:tous mes|toutes mes|toute ma|mes|chacun de mes) (?:potes|amis|amies|proches|famille|freres|soeurs)\b(?: \S+){0,8} (?:je les aime|que je les aime|cest pas leur faute|adieu|au revoir)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:pas|plus) quils? se sentent? coupables?\b|\bcest pas (?:leur|votre|ta) faute(?: \S+){0,6} (?:apres|quand je serai plus la|si je)\b`,
      ),
    },
    {
      category: 'self-harm',
      pattern: rx(
        String.raw`\b(?:tape|cogne|frappe|griffe|gratte|brule|mords|mordu|lacere)\w*(?: \S+){0,6} (?:(?:jusqua|jusqu a|jusque) (?:saigner|en saigner|au sang|faire saigner)|jusquau sang|jusqua en saigner)\b`,
      ),
    },
    {
      category: 'harm-to-others',
      pattern: rx(
        String.raw`\b(?:viens|venir|vais|irai|debarque\w*|passe\w*|arrive\w*|descend\w*)(?: \S+){0,4} (?:au bureau|au taf|au boulot|au travail|chez (?:lui|elle|eux)|a (?:son|leur) (?:bureau|domicile|boulot)|a lecole|a la banque)(?: \S+){0,3} avec (?:le|un|mon|son|une|la|ma) (?:fusil|flingue|arme|pistolet|couteau|carabine|revolver|batte|hache|machette)\b|\bavec (?:le|un|mon|une|la) (?:fusil|flingue|arme|pistolet|carabine|revolver|hache|machette)\b(?: \S+){0,8} (?:il|elle|ils) (?:va|vont) (?:comprendre|payer|regretter|morfler|prendre cher)\b`,
      ),
    },
    // Round 4: going through with it / nobody can stop me, roof plus a note, "won't get home in one piece", a last message nobody suspects, updated will, hoping to fall ill
    {
      category: 'intent',
      needs: 'distress',
      pattern: rx(
        String.raw`\bpersonne (?:ne )?(?:pourra|peut|va|pourrait|viendra) (?:(?:men|me|m en) (?:empecher|arreter|dissuader)|marreter|mempecher|men dissuader)\b|\b(?:jirai|je vais aller|jvais aller|jsuis alle|je suis alle) jusquau bout (?:cette fois|ce coup ci|pour de bon|pour de vrai)\b|\bcette fois (?:cest la bonne|je (?:le )?(?:ferai|fais|rate pas|louperai pas))\b`,
      ),
    },
    {
      category: 'in-progress',
      needs: 'pair',
      pattern: rx(
        String.raw`\b(?:laisse|pose|ecrit|mis)\w* (?:\S+ ){0,6}(?:avec|et) (?:un mot|une lettre|un petit mot|mes codes)\b|\b(?:tel|telephone|portable|phone|pc|ordi) (?:\S+ )?deverrouille\b`,
      ),
    },
    {
      category: 'harm-to-others',
      pattern: rx(
        String.raw`\b(?:il|elle|ils|elles|ce (?:mec|type|connard|batard)) (?:ne )?(?:(?:va|vont) (?:pas|plus) (?:rentrer|sortir|repartir|sen sortir|finir|passer la nuit)|(?:rentrera|rentreront|sortira|sortiront|repartira|repartiront|sen sortira) (?:pas|plus))(?: \S+){0,3} (?:entiere?s?|vivante?s?|en un seul morceau|sur ses jambes)\b`,
      ),
    },
    {
      category: 'harm-to-others',
      pattern: rx(
        String.raw`\b(?:revenir|reviens|reviendrai|retourner|retourne|retournerai|passer|debarquer|aller)(?: \S+){0,3} avec (?:le|un|mon|son|une|la|ma) (?:fusil|flingue|arme|pistolet|carabine|revolver|hache|machette|couteau)\b(?: \S+){0,8} (?:ils|elles|il|elle|tout le monde|on)(?: \S+){0,2} (?:comprendre|comprendront|comprendra|payer|paieront|paiera|regretter|regretteront|morfler|saigner|voir|verront)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'pair',
      pattern: rx(
        String.raw`\b(?:mis a jour|fait|redige|ecrit|refait|modifie|termine|signe|fini)\w* (?:\S+ ){0,1}(?:mon|le) testament\b|\btrouve (?:quelquun|qqn|une famille|un foyer|quelquun de bien|un maitre) pour (?:le|mon|ma|mes|la) (?:chien|chienne|chat|chatte|chiens|chats|lapin|animaux|perroquet|bebetes?)\b|\bmots? de passe\b(?: \S+){0,5} (?:pour|a) (?:ma|mon|mes)\b`,
      ),
    },
    {
      category: 'preparation',
      needs: 'pair',
      pattern: rx(
        String.raw`\b(?:envoye|ecrit|laisse|passe|fait|donne)\w* (?:un |mon |le |son )?(?:dernier|derniers) (?:message|mot|appel|texto|sms|coup de fil|bisou|calin|vocal|au revoir)\b|\b(?:elle|il|ils|elles|personne|ma mere|mon pere|ma femme|mon mari) (?:ne )?se (?:doute|doutent|doutera|douteront) (?:de rien|pas|de quoi que ce soit)\b`,
      ),
    },
    {
      category: 'passive-wish',
      pattern: rx(
        String.raw`\b(?:jespere|jaimerais|je voudrais|si seulement je pouvais|je prie pour|je reve de|vivement que je)(?: juste| tellement| vraiment| parfois)? (?:\S+ ){0,1}(?:tomber (?:gravement )?malade|avoir un (?:accident|cancer|truc grave|avc|infarctus)|attraper (?:un truc grave|une maladie)|me faire (?:renverser|ecraser)|choper (?:un truc|une maladie) grave)\b`,
      ),
    },
    {
      category: 'passive-wish',
      needs: 'pair',
      pattern: rx(
        String.raw`\b(?:jaurais|jaurai|jaurais plus|aurais plus|avoir) (?:plus|pas|enfin plus) a (?:me battre|lutter|faire semblant|tout supporter|supporter tout ca|me lever)\b`,
      ),
    },
    // Tuning round 5 (new writers): families of wordings the rules missed.
    {
      // "combien de cachets ... c'est pour moi", "du 7e etage on meurt ... je demande pour moi".
      category: 'method',
      pattern:
        /\b(?:combien|quel|quelle|quels|quelles|cest quoi|du \d+e?(?:me)?|a partir de quel)\b(?: \S+){0,14} (?:il faut|faut il|en faut|suffisent|suffit|on meurt|meurt|mourir|crever|paralyse|se vider de son sang)\b(?: \S+){0,10} (?:cest pour moi|je demande pour moi|je (?:le )?demande pour moi|pour moi hein)(?= pas\b|$)/,
    },
    {
      // "c'est quoi le medoc sans ordonnance qui arrete le coeur".
      category: 'method',
      pattern:
        /\b(?:medocs?|medicaments?|cachets?|comprimes?|pilules?|produits?) (?:sans ordonnance|en vente libre)\b(?: \S+){0,3} (?:qui )?(?:arrete|arreter|stoppe|stopper|bloque|bloquer) (?:le|mon|un) coeur\b/,
    },
    {
      // Going to someone's place with a weapon: "en route chez lui avec le couteau", "j'y vais avec un marteau".
      category: 'in-progress',
      pattern:
        /\b(?:(?:en route|je vais|je pars|je passe|je fonce|je monte|je descends|je file) (?:chez (?:lui|elle|ce|cet|cette|mon ex|mon patron|le|la)|a lagence|au bureau (?:de|du|des)|au siege)|jy vais|j y vais)\b(?: \S+){0,5} avec (?:le|un|mon|ma|une|la) (?:couteau|flingue|arme|pistolet|fusil|machette|lame)\b/,
    },
    {
      // The same with a tool as the weapon, only with another signal ("j'ai trouve l'adresse de l'arnaqueur").
      category: 'harm-to-others',
      pattern:
        /\b(?:jy vais|j y vais|je vais chez (?:lui|elle)|je passe chez (?:lui|elle)|en route chez (?:lui|elle)) avec (?:un|le|mon|une|ma) (?:marteau|batte|hache|barre de fer|pied de biche)\b/,
      needs: 'pair',
    },
    {
      // Found where someone lives: a signal only with another one (a weapon, a threat).
      category: 'harm-to-others',
      pattern:
        /\bj ?ai (?:trouve|eu|recupere|chope|choppe|retrouve) (?:ladresse|son adresse|l adresse|ou (?:il|elle) (?:habite|vit|bosse|travaille))\b/,
      needs: 'pair',
    },
    {
      // Swallowed the whole box, or the pills plus a goodbye or an apology.
      category: 'in-progress',
      pattern:
        /\bj ?ai (?:pris|avale|gobe)(?: genre| carrement| tout| tous)? (?:toute la boite|toute la plaquette|tout le tube|tout le flacon|toutes les boites)\b|\bj ?ai (?:pris|avale) (?:les|mes|tous les|tous mes|toutes les|toutes mes) (?:comprimes|cachets|medocs|pilules|gelules|somniferes)\b(?: \S+){0,6} (?:pardon de (?:vous|te) deranger|jai (?:tres |trop )?sommeil|adieu|pardonnez moi)\b/,
    },
    {
      // A rope bought or hidden, in a message that also carries loss or distress.
      category: 'preparation',
      pattern:
        /\bcorde (?:achetee|que jai achetee|deja achetee|deja prete|prete|accrochee|deja accrochee|cachee)\b|\bcorde\b(?: \S+){0,3} (?:dans le placard|dans larmoire|au garage|dans la voiture|sous le lit|dans le coffre)\b/,
      needs: 'distress',
    },
    {
      // "mon prix de liquidation ... quand ca touche je pars avec, le meme soir".
      category: 'plan',
      pattern:
        /\bliquidation\b(?: \S+){0,6} quand (?:\S+ )?(?:touche|tape|atteint|arrive)\b(?: \S+){0,2} (?:je pars|je men vais|je me tire|je saute)\b(?: \S+){0,3} (?:le meme soir|la meme nuit|pour de bon|pour toujours|moi aussi)\b/,
    },
    {
      // "samedi quand ma femme emmene les enfants chez sa mere. ce sera la".
      category: 'plan',
      pattern:
        /\bquand (?:ma femme|mon mari|ma copine|mon copain|ma compagne|mon ex)\b(?: \S+){0,3} (?:les enfants|les gosses|les petits|les momes)\b(?: \S+){0,6} (?:ce sera la|ce sera ce jour la|je le fais|je le ferai)$/,
    },
    {
      // "j'irai aux falaises l'apres-midi meme", "le soir meme je vais au pont".
      category: 'plan',
      pattern:
        /\b(?:jirai|je vais|jy vais|jirais|je pars)(?: \S+){0,2} (?:aux|a la|au|sur le|sous le) (?:falaises?|pont|viaduc|barrage|voie ferree|rails|quai|toit)\b(?: \S+){0,3} (?:le soir meme|lapresmidi meme|le jour meme|la nuit meme|dans la foulee|le meme soir)\b|\b(?:le soir meme|lapresmidi meme|le jour meme|la nuit meme|le meme soir)(?: \S+){0,3} (?:jirai|je vais|jy vais|je pars) (?:aux|a la|au|sur le) (?:falaises?|pont|viaduc|barrage|voie ferree|rails)\b/,
    },
    {
      // Going to see where to jump from.
      category: 'plan',
      pattern: /\bvoir (?:dou|d ou|de quel endroit|ou) (?:sauter|me jeter|je vais sauter|je sauterai)\b/,
    },
    {
      // Noting who keeps what: "j'ai note qui garde le chat", "une liste de qui prend quoi".
      category: 'preparation',
      pattern:
        /\bliste de qui (?:garde|prend|recupere|aura|herite de) quoi$|\b(?:jai note|j ai note|jai ecrit|j ai ecrit|jai marque|jai laisse ecrit) qui (?:garde|gardera|prend|prendra|recupere) (?:le chat|le chien|la chatte|les chats|mon chat|mon chien)\b(?: \S+){0,2} (?:au cas ou|on sait jamais|on ne sait jamais|au cas)\b/,
    },
    {
      // Cancelled the phone, the gym... "j'en aurai plus besoin".
      category: 'preparation',
      pattern:
        /\b(?:resilie|resiliee|annule|arrete)\b(?: \S+){0,4} (?:forfait|portable|telephone|ligne|abonnement telephonique)\b(?: \S+){0,6} (?:jen aurai (?:plus|pas) besoin|jen ai plus besoin|ca me servira plus|me serviront plus|me servira plus|jen aurai plus lusage)\b/,
    },
    {
      // Repaid everyone "jusqu'au dernier centime", to "partir propre".
      category: 'preparation',
      pattern:
        /\b(?:rembourse|paye|regle)\b(?: \S+){0,12} (?:partir propre|partir sans dettes|partir sans rien devoir|partir en regle|partir lesprit tranquille)$/,
    },
    {
      // "j'ai laisse le testament sur la table de la cuisine".
      category: 'preparation',
      pattern: /\b(?:laisse|pose|mis|depose) (?:le|mon) testament (?:sur|dans|bien en vue)\b/,
    },
    {
      // "programme un dernier message sur le groupe".
      category: 'preparation',
      pattern:
        /\b(?:supprime|efface|ferme|desactive) (?:\S+ ){0,3}(?:reseaux|comptes|profils|insta|instagram|facebook)\b(?: \S+){0,6} programme\w* (?:un |une |mon |ma )?(?:dernier|derniere|ultime) (?:message|mail|post|tweet|lettre|vocal)\b/,
    },
    {
      // Burning oneself with a lighter or a cigarette; cutting again.
      category: 'self-harm',
      pattern:
        /\bme (?:suis )?brule\w* (?:le |la |les |mon |ma |mes )?(?:bras|poignets?|mains?|jambes?|cuisses?|peau|ventre) (?:au|avec|a la|a une)\b(?: \S+)? ?(?:briquet|cigarette|clope|fer|allumette)|\bme (?:suis )?(?:re ?)?scarifi\w*\b/,
    },
    {
      // "j'aimerais bien que mon coeur s'arrete pendant que je dors".
      category: 'passive-wish',
      pattern:
        /\bmon coeur (?:s ?arrete|s ?arretait|arrete de battre|lache)\b(?: \S+){0,3} (?:pendant que je dors|dans mon sommeil|cette nuit|en dormant|pour de bon)\b/,
    },
    {
      // "si un camion me rentrait dedans demain ca m'irait".
      category: 'passive-wish',
      pattern:
        /\bsi (?:un|une|le|la) (?:camion|voiture|bus|train|tram|moto|poids lourd|tgv) (?:me rentrait dedans|mecrasait|me fauchait|me percutait|me roulait dessus|me renversait|memportait)\b(?: \S+){0,4} (?:ca mirait|ca me derangerait pas|tant mieux|ca me va|je men fiche|soulagement)$/,
    },
    {
      // "si je me reveille pas demain ca derangera pas grand monde".
      category: 'passive-wish',
      pattern:
        /\bsi je (?:me )?reveille (?:pas|plus)\b(?! (?:a temps|a lheure|tot|avant))(?: \S+){0,2} (?:ca derangera|ca manquera a personne|personne ne|pas grand monde|tant mieux|tout le monde sen fiche)\b/,
    },
    {
      // Praying to be taken: "je prie pour que le bon Dieu me rappelle a lui".
      category: 'passive-wish',
      pattern:
        /\bje (?:prie|demande|supplie)\b(?: \S+){0,5} (?:dieu|le seigneur|le bon dieu|la vierge)\b(?: \S+){0,2} (?:me rappelle|me reprenne|me prenne|vienne me chercher|memporte|de me prendre|de me rappeler)\b(?! pas| mon| ma| mes| pour)/,
    },
    {
      // "je voudrais juste disparaitre" after a loss.
      category: 'passive-wish',
      pattern:
        /\bje (?:voudrais|veux|voudrai) (?:juste |seulement |simplement )?disparaitre\b(?! (?:sous|dans|de (?:la|ce|cette|chez)|pour (?:un|une|quelques)|quelques|un moment|un peu|des reseaux|en vacances))/,
      needs: 'distress',
    },
    {
      category: 'passive-wish',
      pattern:
        /\bplus envie (?:detre en vie|de vivre|dexister)\b(?! (?:ca|comme|ici|la bas|dans|avec|a|en))|\bvivement que (?:tout|ca) s ?arrete (?:pour de bon|pour toujours|definitivement)\b|\bmeteindre\b(?: \S+){0,5} (?:plus jamais|pour toujours|pour de bon)\b/,
    },
    {
      // TikTok words: "me desabonner de la vie", "je pense a me desactiver".
      category: 'active-ideation',
      pattern:
        /\bme (?:desabonner|desinscrire|desactiver|deconnecter) de la vie\b|\bpense a me desactiver\b(?! (?:de|des|du|mon|mes|ma|sur|d))/,
    },
    {
      // "ce week-end je le fais. je demande pas ton avis", "cette fois je vais vraiment le faire, c'est pas du cinema".
      category: 'intent',
      pattern:
        /\b(?:cette fois|ce soir|ce weekend|ce week end|demain|samedi|dimanche|vendredi)\b(?: \S+){0,3} (?:je le fais|je le ferai|je vais (?:vraiment )?le faire)\b(?: \S+){0,3} (?:je (?:te |vous )?demande pas|je ne (?:te |vous )?demande pas|cest pas du cinema|cest pas une blague)(?: ton avis| votre avis| de conseil| la permission)?$/,
    },
    {
      // "je sais a quelle salle il va. il va finir a l'hosto".
      category: 'harm-to-others',
      pattern:
        /\bje sais (?:ou|a quel|a quelle|dans quel|dans quelle|quand)\b(?: \S+){0,8} (?:finir a lhosto|finir a lhopital|finir aux urgences|sortir sur une civiere|sortir en civiere|finir en fauteuil|finir au cimetiere)$/,
    },
    {
      // "je sais ou t'habites et je vais te saigner".
      category: 'harm-to-others',
      pattern:
        /\bje sais ou (?:thabites|tu habites|il habite|elle habite|tu vis|il vit|tu bosses|il bosse|tu dors)\b(?: \S+){0,6} (?:saigner|te saigner|le saigner|te crever|le crever|voir venir|tu vas payer|il va payer|tu vas regretter|il va regretter)\b/,
    },
    {
      // "si mon coloc touche encore a mon argent je le plante".
      category: 'harm-to-others',
      pattern:
        /\bsi (?:\S+ ){1,6}touche (?:\S+ ){0,8}je (?:le|la|te|les) plante\b(?! la\b| ici\b| avec\b)|\bje (?:le|la) plante pendant (?:quil|quelle) dort\b/,
    },
    {
      // Joining a late husband, with distress: "je voudrais rejoindre mon mari".
      category: 'passive-wish',
      pattern:
        /\bje (?:voudrais|veux|voudrai) (?:juste |seulement )?rejoindre (?:mon mari|ma femme|ma mere|mon pere|mon fils|ma fille|maman|papa)\b(?! (?:a|au|aux|en|chez|pour|dans|sur) )/,
      needs: 'distress',
    },
    {
      // "si l'eth casse les 2000 vendredi j'en finis"; "c'est fini pour moi, pas juste pour le compte".
      category: 'plan',
      pattern:
        /\bsi (?:\S+ ){1,10}jen finis\b(?! avec (?:le|ce|mon|ma|les|cette|ces|la|un|une))|\b(?:fini|termine|la fin) pour moi\b(?: \S+){0,2} pas (?:juste|seulement|que) (?:pour )?(?:le compte|mon compte|le portefeuille|mon portefeuille|le trading)\b/,
    },
    // Tuning round 6 (a new writer): families the rules missed.
    {
      // Saying goodbye to one's family, after distress: "jai dit au revoir a ma mere aujourdhui".
      category: 'preparation',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:jai dit|je dis|je suis alle dire|je suis allee dire|je viens de dire) (?:au revoir|adieu) (?:a|aux) (?:ma |mon |mes |toute ma |tout le monde|tous)(?:mere|maman|pere|papa|fils|fille|enfants|soeurs?|freres?|famille|grands? ?parents|grand ?mere|grand ?pere|amis?|copine|copain|femme|mari|potes)?\b(?!(?: \S+){0,4} (?:a laeroport|a laeroport|a la gare|avant (?:de partir|mon depart|le voyage)|qui part|qui partent|parce quil part|parce quelle part|a demain|a ce soir))`,
      ),
    },
    {
      // "je serai plus la tres longtemps", "je veux plus etre la" ending a message: context for what follows.
      category: 'passive-wish',
      needs: 'distress',
      pattern: rx(
        String.raw`\bje (?:ne )?(?:serai|vais etre) (?:plus|pas) (?:la|ici) (?:tres |bien |encore )?(?:longtemps|pour longtemps)$|\bje (?:ne )?veux (?:plus|pas) etre (?:la|ici)$`,
      ),
    },
    {
      // On a bridge or a roof, said as where one is now: "je suis sur le pont la. il fait froid".
      category: 'in-progress',
      pattern: rx(
        String.raw`\bje suis (?:deja )?(?:sur|en haut|au bord) (?:le |la |du |de la |de l )?(?:pont|viaduc|toit|falaise|parapet|rebord|corniche|barrage)\b(?: \S+){0,3} (?:la|maintenant|en ce moment|il fait (?:tres |super )?froid|je regarde en bas|jai froid)$`,
      ),
    },
    {
      // "je vais le faire, menvoie pas de numero".
      category: 'intent',
      pattern: rx(
        String.raw`\b(?:je vais le faire|je le fais|je le ferai|cest decide)\b(?: \S+){0,3} (?:m ?envoie|menvoie|menvoyez|me donne|me donnez|me file) (?:pas|aucun|plus) (?:de |des )?(?:numeros?|lignes?|telephones?)\b`,
      ),
    },
    {
      // A price that triggers the end: "si le btc cloture la semaine sous 80k je saute".
      category: 'plan',
      pattern: rx(
        String.raw`\bsi (?:le |la |l )?(?:\S+ ){0,2}(?:cloture|clot|ferme|casse|passe|tombe|termine|finit)\b(?: \S+){0,4} (?:sous|en dessous de|en dessous des|sous les) \d+\S*\b(?: \S+){0,2} (?:je saute|je me jette|je me tue|jen finis|je men vais|je me fous en lair)\b(?! (?:dedans|sur|dans|a lachat|en long|all in))`,
      ),
    },
    {
      // A time or an event, then the bridge: "ce soir apres la cloture ... je vais au pont, cest calcule".
      category: 'plan',
      pattern: rx(
        String.raw`\b(?:ce soir|cette nuit|demain|apres|quand)\b(?: \S+){0,8} je (?:vais|monte|pars|irai) (?:au|a la|sur le|sur la|en haut du|en haut de la) ${HIGH}\b(?: \S+){0,2} (?:cest calcule|cest prevu|cest decide|cest regle|cest organise|jai tout prevu|pour de bon|pour en finir)\b`,
      ),
    },
    {
      // Going with one's liquidated position: "quand ma position est liquidee ... je pars aussi".
      category: 'plan',
      pattern: rx(
        String.raw`\b(?:quand|si|des que) (?:ma |mon |la |le )?(?:position|compte|levier|trade)? ?(?:est |sera |se fait |me )?liquid\w*\b(?: \S+){0,4} (?:je pars aussi|je pars avec|je men vais aussi|je men vais avec|moi aussi je pars|je saute|je me tue|jen finis)\b`,
      ),
    },
    {
      // Not waking up, or a truck, would not be so bad: "ce serait pas plus mal de pas me reveiller", "si un camion me prenait ... ca marrangerait".
      category: 'passive-wish',
      pattern: rx(
        String.raw`\b(?:ce (?:ne )?serait pas (?:plus )?mal|ca serait pas (?:plus )?mal|ce serait mieux|ce serait un soulagement|ca marrangerait|ce serait plus simple) (?:de )?(?:ne )?(?:pas|plus) (?:me )?reveiller\b|\bsi (?:\S+ ){0,3}me (?:prenait|renversait|ecrasait|percutait|fauchait|emportait|tombait dessus)\b(?: \S+){0,8} (?:ca marrangerait|ca me derangerait pas|ca me generait pas|ce (?:ne )?serait pas (?:plus )?mal|ce serait un soulagement|tant mieux|ca mirait|je dirais pas non)\b`,
      ),
    },
    {
      // "jaimerais juste disparaitre, plus exister".
      category: 'passive-wish',
      pattern: rx(
        String.raw`\b(?:jaimerais|je voudrais|je veux|jai envie de|envie de|je reve de)(?: juste| seulement| simplement)? (?:\S+ ){0,3}(?:ne )?plus exister\b`,
      ),
    },
    {
      // The height of a named place, after a loss: "le viaduc de huccorgne il fait combien de haut".
      category: 'method',
      needs: 'distress',
      pattern: rx(
        String.raw`\b${HIGH}\b(?: \S+){0,5} (?:fait|mesure) combien (?:de haut|de metres|de hauteur)\b|\b(?:quelle (?:est la )?hauteur|combien de metres|combien de haut) (?:fait |a |mesure )?(?:le |la |les |du |de la |des )?${HIGH}\b`,
      ),
    },
    {
      // A high place and whether it has barriers, after distress: "est ce que les falaises detretat ont des barrieres".
      category: 'method',
      needs: 'distress',
      pattern: rx(
        String.raw`\b${HIGH}\b(?: \S+){0,5} (?:ont|a|y a|il y a) (?:des |une |un )?(?:barrieres?|grillages?|filets?|garde ?fous?|rambardes?|protections?)\b`,
      ),
    },
    {
      // A place that locks and how long one lasts inside: "la chambre froide elle ferme de linterieur? ... combien de temps on tient dedans".
      category: 'method',
      pattern: rx(
        String.raw`\b(?:ferme|se ferme|fermer|verrouill\w*) (?:de l ?interieur|de linterieur|a clef de linterieur)\b(?: \S+){0,8} combien de temps (?:on tient|on survit|on peut tenir|on peut survivre|on reste en vie|on met a mourir)\b`,
      ),
    },
    {
      // Staring at a means: "jai regarde le crochet au plafond toute la matinee".
      category: 'method',
      pattern: rx(
        String.raw`\b(?:regarde|regarder|fixe|fixer|fixais|regardais)\b (?:\S+ ){0,1}(?:le crochet|la corde|la poutre|les cachets|la lame|le flingue|le fusil|larme)\b(?: \S+){0,5} (?:toute la (?:matinee|journee|nuit|soiree)|depuis des heures|pendant des heures|sans arret|depuis ce matin)\b`,
      ),
    },
    {
      // Counting one's pills and whether they would be enough.
      category: 'method',
      pattern: rx(
        String.raw`\bcombien (?:de )?${PILLS}\b(?: \S+){0,8} (?:si ca suffirait|si ce serait assez|si ca serait assez|ca suffirait|suffiraient)\b(?! (?:pour (?:la|le|les|ma|mon|mes) (?:fievre|douleur|mal|migraine|grippe|rhume|dents?)))`,
      ),
    },
    {
      // Pills named, then how many it would take or whether the box would do: "les cachets de ma
      // mere sont dans le tiroir, je me demande combien il en faudrait" (a dose for a fever or per
      // day is not this).
      category: 'method',
      pattern: rx(
        String.raw`\b${PILLS}\b(?: \S+){0,12} (?:combien (?:il )?en faudrait|si (?:la boite|la plaquette|le tube|le flacon|tout|toute la boite)(?: \S+){0,2} (?:suffirait|suffiraient|serait assez))\b(?! (?:par jour|par prise|pour (?:la|le|les|ma|mon|mes|une|un) (?:fievre|douleur|mal|migraine|grippe|rhume|dents?|semaine|mois)))`,
      ),
    },
    {
      // Burning or cutting oneself on purpose: "je me suis brule expres ... ca ma calme".
      category: 'self-harm',
      pattern: rx(
        String.raw`\b(?:je me suis|je me) (?:brule|brulee|coupe|coupee|frappe|frappee|griffe|griffee|mordu|mordue|cogne|cognee|brule)\w* (?:\S+ ){0,1}(?:expres|volontairement|pour me calmer|pour me punir|pour sentir)\b`,
      ),
    },
    {
      // Letters to the family left where they will be found: "jai ecrit des lettres a mes enfants, elles sont dans le tiroir".
      category: 'preparation',
      pattern: rx(
        String.raw`\b(?:jai ecrit|jai laisse|jai redige)\b(?: \S+){0,1} (?:lettres?|mots?)\b(?! (?:de (?:motivation|reclamation|recommandation|noel)|danniversaire))(?: \S+){0,1} (?:a|aux|pour) (?:ma|mon|mes)\b(?: \S+){0,6} (?:(?:elles|elle|ils|il) (?:sont|est)|je les ai (?:mises?|laissees?|rangees?)|sont|est) (?:dans|sous|sur) (?:le |la |l )?(?:tiroir|table de nuit|bureau|oreiller|coffre|armoire|table)\b`,
      ),
    },
    {
      // A pet rehomed for good: "jai trouve quelquun pour garder mon chat. elle sera bien chez lui".
      category: 'preparation',
      pattern: rx(
        String.raw`\btrouve (?:quelquun|quelqu un|une famille|un foyer|une maison) pour (?:garder|prendre|adopter|recuperer|soccuper de) (?:mon|ma|mes) (?:chat|chatte|chien|chienne|chats|chiens|lapin|perroquet|animaux|bebetes)\b(?!(?: \S+){0,6} (?:pendant|cet ete|vacances|week ?end|semaine|jours|mon absence|voyage|quand je (?:pars|serai)|en attendant|jusqu))(?: \S+){0,4} (?:il|elle|ils|elles) (?:sera|seront) (?:bien|mieux|heureu\w*)\b`,
      ),
    },
    {
      // Tidying one's things so it is simple for the family after: context for "cest fait, tout est pret".
      category: 'preparation',
      needs: 'distress',
      pattern: rx(
        String.raw`\b(?:je range|jai range|je trie|jai trie|je mets en ordre|jai mis en ordre|je regle|jai regle) (?:mes affaires|mes papiers|tout|mes comptes)\b(?: \S+){0,3} pour (?:que ce soit (?:simple|facile|plus simple)|quils naient pas|eux|ma famille)\b`,
      ),
    },
    {
      // Bought a rope, then "you know very well what for".
      category: 'preparation',
      needs: 'distress',
      pattern: rx(
        String.raw`\bjai achete (?:une|la) corde$|\btu sais (?:tres )?bien (?:pour quoi|pourquoi|quoi|ce que je vais faire)$`,
      ),
    },
    // Tuning round 7: families the rules missed.
    {
      // Not resisting death: "si la mort vient me chercher je vais pas courir, je vais la suivre".
      category: 'passive-wish',
      pattern:
        /\bsi (?:la mort|la faucheuse|dieu|le bon dieu|le seigneur|mon heure) (?:vient|venait|viendrait|arrive|arrivait|veut|voulait|sonne|sonnait)\b(?: \S+){0,4} (?:je (?:ne )?(?:vais |vais pas |irai pas )?(?:pas )?(?:courir|fuir|resister|lutter|me battre|me defendre|dire non|me cacher)|je (?:vais )?la suivr\w*|je la suis|je (?:vais )?(?:dire oui|partir avec (?:elle|lui)|laccueillir|lui ouvrir)|tant mieux|bienvenue|je dis oui)\b/,
    },
    {
      // A dose "sans retour", after a loss: "c'est quelle dose ... qui serait sans retour".
      category: 'method',
      needs: 'distress',
      pattern:
        /\b(?:quelle|combien de|quel|la) (?:dose|quantite|dosage)\b(?: \S+){0,12} (?:sans retour|irreversible|pas de retour|plus de retour|definitive?|pour de bon|pour ne (?:pas|plus) se reveiller)\b/,
    },
    {
      // "le pont la, c'est haut comment jusqu'a la lagune".
      category: 'method',
      needs: 'distress',
      pattern: rx(
        String.raw`\b${HIGH}\b(?: \S+){0,5} (?:cest|il est|elle est|ca fait) (?:haut comment|combien de haut|combien de metres|haut combien)\b|\bhaut comment (?:jusqua|jusquen|jusquau|jusque) (?:la |le |l |leau|en bas|au sol)`,
      ),
    },
    {
      // The poison is for oneself: "c'est pour moi-meme hein, pas pour les rats".
      category: 'method',
      pattern:
        /\b(?:cest|c est|ces?) pour moi(?: ?meme)?\b(?: \S+){0,3} (?:pas pour|et pas pour|non pour|pas contre) (?:les |des |mes |le |la |ma |mon )?(?:rats?|souris|cafards|insectes|chiens?|jardin|plantes|mauvaises herbes|moustiques|punaises|bestioles|champs?|cultures|termites|fourmis)\b/,
    },
    {
      // Where to buy a poison, after distress: "ou on peut acheter le produit contre les rats qui est fort".
      category: 'method',
      needs: 'distress',
      pattern:
        /\bou (?:on peut |je peux |est ce quon peut |trouver|acheter|avoir)?(?:acheter|trouver|avoir|se procurer|commander)\b(?: \S+){0,4} (?:mort aux rats|raticide|produit (?:contre|pour) les (?:rats|souris)|poison|gramoxone|pesticide|cyanure|insecticide fort|soude caustique)\b/,
    },
    {
      // Where one will be found: "ce jour-la on va me retrouver dans la lagune".
      category: 'plan',
      pattern:
        /\bon (?:va |vas )?me (?:retrouver|retrouvera|repecher|repechera|ramasser|ramassera|decouvrir|decouvrira|trouver|trouvera)\b(?: \S+){0,2} (?:dans (?:la |le |l )?(?:lagune|fleuve|riviere|mer|lac|canal|eau|seine|loire|rhone|garonne|puits|oued)|au fond d\S*|pendue?|morte?|sans vie|flottante?|noyee?|sous (?:le|un) (?:train|pont|camion|metro))\b/,
    },
    {
      // A price as the deadline: "si l'eth casse les 2000 avant vendredi, je rentre pas a la maison".
      category: 'plan',
      needs: 'pair',
      pattern:
        /\bsi\b(?: \S+){0,8} (?:casse|perd|tombe|passe sous|descend|touche|crashe?|baisse|ne remonte pas|remonte pas|ne passe pas)\b(?: \S+){0,12} (?:je (?:ne )?rentre (?:pas|plus)|je (?:ne )?serai plus la|je (?:ne )?reviens (?:pas|plus)|cest fini pour moi|jy passe|je saute|je me jette|je men vais pour de bon|je disparais|je me fais sauter)\b/,
    },
    {
      // Everything planned or ready, as a second signal: "j'ai tout prevu", "maintenant je suis prete".
      category: 'intent',
      needs: 'pair',
      pattern:
        /\b(?:jai tout (?:prevu|prepare|organise|calcule|regle)|tout est (?:prevu|pret|regle|organise|calcule)|maintenant je suis prete?|je suis prete? maintenant|je suis prete? a partir|je peux partir tranquille)\b/,
    },
    {
      // Things one owns given to the family: "j'ai donne mes pagnes a ma petite soeur".
      category: 'preparation',
      needs: 'distress',
      pattern:
        /\b(?:donne|offert|laisse|legue|distribue|refile)\w* (?:toutes |tous )?(?:mes|mon|ma) \S+(?: \S+){0,4} a (?:ma|mon|mes) (?:petite |petit |grande |grand )?(?:soeur|frere|fille|fils|mere|cousine?|niece|neveu|filleule?|voisine?|amie?|copine|petite soeur|petit frere|tante|oncle)\b/,
    },
    {
      // A cover story taken back: "« pour quelques jours ». c'etait pas pour quelques jours".
      category: 'preparation',
      needs: 'pair',
      pattern:
        /\bpour ((?:\S+ ){0,2}\S+) (?:\S+ ){0,2}(?:cetait|cest|ce netait|ce nest|c etait) (?:pas|plus|jamais) pour \1\b|\b(?:jai dit|je lui ai dit|je leur ai dit|dit)\b(?: \S+){0,2} que (?:cetait|cest) (?:juste |seulement )?(?:par precaution|au cas ou|pour quelques jours|pour un voyage)\b/,
    },
    {
      // If one is not heard from again: "si tu m'entends plus", "s'il m'arrive quelque chose".
      category: 'preparation',
      needs: 'distress',
      pattern:
        /\bsi (?:tu |vous )?(?:ne )?(?:mentends|mentendez) plus\b|\bsi (?:tu |vous )?(?:nentends|entends|nentendez|entendez) plus parler de moi\b|\bsi (?:jamais )?(?:je (?:ne )?(?:reponds|reviens|donne) plus|il marrive (?:quelque chose|qqch|un truc|malheur))\b/,
    },
    {
      // Forgiveness asked through someone: "qu'il me pardonne", "dis-lui de me pardonner".
      category: 'preparation',
      needs: 'pair',
      pattern:
        /\b(?:quil|quelle|quils|quelles) me pardonnen?t?\b|\b(?:dis|dites) (?:lui|leur) (?:de me pardonner|que je (?:suis desolee?|les aime|laime|lai aime|les ai aimes))\b/,
    },
    {
      // A letter left with the codes: "dans une enveloppe pour ma soeur, avec une lettre".
      category: 'preparation',
      needs: 'pair',
      pattern: /\b(?:avec|et) (?:une|ma|la|un|mon) (?:lettre|petite lettre|petit mot|mot dadieu|lettre dadieu)\b/,
    },
    {
      // Knowing where someone sleeps or hides: "je sais ou il dort".
      category: 'harm-to-others',
      needs: 'pair',
      pattern:
        /\bje (?:sais|connais|ai trouve|ai retrouve) (?:ou|la ou|lendroit ou|la maison ou) (?:il|elle|ils|elles|tu|ce gars|ce type) (?:dort|dors|dorment|se cache|se caches|se cachent|se planque|se planques|passe ses nuits)\b|\bon va (?:aller )?chez (?:lui|elle|eux) avec (?:mes|des|les|nos) (?:petits freres|freres|gars|potes|cousins|amis|reufs|gars du quartier)\b/,
    },
    {
      // Finishing someone: "on va le finir", "je vais l'achever".
      category: 'harm-to-others',
      needs: 'pair',
      pattern:
        /\b(?:on va|je vais|jvais|on vas|on ira|je vais aller|on doit) (?:le|la|les|l) (?:finir|achever|terminer|regler son compte|faire disparaitre)\b/,
    },
    {
      // Poisoning someone in secret: "je vais lui injecter un truc et personne saura".
      category: 'harm-to-others',
      needs: 'pair',
      pattern: rx(
        String.raw`\b(?:lui|leur) (?:injecter|mettre|verser|glisser|faire avaler|faire boire) (?:un truc|quelque chose|qqch|du poison|de la mort aux rats|un produit|des cachets|du ${PILLS}|${PILLS})\b(?: dans (?:son|sa|ses) (?:cafe|verre|the|plat|bouffe|repas|bouteille|perfusion))?|\b(?:et )?personne (?:ne )?(?:saura|le saura|saura rien|verra rien|sen rendra compte|ne le saura)\b|\bsans laisser de traces?\b`,
      ),
    },
  ],
  distress: [
    rx(String.raw`\b(?:dors|dormi|dormir|dort) (?:plus|pas|presque pas|jamais)\b|\binsomnies?\b`),
    rx(
      String.raw`\bje me (?:deteste|hais|degoute|mefie de moi)\b|\b(?:suis|je suis) (?:nul|nulle|une merde|un rate|une ratee|un echec|un minable|pathetique)\b`,
    ),
    rx(
      String.raw`\b(?:plus|aucun|pas d|sans) (?:d )?espoir\b|\bdesespere|\btout est foutu\b|\b(?:suis|je suis) foutue?\b|\bau fond du trou\b|\b(?:aucune|pas d|pas de) (?:issue|sortie|solution)\b`,
    ),
    rx(
      String.raw`\bje (?:tiens|tient) (?:plus|pas le coup)\b|\bje fais semblant\b|\bje me sens (?:vide|seule?|perdue?|inutile|mort|morte a linterieur|nul|nulle)\b|\bsais plus quoi faire\b`,
    ),
    rx(
      String.raw`\b(?:jai|j ai) (?:trop )?honte\b|\bjen peux plus\b|\bjen ai marre de (?:tout|la vie|vivre)\b|\bcrises? d ?angoisse|\bangoisse\b|\bdepression\b|\bdeprime\b|\ba bout\b|\bje craque\b|\bvais craquer\b`,
    ),
    rx(
      String.raw`\b(?:fardeau|un poids) pour\b|\bfatigue de (?:la vie|vivre)\b|\bpersonne ne (?:maime|me comprend)\b|\bseule? au monde\b`,
    ),
  ],
  loss: [
    // "jai perdu 40 000 euros", "on m'a arnaquee", "le monsieur de la microfinance".
    /\bperdu (?:plus de |pres de )?\d+(?: \d{3})* ?(?:euros?|eur|dollars?|balles|francs|fcfa|cfa|usdt?|mille|k)\b|\b(?:on ma|ils mont|il ma|elle ma|je me suis fait|jme suis fait) (?:arnaquee?|escroquee?|arnaquer|escroquer|plumee?|plumer)\b|\b(?:microfinance|microcredit|huissiers?)\b/,
    // "jai perdu largent de la boulangerie".
    /\bperdu (?:l ?argent|largent|mon argent|notre argent|nos economies|tout notre argent)\b/,
    rx(String.raw`\bliquid|\bmargin call\b|\bappel de marge\b|\brekt\b|\bwipe\b`),
    // "compte a zero", "mon pari sur le psg a saute, j'ai plus de bourse".
    /\b(?:compte|portefeuille|wallet) (?:a zero|a 0|vide|grille)\b|\b(?:pari|paris|combine|ticket)\b(?: \S+){0,4} a saute\b|\bjai plus de bourse\b/,
    rx(
      String.raw`\b(?:tout|toutes mes economies|mes economies|mon epargne|mon salaire|ma maison|mon pel|mon heritage) (?:perdu|perdues|parti|partis|crame|envole)\b|\bperdu (?:tout|toutes mes economies|mes economies|mon epargne|mon salaire|\d+ ?k)\b`,
    ),
    rx(
      String.raw`\b(?:dettes?|endette|endettee|ruine|ruinee|a decouvert|fauche|fauchee)\b|\bcrame (?:mon|le) compte\b|\bcompte crame\b|\b\d+ ?k (?:perdus|partis|liquides|envoles)\b`,
    ),
  ],
  reassurance: [
    rx(
      String.raw`\b(?:je suis|je me sens|jsuis|suis|ca va|je vais) (?:\S+ )?(?:en securite|mieux|bien|ok|okay|calme|calmee?)\b|\bmerci\b`,
    ),
    rx(
      String.raw`\b(?:appele|appelle|appeler|ecrit|parle|contacte|vais appeler|jai appele)\w*(?: \S+){0,4} (?:3114|le 15|le 112|sos amitie|samu|urgences|psy|medecin|docteur|therapeute|ami|amie|pote|mere|pere|soeur|frere|quelquun)\b`,
    ),
    rx(
      String.raw`\b(?:je ne vais pas|je vais pas|jvais pas|je (?:te |vous )?promets de ne pas) (?:le faire|faire de betises|faire de connerie|me faire du mal|passer a lacte)\b`,
    ),
  ],
  riskQuestions: [
    // "tu penses a les prendre pour te faire du mal ?", "cest le trading ou la vie ?", "ce sont des lettres dadieu ?".
    rx(
      String.raw`\b(?:tu penses|penses ?tu|vous pensez) a (?:\S+ ){1,3}pour (?:te faire du mal|vous faire du mal|en finir|te tuer|mourir)\b|\b(?:le trading|la bourse|le boulot|le travail|le trade) ou (?:la vie|ta vie|de vivre)\b|\b(?:lettres?|mots?|messages?) d ?adieu\b`,
    ),
    rx(
      String.raw`\b(?:es ?tu|tu es|etes ?vous|vous etes|tes) (?:\S+ ){0,3}en securite\b|\b(?:es ?tu|tu es|etes ?vous|vous etes) en danger\b`,
    ),
    rx(
      String.raw`\b(?:penses ?tu|tu penses|pensez ?vous|vous pensez|as ?tu pense|tas pense|avez ?vous pense|tu as des pensees)(?: \S+){0,2} (?:au suicide|a te suicider|a vous suicider|a te tuer|a mettre fin a (?:tes|vos) jours|a en finir|a te faire du mal|a vous faire du mal|a mourir)\b|\bidees? (?:suicidaires|de suicide|noires)\b`,
    ),
    rx(
      String.raw`\b(?:tu veux dire|vous voulez dire|tu parles de|vous parlez de)(?: \S+){0,2} (?:mettre fin|en finir|te tuer|vous tuer|te suicider|vous suicider|mourir|te faire du mal|ta vie|vos jours|tes jours)\b|\b(?:as ?tu|tu as|avez ?vous|vous avez) (?:un plan|prevu comment|un moyen)\b`,
    ),
    rx(
      String.raw`\b(?:quest ?ce que|quas ?tu|quavez ?vous)(?: \S+){0,2} (?:pris|avale)\b|\b(?:tu as|vous avez|tas) (?:pris|avale) quoi\b|\bcombien (?:en )?(?:as ?tu|avez ?vous|tu as|vous avez) (?:pris|avale)\b|\b(?:ou es ?tu|ou etes ?vous|tu es ou|vous etes ou|tes ou)\b`,
    ),
  ],
};
