/**
 * Product types of the home-improvement catalogue, in English and Italian. The generator
 * (generate.ts) turns a type + a model + a brand + a series word into a product with variants by
 * size and/or colour; texts.ts writes its descriptions, attributes and size guide from these fields.
 */
import type { L } from './categories';
import type { Kind } from './kinds';

interface Model {
  en: string;
  /** Defaults to `en` with decimal points turned into commas. */
  it?: string;
  price: number;
  /** Extra additional-information rows for this model. */
  attrs?: Array<[L, L | string]>;
}

interface SizeOpt {
  en: string;
  it?: string;
  factor: number;
}

export interface TypeDef {
  key: string;
  /** Leaf category slug. */
  cat: string;
  kind: Kind;
  /** `{m}` is replaced by the model; without it the model is appended. */
  name: L;
  models: Model[];
  brands: string[];
  /** Colour variants: a product offers 2–4 of these. */
  colors?: string[];
  /** A single colour of the product (no colour variants): one is picked per product. */
  tints?: string[];
  /** Size variants: a product offers 2–4 consecutive options. */
  sizes?: SizeOpt[];
  material: L;
  attrs: Array<[L, L | string]>;
  /** Width × height × depth in cm, and weight in kg, of the base model. */
  dims: [number, number, number];
  weight: number;
  contents?: L;
  blurb: L;
  points: { en: string[]; it: string[] };
  /**
   * The guarantee in years, at least 2: 2 is the seller's legal guarantee of conformity alone,
   * which no seller may shorten for a consumer; more is the producer's commercial guarantee,
   * which comes on top of it (texts.ts words the row so).
   */
  warranty: number;
}

/** Labels of additional-information rows. */
export const A = {
  brand: { en: 'Brand', it: 'Marca' },
  material: { en: 'Material', it: 'Materiale' },
  power: { en: 'Power', it: 'Potenza' },
  voltage: { en: 'Voltage', it: 'Tensione' },
  supply: { en: 'Power supply', it: 'Alimentazione' },
  warranty: { en: 'Warranty', it: 'Garanzia' },
  use: { en: 'Suitable for', it: 'Indicato per' },
  finish: { en: 'Finish', it: 'Finitura' },
  coverage: { en: 'Coverage', it: 'Resa' },
  drying: { en: 'Drying time', it: 'Tempo di essiccazione' },
  ip: { en: 'Protection rating', it: 'Grado di protezione' },
  fitting: { en: 'Fitting', it: 'Attacco' },
  lumen: { en: 'Luminous flux', it: 'Flusso luminoso' },
  colourTemp: { en: 'Colour temperature', it: 'Temperatura di colore' },
  energy: { en: 'Energy class', it: 'Classe energetica' },
  origin: { en: 'Made in', it: 'Prodotto in' },
  handle: { en: 'Handle', it: 'Impugnatura' },
  thread: { en: 'Thread', it: 'Filettatura' },
  pressure: { en: 'Working pressure', it: 'Pressione di esercizio' },
  capacity: { en: 'Capacity', it: 'Capacità' },
  load: { en: 'Max load', it: 'Portata massima' },
  cartridge: { en: 'Cartridge', it: 'Cartuccia' },
  battery: { en: 'Battery', it: 'Batteria' },
  chuck: { en: 'Chuck', it: 'Mandrino' },
  torque: { en: 'Max torque', it: 'Coppia massima' },
  cable: { en: 'Cable', it: 'Cavo' },
  sockets: { en: 'Sockets', it: 'Prese' },
  uv: { en: 'UV protection', it: 'Protezione UV' },
  season: { en: 'Season', it: 'Stagione' },
};

const italy: L = { en: 'Italy', it: 'Italia' };
const outdoor: L = { en: 'Indoor and outdoor use', it: 'Uso interno ed esterno' };

const pack = (n: number, factor: number): SizeOpt => ({ en: `Pack of ${n}`, it: `Confezione da ${n}`, factor });
const pieces = (n: number, factor: number): SizeOpt => ({ en: `${n} pieces`, it: `${n} pezzi`, factor });
const steps = (n: number, factor: number): SizeOpt => ({ en: `${n} steps`, it: `${n} gradini`, factor });
const s = (en: string, factor: number, it?: string): SizeOpt => (it ? { en, it, factor } : { en, factor });

export const PRODUCT_TYPES: TypeDef[] = [
  // ------------------------------------------------------------------ Tools / power tools
  {
    key: 'cordless-drill',
    cat: 'power-tools',
    kind: 'drill',
    name: { en: 'Cordless drill {m}', it: 'Trapano avvitatore a batteria {m}' },
    models: [
      {
        en: '12V',
        price: 59.9,
        attrs: [
          [A.voltage, '12 V'],
          [A.torque, '30 Nm'],
        ],
      },
      {
        en: '18V',
        price: 99.9,
        attrs: [
          [A.voltage, '18 V'],
          [A.torque, '50 Nm'],
        ],
      },
      {
        en: '18V brushless',
        price: 149,
        attrs: [
          [A.voltage, '18 V'],
          [A.torque, '65 Nm'],
        ],
      },
      {
        en: '20V with 2 batteries',
        it: '20V con 2 batterie',
        price: 199,
        attrs: [
          [A.voltage, '20 V'],
          [A.torque, '70 Nm'],
        ],
      },
    ],
    brands: ['Ferrotec', 'Bricoforte', 'Maestri', 'Voltix'],
    tints: ['orange', 'green', 'blue', 'red', 'yellow'],
    material: { en: 'ABS with soft-grip rubber', it: 'ABS con gommatura antiscivolo' },
    attrs: [
      [A.supply, { en: 'Li-ion battery', it: 'Batteria al litio' }],
      [A.chuck, { en: '13 mm keyless', it: '13 mm autoserrante' }],
      [A.battery, { en: '2.0 Ah, 45 min charger', it: '2,0 Ah, caricabatterie 45 min' }],
    ],
    dims: [24, 22, 8],
    weight: 1.4,
    contents: { en: 'Drill, battery, charger, carry case', it: 'Trapano, batteria, caricabatterie, valigetta' },
    blurb: {
      en: 'A compact cordless drill driver for screwing and drilling in wood, metal and masonry.',
      it: 'Un trapano avvitatore compatto per avvitare e forare legno, metallo e muratura.',
    },
    points: {
      en: [
        '2-speed gearbox with 20 torque settings',
        'Built-in LED work light',
        'Battery charge indicator',
        'Belt clip and bit holder',
      ],
      it: [
        'Cambio a 2 velocità con 20 regolazioni di coppia',
        'Luce LED di lavoro integrata',
        'Indicatore di carica della batteria',
        'Gancio da cintura e porta inserti',
      ],
    },
    warranty: 2,
  },
  {
    key: 'jigsaw',
    cat: 'power-tools',
    kind: 'jigsaw',
    name: { en: 'Jigsaw {m}', it: 'Seghetto alternativo {m}' },
    models: [
      { en: '500W', price: 44.9, attrs: [[A.power, '500 W']] },
      { en: '650W pendulum', it: '650W pendolare', price: 69.9, attrs: [[A.power, '650 W']] },
      { en: '800W with laser guide', it: '800W con guida laser', price: 99.9, attrs: [[A.power, '800 W']] },
    ],
    brands: ['Ferrotec', 'Bricoforte', 'Voltix'],
    tints: ['orange', 'green', 'blue'],
    material: { en: 'Reinforced plastic, aluminium base plate', it: 'Plastica rinforzata, piastra in alluminio' },
    attrs: [
      [A.supply, { en: 'Mains, 230 V', it: 'Rete, 230 V' }],
      [{ en: 'Cutting depth (wood)', it: 'Profondità di taglio (legno)' }, '65 mm'],
      [{ en: 'Bevel cuts', it: 'Tagli inclinati' }, '0–45°'],
    ],
    dims: [26, 20, 8],
    weight: 2.1,
    contents: { en: 'Jigsaw, 2 blades, dust adaptor', it: 'Seghetto, 2 lame, adattatore aspirazione' },
    blurb: {
      en: 'Curved and straight cuts in wood, plastic and metal with a tool-free blade change.',
      it: 'Tagli curvi e dritti in legno, plastica e metallo con cambio lama senza attrezzi.',
    },
    points: {
      en: [
        'Variable speed trigger',
        '4-stage pendulum action',
        'Dust blower keeps the cutting line clear',
        'Tool-free blade clamp',
      ],
      it: [
        'Grilletto a velocità variabile',
        'Movimento pendolare a 4 posizioni',
        'Soffiatore che mantiene pulita la linea di taglio',
        'Attacco lama senza attrezzi',
      ],
    },
    warranty: 2,
  },
  // ------------------------------------------------------------------ Tools / hand tools
  {
    key: 'claw-hammer',
    cat: 'hand-tools',
    kind: 'hammer',
    name: { en: 'Claw hammer {m}', it: 'Martello da carpentiere {m}' },
    models: [
      { en: 'with fibreglass handle', it: 'con manico in fibra di vetro', price: 16.9 },
      { en: 'with wooden handle', it: 'con manico in legno', price: 12.9 },
      { en: 'forged steel', it: 'in acciaio forgiato', price: 24.9 },
    ],
    brands: ['Maestri', 'Utensilia', 'Ferrotec'],
    sizes: [s('300 g', 0.85), s('450 g', 1), s('600 g', 1.2), s('800 g', 1.4)],
    material: { en: 'Drop-forged steel head', it: 'Testa in acciaio forgiato' },
    attrs: [[A.handle, { en: 'Anti-vibration grip', it: 'Impugnatura antivibrazione' }]],
    dims: [13, 33, 3],
    weight: 0.7,
    blurb: {
      en: 'A balanced claw hammer for driving and pulling nails without tiring your wrist.',
      it: 'Un martello bilanciato per piantare ed estrarre chiodi senza affaticare il polso.',
    },
    points: {
      en: ['Hardened, polished striking face', 'Magnetic nail starter', 'Curved claw for easy nail pulling'],
      it: ['Bocca temprata e lucidata', 'Calamita portachiodi', 'Penna curva per estrarre i chiodi con facilità'],
    },
    warranty: 5,
  },
  {
    key: 'screwdriver-set',
    cat: 'hand-tools',
    kind: 'screwdriver-set',
    name: { en: 'Screwdriver set {m}', it: 'Set di cacciaviti {m}' },
    models: [
      { en: 'with magnetic tips', it: 'con punta magnetica', price: 19.9 },
      { en: 'insulated 1000V', it: 'isolati 1000V', price: 34.9 },
      { en: 'precision', it: 'di precisione', price: 14.9 },
    ],
    brands: ['Maestri', 'Utensilia', 'Tecnofix'],
    sizes: [pieces(6, 1), pieces(12, 1.6), pieces(24, 2.4)],
    material: { en: 'Chrome-vanadium steel, two-component handles', it: 'Acciaio cromo-vanadio, manici bicomponente' },
    attrs: [
      [
        { en: 'Tips', it: 'Punte' },
        { en: 'Slotted, Phillips, Pozidriv', it: 'Taglio, Phillips, Pozidriv' },
      ],
    ],
    dims: [22, 4, 18],
    weight: 0.6,
    contents: { en: 'Screwdrivers in a storage stand', it: 'Cacciaviti con supporto' },
    blurb: {
      en: 'The screwdrivers you reach for every day, sorted in a stand that keeps them together.',
      it: 'I cacciaviti che usi ogni giorno, ordinati in un supporto che li tiene tutti insieme.',
    },
    points: {
      en: ['Hardened tips that do not cam out', 'Comfortable two-component grips', 'Sizes printed on every handle'],
      it: [
        'Punte temprate che non scivolano',
        'Impugnature bicomponente confortevoli',
        'Misura stampata su ogni manico',
      ],
    },
    warranty: 5,
  },
  {
    key: 'pliers',
    cat: 'hand-tools',
    kind: 'pliers',
    name: { en: 'Combination pliers {m}', it: 'Pinza universale {m}' },
    models: [
      { en: 'classic', it: 'classica', price: 11.9 },
      { en: 'insulated 1000V', it: 'isolata 1000V', price: 19.9 },
      { en: 'long nose', it: 'a becchi lunghi', price: 13.9 },
    ],
    brands: ['Maestri', 'Utensilia', 'Tecnofix'],
    sizes: [s('160 mm', 0.9), s('180 mm', 1), s('200 mm', 1.15)],
    material: { en: 'Chrome-vanadium steel', it: 'Acciaio cromo-vanadio' },
    attrs: [[A.handle, { en: 'Ergonomic dual grip', it: 'Ergonomica bicomponente' }]],
    dims: [6, 18, 2],
    weight: 0.25,
    blurb: {
      en: 'Grip, bend and cut wire with one tool that stays in your pocket.',
      it: 'Afferra, piega e taglia i fili con un solo attrezzo sempre in tasca.',
    },
    points: {
      en: ['Induction-hardened cutting edges', 'Serrated jaws for a firm grip', 'Polished head resists rust'],
      it: [
        'Taglienti temprati a induzione',
        'Ganasce zigrinate per una presa sicura',
        'Testa lucidata resistente alla ruggine',
      ],
    },
    warranty: 5,
  },
  {
    key: 'handsaw',
    cat: 'hand-tools',
    kind: 'handsaw',
    name: { en: 'Hand saw {m}', it: 'Sega a mano {m}' },
    models: [
      { en: 'for wood', it: 'per legno', price: 14.9 },
      { en: 'fine tooth', it: 'a denti fini', price: 17.9 },
      { en: 'for laminate', it: 'per laminato', price: 19.9 },
    ],
    brands: ['Maestri', 'Utensilia'],
    sizes: [s('400 mm', 0.9), s('500 mm', 1), s('550 mm', 1.1)],
    material: { en: 'Hardened steel blade', it: 'Lama in acciaio temprato' },
    attrs: [
      [
        { en: 'Teeth', it: 'Dentatura' },
        { en: 'Triple-ground, 7 TPI', it: 'Affilatura tripla, 7 denti/pollice' },
      ],
    ],
    dims: [12, 56, 2],
    weight: 0.45,
    blurb: {
      en: 'Fast, clean cuts across and along the grain, with a handle that marks 45° and 90°.',
      it: 'Tagli rapidi e puliti lungo e contro vena, con manico che traccia 45° e 90°.',
    },
    points: {
      en: ['Induction-hardened teeth stay sharp longer', 'Blade protector included', 'Soft-grip handle'],
      it: ['Denti temprati a induzione, più durata del filo', 'Copri lama incluso', 'Impugnatura morbida'],
    },
    warranty: 2,
  },
  // ------------------------------------------------------------------ Tools / measuring
  {
    key: 'tape-measure',
    cat: 'measuring-tools',
    kind: 'tape-measure',
    name: { en: 'Tape measure {m}', it: 'Metro a nastro {m}' },
    models: [
      { en: 'with auto lock', it: 'con blocco automatico', price: 6.9 },
      { en: 'magnetic hook', it: 'con gancio magnetico', price: 9.9 },
      { en: 'shock-proof', it: 'antiurto', price: 12.9 },
    ],
    brands: ['Maestri', 'Misura+', 'Tecnofix'],
    tints: ['yellow', 'black', 'orange', 'red'],
    sizes: [s('3 m', 0.8), s('5 m', 1), s('8 m', 1.4), s('10 m', 1.7)],
    material: { en: 'ABS case, steel blade', it: 'Cassa in ABS, nastro in acciaio' },
    attrs: [
      [
        { en: 'Accuracy', it: 'Precisione' },
        { en: 'EC class II', it: 'Classe CE II' },
      ],
    ],
    dims: [7, 7, 4],
    weight: 0.25,
    blurb: {
      en: 'A tape measure that reads easily on both sides and locks where you stop it.',
      it: 'Un metro leggibile su entrambi i lati che si blocca dove lo fermi.',
    },
    points: {
      en: ['Nylon-coated blade resists wear', 'Belt clip', 'Metric scale on both sides'],
      it: ['Nastro rivestito in nylon resistente all’usura', 'Clip da cintura', 'Scala metrica su entrambi i lati'],
    },
    warranty: 2,
  },
  {
    key: 'spirit-level',
    cat: 'measuring-tools',
    kind: 'spirit-level',
    name: { en: 'Spirit level {m}', it: 'Livella a bolla {m}' },
    models: [
      { en: 'aluminium', it: 'in alluminio', price: 12.9 },
      { en: 'magnetic', it: 'magnetica', price: 18.9 },
      { en: 'professional 3 vials', it: 'professionale 3 bolle', price: 24.9 },
    ],
    brands: ['Misura+', 'Maestri'],
    tints: ['yellow', 'red', 'blue'],
    sizes: [s('40 cm', 0.8), s('60 cm', 1), s('80 cm', 1.2), s('100 cm', 1.4), s('120 cm', 1.6)],
    material: { en: 'Extruded aluminium', it: 'Alluminio estruso' },
    attrs: [[{ en: 'Accuracy', it: 'Precisione' }, '0.5 mm/m']],
    dims: [60, 6, 2.5],
    weight: 0.5,
    blurb: {
      en: 'Hang shelves and lay tiles true with shock-proof, easy-to-read vials.',
      it: 'Mensole dritte e piastrelle in piano con bolle antiurto e facili da leggere.',
    },
    points: {
      en: ['Horizontal and vertical vials', 'Milled measuring surface', 'End caps absorb knocks'],
      it: ['Bolle orizzontale e verticale', 'Superficie di misura fresata', 'Tappi terminali antiurto'],
    },
    warranty: 3,
  },
  // ------------------------------------------------------------------ Tools / storage
  {
    key: 'toolbox',
    cat: 'tool-storage',
    kind: 'toolbox',
    name: { en: 'Toolbox {m}', it: 'Cassetta porta utensili {m}' },
    models: [
      { en: 'with removable tray', it: 'con vassoio estraibile', price: 19.9 },
      { en: 'with organiser lid', it: 'con coperchio organizer', price: 24.9 },
      { en: 'metal', it: 'in metallo', price: 34.9 },
    ],
    brands: ['Bricoforte', 'Ordina', 'Ferrotec'],
    colors: ['red', 'black', 'blue', 'grey', 'yellow'],
    sizes: [s('16"', 0.8), s('19"', 1), s('22"', 1.25)],
    material: { en: 'Impact-resistant polypropylene', it: 'Polipropilene antiurto' },
    attrs: [[A.load, '15 kg']],
    dims: [48, 24, 25],
    weight: 1.8,
    blurb: {
      en: 'A sturdy toolbox with metal latches and a tray for the small things you always lose.',
      it: 'Una cassetta robusta con chiusure in metallo e un vassoio per le piccole cose che perdi sempre.',
    },
    points: {
      en: ['Metal latches and padlock eye', 'Removable tray', 'Ergonomic handle'],
      it: ['Chiusure in metallo e occhiello per lucchetto', 'Vassoio estraibile', 'Maniglia ergonomica'],
    },
    warranty: 2,
  },
  {
    key: 'organiser',
    cat: 'tool-storage',
    kind: 'organiser',
    name: { en: 'Small parts organiser {m}', it: 'Organizer per minuteria {m}' },
    models: [
      { en: 'with removable cups', it: 'con vaschette estraibili', price: 12.9 },
      { en: 'stackable', it: 'impilabile', price: 15.9 },
    ],
    brands: ['Ordina', 'Bricoforte'],
    tints: ['blue', 'grey', 'black'],
    sizes: [
      s('10 compartments', 0.8, '10 scomparti'),
      s('18 compartments', 1, '18 scomparti'),
      s('24 compartments', 1.3, '24 scomparti'),
    ],
    material: { en: 'Transparent polycarbonate lid', it: 'Coperchio in policarbonato trasparente' },
    attrs: [],
    dims: [38, 6, 30],
    weight: 0.9,
    blurb: {
      en: 'Screws, washers and bits sorted at a glance through a clear lid that snaps shut.',
      it: 'Viti, rondelle e inserti in ordine a colpo d’occhio, sotto un coperchio trasparente a scatto.',
    },
    points: {
      en: ['Clear lid with secure clips', 'Removable dividers', 'Stacks with other organisers'],
      it: ['Coperchio trasparente con clip sicure', 'Divisori rimovibili', 'Impilabile con altri organizer'],
    },
    warranty: 2,
  },
  // ------------------------------------------------------------------ Hardware / screws
  {
    key: 'wood-screws',
    cat: 'screws-fixings',
    kind: 'screw-box',
    name: { en: 'Wood screws {m}', it: 'Viti per legno {m}' },
    models: [
      { en: '3.5 × 30 mm', price: 3.9 },
      { en: '4 × 40 mm', price: 4.5 },
      { en: '5 × 60 mm', price: 5.9 },
      { en: '6 × 80 mm', price: 7.9 },
    ],
    brands: ['Tecnofix', 'Fissa', 'Ferrotec'],
    sizes: [pack(100, 1), pack(200, 1.8), pack(500, 4)],
    material: { en: 'Zinc-plated steel', it: 'Acciaio zincato' },
    attrs: [
      [
        { en: 'Head', it: 'Testa' },
        { en: 'Countersunk, Pozidriv', it: 'Svasata, Pozidriv' },
      ],
    ],
    dims: [12, 4, 8],
    weight: 0.4,
    blurb: {
      en: 'Self-countersinking wood screws with a sharp tip that bites without pre-drilling.',
      it: 'Viti per legno autosvasanti con punta affilata che fa presa senza preforo.',
    },
    points: {
      en: ['Partial thread pulls boards tight', 'Ribs under the head for a flush finish', 'Reclosable box'],
      it: [
        'Filetto parziale che unisce bene le tavole',
        'Nervature sotto testa per una finitura a filo',
        'Scatola richiudibile',
      ],
    },
    warranty: 2,
  },
  {
    key: 'wall-plugs',
    cat: 'screws-fixings',
    kind: 'screw-box',
    name: { en: 'Nylon wall plugs {m}', it: 'Tasselli in nylon {m}' },
    models: [
      { en: '6 mm', price: 3.5 },
      { en: '8 mm', price: 4.9 },
      { en: '10 mm with screws', it: '10 mm con viti', price: 8.9 },
    ],
    brands: ['Fissa', 'Tecnofix'],
    sizes: [pack(50, 1), pack(100, 1.7), pack(250, 3.6)],
    material: { en: 'Polyamide 6', it: 'Poliammide 6' },
    attrs: [[A.use, { en: 'Concrete, brick, plasterboard', it: 'Calcestruzzo, mattone, cartongesso' }]],
    dims: [12, 4, 8],
    weight: 0.2,
    blurb: {
      en: 'Universal wall plugs that expand and knot for a secure hold in solid and hollow walls.',
      it: 'Tasselli universali che si espandono e si annodano per una tenuta sicura in muri pieni e forati.',
    },
    points: {
      en: ['Anti-rotation wings', 'Works in solid and hollow walls', 'Reclosable box'],
      it: ['Alette antirotazione', 'Per muri pieni e forati', 'Scatola richiudibile'],
    },
    warranty: 2,
  },
  // ------------------------------------------------------------------ Hardware / locks
  {
    key: 'padlock',
    cat: 'locks-security',
    kind: 'padlock',
    name: { en: 'Padlock {m}', it: 'Lucchetto {m}' },
    models: [
      { en: 'solid brass with 3 keys', it: 'in ottone massiccio con 3 chiavi', price: 8.9 },
      { en: 'long shackle', it: 'ad arco lungo', price: 11.9 },
      { en: 'combination', it: 'a combinazione', price: 12.9 },
      { en: 'weatherproof', it: 'per esterni', price: 16.9 },
    ],
    brands: ['Chiavi&Co', 'Sicura'],
    sizes: [s('30 mm', 0.8), s('40 mm', 1), s('50 mm', 1.3), s('60 mm', 1.6)],
    material: { en: 'Brass body, hardened steel shackle', it: 'Corpo in ottone, arco in acciaio temprato' },
    attrs: [[{ en: 'Security level', it: 'Livello di sicurezza' }, '4/10']],
    dims: [4, 7, 2],
    weight: 0.2,
    blurb: {
      en: 'A dependable padlock for sheds, lockers and gates.',
      it: 'Un lucchetto affidabile per casette, armadietti e cancelli.',
    },
    points: {
      en: ['Hardened steel shackle resists cutting', 'Pin-tumbler cylinder', 'Rust-resistant body'],
      it: ['Arco in acciaio temprato antitaglio', 'Cilindro a perni', 'Corpo resistente alla ruggine'],
    },
    warranty: 2,
  },
  // ------------------------------------------------------------------ Hardware / door furniture
  {
    key: 'door-handle',
    cat: 'door-furniture',
    kind: 'door-handle',
    name: { en: 'Door handle {m}', it: 'Maniglia per porta {m}' },
    models: [
      { en: 'Milano', price: 24.9 },
      { en: 'Roma', price: 29.9 },
      { en: 'Firenze', price: 34.9 },
      { en: 'Torino', price: 39.9 },
    ],
    brands: ['Casaviva', 'Maniglie Lario', 'Chiavi&Co'],
    colors: ['chrome', 'brass', 'black', 'anthracite', 'steel'],
    material: { en: 'Zamak', it: 'Zama' },
    attrs: [
      [
        { en: 'Rose', it: 'Rosetta' },
        { en: 'Round, concealed screws', it: 'Tonda, viti nascoste' },
      ],
    ],
    dims: [14, 5, 6],
    weight: 0.35,
    contents: { en: 'Pair of handles, roses and key escutcheons', it: 'Coppia di maniglie, rosette e bocchette' },
    blurb: {
      en: 'A lever handle pair with a soft return spring and a finish that does not fingerprint.',
      it: 'Coppia di maniglie con molla di ritorno morbida e finitura che non trattiene le impronte.',
    },
    points: {
      en: ['Fits standard 8 mm spindles', 'Return spring on the rose', 'Fixing screws included'],
      it: ['Per quadro standard da 8 mm', 'Molla di ritorno nella rosetta', 'Viti di fissaggio incluse'],
    },
    warranty: 5,
  },
  {
    key: 'hinge',
    cat: 'door-furniture',
    kind: 'hinge',
    name: { en: 'Hinge {m}', it: 'Cerniera {m}' },
    models: [
      { en: 'for doors', it: 'per porte', price: 4.9 },
      { en: 'for furniture', it: 'per mobili', price: 3.5 },
      { en: 'soft-close', it: 'ammortizzata', price: 7.9 },
    ],
    brands: ['Fissa', 'Casaviva'],
    tints: ['chrome', 'brass', 'black'],
    sizes: [pack(2, 1), pack(4, 1.8), pack(10, 4)],
    material: { en: 'Nickel-plated steel', it: 'Acciaio nichelato' },
    attrs: [[{ en: 'Opening angle', it: 'Angolo di apertura' }, '180°']],
    dims: [8, 8, 1],
    weight: 0.15,
    blurb: {
      en: 'Smooth, silent hinges with screws included.',
      it: 'Cerniere scorrevoli e silenziose con viti incluse.',
    },
    points: {
      en: ['Countersunk screw holes', 'Removable pin', 'Corrosion-resistant plating'],
      it: ['Fori svasati per viti', 'Perno estraibile', 'Trattamento anticorrosione'],
    },
    warranty: 2,
  },
  // ------------------------------------------------------------------ Hardware / adhesives
  {
    key: 'tape',
    cat: 'adhesives-tapes',
    kind: 'tape-roll',
    name: { en: '{m}', it: '{m}' },
    models: [
      { en: 'Duct tape', it: 'Nastro americano telato', price: 4.9 },
      { en: 'Masking tape', it: 'Nastro di carta per mascheratura', price: 2.9 },
      { en: 'Double-sided mounting tape', it: 'Nastro biadesivo di montaggio', price: 6.9 },
      { en: 'Electrical insulating tape', it: 'Nastro isolante', price: 2.5 },
    ],
    brands: ['Fissa', 'Adesiva'],
    colors: ['grey', 'black', 'white', 'red', 'blue', 'yellow'],
    sizes: [s('10 m', 0.7), s('25 m', 1), s('50 m', 1.7)],
    material: { en: 'Cloth-reinforced PE', it: 'PE rinforzato in tela' },
    attrs: [[{ en: 'Width', it: 'Larghezza' }, '48 mm']],
    dims: [11, 11, 5],
    weight: 0.2,
    blurb: { en: 'Tears by hand and sticks to almost anything.', it: 'Si strappa a mano e aderisce quasi a tutto.' },
    points: {
      en: ['Strong initial tack', 'Water-resistant backing', 'Tears cleanly by hand'],
      it: ['Forte adesione iniziale', 'Supporto resistente all’acqua', 'Si strappa a mano in modo netto'],
    },
    warranty: 2,
  },
  {
    key: 'glue',
    cat: 'adhesives-tapes',
    kind: 'glue-tube',
    name: { en: '{m}', it: '{m}' },
    models: [
      { en: 'All-purpose glue', it: 'Colla universale', price: 3.9 },
      { en: 'Wood glue D3', it: 'Colla vinilica per legno D3', price: 5.9 },
      { en: 'Instant glue gel', it: 'Colla istantanea in gel', price: 4.5 },
      { en: 'Silicone sealant', it: 'Sigillante siliconico', price: 6.9 },
    ],
    brands: ['Adesiva', 'Fissa'],
    tints: ['yellow', 'blue', 'red', 'white'],
    sizes: [s('20 g', 0.6), s('50 g', 1), s('125 g', 1.9)],
    material: { en: 'Solvent-free formula', it: 'Formula senza solventi' },
    attrs: [
      [
        A.drying,
        { en: '10 minutes to handle, 24 h full strength', it: '10 minuti per la presa, 24 h per la massima tenuta' },
      ],
    ],
    dims: [4, 16, 3],
    weight: 0.08,
    blurb: {
      en: 'A strong bond for repairs and crafts around the house.',
      it: 'Una tenuta forte per riparazioni e lavoretti in casa.',
    },
    points: {
      en: ['Precision nozzle', 'Transparent once dry', 'Anti-clog cap'],
      it: ['Beccuccio di precisione', 'Trasparente una volta asciutta', 'Tappo antiotturazione'],
    },
    warranty: 2,
  },
  // ------------------------------------------------------------------ Electrical / bulbs
  {
    key: 'led-bulb',
    cat: 'light-bulbs',
    kind: 'led-bulb',
    name: { en: 'LED bulb {m}', it: 'Lampadina LED {m}' },
    models: [
      {
        en: 'E27 A60 9W',
        price: 3.5,
        attrs: [
          [A.lumen, '806 lm'],
          [A.fitting, 'E27'],
        ],
      },
      {
        en: 'E27 A60 12W',
        price: 4.5,
        attrs: [
          [A.lumen, '1055 lm'],
          [A.fitting, 'E27'],
        ],
      },
      {
        en: 'E14 candle 5W',
        it: 'E14 oliva 5W',
        price: 3.9,
        attrs: [
          [A.lumen, '470 lm'],
          [A.fitting, 'E14'],
        ],
      },
      {
        en: 'GU10 spot 5W',
        it: 'GU10 faretto 5W',
        price: 3.9,
        attrs: [
          [A.lumen, '400 lm'],
          [A.fitting, 'GU10'],
        ],
      },
      {
        en: 'E27 vintage filament 7W',
        it: 'E27 filamento vintage 7W',
        price: 6.9,
        attrs: [
          [A.lumen, '806 lm'],
          [A.fitting, 'E27'],
        ],
      },
    ],
    brands: ['Lumina', 'Voltix', 'Luceverde'],
    sizes: [s('Single', 1, 'Singola'), pack(3, 2.6), pack(6, 4.8)],
    material: { en: 'Glass and aluminium', it: 'Vetro e alluminio' },
    attrs: [
      [A.colourTemp, { en: 'Warm white 2700 K', it: 'Luce calda 2700 K' }],
      [A.energy, 'E'],
      [
        { en: 'Lifetime', it: 'Durata' },
        { en: '15,000 hours', it: '15.000 ore' },
      ],
    ],
    dims: [6, 11, 6],
    weight: 0.05,
    blurb: {
      en: 'Warm, flicker-free light that uses up to 85% less energy than an incandescent bulb.',
      it: 'Luce calda e senza sfarfallio che consuma fino all’85% in meno di una lampadina a incandescenza.',
    },
    points: {
      en: ['Instant full brightness', 'No mercury', 'Wide 220° beam'],
      it: ['Piena luminosità immediata', 'Senza mercurio', 'Fascio ampio a 220°'],
    },
    warranty: 3,
  },
  // ------------------------------------------------------------------ Electrical / cables
  {
    key: 'cable-reel',
    cat: 'cables-extensions',
    kind: 'cable-reel',
    name: { en: 'Cable reel {m}', it: 'Avvolgicavo {m}' },
    models: [
      { en: '4 sockets', it: '4 prese', price: 29.9 },
      { en: 'IP44 outdoor', it: 'IP44 per esterni', price: 44.9, attrs: [[A.ip, 'IP44']] },
      { en: 'with thermal cut-out', it: 'con protezione termica', price: 39.9 },
    ],
    brands: ['Voltix', 'Elettra'],
    tints: ['orange', 'red', 'yellow', 'black'],
    sizes: [s('15 m', 0.7), s('25 m', 1), s('40 m', 1.4), s('50 m', 1.7)],
    material: { en: 'Rubber cable H05RR-F 3G1.5', it: 'Cavo in gomma H05RR-F 3G1,5' },
    attrs: [
      [A.sockets, { en: '4 × Schuko/Italian', it: '4 × Schuko/italiana' }],
      [A.power, '3500 W'],
    ],
    dims: [27, 32, 20],
    weight: 3.2,
    blurb: {
      en: 'Power where you need it in the garage or garden, rolled up neatly when you are done.',
      it: 'Corrente dove serve in garage o in giardino, riavvolta in ordine quando hai finito.',
    },
    points: {
      en: ['Thermal cut-out against overheating', 'Child-safe sockets', 'Cable guide for easy winding'],
      it: [
        'Protezione termica contro il surriscaldamento',
        'Prese con protezione per bambini',
        'Guida cavo per riavvolgere facilmente',
      ],
    },
    warranty: 2,
  },
  {
    key: 'power-strip',
    cat: 'cables-extensions',
    kind: 'power-strip',
    name: { en: 'Power strip {m}', it: 'Multipresa {m}' },
    models: [
      { en: '6 sockets with switch', it: '6 prese con interruttore', price: 12.9 },
      { en: '4 sockets + 2 USB', it: '4 prese + 2 USB', price: 19.9 },
      { en: 'with surge protection', it: 'con protezione da sovratensioni', price: 24.9 },
    ],
    brands: ['Voltix', 'Elettra'],
    colors: ['white', 'black', 'grey'],
    sizes: [s('1.5 m', 1), s('3 m', 1.2), s('5 m', 1.45)],
    material: { en: 'Self-extinguishing PC', it: 'PC autoestinguente' },
    attrs: [
      [A.power, '3680 W max'],
      [A.cable, 'H05VV-F 3G1.5'],
    ],
    dims: [40, 4, 6],
    weight: 0.6,
    blurb: {
      en: 'Tidy desk and TV corners with a switched strip that fits both plug types.',
      it: 'Ordine sotto la scrivania e dietro la TV con una multipresa che accetta entrambe le spine.',
    },
    points: {
      en: ['Illuminated master switch', 'Keyhole slots for wall mounting', 'Child-safe shutters'],
      it: ['Interruttore generale luminoso', 'Asole per il montaggio a parete', 'Alveoli protetti'],
    },
    warranty: 2,
  },
  // ------------------------------------------------------------------ Electrical / switches
  {
    key: 'wall-socket',
    cat: 'switches-sockets',
    kind: 'wall-socket',
    name: { en: '{m}', it: '{m}' },
    models: [
      { en: 'Schuko socket module', it: 'Presa Schuko modulare', price: 5.9 },
      { en: 'Light switch module', it: 'Interruttore modulare', price: 3.9 },
      { en: 'Dual USB charger module', it: 'Caricatore USB doppio modulare', price: 19.9 },
      { en: 'Cover plate 3 modules', it: 'Placca 3 moduli', price: 4.9 },
    ],
    brands: ['Elettra', 'Voltix'],
    colors: ['white', 'black', 'anthracite', 'grey'],
    material: { en: 'Technopolymer', it: 'Tecnopolimero' },
    attrs: [
      [
        { en: 'Series', it: 'Serie' },
        { en: 'Modular, 3-module box', it: 'Modulare, scatola 3 moduli' },
      ],
      [A.voltage, '250 V~ 16 A'],
    ],
    dims: [12, 8, 5],
    weight: 0.08,
    blurb: {
      en: 'Modular wiring devices that click into standard three-module boxes.',
      it: 'Frutti modulari che si agganciano alle scatole standard a tre moduli.',
    },
    points: {
      en: ['Screwless terminals', 'Matches plates of the same series', 'Tested to IEC standards'],
      it: ['Morsetti senza viti', 'Abbinabile alle placche della stessa serie', 'Collaudato secondo norme IEC'],
    },
    warranty: 2,
  },
  // ------------------------------------------------------------------ Plumbing / taps
  {
    key: 'kitchen-mixer',
    cat: 'taps-mixers',
    kind: 'tap',
    name: { en: 'Kitchen mixer tap {m}', it: 'Miscelatore da cucina {m}' },
    models: [
      { en: 'with pull-out spray', it: 'con doccetta estraibile', price: 89.9 },
      { en: 'high swivel spout', it: 'a canna alta girevole', price: 69.9 },
      { en: 'professional spring', it: 'professionale a molla', price: 149 },
    ],
    brands: ['Idrolux', 'Acquaviva'],
    colors: ['chrome', 'black', 'steel', 'brass'],
    material: { en: 'Brass body', it: 'Corpo in ottone' },
    attrs: [
      [A.cartridge, { en: '35 mm ceramic', it: 'Ceramica 35 mm' }],
      [A.pressure, '1–5 bar'],
    ],
    dims: [22, 38, 6],
    weight: 2.2,
    contents: { en: 'Mixer, flexible hoses, fixing kit', it: 'Miscelatore, flessibili, kit di fissaggio' },
    blurb: {
      en: 'A single-lever kitchen mixer with a smooth ceramic cartridge and aerated flow.',
      it: 'Un miscelatore monocomando da cucina con cartuccia ceramica scorrevole e getto areato.',
    },
    points: {
      en: ['360° swivel spout', 'Anti-limescale aerator', 'Easy top fixing'],
      it: ['Canna girevole a 360°', 'Rompigetto anticalcare', 'Fissaggio facile dall’alto'],
    },
    warranty: 5,
  },
  {
    key: 'basin-mixer',
    cat: 'taps-mixers',
    kind: 'tap',
    name: { en: 'Basin mixer {m}', it: 'Miscelatore lavabo {m}' },
    models: [
      { en: 'Cascata', price: 59.9 },
      { en: 'Linea', price: 69.9 },
      { en: 'Onda', price: 79.9 },
    ],
    brands: ['Idrolux', 'Acquaviva'],
    colors: ['chrome', 'black', 'white', 'brass'],
    material: { en: 'Brass body', it: 'Corpo in ottone' },
    attrs: [
      [A.cartridge, { en: '35 mm ceramic', it: 'Ceramica 35 mm' }],
      [A.pressure, '1–5 bar'],
    ],
    dims: [16, 17, 5],
    weight: 1.3,
    contents: { en: 'Mixer, pop-up waste, flexible hoses', it: 'Miscelatore, piletta clic-clac, flessibili' },
    blurb: {
      en: 'A minimalist basin mixer with a water-saving aerator.',
      it: 'Un miscelatore per lavabo dal design essenziale con rompigetto a risparmio d’acqua.',
    },
    points: {
      en: ['Flow limited to 6 l/min', 'Click-clack waste included', 'Scratch-resistant finish'],
      it: ['Portata limitata a 6 l/min', 'Piletta clic-clac inclusa', 'Finitura antigraffio'],
    },
    warranty: 5,
  },
  // ------------------------------------------------------------------ Plumbing / pipes
  {
    key: 'multilayer-pipe',
    cat: 'pipes-fittings',
    kind: 'pipe',
    name: { en: 'Multilayer pipe {m}', it: 'Tubo multistrato {m}' },
    models: [
      { en: '16 × 2 mm', price: 14.9 },
      { en: '20 × 2 mm', price: 19.9 },
      { en: '26 × 3 mm', price: 29.9 },
    ],
    brands: ['Idrolux', 'Tubitalia'],
    sizes: [
      s('Roll 5 m', 0.55, 'Rotolo 5 m'),
      s('Roll 10 m', 1, 'Rotolo 10 m'),
      s('Roll 25 m', 2.3, 'Rotolo 25 m'),
      s('Roll 50 m', 4.2, 'Rotolo 50 m'),
    ],
    material: { en: 'PE-Xb / aluminium / PE-Xb', it: 'PE-Xb / alluminio / PE-Xb' },
    attrs: [
      [A.pressure, '10 bar at 95 °C'],
      [A.use, { en: 'Hot and cold water, heating', it: 'Acqua calda e fredda, riscaldamento' }],
    ],
    dims: [40, 40, 8],
    weight: 1.6,
    blurb: {
      en: 'Bends by hand and holds its shape: the pipe for water and heating runs.',
      it: 'Si piega a mano e mantiene la forma: il tubo per impianti idrici e di riscaldamento.',
    },
    points: {
      en: ['Oxygen-tight aluminium layer', 'Compatible with press and compression fittings', 'Low thermal expansion'],
      it: [
        'Strato in alluminio antiossigeno',
        'Compatibile con raccordi a pressare e a stringere',
        'Bassa dilatazione termica',
      ],
    },
    warranty: 10,
  },
  {
    key: 'flexible-hose',
    cat: 'pipes-fittings',
    kind: 'pipe',
    name: { en: 'Braided flexible hose {m}', it: 'Flessibile in treccia inox {m}' },
    models: [
      { en: '3/8" F × M10', price: 4.9 },
      { en: '1/2" F × 1/2" F', price: 5.9 },
      { en: '1/2" F × 3/8" F', price: 5.5 },
    ],
    brands: ['Idrolux', 'Tubitalia'],
    sizes: [s('30 cm', 0.9), s('40 cm', 1), s('50 cm', 1.1), s('60 cm', 1.2)],
    material: { en: 'Stainless steel braid, EPDM core', it: 'Treccia in acciaio inox, anima in EPDM' },
    attrs: [[A.pressure, '10 bar']],
    dims: [40, 2, 2],
    weight: 0.1,
    blurb: {
      en: 'Connects taps and appliances to the water supply.',
      it: 'Collega rubinetti ed elettrodomestici all’impianto idrico.',
    },
    points: {
      en: ['Drinking-water approved', 'Nickel-plated brass nuts', 'Gaskets included'],
      it: ['Idoneo per acqua potabile', 'Dadi in ottone nichelato', 'Guarnizioni incluse'],
    },
    warranty: 5,
  },
  // ------------------------------------------------------------------ Plumbing / showers
  {
    key: 'shower-head',
    cat: 'showers-bathroom',
    kind: 'shower-head',
    name: { en: 'Shower head {m}', it: 'Soffione doccia {m}' },
    models: [
      { en: 'round 20 cm', it: 'tondo 20 cm', price: 29.9 },
      { en: 'square 25 cm', it: 'quadrato 25 cm', price: 39.9 },
      { en: 'rain effect 30 cm', it: 'effetto pioggia 30 cm', price: 59.9 },
    ],
    brands: ['Idrolux', 'Acquaviva'],
    colors: ['chrome', 'black', 'brass', 'steel'],
    material: { en: 'ABS with anti-limescale nozzles', it: 'ABS con ugelli anticalcare' },
    attrs: [[A.thread, '1/2"']],
    dims: [25, 2, 25],
    weight: 0.6,
    blurb: {
      en: 'A generous rain shower that is easy to keep free of limescale.',
      it: 'Una doccia a pioggia generosa, facile da tenere libera dal calcare.',
    },
    points: {
      en: ['Rub-clean silicone nozzles', 'Ball joint for angle adjustment', 'Fits standard arms'],
      it: ['Ugelli in silicone puliti con un dito', 'Snodo sferico orientabile', 'Compatibile con bracci standard'],
    },
    warranty: 5,
  },
  {
    key: 'hand-shower',
    cat: 'showers-bathroom',
    kind: 'shower-head',
    name: { en: 'Hand shower set {m}', it: 'Set doccetta {m}' },
    models: [
      { en: '3 jets', it: '3 getti', price: 19.9 },
      { en: '5 jets', it: '5 getti', price: 27.9 },
      { en: 'water saving', it: 'a risparmio idrico', price: 24.9 },
    ],
    brands: ['Idrolux', 'Acquaviva'],
    colors: ['chrome', 'white', 'black'],
    material: { en: 'ABS, stainless steel hose', it: 'ABS, flessibile in acciaio inox' },
    attrs: [[A.thread, '1/2"']],
    dims: [10, 25, 6],
    weight: 0.5,
    contents: { en: 'Hand shower, 1.5 m hose, wall bracket', it: 'Doccetta, flessibile 1,5 m, supporto a muro' },
    blurb: {
      en: 'Switch between rain, massage and mixed jets with your thumb.',
      it: 'Passa dal getto pioggia al massaggio con un solo gesto del pollice.',
    },
    points: {
      en: ['Anti-twist hose', 'Adjustable wall bracket', 'Anti-limescale nozzles'],
      it: ['Flessibile antitorsione', 'Supporto a muro orientabile', 'Ugelli anticalcare'],
    },
    warranty: 3,
  },
  // ------------------------------------------------------------------ Paint / wall paint
  {
    key: 'wall-paint',
    cat: 'wall-paint',
    kind: 'paint-can',
    name: { en: 'Interior wall paint {m}', it: 'Pittura murale per interni {m}' },
    models: [
      { en: 'washable matt', it: 'lavabile opaca', price: 24.9 },
      { en: 'breathable', it: 'traspirante', price: 19.9 },
      { en: 'anti-mould', it: 'antimuffa', price: 32.9 },
      { en: 'satin', it: 'satinata', price: 29.9 },
    ],
    brands: ['Colorama', 'Tinte Ducale', 'Pennellux'],
    colors: ['white', 'ivory', 'sage', 'lightblue', 'terracotta', 'taupe', 'grey', 'yellow'],
    sizes: [s('750 ml', 0.35), s('2.5 L', 1), s('5 L', 1.8), s('10 L', 3.2)],
    material: { en: 'Water-based acrylic', it: 'Acrilica all’acqua' },
    attrs: [
      [A.coverage, { en: '10–12 m²/L per coat', it: '10–12 m²/L per mano' }],
      [A.drying, { en: 'Touch dry 1 h, recoat 4 h', it: 'Secco al tatto 1 h, sovraverniciabile 4 h' }],
      [A.finish, { en: 'Matt', it: 'Opaca' }],
      [{ en: 'VOC class', it: 'Classe COV' }, 'A+'],
    ],
    dims: [19, 19, 19],
    weight: 3.6,
    blurb: {
      en: 'Low-odour interior paint with excellent hiding power, ready to use.',
      it: 'Pittura per interni a basso odore con ottimo potere coprente, pronta all’uso.',
    },
    points: {
      en: ['Two coats cover most colours', 'Washable once cured', 'Low odour, ready in hours'],
      it: [
        'Due mani coprono quasi ogni colore',
        'Lavabile una volta asciutta',
        'Basso odore, stanza pronta in poche ore',
      ],
    },
    warranty: 2,
  },
  {
    key: 'enamel',
    cat: 'wall-paint',
    kind: 'paint-can',
    name: { en: 'Enamel paint {m}', it: 'Smalto {m}' },
    models: [
      { en: 'gloss', it: 'lucido', price: 9.9 },
      { en: 'satin', it: 'satinato', price: 10.9 },
      { en: 'anti-rust', it: 'antiruggine', price: 12.9 },
    ],
    brands: ['Colorama', 'Tinte Ducale'],
    colors: ['red', 'green', 'blue', 'black', 'white', 'yellow', 'anthracite'],
    sizes: [s('125 ml', 0.45), s('375 ml', 1), s('750 ml', 1.7)],
    material: { en: 'Water-based alkyd', it: 'Alchidico all’acqua' },
    attrs: [
      [A.coverage, { en: '12 m²/L', it: '12 m²/L' }],
      [A.use, { en: 'Metal, wood, PVC', it: 'Metallo, legno, PVC' }],
    ],
    dims: [10, 10, 10],
    weight: 0.5,
    blurb: {
      en: 'A hard-wearing enamel for railings, doors and furniture.',
      it: 'Uno smalto resistente per ringhiere, porte e mobili.',
    },
    points: {
      en: ['Direct on metal, no primer needed', 'Non-yellowing', 'Brush or roller'],
      it: ['Direttamente su metallo, senza fondo', 'Non ingiallisce', 'A pennello o a rullo'],
    },
    warranty: 2,
  },
  // ------------------------------------------------------------------ Paint / wood finishes
  {
    key: 'wood-stain',
    cat: 'wood-finishes',
    kind: 'stain-can',
    name: { en: 'Wood stain {m}', it: 'Impregnante per legno {m}' },
    models: [
      { en: 'water-based', it: 'all’acqua', price: 14.9 },
      { en: 'solvent-based', it: 'a solvente', price: 16.9 },
      { en: 'for decking', it: 'per pavimenti esterni', price: 22.9 },
    ],
    brands: ['Colorama', 'Legnoviva'],
    colors: ['oak', 'walnut', 'teak', 'grey', 'white'],
    sizes: [s('750 ml', 0.45), s('2.5 L', 1), s('5 L', 1.8)],
    material: { en: 'Alkyd resins with UV filters', it: 'Resine alchidiche con filtri UV' },
    attrs: [
      [A.coverage, { en: '12–16 m²/L', it: '12–16 m²/L' }],
      [A.drying, { en: 'Recoat after 6 h', it: 'Sovraverniciabile dopo 6 h' }],
      [A.uv, { en: 'Yes', it: 'Sì' }],
    ],
    dims: [15, 18, 15],
    weight: 2.7,
    blurb: {
      en: 'Protects and colours wood outdoors while letting the grain show through.',
      it: 'Protegge e colora il legno all’esterno lasciando in vista la venatura.',
    },
    points: {
      en: ['Water-repellent', 'Protects against UV greying', 'Does not flake'],
      it: ['Idrorepellente', 'Protegge dall’ingrigimento UV', 'Non si sfoglia'],
    },
    warranty: 2,
  },
  {
    key: 'varnish',
    cat: 'wood-finishes',
    kind: 'stain-can',
    name: { en: 'Clear varnish {m}', it: 'Vernice trasparente {m}' },
    models: [
      { en: 'gloss', it: 'lucida', price: 12.9 },
      { en: 'matt', it: 'opaca', price: 12.9 },
      { en: 'satin for floors', it: 'satinata per pavimenti', price: 19.9 },
    ],
    brands: ['Colorama', 'Legnoviva'],
    tints: ['oak'],
    sizes: [s('750 ml', 0.45), s('2.5 L', 1)],
    material: { en: 'Water-based polyurethane', it: 'Poliuretanica all’acqua' },
    attrs: [
      [A.coverage, { en: '10–14 m²/L', it: '10–14 m²/L' }],
      [A.drying, { en: 'Recoat after 3 h', it: 'Sovraverniciabile dopo 3 h' }],
    ],
    dims: [15, 18, 15],
    weight: 2.6,
    blurb: {
      en: 'A clear, hard finish for furniture, doors and floors.',
      it: 'Una finitura trasparente e dura per mobili, porte e pavimenti.',
    },
    points: {
      en: ['Scratch-resistant', 'Non-yellowing', 'Low odour'],
      it: ['Resistente ai graffi', 'Non ingiallisce', 'Basso odore'],
    },
    warranty: 2,
  },
  // ------------------------------------------------------------------ Paint / brushes & rollers
  {
    key: 'paint-roller',
    cat: 'brushes-rollers',
    kind: 'roller',
    name: { en: 'Paint roller {m}', it: 'Rullo per pittura {m}' },
    models: [
      { en: 'microfibre', it: 'in microfibra', price: 6.9 },
      { en: 'anti-drip', it: 'antigoccia', price: 8.9 },
      { en: 'for facades', it: 'per facciate', price: 11.9 },
    ],
    brands: ['Pennellux', 'Colorama'],
    tints: ['yellow', 'blue', 'orange', 'green'],
    sizes: [s('10 cm', 0.6), s('18 cm', 0.85), s('23 cm', 1)],
    material: { en: 'Microfibre sleeve, steel frame', it: 'Manicotto in microfibra, telaio in acciaio' },
    attrs: [[A.use, { en: 'Wall paints, smooth surfaces', it: 'Pitture murali, superfici lisce' }]],
    dims: [23, 30, 5],
    weight: 0.3,
    blurb: {
      en: 'Even, spatter-free coats on walls and ceilings.',
      it: 'Mani uniformi e senza schizzi su pareti e soffitti.',
    },
    points: {
      en: ['Lint-free sleeve', 'Fits extension poles', 'Washable and reusable'],
      it: ['Manicotto che non perde pelucchi', 'Si monta su prolunghe', 'Lavabile e riutilizzabile'],
    },
    warranty: 2,
  },
  {
    key: 'paint-brush',
    cat: 'brushes-rollers',
    kind: 'brush',
    name: { en: 'Flat paint brush {m}', it: 'Pennello piatto {m}' },
    models: [
      { en: 'synthetic bristles', it: 'setole sintetiche', price: 3.9 },
      { en: 'natural bristles', it: 'setole naturali', price: 4.9 },
      { en: 'angled for edges', it: 'angolato per bordi', price: 5.9 },
    ],
    brands: ['Pennellux'],
    tints: ['oak', 'red', 'blue', 'black'],
    sizes: [s('25 mm', 0.7), s('50 mm', 1), s('70 mm', 1.3), s('100 mm', 1.7)],
    material: { en: 'Beech handle, stainless ferrule', it: 'Manico in faggio, ghiera inox' },
    attrs: [[A.use, { en: 'Water- and solvent-based products', it: 'Prodotti all’acqua e a solvente' }]],
    dims: [5, 24, 2],
    weight: 0.06,
    blurb: {
      en: 'A brush that holds paint well and leaves a smooth finish.',
      it: 'Un pennello che trattiene bene la pittura e lascia una finitura liscia.',
    },
    points: {
      en: ['Flagged tips for fine finish', 'Bristles that do not shed', 'Hang hole in the handle'],
      it: ['Punte sfibrate per una finitura fine', 'Setole che non si staccano', 'Foro per appendere nel manico'],
    },
    warranty: 2,
  },
  // ------------------------------------------------------------------ Garden / tools
  {
    key: 'spade',
    cat: 'garden-tools',
    kind: 'spade',
    name: { en: 'Garden spade {m}', it: 'Vanga {m}' },
    models: [
      { en: 'with ash handle', it: 'con manico in frassino', price: 24.9 },
      { en: 'stainless steel', it: 'in acciaio inox', price: 34.9 },
      { en: 'border', it: 'da aiuola', price: 19.9 },
    ],
    brands: ['Verdeoro', 'Giardinia'],
    tints: ['green', 'black', 'oak'],
    material: { en: 'Tempered steel blade', it: 'Lama in acciaio temprato' },
    attrs: [[A.handle, { en: 'D-grip', it: 'Impugnatura a D' }]],
    dims: [19, 115, 6],
    weight: 1.9,
    blurb: {
      en: 'Digs, edges and lifts turf with a sharp, tread-topped blade.',
      it: 'Scava, rifila e solleva zolle con una lama affilata e pedale d’appoggio.',
    },
    points: {
      en: ['Wide treads protect your boots', 'Rust-resistant coating', 'Balanced for long sessions'],
      it: ['Pedali larghi che proteggono le scarpe', 'Rivestimento antiruggine', 'Bilanciata per lavori lunghi'],
    },
    warranty: 10,
  },
  {
    key: 'pruning-shears',
    cat: 'garden-tools',
    kind: 'pruning-shears',
    name: { en: 'Pruning shears {m}', it: 'Forbici da potatura {m}' },
    models: [
      { en: 'bypass', it: 'a doppio taglio', price: 14.9 },
      { en: 'anvil', it: 'a incudine', price: 16.9 },
      { en: 'ratchet', it: 'a cricchetto', price: 24.9 },
    ],
    brands: ['Verdeoro', 'Giardinia', 'Maestri'],
    tints: ['red', 'orange', 'green', 'black'],
    material: { en: 'Carbon steel blades, aluminium handles', it: 'Lame in acciaio al carbonio, manici in alluminio' },
    attrs: [[{ en: 'Cutting capacity', it: 'Capacità di taglio' }, '20 mm']],
    dims: [6, 21, 2],
    weight: 0.25,
    blurb: {
      en: 'Clean cuts on live stems and dry wood alike.',
      it: 'Tagli netti sia sui rami verdi sia sul legno secco.',
    },
    points: {
      en: ['Non-stick coated blades', 'Safety lock operated with one hand', 'Replaceable spring'],
      it: ['Lame con rivestimento antiaderente', 'Sicura azionabile con una mano', 'Molla sostituibile'],
    },
    warranty: 5,
  },
  // ------------------------------------------------------------------ Garden / watering
  {
    key: 'hose-reel',
    cat: 'watering',
    kind: 'hose-reel',
    name: { en: 'Hose reel set {m}', it: 'Carrello avvolgitubo {m}' },
    models: [
      { en: 'with spray gun', it: 'con pistola a spruzzo', price: 49.9 },
      { en: 'wall-mounted', it: 'da parete', price: 39.9 },
      { en: 'automatic rewind', it: 'a riavvolgimento automatico', price: 119 },
    ],
    brands: ['Verdeoro', 'Acquaviva'],
    tints: ['green', 'grey', 'anthracite'],
    sizes: [s('20 m', 0.8), s('30 m', 1), s('50 m', 1.4)],
    material: { en: 'UV-stabilised plastic, anti-kink hose', it: 'Plastica stabilizzata UV, tubo antitorsione' },
    attrs: [
      [A.pressure, '4–6 bar'],
      [{ en: 'Hose diameter', it: 'Diametro tubo' }, '1/2" (13 mm)'],
    ],
    dims: [55, 80, 45],
    weight: 5.5,
    contents: { en: 'Reel, hose, spray gun, connectors', it: 'Carrello, tubo, pistola, raccordi' },
    blurb: {
      en: 'Water the whole garden and wind the hose back up in seconds.',
      it: 'Annaffia tutto il giardino e riavvolgi il tubo in pochi secondi.',
    },
    points: {
      en: ['Anti-kink 4-layer hose', 'Quick-connect fittings', 'Large wheels for lawns'],
      it: ['Tubo antitorsione a 4 strati', 'Raccordi a innesto rapido', 'Ruote grandi per il prato'],
    },
    warranty: 2,
  },
  {
    key: 'watering-can',
    cat: 'watering',
    kind: 'watering-can',
    name: { en: 'Watering can {m}', it: 'Annaffiatoio {m}' },
    models: [
      { en: 'plastic', it: 'in plastica', price: 6.9 },
      { en: 'galvanised steel', it: 'in acciaio zincato', price: 24.9 },
      { en: 'with long spout', it: 'a becco lungo', price: 12.9 },
    ],
    brands: ['Verdeoro', 'Giardinia'],
    colors: ['green', 'grey', 'terracotta', 'blue', 'anthracite'],
    sizes: [s('5 L', 0.7), s('10 L', 1), s('12 L', 1.15)],
    material: { en: 'Recycled polypropylene', it: 'Polipropilene riciclato' },
    attrs: [[A.use, { en: 'Indoor and outdoor plants', it: 'Piante da interno ed esterno' }]],
    dims: [50, 32, 16],
    weight: 0.6,
    blurb: {
      en: 'A balanced can with a fine rose for seedlings and a steady pour.',
      it: 'Un annaffiatoio bilanciato con cipolla fine per le piantine e un getto regolare.',
    },
    points: {
      en: ['Removable rose', 'Two handles for easy pouring', 'UV-resistant'],
      it: ['Cipolla removibile', 'Doppia maniglia per versare facilmente', 'Resistente ai raggi UV'],
    },
    warranty: 2,
  },
  // ------------------------------------------------------------------ Garden / pots
  {
    key: 'plant-pot',
    cat: 'pots-planters',
    kind: 'plant-pot',
    name: { en: '{m} plant pot', it: 'Vaso {m}' },
    models: [
      { en: 'Terracotta', it: 'in terracotta', price: 9.9 },
      { en: 'Round resin', it: 'tondo in resina', price: 14.9 },
      { en: 'Glazed ceramic', it: 'in ceramica smaltata', price: 19.9 },
    ],
    brands: ['Terre di Toscana', 'Giardinia', 'Verdeoro'],
    colors: ['terracotta', 'anthracite', 'white', 'sage', 'blue', 'taupe'],
    sizes: [s('Ø 20 cm', 0.5), s('Ø 30 cm', 1), s('Ø 40 cm', 1.8), s('Ø 50 cm', 2.9)],
    material: { en: 'Frost-resistant', it: 'Resistente al gelo' },
    attrs: [
      [A.use, outdoor],
      [A.origin, italy],
    ],
    dims: [30, 27, 30],
    weight: 2.4,
    blurb: {
      en: 'A classic pot with a drainage hole, made to last through winters.',
      it: 'Un vaso classico con foro di drenaggio, fatto per durare molti inverni.',
    },
    points: {
      en: ['Drainage hole', 'Frost-resistant', 'Matching saucer available'],
      it: ['Foro di drenaggio', 'Resistente al gelo', 'Sottovaso abbinabile disponibile'],
    },
    warranty: 2,
  },
  {
    key: 'planter-box',
    cat: 'pots-planters',
    kind: 'plant-pot',
    name: { en: 'Rectangular planter {m}', it: 'Fioriera rettangolare {m}' },
    models: [
      { en: 'with water reservoir', it: 'con riserva d’acqua', price: 19.9 },
      { en: 'for balcony rails', it: 'per ringhiera', price: 16.9 },
      { en: 'wood effect', it: 'effetto legno', price: 24.9 },
    ],
    brands: ['Giardinia', 'Verdeoro'],
    colors: ['anthracite', 'terracotta', 'white', 'sage', 'walnut'],
    sizes: [s('60 cm', 0.8), s('80 cm', 1), s('100 cm', 1.3)],
    material: { en: 'Recycled polypropylene', it: 'Polipropilene riciclato' },
    attrs: [[A.use, outdoor]],
    dims: [80, 18, 20],
    weight: 1.5,
    blurb: {
      en: 'Herbs and flowers on the balcony, watered less often.',
      it: 'Erbe aromatiche e fiori sul balcone, da annaffiare meno spesso.',
    },
    points: {
      en: ['Built-in water reservoir', 'Drainage plugs', 'UV-stable colour'],
      it: ['Riserva d’acqua integrata', 'Tappi di drenaggio', 'Colore stabile ai raggi UV'],
    },
    warranty: 2,
  },
  // ------------------------------------------------------------------ Garden / plant care
  {
    key: 'potting-soil',
    cat: 'plant-care',
    kind: 'soil-bag',
    name: { en: '{m}', it: '{m}' },
    models: [
      { en: 'Universal potting soil', it: 'Terriccio universale', price: 5.9 },
      { en: 'Soil for acid-loving plants', it: 'Terriccio per acidofile', price: 7.9 },
      { en: 'Lawn top dressing', it: 'Terriccio per prato', price: 6.9 },
    ],
    brands: ['Verdeoro', 'Terre di Toscana'],
    tints: ['green', 'orange'],
    sizes: [s('20 L', 0.6), s('50 L', 1), s('80 L', 1.45)],
    material: { en: 'Peat, compost and perlite', it: 'Torba, compost e perlite' },
    attrs: [
      [{ en: 'pH', it: 'pH' }, '5.5–6.5'],
      [A.use, { en: 'Pots and planters', it: 'Vasi e fioriere' }],
    ],
    dims: [40, 65, 12],
    weight: 18,
    blurb: {
      en: 'A light, well-draining mix enriched with slow-release nutrients.',
      it: 'Una miscela leggera e drenante arricchita con nutrienti a lenta cessione.',
    },
    points: {
      en: ['Feeds for up to 3 months', 'Retains moisture without waterlogging', 'Ready to use'],
      it: ['Nutre fino a 3 mesi', 'Trattiene l’umidità senza ristagni', 'Pronto all’uso'],
    },
    warranty: 2,
  },
  {
    key: 'fertiliser',
    cat: 'plant-care',
    kind: 'soil-bag',
    name: { en: '{m}', it: '{m}' },
    models: [
      { en: 'Granular fertiliser for flowering plants', it: 'Concime granulare per piante fiorite', price: 7.9 },
      { en: 'Lawn fertiliser', it: 'Concime per prato', price: 12.9 },
      { en: 'Organic fertiliser', it: 'Concime organico', price: 9.9 },
    ],
    brands: ['Verdeoro', 'Giardinia'],
    tints: ['green', 'yellow', 'blue'],
    sizes: [s('1 kg', 0.45), s('4 kg', 1), s('10 kg', 2.1)],
    material: { en: 'NPK 10-5-15 with micronutrients', it: 'NPK 10-5-15 con microelementi' },
    attrs: [[A.season, { en: 'Spring to autumn', it: 'Da primavera ad autunno' }]],
    dims: [25, 35, 8],
    weight: 4,
    blurb: {
      en: 'Long-lasting nourishment for brighter flowers and greener leaves.',
      it: 'Nutrimento a lunga durata per fiori più vivaci e foglie più verdi.',
    },
    points: {
      en: ['Slow release for 3 months', 'Measuring cup included', 'Safe for pets once watered in'],
      it: ['Rilascio graduale per 3 mesi', 'Misurino incluso', 'Sicuro per gli animali dopo l’annaffiatura'],
    },
    warranty: 2,
  },
  // ------------------------------------------------------------------ Home / shelving
  {
    key: 'shelving-unit',
    cat: 'shelving-storage',
    kind: 'shelf',
    name: { en: 'Shelving unit {m}', it: 'Scaffale {m}' },
    models: [
      {
        en: 'metal 5 shelves',
        it: 'metallico 5 ripiani',
        price: 49.9,
        attrs: [[A.load, { en: '175 kg per shelf', it: '175 kg per ripiano' }]],
      },
      {
        en: 'wooden 4 shelves',
        it: 'in legno 4 ripiani',
        price: 69.9,
        attrs: [[A.load, { en: '40 kg per shelf', it: '40 kg per ripiano' }]],
      },
      {
        en: 'plastic 4 shelves',
        it: 'in plastica 4 ripiani',
        price: 29.9,
        attrs: [[A.load, { en: '25 kg per shelf', it: '25 kg per ripiano' }]],
      },
    ],
    brands: ['Ordina', 'Casaviva'],
    colors: ['grey', 'white', 'black', 'oak'],
    sizes: [
      s('60 cm wide', 0.8, 'largh. 60 cm'),
      s('80 cm wide', 1, 'largh. 80 cm'),
      s('100 cm wide', 1.25, 'largh. 100 cm'),
    ],
    material: { en: 'Powder-coated steel', it: 'Acciaio verniciato a polvere' },
    attrs: [
      [
        { en: 'Assembly', it: 'Montaggio' },
        { en: 'Boltless, 10 minutes', it: 'Senza bulloni, 10 minuti' },
      ],
    ],
    dims: [80, 180, 40],
    weight: 14,
    blurb: {
      en: 'Boltless shelving that goes up in minutes in the garage, cellar or pantry.',
      it: 'Scaffale a incastro che si monta in pochi minuti in garage, cantina o dispensa.',
    },
    points: {
      en: ['Height-adjustable shelves', 'Wall anchor kit included', 'Can be split into two low units'],
      it: ['Ripiani regolabili in altezza', 'Kit di ancoraggio a muro incluso', 'Divisibile in due scaffali bassi'],
    },
    warranty: 5,
  },
  {
    key: 'wall-shelf',
    cat: 'shelving-storage',
    kind: 'shelf',
    name: { en: 'Floating wall shelf {m}', it: 'Mensola a scomparsa {m}' },
    models: [
      { en: 'depth 20 cm', it: 'profondità 20 cm', price: 19.9 },
      { en: 'depth 25 cm', it: 'profondità 25 cm', price: 24.9 },
    ],
    brands: ['Casaviva', 'Legnoviva'],
    colors: ['oak', 'walnut', 'white', 'black'],
    sizes: [s('60 cm', 0.8), s('80 cm', 1), s('120 cm', 1.4)],
    material: { en: 'Honeycomb MDF, melamine finish', it: 'MDF alveolare, finitura melaminica' },
    attrs: [[A.load, '15 kg']],
    dims: [80, 4, 20],
    weight: 2.5,
    contents: { en: 'Shelf, concealed bracket, wall plugs', it: 'Mensola, staffa a scomparsa, tasselli' },
    blurb: {
      en: 'A clean shelf with no visible brackets for books and plants.',
      it: 'Una mensola pulita, senza staffe in vista, per libri e piante.',
    },
    points: {
      en: ['Concealed steel bracket', 'Fixings included', 'Scratch-resistant surface'],
      it: ['Staffa in acciaio nascosta', 'Fissaggi inclusi', 'Superficie antigraffio'],
    },
    warranty: 2,
  },
  {
    key: 'storage-box',
    cat: 'shelving-storage',
    kind: 'storage-box',
    name: { en: 'Storage box with lid {m}', it: 'Contenitore con coperchio {m}' },
    models: [
      { en: 'stackable', it: 'impilabile', price: 7.9 },
      { en: 'with wheels', it: 'con ruote', price: 12.9 },
      { en: 'with clip lid', it: 'con coperchio a clip', price: 9.9 },
    ],
    brands: ['Ordina', 'Casaviva'],
    colors: ['white', 'grey', 'blue', 'sage', 'anthracite'],
    sizes: [s('15 L', 0.6), s('30 L', 1), s('45 L', 1.3), s('60 L', 1.6)],
    material: { en: 'Food-safe polypropylene', it: 'Polipropilene per alimenti' },
    attrs: [],
    dims: [40, 25, 30],
    weight: 1.1,
    blurb: {
      en: 'Stackable boxes that keep seasonal clothes, toys and tools dust-free.',
      it: 'Contenitori impilabili che proteggono dalla polvere vestiti, giochi e attrezzi.',
    },
    points: {
      en: ['Lid clips shut', 'Stacks securely', 'Label holder on the front'],
      it: ['Coperchio con chiusura a clip', 'Impilabile in sicurezza', 'Portaetichetta frontale'],
    },
    warranty: 2,
  },
  // ------------------------------------------------------------------ Home / lamps
  {
    key: 'table-lamp',
    cat: 'lamps',
    kind: 'lamp',
    name: { en: 'Table lamp {m}', it: 'Lampada da tavolo {m}' },
    models: [
      { en: 'Nordic', price: 34.9 },
      { en: 'Bauhaus', price: 49.9 },
      { en: 'Cono', price: 29.9 },
      { en: 'Globo', price: 59.9 },
    ],
    brands: ['Lumina', 'Casaviva'],
    colors: ['white', 'black', 'sage', 'terracotta', 'brass'],
    material: { en: 'Metal and fabric', it: 'Metallo e tessuto' },
    attrs: [
      [A.fitting, 'E27'],
      [
        { en: 'Bulb included', it: 'Lampadina inclusa' },
        { en: 'No', it: 'No' },
      ],
      [A.cable, { en: '1.8 m with switch', it: '1,8 m con interruttore' }],
    ],
    dims: [25, 45, 25],
    weight: 1.6,
    blurb: {
      en: 'A table lamp with a warm, diffused light for the bedside or the sofa.',
      it: 'Una lampada da tavolo dalla luce calda e diffusa, per il comodino o il divano.',
    },
    points: {
      en: ['Fabric shade diffuses glare', 'Weighted base', 'Works with dimmable LED bulbs'],
      it: [
        'Paralume in tessuto che evita l’abbagliamento',
        'Base zavorrata',
        'Compatibile con lampadine LED dimmerabili',
      ],
    },
    warranty: 2,
  },
  {
    key: 'floor-lamp',
    cat: 'lamps',
    kind: 'lamp',
    name: { en: 'Floor lamp {m}', it: 'Lampada da terra {m}' },
    models: [
      { en: 'arc', it: 'ad arco', price: 89.9 },
      { en: 'tripod', it: 'treppiede', price: 69.9 },
      { en: 'reading', it: 'da lettura', price: 54.9 },
    ],
    brands: ['Lumina', 'Casaviva'],
    colors: ['black', 'white', 'brass', 'oak'],
    material: { en: 'Steel and fabric', it: 'Acciaio e tessuto' },
    attrs: [
      [A.fitting, 'E27'],
      [A.cable, { en: '2 m with foot switch', it: '2 m con interruttore a pedale' }],
    ],
    dims: [45, 160, 45],
    weight: 4.5,
    blurb: {
      en: 'Reading light where you need it, with a stable, compact base.',
      it: 'Luce per leggere dove serve, con una base stabile e compatta.',
    },
    points: {
      en: ['Adjustable head', 'Foot switch', 'Tool-free assembly'],
      it: ['Testa orientabile', 'Interruttore a pedale', 'Montaggio senza attrezzi'],
    },
    warranty: 2,
  },
  // ------------------------------------------------------------------ Home / cleaning
  {
    key: 'mop-bucket',
    cat: 'cleaning',
    kind: 'mop-bucket',
    name: { en: 'Mop and bucket set {m}', it: 'Set mop e secchio {m}' },
    models: [
      { en: 'spin', it: 'rotante', price: 24.9 },
      { en: 'flat microfibre', it: 'piatto in microfibra', price: 29.9 },
      { en: 'with wringer', it: 'con strizzatore', price: 14.9 },
    ],
    brands: ['Pulito', 'Casaviva'],
    colors: ['blue', 'grey', 'green', 'lightblue'],
    material: { en: 'Polypropylene, microfibre head', it: 'Polipropilene, testa in microfibra' },
    attrs: [[A.capacity, '12 L']],
    dims: [48, 30, 28],
    weight: 1.8,
    contents: { en: 'Bucket, mop, 2 microfibre heads', it: 'Secchio, mop, 2 ricambi in microfibra' },
    blurb: {
      en: 'Cleaner floors with less effort and dry hands.',
      it: 'Pavimenti più puliti con meno fatica e mani asciutte.',
    },
    points: {
      en: ['Foot pedal wringer', 'Machine-washable heads', 'Telescopic handle'],
      it: ['Strizzatore a pedale', 'Ricambi lavabili in lavatrice', 'Manico telescopico'],
    },
    warranty: 2,
  },
  // ------------------------------------------------------------------ Home / ladders
  {
    key: 'ladder',
    cat: 'ladders',
    kind: 'ladder',
    name: { en: 'Aluminium ladder {m}', it: 'Scala in alluminio {m}' },
    models: [
      { en: 'household', it: 'domestica', price: 49.9 },
      { en: 'professional', it: 'professionale', price: 89.9 },
      { en: 'multi-purpose', it: 'multiuso', price: 129 },
    ],
    brands: ['Scalerì', 'Bricoforte'],
    sizes: [steps(3, 0.7), steps(4, 0.85), steps(5, 1), steps(6, 1.2), steps(7, 1.4)],
    material: { en: 'Aluminium, non-slip feet', it: 'Alluminio, piedini antiscivolo' },
    attrs: [
      [A.load, '150 kg'],
      [{ en: 'Standard', it: 'Norma' }, 'EN 131'],
    ],
    dims: [45, 160, 10],
    weight: 4.2,
    blurb: {
      en: 'A light, stable ladder with a tool tray and deep steps.',
      it: 'Una scala leggera e stabile con vaschetta porta attrezzi e gradini profondi.',
    },
    points: {
      en: ['Deep 8 cm steps', 'Tool tray on top', 'Safety locking bar'],
      it: ['Gradini profondi 8 cm', 'Vaschetta porta attrezzi in cima', 'Barra di sicurezza'],
    },
    warranty: 5,
  },
  {
    key: 'step-stool',
    cat: 'ladders',
    kind: 'ladder',
    name: { en: 'Folding step stool {m}', it: 'Sgabello pieghevole {m}' },
    models: [
      { en: 'steel', it: 'in acciaio', price: 24.9 },
      { en: 'with handle', it: 'con maniglia', price: 29.9 },
    ],
    brands: ['Scalerì', 'Casaviva'],
    colors: ['white', 'grey', 'black'],
    sizes: [steps(2, 1), steps(3, 1.3)],
    material: { en: 'Powder-coated steel', it: 'Acciaio verniciato a polvere' },
    attrs: [[A.load, '150 kg']],
    dims: [42, 80, 8],
    weight: 3.4,
    blurb: {
      en: 'Reach the top shelf safely, then fold it flat beside the fridge.',
      it: 'Raggiungi l’ultimo ripiano in sicurezza, poi richiudilo accanto al frigo.',
    },
    points: {
      en: ['Wide non-slip treads', 'Folds to 8 cm', 'Carry handle'],
      it: ['Gradini larghi antiscivolo', 'Chiuso misura 8 cm', 'Maniglia di trasporto'],
    },
    warranty: 5,
  },
  // ------------------------------------------------------------------ Outdoor / furniture
  {
    key: 'garden-chair',
    cat: 'garden-furniture',
    kind: 'garden-chair',
    name: { en: 'Garden chair {m}', it: 'Sedia da giardino {m}' },
    models: [
      { en: 'folding', it: 'pieghevole', price: 29.9 },
      { en: 'stackable', it: 'impilabile', price: 24.9 },
      { en: 'with armrests', it: 'con braccioli', price: 49.9 },
    ],
    brands: ['Dolcevita', 'Giardinia', 'Solaris'],
    colors: ['white', 'anthracite', 'teak', 'sage', 'terracotta'],
    sizes: [s('Single', 1, 'Singola'), s('Set of 2', 1.9, 'Set da 2'), s('Set of 4', 3.6, 'Set da 4')],
    material: { en: 'Powder-coated aluminium', it: 'Alluminio verniciato a polvere' },
    attrs: [
      [A.load, '120 kg'],
      [A.use, outdoor],
    ],
    dims: [55, 85, 58],
    weight: 3.5,
    blurb: {
      en: 'A comfortable, weatherproof chair for the terrace or the garden.',
      it: 'Una sedia comoda e resistente alle intemperie per terrazzo o giardino.',
    },
    points: {
      en: ['Rust-proof frame', 'Quick-drying', 'Non-marking feet'],
      it: ['Telaio che non arrugginisce', 'Asciugatura rapida', 'Piedini che non segnano'],
    },
    warranty: 2,
  },
  {
    key: 'garden-table',
    cat: 'garden-furniture',
    kind: 'garden-table',
    name: { en: 'Garden table {m}', it: 'Tavolo da giardino {m}' },
    models: [
      { en: 'extending', it: 'allungabile', price: 249 },
      { en: 'round', it: 'rotondo', price: 129 },
      { en: 'bistro', price: 79.9 },
    ],
    brands: ['Dolcevita', 'Solaris'],
    colors: ['teak', 'anthracite', 'white', 'sage'],
    sizes: [s('70 cm', 0.6), s('90 cm', 0.8), s('160 cm', 1), s('200 cm', 1.25)],
    material: { en: 'Aluminium frame, slatted top', it: 'Struttura in alluminio, piano a doghe' },
    attrs: [
      [A.use, outdoor],
      [{ en: 'Seats', it: 'Posti' }, '2–8'],
    ],
    dims: [160, 75, 90],
    weight: 18,
    blurb: {
      en: 'Long lunches outdoors at a sturdy, easy-care table.',
      it: 'Lunghi pranzi all’aperto su un tavolo robusto e facile da pulire.',
    },
    points: {
      en: ['Adjustable feet', 'Parasol hole', 'Weatherproof finish'],
      it: ['Piedini regolabili', 'Foro per ombrellone', 'Finitura resistente alle intemperie'],
    },
    warranty: 2,
  },
  // ------------------------------------------------------------------ Outdoor / parasols
  {
    key: 'parasol',
    cat: 'parasols-gazebos',
    kind: 'parasol',
    name: { en: 'Parasol {m}', it: 'Ombrellone {m}' },
    models: [
      { en: 'centre pole', it: 'a palo centrale', price: 59.9 },
      { en: 'cantilever', it: 'a braccio laterale', price: 199 },
      { en: 'tilting', it: 'inclinabile', price: 89.9 },
    ],
    brands: ['Solaris', 'Dolcevita'],
    colors: ['taupe', 'terracotta', 'anthracite', 'sage', 'ivory', 'blue'],
    sizes: [s('Ø 2 m', 0.75), s('Ø 2.5 m', 0.9), s('Ø 3 m', 1), s('3 × 3 m', 1.3)],
    material: { en: '180 g/m² polyester canopy, aluminium pole', it: 'Telo in poliestere 180 g/m², palo in alluminio' },
    attrs: [
      [A.uv, 'UPF 50+'],
      [
        { en: 'Base included', it: 'Base inclusa' },
        { en: 'No', it: 'No' },
      ],
    ],
    dims: [300, 250, 300],
    weight: 9,
    blurb: {
      en: 'Generous, fade-resistant shade with a smooth crank opening.',
      it: 'Ombra generosa e resistente allo scolorimento, con apertura a manovella.',
    },
    points: {
      en: ['Crank opening', 'Air vent for wind stability', 'Removable, washable canopy'],
      it: ['Apertura a manovella', 'Presa d’aria per la stabilità al vento', 'Telo sfoderabile e lavabile'],
    },
    warranty: 2,
  },
  // ------------------------------------------------------------------ Outdoor / barbecues
  {
    key: 'charcoal-bbq',
    cat: 'barbecues',
    kind: 'barbecue',
    name: { en: 'Charcoal barbecue {m}', it: 'Barbecue a carbone {m}' },
    models: [
      { en: 'kettle 47 cm', it: 'a sfera 47 cm', price: 79.9 },
      { en: 'kettle 57 cm', it: 'a sfera 57 cm', price: 129 },
      { en: 'with trolley', it: 'con carrello', price: 169 },
    ],
    brands: ['Fuocobuono', 'Solaris'],
    colors: ['black', 'red', 'green', 'anthracite'],
    material: { en: 'Porcelain-enamelled steel', it: 'Acciaio porcellanato' },
    attrs: [
      [
        { en: 'Grill', it: 'Griglia' },
        { en: 'Chrome-plated steel', it: 'Acciaio cromato' },
      ],
      [
        { en: 'Lid thermometer', it: 'Termometro sul coperchio' },
        { en: 'Yes', it: 'Sì' },
      ],
    ],
    dims: [58, 97, 65],
    weight: 13,
    blurb: {
      en: 'Classic kettle grilling with a lid thermometer and an easy-clean ash pan.',
      it: 'La classica grigliata a sfera con termometro sul coperchio e cassetto cenere facile da pulire.',
    },
    points: {
      en: ['Adjustable air vents', 'Ash catcher', 'Heat-resistant handles'],
      it: ['Prese d’aria regolabili', 'Raccoglicenere', 'Maniglie termoresistenti'],
    },
    warranty: 5,
  },
  {
    key: 'gas-bbq',
    cat: 'barbecues',
    kind: 'barbecue',
    name: { en: 'Gas barbecue {m}', it: 'Barbecue a gas {m}' },
    models: [
      { en: '2 burners', it: '2 bruciatori', price: 199, attrs: [[A.power, '6 kW']] },
      { en: '3 burners', it: '3 bruciatori', price: 289, attrs: [[A.power, '9 kW']] },
      {
        en: '4 burners with side burner',
        it: '4 bruciatori con fornello laterale',
        price: 399,
        attrs: [[A.power, '14 kW']],
      },
    ],
    brands: ['Fuocobuono', 'Solaris'],
    colors: ['black', 'anthracite', 'steel'],
    material: { en: 'Steel, cast-iron grates', it: 'Acciaio, griglie in ghisa' },
    attrs: [
      [
        { en: 'Ignition', it: 'Accensione' },
        { en: 'Piezo', it: 'Piezoelettrica' },
      ],
      [
        { en: 'Gas', it: 'Gas' },
        { en: 'LPG (butane/propane)', it: 'GPL (butano/propano)' },
      ],
    ],
    dims: [120, 110, 55],
    weight: 35,
    blurb: {
      en: 'Fast, even heat on cast-iron grates, ready in ten minutes.',
      it: 'Calore rapido e uniforme sulle griglie in ghisa, pronto in dieci minuti.',
    },
    points: {
      en: ['Enamelled cast-iron grates', 'Warming rack', 'Side shelves with hooks'],
      it: ['Griglie in ghisa smaltata', 'Griglia scaldavivande', 'Piani laterali con ganci'],
    },
    warranty: 5,
  },
  // ------------------------------------------------------------------ Outdoor / lighting
  {
    key: 'solar-light',
    cat: 'outdoor-lighting',
    kind: 'solar-light',
    name: { en: 'Solar garden light {m}', it: 'Lampada solare da giardino {m}' },
    models: [
      { en: 'stake', it: 'a picchetto', price: 7.9 },
      { en: 'wall', it: 'da parete', price: 14.9 },
      { en: 'with motion sensor', it: 'con sensore di movimento', price: 19.9 },
    ],
    brands: ['Luceverde', 'Lumina', 'Solaris'],
    colors: ['black', 'steel', 'anthracite'],
    sizes: [s('Single', 1, 'Singola'), pack(4, 3.4), pack(8, 6.2)],
    material: { en: 'Stainless steel and ABS', it: 'Acciaio inox e ABS' },
    attrs: [
      [A.ip, 'IP44'],
      [
        { en: 'Run time', it: 'Autonomia' },
        { en: 'Up to 8 h', it: 'Fino a 8 h' },
      ],
      [A.supply, { en: 'Solar panel, NiMH battery', it: 'Pannello solare, batteria NiMH' }],
    ],
    dims: [10, 38, 10],
    weight: 0.2,
    blurb: {
      en: 'Lights the path automatically at dusk, powered by the sun alone.',
      it: 'Illumina il vialetto automaticamente al tramonto, solo con l’energia del sole.',
    },
    points: {
      en: ['Dusk-to-dawn sensor', 'No wiring', 'Replaceable battery'],
      it: ['Sensore crepuscolare', 'Nessun cablaggio', 'Batteria sostituibile'],
    },
    warranty: 2,
  },
  {
    key: 'lantern',
    cat: 'outdoor-lighting',
    kind: 'lantern',
    name: { en: 'Garden lantern {m}', it: 'Lanterna da giardino {m}' },
    models: [
      { en: 'LED', it: 'a LED', price: 24.9 },
      { en: 'for candles', it: 'portacandela', price: 19.9 },
      { en: 'hanging', it: 'da appendere', price: 29.9 },
    ],
    brands: ['Luceverde', 'Casaviva'],
    colors: ['black', 'white', 'sage', 'anthracite'],
    sizes: [s('Small', 0.8, 'Piccola'), s('Medium', 1, 'Media'), s('Large', 1.35, 'Grande')],
    material: { en: 'Metal and glass', it: 'Metallo e vetro' },
    attrs: [[A.use, outdoor]],
    dims: [18, 38, 18],
    weight: 1.2,
    blurb: {
      en: 'A warm glow on the table or the steps on summer evenings.',
      it: 'Un bagliore caldo sul tavolo o sugli scalini nelle sere d’estate.',
    },
    points: {
      en: ['Weather-resistant coating', 'Hinged glass door', 'Carry ring'],
      it: ['Verniciatura resistente alle intemperie', 'Sportello in vetro con cerniera', 'Anello per il trasporto'],
    },
    warranty: 2,
  },
];

export const TYPE_BY_KEY = new Map(PRODUCT_TYPES.map((t) => [t.key, t]));

/** Italian label of an option or model: given, or the English one with decimal commas. */
export function itLabel(o: { en: string; it?: string }): string {
  return o.it ?? o.en.replace(/(\d)\.(\d)/g, '$1,$2');
}
