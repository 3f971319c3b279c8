/**
 * The content the mock's CMS app holds: blog categories, tags, posts and comments, the
 * static pages (About us, shipping and returns, privacy, terms), the FAQ and the stores. English
 * and Italian; Slovak shoppers read English (the back-end has no Slovak content).
 *
 * Business terms come from ../business.ts and the company's details from ./site.ts (the footer), so the
 * content can never disagree with the shipping rules or the footer (docs/decisions.md "one source of truth").
 */
import {
  DELIVERY_BUSINESS_DAYS,
  FLAT_RATE_SHIPPING,
  FREE_SHIPPING_THRESHOLD,
  SUPPORT_DAYS_PER_WEEK,
} from '../business';
import { COMPANY } from './site';

interface Bilingual {
  en: string;
  it: string;
}

export interface SeedCategory {
  name: string;
  title: Bilingual;
}

export interface SeedTag {
  name: string;
  label: Bilingual;
}

interface SeedComment {
  by: string;
  email: string;
  text: string;
  /** Days after the post was published. */
  after: number;
  status: 'approved' | 'pending';
  /** Index of the comment (in this list) it answers. */
  replyTo?: number;
}

export interface SeedPost {
  route: string;
  category: string;
  tags: string[];
  blogger: string;
  published_on: string;
  read_minutes: number;
  /** Hue of the generated cover drawing. */
  hue: number;
  motif: 'drill' | 'paint' | 'leaf' | 'tap' | 'crate' | 'bulb' | 'store' | 'goggles';
  title: Bilingual;
  intro: Bilingual;
  content: Bilingual;
  comments: SeedComment[];
}

const euro = (n: number, lang: 'en' | 'it') =>
  lang === 'it' ? `${n.toFixed(2).replace('.', ',')} €` : `€${n.toFixed(2)}`;

export const BLOG_CATEGORIES: SeedCategory[] = [
  { name: 'guides', title: { en: 'Guides', it: 'Guide' } },
  { name: 'projects', title: { en: 'Projects', it: 'Progetti' } },
  { name: 'garden', title: { en: 'Garden', it: 'Giardino' } },
  { name: 'news', title: { en: 'News', it: 'Novità' } },
];

export const BLOG_TAGS: SeedTag[] = [
  { name: 'tools', label: { en: 'Tools', it: 'Utensili' } },
  { name: 'beginners', label: { en: 'Beginners', it: 'Principianti' } },
  { name: 'paint', label: { en: 'Paint', it: 'Vernici' } },
  { name: 'decorating', label: { en: 'Decorating', it: 'Decorazione' } },
  { name: 'maintenance', label: { en: 'Maintenance', it: 'Manutenzione' } },
  { name: 'plumbing', label: { en: 'Plumbing', it: 'Idraulica' } },
  { name: 'garden', label: { en: 'Garden', it: 'Giardino' } },
  { name: 'seasonal', label: { en: 'Seasonal', it: 'Di stagione' } },
  { name: 'wood', label: { en: 'Woodwork', it: 'Legno' } },
  { name: 'electrical', label: { en: 'Electrical', it: 'Elettricità' } },
  { name: 'energy-saving', label: { en: 'Energy saving', it: 'Risparmio energetico' } },
  { name: 'safety', label: { en: 'Safety', it: 'Sicurezza' } },
  { name: 'shop-news', label: { en: 'Shop news', it: 'Novità dal negozio' } },
];

export const BLOG_POSTS: SeedPost[] = [
  {
    route: 'how-to-choose-a-cordless-drill',
    category: 'guides',
    tags: ['tools', 'beginners'],
    blogger: 'Luca Bianchi',
    published_on: '2026-11-18',
    read_minutes: 6,
    hue: 18,
    motif: 'drill',
    title: { en: 'How to choose a cordless drill', it: 'Come scegliere un trapano avvitatore a batteria' },
    intro: {
      en: 'Voltage, torque, brushless motors and battery capacity: what the numbers on the box really mean, and which drill fits the jobs you actually do at home. We compared the models our customers buy most and asked the staff at our Bologna store what they recommend to first-time buyers.',
      it: 'Tensione, coppia, motori brushless e capacità della batteria: cosa significano davvero i numeri sulla confezione e quale trapano si adatta ai lavori che fai in casa. Abbiamo confrontato i modelli più acquistati dai nostri clienti e chiesto ai colleghi del negozio di Bologna cosa consigliano a chi compra il primo trapano.',
    },
    content: {
      en: `<p>A cordless drill is the first power tool most people buy, and the one they use most. The choice looks complicated because every box is covered in numbers, but only four of them matter.</p>
<h2>Voltage: 12 V or 18 V?</h2>
<p>A 12 V drill is light and compact: perfect for flat-pack furniture, hanging shelves and drilling into wood or plasterboard. An 18 V drill has the power for masonry, large holes and long screws, at the cost of some weight. If you will only ever buy one drill, an 18 V model with a hammer function is the safer choice.</p>
<h2>Torque</h2>
<p>Torque, in newton metres (Nm), tells you how hard the drill can turn a screw. 30 Nm is enough for furniture; 50–60 Nm handles decking screws and most DIY jobs around the house.</p>
<h2>Brushless motors</h2>
<p>Brushless motors run cooler, last longer and get more work out of every charge. They cost a little more, and for a drill you will use every weekend they are worth it.</p>
<h2>Batteries</h2>
<ul><li>2.0 Ah batteries are light and fine for occasional jobs.</li><li>4.0 Ah or more for long sessions, or if you plan to add other tools of the same system.</li><li>Two batteries are better than one big one: one charges while you work.</li></ul>
<p>Still unsure? Our staff will gladly help you choose, in store or through the contact form.</p>`,
      it: `<p>Il trapano avvitatore a batteria è il primo elettroutensile che quasi tutti acquistano, e quello che si usa di più. La scelta sembra complicata perché ogni confezione è piena di numeri, ma quelli che contano davvero sono solo quattro.</p>
<h2>Tensione: 12 V o 18 V?</h2>
<p>Un trapano da 12 V è leggero e compatto: perfetto per montare mobili, appendere mensole e forare legno o cartongesso. Un 18 V ha la potenza per la muratura, i fori grandi e le viti lunghe, a costo di qualche grammo in più. Se comprerai un solo trapano, un 18 V con funzione a percussione è la scelta più sicura.</p>
<h2>Coppia</h2>
<p>La coppia, espressa in newton metro (Nm), indica con quanta forza il trapano riesce ad avvitare. 30 Nm bastano per i mobili; 50–60 Nm sono sufficienti per le viti da decking e per quasi tutti i lavori di casa.</p>
<h2>Motori brushless</h2>
<p>I motori senza spazzole scaldano meno, durano di più e sfruttano meglio ogni carica. Costano qualcosa in più, ma per un trapano che userai ogni fine settimana ne valgono la pena.</p>
<h2>Batterie</h2>
<ul><li>Le batterie da 2,0 Ah sono leggere e vanno bene per i lavori occasionali.</li><li>Da 4,0 Ah in su per le sessioni lunghe, o se pensi di aggiungere altri utensili della stessa gamma.</li><li>Meglio due batterie che una sola grande: una si ricarica mentre lavori.</li></ul>
<p>Hai ancora dubbi? I nostri collaboratori ti aiutano volentieri a scegliere, in negozio o tramite il modulo di contatto.</p>`,
    },
    comments: [
      {
        by: 'Giulia Ferri',
        email: 'giulia.ferri@example.com',
        text: 'Chiarissimo, grazie! Ho preso un 18 V brushless e ne sono contenta.',
        after: 1,
        status: 'approved',
      },
      {
        by: 'Luca Bianchi',
        email: 'luca.bianchi@bottega.example',
        text: 'Felice di esserti stato utile, Giulia: buon lavoro con il nuovo trapano!',
        after: 2,
        status: 'approved',
        replyTo: 0,
      },
      {
        by: 'Paolo Conti',
        email: 'paolo.conti@example.com',
        text: 'Vendete anche batterie di ricambio per i modelli più vecchi?',
        after: 3,
        status: 'approved',
      },
    ],
  },
  {
    route: 'painting-a-room-like-a-pro',
    category: 'guides',
    tags: ['paint', 'decorating', 'beginners'],
    blogger: 'Sara Greco',
    published_on: '2026-11-04',
    read_minutes: 7,
    hue: 200,
    motif: 'paint',
    title: { en: 'Painting a room like a pro', it: 'Imbiancare una stanza come un professionista' },
    intro: {
      en: 'Good preparation is two thirds of a good paint job. From filling cracks to cutting in around the ceiling, here is the order our decorators follow, the tools that save time and the mistakes that leave marks you will see for years.',
      it: 'Una buona preparazione vale due terzi del risultato. Dallo stucco nelle crepe alla profilatura lungo il soffitto, ecco l’ordine che seguono i nostri decoratori, gli attrezzi che fanno risparmiare tempo e gli errori che lasciano segni visibili per anni.',
    },
    content: {
      en: `<p>Painting a room is one of the most satisfying jobs you can do yourself. The secret is patience before the first stroke of the roller.</p>
<h2>1. Prepare the room</h2>
<p>Move the furniture to the middle and cover it, protect the floor with a dust sheet and remove switch plates. Fill cracks and holes, sand them smooth once dry and wipe away the dust.</p>
<h2>2. Tape and prime</h2>
<p>Masking tape along skirting boards and window frames gives clean edges. New plaster and patched areas need a coat of primer, otherwise they will show through the finish.</p>
<h2>3. Cut in, then roll</h2>
<p>Paint a 5 cm band along corners and the ceiling with a brush, then fill the walls with a roller in overlapping W shapes. Work wet on wet so the edges do not show.</p>
<h2>4. Two thin coats</h2>
<p>Two thin coats always look better than one thick one. Respect the drying time on the tin and remove the tape before the last coat is fully dry.</p>`,
      it: `<p>Imbiancare una stanza è uno dei lavori più gratificanti che si possano fare da sé. Il segreto è la pazienza prima della prima passata di rullo.</p>
<h2>1. Prepara la stanza</h2>
<p>Sposta i mobili al centro e coprili, proteggi il pavimento con un telo e smonta le placche degli interruttori. Stucca crepe e fori, carteggia quando lo stucco è asciutto e togli la polvere.</p>
<h2>2. Nastro e fondo</h2>
<p>Il nastro di carta lungo battiscopa e infissi garantisce bordi netti. L’intonaco nuovo e le zone stuccate hanno bisogno di una mano di fissativo, altrimenti si vedranno sotto la finitura.</p>
<h2>3. Prima i bordi, poi il rullo</h2>
<p>Dipingi con il pennello una fascia di 5 cm lungo gli angoli e il soffitto, poi riempi le pareti con il rullo, a W sovrapposte. Lavora fresco su fresco, così le giunte non si vedono.</p>
<h2>4. Due mani sottili</h2>
<p>Due mani sottili rendono sempre meglio di una spessa. Rispetta i tempi di asciugatura indicati sul barattolo e togli il nastro prima che l’ultima mano sia completamente asciutta.</p>`,
    },
    comments: [
      {
        by: 'Marta Russo',
        email: 'marta.russo@example.com',
        text: 'Il consiglio di togliere il nastro prima che la vernice asciughi ha salvato le pareti della mia cucina.',
        after: 2,
        status: 'approved',
      },
    ],
  },
  {
    route: 'preparing-your-garden-for-winter',
    category: 'garden',
    tags: ['garden', 'seasonal', 'maintenance'],
    blogger: 'Anna Moretti',
    published_on: '2026-10-21',
    read_minutes: 5,
    hue: 130,
    motif: 'leaf',
    title: { en: 'Preparing your garden for winter', it: 'Preparare il giardino per l’inverno' },
    intro: {
      en: 'A few hours of work in autumn mean a healthier garden in spring. Protect tender plants from frost, empty the irrigation pipes before they freeze, clean and oil your tools, and put the lawn to bed with a last cut and an autumn feed.',
      it: 'Qualche ora di lavoro in autunno significa un giardino più sano in primavera. Proteggi le piante delicate dal gelo, svuota i tubi dell’irrigazione prima che ghiaccino, pulisci e olia gli attrezzi e prepara il prato al riposo con un ultimo taglio e un concime autunnale.',
    },
    content: {
      en: `<p>Winter is a quiet season in the garden, but what you do before it starts makes all the difference.</p>
<h2>Protect tender plants</h2>
<p>Move potted citrus and geraniums to a sheltered spot and wrap the others in frost fleece. A layer of mulch keeps roots warm.</p>
<h2>Empty the irrigation system</h2>
<p>Water left in pipes and drippers freezes and splits them. Close the outdoor tap, open the lowest point of the system and let it drain.</p>
<h2>Look after your tools</h2>
<p>Clean blades and shears, sharpen them and wipe them with a thin film of oil before storing them in a dry place.</p>`,
      it: `<p>L’inverno è una stagione tranquilla in giardino, ma quello che fai prima che arrivi fa tutta la differenza.</p>
<h2>Proteggi le piante delicate</h2>
<p>Sposta agrumi e gerani in vaso in un luogo riparato e avvolgi le altre piante nel tessuto non tessuto. Uno strato di pacciame tiene al caldo le radici.</p>
<h2>Svuota l’impianto di irrigazione</h2>
<p>L’acqua rimasta nei tubi e nei gocciolatori gela e li spacca. Chiudi il rubinetto esterno, apri il punto più basso dell’impianto e lascialo scolare.</p>
<h2>Cura gli attrezzi</h2>
<p>Pulisci lame e cesoie, affilale e passaci un velo d’olio prima di riporle in un luogo asciutto.</p>`,
    },
    comments: [],
  },
  {
    route: 'fixing-a-dripping-tap',
    category: 'projects',
    tags: ['plumbing', 'maintenance', 'beginners'],
    blogger: 'Marco Esposito',
    published_on: '2026-10-07',
    read_minutes: 4,
    hue: 210,
    motif: 'tap',
    title: { en: 'Fixing a dripping tap in twenty minutes', it: 'Riparare un rubinetto che gocciola in venti minuti' },
    intro: {
      en: 'A dripping tap wastes thousands of litres of water a year, and the fix usually costs less than a coffee. Here is how to find out whether you need a new washer or a new cartridge, and how to replace it without flooding the bathroom.',
      it: 'Un rubinetto che gocciola spreca migliaia di litri d’acqua all’anno, e la riparazione di solito costa meno di un caffè. Ecco come capire se serve una guarnizione o una cartuccia nuova, e come sostituirla senza allagare il bagno.',
    },
    content: {
      en: `<p>Before you start, close the stop valve under the sink and open the tap to let the remaining water out. Put the plug in the basin: small screws love drains.</p>
<h2>Washer or cartridge?</h2>
<p>Taps with two handles that turn several times usually have a rubber washer. Single-lever mixers have a ceramic cartridge. Take the old part to the store, or check its size before ordering.</p>
<h2>Replace it</h2>
<ol><li>Remove the handle cap and the screw underneath.</li><li>Unscrew the headgear or the cartridge retaining nut with an adjustable spanner.</li><li>Fit the new washer or cartridge, with a little silicone grease on the seals.</li><li>Reassemble, open the stop valve slowly and check for leaks.</li></ol>`,
      it: `<p>Prima di iniziare, chiudi la valvola sotto il lavandino e apri il rubinetto per far uscire l’acqua rimasta. Metti il tappo nel lavabo: le viti piccole adorano gli scarichi.</p>
<h2>Guarnizione o cartuccia?</h2>
<p>I rubinetti a due manopole che fanno più giri hanno di solito una guarnizione in gomma. I miscelatori monocomando hanno una cartuccia ceramica. Porta il pezzo vecchio in negozio, oppure controllane la misura prima di ordinare.</p>
<h2>Sostituiscila</h2>
<ol><li>Togli il cappuccio della manopola e la vite sottostante.</li><li>Svita il vitone o la ghiera della cartuccia con una chiave regolabile.</li><li>Monta la guarnizione o la cartuccia nuova, con un po’ di grasso al silicone sulle tenute.</li><li>Rimonta tutto, riapri lentamente la valvola e controlla che non ci siano perdite.</li></ol>`,
    },
    comments: [
      {
        by: 'Franco Gallo',
        email: 'franco.gallo@example.com',
        text: 'Funzionato al primo colpo. Il problema era la cartuccia, non la guarnizione.',
        after: 4,
        status: 'approved',
      },
      {
        by: 'Guest',
        email: 'spam@example.com',
        text: 'Ottimo articolo, visitate il mio sito per rubinetti economici!!!',
        after: 5,
        status: 'pending',
      },
    ],
  },
  {
    route: 'building-a-raised-garden-bed',
    category: 'projects',
    tags: ['garden', 'wood'],
    blogger: 'Anna Moretti',
    published_on: '2026-09-16',
    read_minutes: 8,
    hue: 35,
    motif: 'crate',
    title: { en: 'Build a raised garden bed in a weekend', it: 'Costruire un orto rialzato in un fine settimana' },
    intro: {
      en: 'A raised bed warms up earlier in spring, drains better and saves your back. With untreated larch boards, a handful of stainless screws and a cordless drill you can build a 120 × 80 cm bed in an afternoon, and fill it the next morning.',
      it: 'Un orto rialzato si scalda prima in primavera, drena meglio e risparmia la schiena. Con tavole di larice non trattato, una manciata di viti inox e un trapano avvitatore puoi costruire una cassa da 120 × 80 cm in un pomeriggio e riempirla la mattina dopo.',
    },
    content: {
      en: `<h2>What you need</h2>
<ul><li>6 larch boards 120 × 15 × 2.5 cm and 6 of 80 cm</li><li>4 square posts 5 × 5 × 45 cm</li><li>48 stainless steel screws 5 × 50 mm</li><li>Weed membrane, soil and compost</li></ul>
<h2>Assembly</h2>
<p>Screw the boards to the corner posts, three rows high, pre-drilling each hole so the wood does not split. Check the frame is square by measuring the diagonals: they must be equal.</p>
<h2>Filling</h2>
<p>Lay the membrane on the bottom, then fill with a mix of two parts garden soil and one part compost. Water well and wait a few days before planting.</p>`,
      it: `<h2>Cosa serve</h2>
<ul><li>6 tavole di larice 120 × 15 × 2,5 cm e 6 da 80 cm</li><li>4 montanti quadrati 5 × 5 × 45 cm</li><li>48 viti in acciaio inox 5 × 50 mm</li><li>Telo pacciamante, terriccio e compost</li></ul>
<h2>Montaggio</h2>
<p>Avvita le tavole ai montanti d’angolo, su tre file, preforando ogni foro perché il legno non si spacchi. Verifica che il telaio sia in squadra misurando le diagonali: devono essere uguali.</p>
<h2>Riempimento</h2>
<p>Stendi il telo sul fondo, poi riempi con un miscuglio di due parti di terra da giardino e una di compost. Bagna bene e aspetta qualche giorno prima di piantare.</p>`,
    },
    comments: [],
  },
  {
    route: 'led-bulbs-buying-guide',
    category: 'guides',
    tags: ['electrical', 'energy-saving'],
    blogger: 'Luca Bianchi',
    published_on: '2026-08-26',
    read_minutes: 5,
    hue: 48,
    motif: 'bulb',
    title: {
      en: 'LED bulbs: lumens, kelvin and the right fitting',
      it: 'Lampadine LED: lumen, kelvin e attacco giusto',
    },
    intro: {
      en: 'Watts no longer tell you how bright a bulb is. Learn to read lumens and colour temperature, choose between E27, E14 and GU10 fittings, and find out which LEDs can be dimmed, so every room gets the light it needs without wasting energy.',
      it: 'I watt non dicono più quanto fa luce una lampadina. Impara a leggere lumen e temperatura di colore, a scegliere tra attacchi E27, E14 e GU10 e a capire quali LED sono dimmerabili, così ogni stanza ha la luce giusta senza sprecare energia.',
    },
    content: {
      en: `<h2>Lumens, not watts</h2>
<p>An old 60 W bulb gives about 800 lumens; an LED does the same with 8–9 W. Look at the lumens on the box to compare brightness.</p>
<h2>Warm or cool?</h2>
<p>2700–3000 K is the warm light of living rooms and bedrooms; 4000 K is neutral, good for kitchens and workshops; 6500 K is daylight, best kept for garages and cellars.</p>
<h2>Dimming</h2>
<p>Only bulbs marked “dimmable” work with a dimmer switch, and older dimmers may need replacing with an LED-compatible model.</p>`,
      it: `<h2>Lumen, non watt</h2>
<p>Una vecchia lampadina da 60 W fa circa 800 lumen; un LED ottiene lo stesso risultato con 8–9 W. Per confrontare la luminosità guarda i lumen sulla confezione.</p>
<h2>Calda o fredda?</h2>
<p>2700–3000 K è la luce calda di soggiorni e camere; 4000 K è neutra, ideale per cucine e laboratori; 6500 K è luce diurna, da riservare a garage e cantine.</p>
<h2>Regolazione</h2>
<p>Solo le lampadine indicate come “dimmerabili” funzionano con un variatore di luce, e i variatori più vecchi potrebbero dover essere sostituiti con un modello compatibile con i LED.</p>`,
    },
    comments: [],
  },
  {
    route: 'workshop-safety-basics',
    category: 'guides',
    tags: ['safety', 'tools'],
    blogger: 'Marco Esposito',
    published_on: '2026-07-29',
    read_minutes: 4,
    hue: 0,
    motif: 'goggles',
    title: {
      en: 'Workshop safety: the basics nobody should skip',
      it: 'Sicurezza in laboratorio: le regole da non saltare mai',
    },
    intro: {
      en: 'Safety glasses, hearing protection, a dust mask and a tidy bench prevent most accidents in a home workshop. Five simple habits, and the protective equipment that every DIY enthusiast should keep within reach before switching on a power tool.',
      it: 'Occhiali protettivi, cuffie antirumore, una mascherina e un banco in ordine evitano la maggior parte degli incidenti nel laboratorio di casa. Cinque abitudini semplici e i dispositivi di protezione che ogni appassionato di fai da te dovrebbe avere a portata di mano prima di accendere un elettroutensile.',
    },
    content: {
      en: `<ol><li>Wear safety glasses whenever you cut, drill or sand.</li><li>Protect your hearing with grinders, saws and hammer drills.</li><li>Use a FFP2 mask when sanding or cutting boards.</li><li>Unplug tools or remove the battery before changing blades and bits.</li><li>Keep the bench tidy and well lit: most accidents start with clutter.</li></ol>`,
      it: `<ol><li>Indossa gli occhiali protettivi ogni volta che tagli, fori o carteggi.</li><li>Proteggi l’udito con smerigliatrici, seghe e trapani a percussione.</li><li>Usa una mascherina FFP2 quando carteggi o tagli pannelli.</li><li>Stacca la spina o togli la batteria prima di cambiare lame e punte.</li><li>Tieni il banco in ordine e ben illuminato: quasi tutti gli incidenti nascono dal disordine.</li></ol>`,
    },
    comments: [],
  },
  {
    route: 'bottega-opens-in-turin',
    category: 'news',
    tags: ['shop-news'],
    blogger: 'Bottega',
    published_on: '2026-06-30',
    read_minutes: 3,
    hue: 12,
    motif: 'store',
    title: { en: 'Bottega opens in Turin', it: 'Bottega apre a Torino' },
    intro: {
      en: 'Our third store opens in Corso Marconi, Turin: 1,200 square metres of tools, paint and garden, a cutting service for wood and glass, and free parking. Orders placed online can be collected there from the next business day.',
      it: 'Il nostro terzo negozio apre in Corso Marconi a Torino: 1.200 metri quadrati di utensili, vernici e giardinaggio, un servizio di taglio per legno e vetro e parcheggio gratuito. Gli ordini fatti online si possono ritirare lì dal giorno lavorativo successivo.',
    },
    content: {
      en: `<p>After Bologna and Milan, Turin. The new store has a paint mixing desk with more than 2,000 colours, a cutting service for wood and glass and a workshop corner where we hold free courses on Saturday mornings.</p>
<p>Online orders can be collected in store from the next business day, free of charge: choose “Local Pickup” at checkout.</p>`,
      it: `<p>Dopo Bologna e Milano, Torino. Il nuovo negozio ha un tintometro con oltre 2.000 colori, un servizio di taglio per legno e vetro e un angolo laboratorio dove il sabato mattina teniamo corsi gratuiti.</p>
<p>Gli ordini online si possono ritirare gratuitamente in negozio dal giorno lavorativo successivo: scegli “Ritiro in negozio” al momento dell’ordine.</p>`,
    },
    comments: [],
  },
];

export interface SeedPage {
  route: string;
  title: Bilingual;
  intro: Bilingual;
  content: Bilingual;
}

export const CONTENT_PAGES: SeedPage[] = [
  {
    route: 'about-us',
    title: { en: 'About Bottega', it: 'Chi siamo' },
    intro: {
      en: 'A family hardware store from Bologna, since 1978. Today in three cities and online, with the same idea: good tools, honest advice.',
      it: 'Una ferramenta di famiglia nata a Bologna nel 1978. Oggi in tre città e online, con la stessa idea: buoni attrezzi e consigli onesti.',
    },
    content: {
      en: `<p>Bottega started as a small hardware shop in Via dei Mille, Bologna, where Giuseppe Rossi sold nails by weight and lent his own tools to customers who needed them for a day. Almost fifty years later his children and grandchildren run three stores, in Bologna, Milan and Turin, and this online shop.</p>
<h2>What we believe in</h2>
<ul><li><strong>Tools that last.</strong> We sell what we would use ourselves, and we say so when a cheaper product will do the job.</li><li><strong>Advice from people who do the work.</strong> Our staff includes electricians, plumbers, carpenters and decorators.</li><li><strong>Fair terms.</strong> Free returns, delivery in ${DELIVERY_BUSINESS_DAYS} business days and support ${SUPPORT_DAYS_PER_WEEK} days a week.</li></ul>
<h2>Bottega in numbers</h2>
<ul><li>3 stores and 64 colleagues</li><li>More than 12,000 products</li><li>Over 180,000 orders shipped across Italy</li></ul>`,
      it: `<p>Bottega è nata come piccola ferramenta in Via dei Mille a Bologna, dove Giuseppe Rossi vendeva i chiodi a peso e prestava i suoi attrezzi ai clienti che ne avevano bisogno per un giorno. Quasi cinquant’anni dopo figli e nipoti gestiscono tre negozi, a Bologna, Milano e Torino, e questo negozio online.</p>
<h2>In cosa crediamo</h2>
<ul><li><strong>Attrezzi che durano.</strong> Vendiamo quello che useremmo noi e lo diciamo quando un prodotto più economico basta per il lavoro.</li><li><strong>Consigli da chi il lavoro lo fa.</strong> Tra i nostri collaboratori ci sono elettricisti, idraulici, falegnami e decoratori.</li><li><strong>Condizioni chiare.</strong> Reso gratuito, consegna in ${DELIVERY_BUSINESS_DAYS} giorni lavorativi e assistenza ${SUPPORT_DAYS_PER_WEEK} giorni su 7.</li></ul>
<h2>Bottega in numeri</h2>
<ul><li>3 negozi e 64 collaboratori</li><li>Più di 12.000 prodotti</li><li>Oltre 180.000 ordini spediti in tutta Italia</li></ul>`,
    },
  },
  {
    route: 'shipping',
    title: { en: 'Shipping', it: 'Spedizioni' },
    intro: {
      en: `Delivery in ${DELIVERY_BUSINESS_DAYS} business days across Italy, free on orders of ${euro(FREE_SHIPPING_THRESHOLD, 'en')} or more.`,
      it: `Consegna in ${DELIVERY_BUSINESS_DAYS} giorni lavorativi in tutta Italia, gratuita per ordini da ${euro(FREE_SHIPPING_THRESHOLD, 'it')} in su.`,
    },
    content: {
      en: `<p>Standard delivery costs ${euro(FLAT_RATE_SHIPPING, 'en')} and is free when your order reaches ${euro(FREE_SHIPPING_THRESHOLD, 'en')}. Orders placed by 2 pm on a business day leave our warehouse the same day and arrive within ${DELIVERY_BUSINESS_DAYS} business days, islands included.</p>
<h2>Collect in store</h2>
<p>Choose “Local Pickup” at checkout to collect your order for free in one of our stores, from the next business day. We send you an email when it is ready.</p>
<h2>Tracking</h2>
<p>“Orders” in your account shows where each order stands. To follow the parcel itself, write to us through the contact form with your order number: we reply with the courier and its tracking number.</p>`,
      it: `<p>La spedizione standard costa ${euro(FLAT_RATE_SHIPPING, 'it')} ed è gratuita quando l’ordine raggiunge ${euro(FREE_SHIPPING_THRESHOLD, 'it')}. Gli ordini effettuati entro le 14 di un giorno lavorativo partono dal nostro magazzino in giornata e arrivano entro ${DELIVERY_BUSINESS_DAYS} giorni lavorativi, isole comprese.</p>
<h2>Ritiro in negozio</h2>
<p>Scegli “Ritiro in negozio” al momento dell’ordine per ritirarlo gratuitamente in uno dei nostri negozi, dal giorno lavorativo successivo. Ti avvisiamo via email quando è pronto.</p>
<h2>Tracciamento</h2>
<p>In “Ordini” nel tuo account vedi a che punto è ogni ordine. Per seguire il pacco, scrivici dal modulo di contatto indicando il numero d’ordine: ti rispondiamo con il corriere e il numero di spedizione.</p>`,
    },
  },
  {
    route: 'returns',
    title: { en: 'Returns and refunds', it: 'Resi e rimborsi' },
    intro: {
      en: 'Changed your mind? You have 30 days to return any product, free of charge.',
      it: 'Hai cambiato idea? Hai 30 giorni per restituire qualsiasi prodotto, senza costi.',
    },
    content: {
      en: `<p>Products must be unused and in their original packaging. Write to us through the contact form with your order number and we e-mail you a free return label, or bring the product back to any of our stores.</p>
<h2>Refunds</h2>
<p>We refund you with the same payment method within 5 business days of receiving the parcel. Products that arrive damaged or faulty are replaced or refunded at once: write to us with a photo.</p>`,
      it: `<p>I prodotti devono essere integri e nella confezione originale. Scrivici dal modulo di contatto indicando il numero d’ordine e ti inviamo via email un’etichetta di reso gratuita, oppure riporta il prodotto in uno dei nostri negozi.</p>
<h2>Rimborsi</h2>
<p>Ti rimborsiamo con lo stesso metodo di pagamento entro 5 giorni lavorativi dal ricevimento del pacco. I prodotti arrivati danneggiati o difettosi vengono sostituiti o rimborsati subito: scrivici allegando una foto.</p>`,
    },
  },
  {
    route: 'privacy-policy',
    title: { en: 'Privacy policy', it: 'Informativa sulla privacy' },
    intro: {
      en: `How ${COMPANY.name} collects and uses your personal data, under the EU General Data Protection Regulation (GDPR).`,
      it: `Come ${COMPANY.name} raccoglie e utilizza i tuoi dati personali, ai sensi del Regolamento generale sulla protezione dei dati (GDPR).`,
    },
    content: {
      en: `<p>The data controller is ${COMPANY.name}, ${COMPANY.street}, ${COMPANY.city}. We use your data only to process your orders, answer your messages and, if you subscribed, send you our newsletter. We never sell it. You can ask to see, correct or delete your data at any time by writing to privacy@bottega.example.</p>
<h2>Newsletter</h2>
<p>We add your address to the newsletter only after you confirm it through the link we email you. Every newsletter has a link to unsubscribe.</p>`,
      it: `<p>Il titolare del trattamento è ${COMPANY.name}, ${COMPANY.street}, ${COMPANY.city}. Usiamo i tuoi dati solo per gestire gli ordini, rispondere ai tuoi messaggi e, se ti sei iscritto, inviarti la newsletter. Non li vendiamo mai. Puoi chiedere in qualsiasi momento di consultarli, correggerli o cancellarli scrivendo a privacy@bottega.example.</p>
<h2>Newsletter</h2>
<p>Aggiungiamo il tuo indirizzo alla newsletter solo dopo che lo hai confermato con il link che ti inviamo via email. Ogni newsletter contiene un link per annullare l’iscrizione.</p>`,
    },
  },
  {
    route: 'terms-and-conditions',
    title: { en: 'Terms and conditions of sale', it: 'Condizioni generali di vendita' },
    intro: {
      en: 'The terms that apply to every purchase on this shop.',
      it: 'Le condizioni che si applicano a ogni acquisto su questo negozio.',
    },
    content: {
      en: `<p>The seller is ${COMPANY.name}, ${COMPANY.street}, ${COMPANY.city}, VAT no. IT${COMPANY.vat}. Prices include VAT and are in euro. The contract is concluded when we confirm your order by email. You may withdraw from the contract within 30 days of delivery without giving a reason. Products carry the legal guarantee of conformity of 24 months.</p>`,
      it: `<p>Il venditore è ${COMPANY.name}, ${COMPANY.street}, ${COMPANY.city}, P.IVA IT${COMPANY.vat}. I prezzi sono in euro e comprensivi di IVA. Il contratto si conclude quando confermiamo l’ordine via email. Puoi recedere dal contratto entro 30 giorni dalla consegna senza indicarne il motivo. I prodotti sono coperti dalla garanzia legale di conformità di 24 mesi.</p>`,
    },
  },
];

export interface SeedFaq {
  category: Bilingual;
  question: Bilingual;
  answer: Bilingual;
}

export const FAQS: SeedFaq[] = [
  {
    category: { en: 'Orders', it: 'Ordini' },
    question: { en: 'How do I track my order?', it: 'Come posso seguire il mio ordine?' },
    answer: {
      en: 'Sign in and open “Orders” in your account to see where each order stands. To follow the parcel, write to us with your order number and we reply with the courier’s tracking number.',
      it: 'Accedi e apri “Ordini” nel tuo account per vedere a che punto è ogni ordine. Per seguire il pacco, scrivici con il numero d’ordine e ti rispondiamo con il numero di spedizione del corriere.',
    },
  },
  {
    category: { en: 'Orders', it: 'Ordini' },
    question: { en: 'Can I change or cancel an order?', it: 'Posso modificare o annullare un ordine?' },
    answer: {
      en: 'Yes, until it has been shipped. Write to us through the contact form with your order number and we will take care of it.',
      it: 'Sì, finché non è stato spedito. Scrivici tramite il modulo di contatto indicando il numero d’ordine e ce ne occupiamo noi.',
    },
  },
  {
    category: { en: 'Shipping', it: 'Spedizioni' },
    question: { en: 'How much does delivery cost?', it: 'Quanto costa la spedizione?' },
    answer: {
      en: `Delivery costs ${euro(FLAT_RATE_SHIPPING, 'en')} and is free for orders of ${euro(FREE_SHIPPING_THRESHOLD, 'en')} or more. Collection in store is always free.`,
      it: `La spedizione costa ${euro(FLAT_RATE_SHIPPING, 'it')} ed è gratuita per ordini da ${euro(FREE_SHIPPING_THRESHOLD, 'it')} in su. Il ritiro in negozio è sempre gratuito.`,
    },
  },
  {
    category: { en: 'Shipping', it: 'Spedizioni' },
    question: { en: 'How long does delivery take?', it: 'Quanto tempo richiede la consegna?' },
    answer: {
      en: `${DELIVERY_BUSINESS_DAYS} business days across Italy, islands included. Orders placed by 2 pm leave the same day.`,
      it: `${DELIVERY_BUSINESS_DAYS} giorni lavorativi in tutta Italia, isole comprese. Gli ordini effettuati entro le 14 partono in giornata.`,
    },
  },
  {
    category: { en: 'Returns', it: 'Resi' },
    question: { en: 'How do I return a product?', it: 'Come faccio a restituire un prodotto?' },
    answer: {
      en: 'You have 30 days. Write to us through the contact form with your order number: we e-mail you a free return label; pack the product in its original box and hand it to the courier.',
      it: 'Hai 30 giorni di tempo. Scrivici dal modulo di contatto indicando il numero d’ordine: ti inviamo via email un’etichetta di reso gratuita; imballa il prodotto nella sua scatola originale e consegnalo al corriere.',
    },
  },
  {
    category: { en: 'Payments', it: 'Pagamenti' },
    question: { en: 'Which payment methods do you accept?', it: 'Quali metodi di pagamento accettate?' },
    answer: {
      en: 'Credit and debit cards and bank transfer. With a bank transfer we ship as soon as the payment reaches us, usually within one business day.',
      it: 'Carte di credito e di debito e bonifico bancario. Con il bonifico spediamo appena riceviamo il pagamento, di solito entro un giorno lavorativo.',
    },
  },
  {
    category: { en: 'Payments', it: 'Pagamenti' },
    question: { en: 'Can I get an invoice?', it: 'Posso ricevere la fattura?' },
    answer: {
      en: 'Yes: at checkout choose “Request an invoice” and enter your VAT number and recipient code (companies) or your tax code (private customers).',
      it: 'Sì: al momento dell’ordine scegli “Richiedi fattura” e inserisci partita IVA e codice destinatario (aziende) oppure codice fiscale (privati).',
    },
  },
  {
    category: { en: 'Account', it: 'Account' },
    question: { en: 'Do I need an account to order?', it: 'Serve un account per ordinare?' },
    answer: {
      en: 'No, you can check out as a guest. An account lets you follow your orders, save addresses and keep a wishlist.',
      it: 'No, puoi acquistare come ospite. Con un account puoi seguire gli ordini, salvare gli indirizzi e tenere una lista dei desideri.',
    },
  },
];

export interface SeedStore {
  name: string;
  title: string;
  address_line1: string;
  pincode: string;
  city: string;
  province: string;
  phone: string;
  email: string;
  latitude: number;
  longitude: number;
  /** `null` hours: closed that day. */
  hours: Array<{ days: Bilingual; hours: string | null }>;
  services: Bilingual[];
}

const WEEKDAYS: Bilingual = { en: 'Monday to Saturday', it: 'Dal lunedì al sabato' };
const SUNDAY: Bilingual = { en: 'Sunday', it: 'Domenica' };
const CLOSED = null;

export const STORES: SeedStore[] = [
  {
    name: 'bologna-mille',
    title: 'Bottega Bologna',
    address_line1: COMPANY.street,
    pincode: '40121',
    city: 'Bologna',
    province: 'BO',
    phone: COMPANY.phone,
    email: 'bologna@bottega.example',
    latitude: 44.5029,
    longitude: 11.3466,
    hours: [
      { days: WEEKDAYS, hours: '8:30–19:30' },
      { days: SUNDAY, hours: '9:30–13:00' },
    ],
    services: [
      { en: 'Paint mixing', it: 'Tintometro' },
      { en: 'Key cutting', it: 'Duplicazione chiavi' },
      { en: 'Free Saturday courses', it: 'Corsi gratuiti il sabato' },
      { en: 'Online order pickup', it: 'Ritiro ordini online' },
    ],
  },
  {
    name: 'milano-isola',
    title: 'Bottega Milano Isola',
    address_line1: 'Via dei Mestieri 12',
    pincode: '20159',
    city: 'Milano',
    province: 'MI',
    phone: '+39 02 8736 4410',
    email: 'milano@bottega.example',
    latitude: 45.4869,
    longitude: 9.1887,
    hours: [
      { days: WEEKDAYS, hours: '9:00–19:30' },
      { days: SUNDAY, hours: CLOSED },
    ],
    services: [
      { en: 'Paint mixing', it: 'Tintometro' },
      { en: 'Wood cutting', it: 'Taglio legno' },
      { en: 'Online order pickup', it: 'Ritiro ordini online' },
    ],
  },
  {
    name: 'torino-san-salvario',
    title: 'Bottega Torino San Salvario',
    address_line1: 'Corso Marconi 31',
    pincode: '10125',
    city: 'Torino',
    province: 'TO',
    phone: '+39 011 563 2207',
    email: 'torino@bottega.example',
    latitude: 45.0568,
    longitude: 7.6823,
    hours: [
      { days: WEEKDAYS, hours: '8:30–20:00' },
      { days: SUNDAY, hours: CLOSED },
    ],
    services: [
      { en: 'Paint mixing', it: 'Tintometro' },
      { en: 'Wood and glass cutting', it: 'Taglio legno e vetro' },
      { en: 'Online order pickup', it: 'Ritiro ordini online' },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// What the real back-end's CMS holds beyond the posts above: Italian only (the back-end stores its
// content in one language), Blog Post rows in the three body formats, a draft, the bloggers.
// ---------------------------------------------------------------------------------------------

export interface SeedBlogger {
  name: string;
  full_name: string;
  bio: string;
}

export const BLOGGERS: SeedBlogger[] = [
  { name: 'luca-bianchi', full_name: 'Luca Bianchi', bio: 'Responsabile del reparto elettroutensili di Bologna.' },
  { name: 'sara-greco', full_name: 'Sara Greco', bio: 'Decoratrice, tiene i corsi di pittura del sabato.' },
  { name: 'anna-moretti', full_name: 'Anna Moretti', bio: 'Agronoma, segue il reparto giardino.' },
  { name: 'marco-esposito', full_name: 'Marco Esposito', bio: 'Idraulico ed elettricista, consulente in negozio.' },
  { name: 'redazione', full_name: 'Redazione Bottega', bio: 'Le notizie dal negozio.' },
];

/** The blogger id of a seed post's author name ("Luca Bianchi" → "luca-bianchi"). */
export function bloggerId(fullName: string): string {
  return BLOGGERS.find((b) => b.full_name === fullName)?.name ?? 'redazione';
}

export const CATEGORY_DESCRIPTIONS: Record<string, string> = {
  guides: 'Come scegliere e usare gli attrezzi giusti.',
  projects: 'Lavori da fare in casa, passo dopo passo.',
  garden: 'Orto, giardino e balcone in ogni stagione.',
  news: 'Le novità dei nostri negozi.',
};

/** Seed posts whose body is stored as Rich Text (`content`) instead of HTML (`content_html`). */
export const RICH_TEXT_POSTS = new Set(['fixing-a-dripping-tap']);

export interface SeedExtraPost {
  name: string;
  category: string;
  blogger: string;
  published: 0 | 1;
  published_on: string;
  read_time: number;
  title: string;
  intro: string;
  markdown: string;
  disable_comments: 0 | 1;
}

/** A Markdown post with comments switched off, and a draft that must never reach shoppers. */
export const EXTRA_POSTS: SeedExtraPost[] = [
  {
    name: 'cassetta-degli-attrezzi-essenziale',
    category: 'guides',
    blogger: 'marco-esposito',
    published: 1,
    published_on: '2026-11-21',
    read_time: 3,
    title: 'La cassetta degli attrezzi essenziale',
    intro: 'Dieci attrezzi che risolvono quasi ogni piccolo lavoro di casa, e come sceglierli senza spendere troppo.',
    markdown: `Chi inizia non ha bisogno di tutto: bastano **dieci attrezzi** di buona qualità.

## I dieci indispensabili

1. Martello da 300 g
2. Set di cacciaviti a taglio e a croce
3. Metro a nastro da 5 m
4. Livella a bolla
5. Pinza universale

## Un consiglio

Compra meno attrezzi ma *migliori*: durano di più e lavorano meglio. Trovi tutto nella [categoria utensili](/shop).`,
    disable_comments: 1,
  },
  {
    name: 'bozza-saldi-di-primavera',
    category: 'news',
    blogger: 'redazione',
    published: 0,
    published_on: '2026-11-22',
    read_time: 1,
    title: 'BOZZA: saldi di primavera',
    intro: 'Una bozza non ancora pubblicata.',
    markdown: 'Testo in preparazione.',
    disable_comments: 0,
  },
];

/** `web-page/where-we-are` as the real fixture holds it: full page markup with breadcrumbs and a map. */
export const WHERE_WE_ARE_HTML = `<div class="breadcrumbs"><a href="/">Home</a> / Dove siamo</div>
<section class="where-we-are">
<h2>I nostri negozi</h2>
${STORES.map(
  (
    s,
  ) => `<div class="store"><h3>${s.title}</h3><p>${s.address_line1}<br>${s.pincode} ${s.city} (${s.province})<br>Tel. <a href="tel:${s.phone.replace(/\s/g, '')}">${s.phone}</a></p>
<p>${s.hours.map((h) => `${h.days.it}: ${h.hours ?? 'chiuso'}`).join('<br>')}</p></div>`,
).join('\n')}
<iframe src="https://www.openstreetmap.org/export/embed.html?bbox=7.6,44.4,11.4,45.6" width="100%" height="450" title="Mappa"></iframe>
</section>`;

/** `web-page/about-us` as the real fixture holds it (HTML, breadcrumbs included). */
export function aboutUsHtml(body: string): string {
  return `<div class="breadcrumbs"><a href="/">Home</a> / Chi siamo</div>\n<section class="about-us">${body}</section>`;
}
