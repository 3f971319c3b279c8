/** Colour and finish options: the `color` facet value is the label in the shopper's language. */
export interface ColorDef {
  key: string;
  en: string;
  it: string;
  hex: string;
}

export const COLORS: ColorDef[] = [
  { key: 'white', en: 'White', it: 'Bianco', hex: '#F2F1EC' },
  { key: 'ivory', en: 'Ivory', it: 'Avorio', hex: '#EFE6D2' },
  { key: 'grey', en: 'Grey', it: 'Grigio', hex: '#8D9399' },
  { key: 'anthracite', en: 'Anthracite', it: 'Antracite', hex: '#3C4146' },
  { key: 'black', en: 'Black', it: 'Nero', hex: '#1F2124' },
  { key: 'red', en: 'Red', it: 'Rosso', hex: '#C0392B' },
  { key: 'orange', en: 'Orange', it: 'Arancione', hex: '#E67E22' },
  { key: 'yellow', en: 'Yellow', it: 'Giallo', hex: '#E8B931' },
  { key: 'green', en: 'Green', it: 'Verde', hex: '#3E7D4F' },
  { key: 'sage', en: 'Sage green', it: 'Verde salvia', hex: '#9CAF88' },
  { key: 'blue', en: 'Blue', it: 'Blu', hex: '#2E5E9E' },
  { key: 'lightblue', en: 'Light blue', it: 'Azzurro', hex: '#7FB3D5' },
  { key: 'terracotta', en: 'Terracotta', it: 'Terracotta', hex: '#C8663F' },
  { key: 'taupe', en: 'Taupe', it: 'Tortora', hex: '#A89A8A' },
  { key: 'walnut', en: 'Walnut', it: 'Noce', hex: '#6B4226' },
  { key: 'oak', en: 'Oak', it: 'Rovere', hex: '#B98B5E' },
  { key: 'teak', en: 'Teak', it: 'Teak', hex: '#9C6B3C' },
  { key: 'chrome', en: 'Chrome', it: 'Cromato', hex: '#C5CBD0' },
  { key: 'brass', en: 'Brass', it: 'Ottone', hex: '#B8983F' },
  { key: 'steel', en: 'Stainless steel', it: 'Acciaio inox', hex: '#A7ADB3' },
];

export const COLOR_BY_KEY = new Map(COLORS.map((c) => [c.key, c]));

/** Accepts the key, the English or the Italian label (any case) and gives the colour. */
const byAnyName = new Map<string, ColorDef>();
for (const c of COLORS) for (const n of [c.key, c.en, c.it]) byAnyName.set(n.toLowerCase(), c);
