/** The two-level category tree of the home-improvement store (docs/decisions.md "what the shop sells"). */
import type { Kind } from './kinds';

export interface L {
  en: string;
  it: string;
}

export interface CategoryDef {
  slug: string;
  name: L;
  description: L;
  /** Illustration used for the menu image and banner. */
  kind: Kind;
  /** Background hue (0–360) of its images. */
  hue: number;
  children?: CategoryDef[];
}

export const CATEGORY_TREE: CategoryDef[] = [
  {
    slug: 'tools',
    name: { en: 'Tools', it: 'Utensili' },
    description: {
      en: 'Power tools, hand tools and everything to measure, cut and fix — for the weekend DIYer and the pro.',
      it: 'Elettroutensili, utensili manuali e tutto per misurare, tagliare e fissare — per il fai da te del weekend e per i professionisti.',
    },
    kind: 'drill',
    hue: 24,
    children: [
      {
        slug: 'power-tools',
        name: { en: 'Power tools', it: 'Elettroutensili' },
        description: {
          en: 'Cordless drills, saws and sanders with long-lasting batteries.',
          it: 'Trapani a batteria, seghe e levigatrici con batterie a lunga durata.',
        },
        kind: 'drill',
        hue: 24,
      },
      {
        slug: 'hand-tools',
        name: { en: 'Hand tools', it: 'Utensili manuali' },
        description: {
          en: 'Hammers, screwdrivers, pliers and saws built to last.',
          it: 'Martelli, cacciaviti, pinze e seghe fatti per durare.',
        },
        kind: 'hammer',
        hue: 200,
      },
      {
        slug: 'measuring-tools',
        name: { en: 'Measuring & marking', it: 'Misura e tracciatura' },
        description: {
          en: 'Tape measures, spirit levels and laser measures for precise work.',
          it: 'Metri, livelle e misuratori laser per lavori precisi.',
        },
        kind: 'tape-measure',
        hue: 48,
      },
      {
        slug: 'tool-storage',
        name: { en: 'Tool storage', it: 'Cassette porta utensili' },
        description: {
          en: 'Toolboxes and organisers to keep every tool in its place.',
          it: 'Cassette e organizer per tenere ogni utensile al suo posto.',
        },
        kind: 'toolbox',
        hue: 0,
      },
    ],
  },
  {
    slug: 'hardware',
    name: { en: 'Hardware', it: 'Ferramenta' },
    description: {
      en: 'Screws, wall plugs, locks, handles and adhesives: the small parts every job needs.',
      it: 'Viti, tasselli, serrature, maniglie e colle: i piccoli pezzi che servono in ogni lavoro.',
    },
    kind: 'screw-box',
    hue: 210,
    children: [
      {
        slug: 'screws-fixings',
        name: { en: 'Screws & fixings', it: 'Viti e tasselli' },
        description: {
          en: 'Wood screws, wall plugs and anchors in handy packs.',
          it: 'Viti per legno, tasselli e ancoranti in pratiche confezioni.',
        },
        kind: 'screw-box',
        hue: 210,
      },
      {
        slug: 'locks-security',
        name: { en: 'Locks & security', it: 'Serrature e sicurezza' },
        description: {
          en: 'Padlocks, cylinders and safes to protect what matters.',
          it: 'Lucchetti, cilindri e casseforti per proteggere ciò che conta.',
        },
        kind: 'padlock',
        hue: 45,
      },
      {
        slug: 'door-furniture',
        name: { en: 'Handles & hinges', it: 'Maniglie e cerniere' },
        description: {
          en: 'Door handles, hinges and knobs in many finishes.',
          it: 'Maniglie, cerniere e pomelli in tante finiture.',
        },
        kind: 'door-handle',
        hue: 30,
      },
      {
        slug: 'adhesives-tapes',
        name: { en: 'Adhesives & tapes', it: 'Colle e nastri adesivi' },
        description: {
          en: 'Glues, sealants and tapes for every material.',
          it: 'Colle, sigillanti e nastri per ogni materiale.',
        },
        kind: 'tape-roll',
        hue: 190,
      },
    ],
  },
  {
    slug: 'electrical',
    name: { en: 'Electrical', it: 'Materiale elettrico' },
    description: {
      en: 'LED bulbs, cables, extension leads, switches and sockets for a safe, efficient home.',
      it: 'Lampadine LED, cavi, prolunghe, interruttori e prese per una casa sicura ed efficiente.',
    },
    kind: 'led-bulb',
    hue: 52,
    children: [
      {
        slug: 'light-bulbs',
        name: { en: 'Light bulbs', it: 'Lampadine' },
        description: {
          en: 'Energy-saving LED bulbs in every fitting and colour temperature.',
          it: 'Lampadine LED a risparmio energetico per ogni attacco e temperatura di colore.',
        },
        kind: 'led-bulb',
        hue: 52,
      },
      {
        slug: 'cables-extensions',
        name: { en: 'Cables & extension leads', it: 'Cavi e prolunghe' },
        description: {
          en: 'Cable reels, power strips and extension leads for indoors and out.',
          it: 'Avvolgicavo, multiprese e prolunghe per interni ed esterni.',
        },
        kind: 'cable-reel',
        hue: 8,
      },
      {
        slug: 'switches-sockets',
        name: { en: 'Switches & sockets', it: 'Interruttori e prese' },
        description: {
          en: 'Modular switches, sockets and cover plates.',
          it: 'Interruttori, prese modulari e placche.',
        },
        kind: 'wall-socket',
        hue: 220,
      },
    ],
  },
  {
    slug: 'plumbing',
    name: { en: 'Plumbing', it: 'Idraulica' },
    description: {
      en: 'Taps, mixers, pipes, fittings and shower sets for kitchen and bathroom.',
      it: 'Rubinetti, miscelatori, tubi, raccordi e set doccia per cucina e bagno.',
    },
    kind: 'tap',
    hue: 195,
    children: [
      {
        slug: 'taps-mixers',
        name: { en: 'Taps & mixers', it: 'Rubinetteria' },
        description: {
          en: 'Kitchen and basin mixers with ceramic cartridges.',
          it: 'Miscelatori per cucina e lavabo con cartuccia ceramica.',
        },
        kind: 'tap',
        hue: 195,
      },
      {
        slug: 'pipes-fittings',
        name: { en: 'Pipes & fittings', it: 'Tubi e raccordi' },
        description: {
          en: 'Multilayer pipes, flexible hoses and brass fittings.',
          it: 'Tubi multistrato, flessibili e raccordi in ottone.',
        },
        kind: 'pipe',
        hue: 25,
      },
      {
        slug: 'showers-bathroom',
        name: { en: 'Showers & bathroom', it: 'Docce e bagno' },
        description: {
          en: 'Shower heads, hand showers and bathroom accessories.',
          it: 'Soffioni, doccette e accessori per il bagno.',
        },
        kind: 'shower-head',
        hue: 180,
      },
    ],
  },
  {
    slug: 'paint-decorating',
    name: { en: 'Paint & decorating', it: 'Pittura e decorazione' },
    description: {
      en: 'Wall paints, wood stains, varnishes, brushes and rollers for a perfect finish.',
      it: 'Pitture murali, impregnanti, vernici, pennelli e rulli per una finitura perfetta.',
    },
    kind: 'paint-can',
    hue: 330,
    children: [
      {
        slug: 'wall-paint',
        name: { en: 'Wall paint', it: 'Pitture murali' },
        description: {
          en: 'Washable, breathable interior paints in dozens of shades.',
          it: 'Pitture per interni lavabili e traspiranti in decine di tinte.',
        },
        kind: 'paint-can',
        hue: 330,
      },
      {
        slug: 'wood-finishes',
        name: { en: 'Wood stains & varnishes', it: 'Impregnanti e vernici' },
        description: {
          en: 'Protect and colour wood indoors and outdoors.',
          it: 'Proteggi e colora il legno in casa e all’aperto.',
        },
        kind: 'stain-can',
        hue: 28,
      },
      {
        slug: 'brushes-rollers',
        name: { en: 'Brushes & rollers', it: 'Pennelli e rulli' },
        description: {
          en: 'Brushes, rollers and trays for smooth, even coats.',
          it: 'Pennelli, rulli e vaschette per mani uniformi e senza segni.',
        },
        kind: 'roller',
        hue: 280,
      },
    ],
  },
  {
    slug: 'garden',
    name: { en: 'Garden', it: 'Giardino' },
    description: {
      en: 'Garden tools, watering, pots and plant care to keep your green space thriving.',
      it: 'Attrezzi, irrigazione, vasi e cura delle piante per un giardino sempre rigoglioso.',
    },
    kind: 'watering-can',
    hue: 110,
    children: [
      {
        slug: 'garden-tools',
        name: { en: 'Garden tools', it: 'Attrezzi da giardino' },
        description: {
          en: 'Spades, rakes and pruning shears for every season.',
          it: 'Vanghe, rastrelli e forbici da potatura per ogni stagione.',
        },
        kind: 'spade',
        hue: 110,
      },
      {
        slug: 'watering',
        name: { en: 'Watering', it: 'Irrigazione' },
        description: {
          en: 'Hoses, reels, sprinklers and watering cans.',
          it: 'Tubi, avvolgitubo, irrigatori e annaffiatoi.',
        },
        kind: 'hose-reel',
        hue: 160,
      },
      {
        slug: 'pots-planters',
        name: { en: 'Pots & planters', it: 'Vasi e fioriere' },
        description: {
          en: 'Terracotta, resin and ceramic pots for balconies and gardens.',
          it: 'Vasi in terracotta, resina e ceramica per balconi e giardini.',
        },
        kind: 'plant-pot',
        hue: 20,
      },
      {
        slug: 'plant-care',
        name: { en: 'Soil & plant care', it: 'Terricci e concimi' },
        description: { en: 'Potting soil, fertilisers and seeds.', it: 'Terricci, concimi e sementi.' },
        kind: 'soil-bag',
        hue: 90,
      },
    ],
  },
  {
    slug: 'home',
    name: { en: 'Home', it: 'Casa' },
    description: {
      en: 'Shelving, storage, lamps, cleaning and ladders to make the most of every room.',
      it: 'Scaffali, contenitori, lampade, pulizia e scale per sfruttare al meglio ogni stanza.',
    },
    kind: 'shelf',
    hue: 260,
    children: [
      {
        slug: 'shelving-storage',
        name: { en: 'Shelving & storage', it: 'Scaffali e contenitori' },
        description: {
          en: 'Shelving units, wall shelves and storage boxes.',
          it: 'Scaffalature, mensole e contenitori.',
        },
        kind: 'shelf',
        hue: 260,
      },
      {
        slug: 'lamps',
        name: { en: 'Lamps', it: 'Lampade' },
        description: {
          en: 'Table, floor and desk lamps for every style.',
          it: 'Lampade da tavolo, da terra e da scrivania per ogni stile.',
        },
        kind: 'lamp',
        hue: 40,
      },
      {
        slug: 'cleaning',
        name: { en: 'Cleaning', it: 'Pulizia' },
        description: {
          en: 'Mops, buckets and brushes for a spotless home.',
          it: 'Mop, secchi e spazzole per una casa splendente.',
        },
        kind: 'mop-bucket',
        hue: 185,
      },
      {
        slug: 'ladders',
        name: { en: 'Ladders & step stools', it: 'Scale e sgabelli' },
        description: {
          en: 'Aluminium ladders and folding step stools.',
          it: 'Scale in alluminio e sgabelli pieghevoli.',
        },
        kind: 'ladder',
        hue: 215,
      },
    ],
  },
  {
    slug: 'outdoor-living',
    name: { en: 'Outdoor living', it: 'Vivere all’aperto' },
    description: {
      en: 'Garden furniture, parasols, barbecues and outdoor lighting for long summer evenings.',
      it: 'Arredo giardino, ombrelloni, barbecue e illuminazione esterna per le lunghe serate d’estate.',
    },
    kind: 'parasol',
    hue: 140,
    children: [
      {
        slug: 'garden-furniture',
        name: { en: 'Garden furniture', it: 'Arredo giardino' },
        description: {
          en: 'Chairs, tables and loungers in wood, aluminium and resin.',
          it: 'Sedie, tavoli e lettini in legno, alluminio e resina.',
        },
        kind: 'garden-chair',
        hue: 140,
      },
      {
        slug: 'parasols-gazebos',
        name: { en: 'Parasols & gazebos', it: 'Ombrelloni e gazebo' },
        description: { en: 'Shade for terraces and gardens.', it: 'Ombra per terrazzi e giardini.' },
        kind: 'parasol',
        hue: 35,
      },
      {
        slug: 'barbecues',
        name: { en: 'Barbecues', it: 'Barbecue' },
        description: {
          en: 'Charcoal and gas barbecues and grilling accessories.',
          it: 'Barbecue a carbone e a gas e accessori per grigliare.',
        },
        kind: 'barbecue',
        hue: 5,
      },
      {
        slug: 'outdoor-lighting',
        name: { en: 'Outdoor lighting', it: 'Illuminazione esterna' },
        description: {
          en: 'Solar lights, lanterns and wall lights for the garden.',
          it: 'Luci solari, lanterne e applique per il giardino.',
        },
        kind: 'solar-light',
        hue: 230,
      },
    ],
  },
];
