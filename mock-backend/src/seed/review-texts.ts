/** Seeded review texts by star rating, in English and Italian, and the reviewers' names. */
export const REVIEWERS = [
  'Giulia Bianchi',
  'Luca Ferrari',
  'Francesca Romano',
  'Marco Esposito',
  'Chiara Colombo',
  'Alessandro Ricci',
  'Sara Marino',
  'Davide Greco',
  'Elena Bruno',
  'Matteo Gallo',
  'Martina Conti',
  'Andrea De Luca',
  'Federica Costa',
  'Simone Giordano',
  'Valentina Mancini',
  'Paolo Rizzo',
  'Anna Lombardi',
  'Stefano Moretti',
  'Laura Barbieri',
  'Roberto Fontana',
  'Emma Wilson',
  'Tom Becker',
  'Petra Horváthová',
  'Lukas Novák',
];

type Texts = Record<1 | 2 | 3 | 4 | 5, { titles: string[]; comments: string[] }>;

export const REVIEW_TEXTS: { en: Texts; it: Texts } = {
  en: {
    5: {
      titles: [
        'Excellent',
        'Does exactly what it says',
        'Great value for money',
        'Really pleased',
        'Highly recommended',
      ],
      comments: [
        'Arrived in three days, well packed. The quality is excellent and it works perfectly.',
        'I use it every weekend and it has never let me down. Worth every euro.',
        'Better than I expected for the price. Sturdy and nicely finished.',
        'Bought it for a bathroom renovation and it made the job much easier. Would buy again.',
        'Solid, well made and easy to use. My second one from this brand.',
      ],
    },
    4: {
      titles: ['Very good', 'Solid product', 'Good quality', 'Happy with it', 'Works well'],
      comments: [
        'Does the job well. The instructions could be clearer, but otherwise very good.',
        'Good quality for the price. Delivery was quick.',
        'Works as described. Slightly heavier than I expected.',
        'Nice finish and sturdy. I took one star off because the packaging was damaged.',
      ],
    },
    3: {
      titles: ['Average', 'OK for the price', 'Decent but not perfect', 'Does the job'],
      comments: [
        'It works, but the finish is a bit rough in places.',
        'Fine for occasional DIY use, I would not use it every day.',
        'Average quality. It does what it should and nothing more.',
      ],
    },
    2: {
      titles: ['Disappointing', 'Not as expected', 'Could be better'],
      comments: [
        'The colour is different from the picture and one part was loose.',
        'Stopped working properly after a few uses. Customer service replaced it quickly though.',
      ],
    },
    1: {
      titles: ['Poor quality', 'Broke quickly', 'Would not buy again'],
      comments: [
        'Broke the second time I used it. Very disappointed.',
        'Arrived damaged and the replacement had the same problem.',
      ],
    },
  },
  it: {
    5: {
      titles: [
        'Ottimo',
        'Fa esattamente quello che promette',
        'Ottimo rapporto qualità-prezzo',
        'Molto soddisfatto',
        'Consigliatissimo',
      ],
      comments: [
        'Arrivato in tre giorni, ben imballato. Qualità eccellente, funziona alla perfezione.',
        'Lo uso ogni fine settimana e non mi ha mai deluso. Vale ogni euro speso.',
        'Meglio di quanto mi aspettassi per il prezzo. Robusto e ben rifinito.',
        'Acquistato per ristrutturare il bagno: ha reso il lavoro molto più semplice. Lo ricomprerei.',
        'Solido, ben fatto e facile da usare. È il secondo che prendo di questa marca.',
      ],
    },
    4: {
      titles: ['Molto buono', 'Prodotto solido', 'Buona qualità', 'Soddisfatto', 'Funziona bene'],
      comments: [
        'Fa bene il suo lavoro. Le istruzioni potrebbero essere più chiare, per il resto ottimo.',
        'Buona qualità per il prezzo. Consegna veloce.',
        'Funziona come descritto. Un po’ più pesante di quanto pensassi.',
        'Bella finitura e robusto. Tolgo una stella perché la confezione era rovinata.',
      ],
    },
    3: {
      titles: ['Nella media', 'Giusto per il prezzo', 'Discreto ma non perfetto', 'Fa il suo lavoro'],
      comments: [
        'Funziona, ma la finitura è un po’ grezza in alcuni punti.',
        'Va bene per il fai da te occasionale, non lo userei tutti i giorni.',
        'Qualità nella media. Fa quello che deve e niente di più.',
      ],
    },
    2: {
      titles: ['Deludente', 'Non come mi aspettavo', 'Si poteva fare meglio'],
      comments: [
        'Il colore è diverso dalla foto e un pezzo era allentato.',
        'Dopo pochi utilizzi non funzionava più bene. Il servizio clienti però l’ha sostituito subito.',
      ],
    },
    1: {
      titles: ['Qualità scarsa', 'Si è rotto subito', 'Non lo ricomprerei'],
      comments: [
        'Si è rotto la seconda volta che l’ho usato. Molto deluso.',
        'Arrivato danneggiato e la sostituzione aveva lo stesso problema.',
      ],
    },
  },
};
