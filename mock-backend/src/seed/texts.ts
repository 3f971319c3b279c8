/**
 * Product texts written on demand from the product's type, model, series and seed, in English or
 * Italian. Storing them would cost ~5 KB per product (0.5 GB for 100 000 products); rendering is
 * deterministic and takes microseconds. The seed feeds the same words to the full-text index.
 */
import type { Lang } from '../context';
import { COLOR_BY_KEY } from './colors';
import { mulberry32, pick } from './prng';
import { A, itLabel, TYPE_BY_KEY, type TypeDef } from './product-types';

export interface TextInput {
  type_key: string;
  model_idx: number;
  series: string;
  brand: string;
  gen: number;
  name_en: string;
  name_it: string;
  sku: string;
  gtin: string;
  /** Colour keys and English size labels of the variants, in order. */
  colors: string[];
  sizes: string[];
}

export interface LabelValue {
  label: string;
  value: string;
}

const BRAND_LINES = {
  en: [
    'Designed by {b} for everyday reliability.',
    '{b} quality, tested for years of use.',
    'From {b}, a name trusted by tradespeople across Italy.',
    'Backed by the {b} after-sales service.',
  ],
  it: [
    'Progettato da {b} per un’affidabilità di tutti i giorni.',
    'Qualità {b}, collaudata per durare negli anni.',
    'Da {b}, un marchio di cui si fidano i professionisti in tutta Italia.',
    'Con l’assistenza post-vendita {b}.',
  ],
};

const SERIES_LINES: Record<string, { en: string; it: string }> = {
  Pro: {
    en: 'The Pro version adds reinforced parts for intensive use.',
    it: 'La versione Pro aggiunge componenti rinforzati per un uso intensivo.',
  },
  Plus: { en: 'The Plus version comes with extra accessories.', it: 'La versione Plus include accessori in più.' },
  Compact: {
    en: 'The Compact version is smaller and lighter, ideal for tight spaces.',
    it: 'La versione Compact è più piccola e leggera, ideale negli spazi stretti.',
  },
  Max: {
    en: 'The Max version is the most powerful and generous of the range.',
    it: 'La versione Max è la più potente e capiente della gamma.',
  },
  Easy: {
    en: 'The Easy version is simplified for first-time DIYers.',
    it: 'La versione Easy è semplificata per chi inizia con il fai da te.',
  },
  Eco: {
    en: 'The Eco version uses recycled materials and plastic-free packaging.',
    it: 'La versione Eco usa materiali riciclati e un imballo senza plastica.',
  },
};

const CARE_LINES = {
  en: [
    'Clean with a damp cloth; store in a dry place.',
    'Read the instructions before first use and keep them for future reference.',
    'Spare parts and accessories are available from our stores.',
  ],
  it: [
    'Pulire con un panno umido; conservare in luogo asciutto.',
    'Leggere le istruzioni prima del primo utilizzo e conservarle per il futuro.',
    'Ricambi e accessori disponibili nei nostri punti vendita.',
  ],
};

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function typeOf(p: TextInput): TypeDef {
  const t = TYPE_BY_KEY.get(p.type_key);
  if (!t) throw new Error(`Unknown product type ${p.type_key}`);
  return t;
}

function fmtNumber(n: number, lang: Lang, digits = 1): string {
  const s = (Math.round(n * 10 ** digits) / 10 ** digits).toString();
  return lang === 'it' ? s.replace('.', ',') : s;
}

export function sizeLabel(type: TypeDef | undefined, en: string, lang: Lang): string {
  if (lang === 'en') return en;
  const opt = type?.sizes?.find((o) => o.en === en);
  return opt ? itLabel(opt) : en.replace(/(\d)\.(\d)/g, '$1,$2');
}

export function colorLabel(key: string, lang: Lang): string {
  const c = COLOR_BY_KEY.get(key);
  return c ? c[lang] : key;
}

function localName(p: Pick<TextInput, 'name_en' | 'name_it'>, lang: Lang): string {
  return lang === 'it' ? p.name_it : p.name_en;
}

export function shortDescription(p: TextInput, lang: Lang): string {
  return typeOf(p).blurb[lang];
}

function brandLine(p: TextInput, lang: Lang): string {
  return pick(mulberry32(p.gen), BRAND_LINES[lang]).replace('{b}', p.brand);
}

/** The list description: one HTML paragraph. */
export function description(p: TextInput, lang: Lang): string {
  const t = typeOf(p);
  const series = SERIES_LINES[p.series];
  return `<p>${esc(t.blurb[lang])} ${esc(brandLine(p, lang))}${series ? ' ' + esc(series[lang]) : ''}</p>`;
}

/** The detail page's long description (HTML with a heading, a list and notes). */
export function longDescription(p: TextInput, lang: Lang): string {
  const t = typeOf(p);
  const rng = mulberry32(p.gen ^ 0x5bd1e995);
  const name = localName(p, lang);
  const series = SERIES_LINES[p.series];
  const h = lang === 'it' ? 'Punti di forza' : 'Highlights';
  const inBox = lang === 'it' ? 'Nella confezione' : 'In the box';
  const parts = [`<h3>${esc(name)}</h3>`, `<p>${esc(t.blurb[lang])} ${esc(brandLine(p, lang))}</p>`];
  if (series) parts.push(`<p>${esc(series[lang])}</p>`);
  parts.push(`<h4>${h}</h4>`, `<ul>${t.points[lang].map((x) => `<li>${esc(x)}</li>`).join('')}</ul>`);
  if (p.colors.length > 1) {
    const list = p.colors.map((c) => colorLabel(c, lang)).join(', ');
    parts.push(`<p>${lang === 'it' ? `Disponibile nei colori ${esc(list)}.` : `Available in ${esc(list)}.`}</p>`);
  }
  if (t.contents) parts.push(`<p><strong>${inBox}:</strong> ${esc(t.contents[lang])}.</p>`);
  parts.push(`<p>${esc(pick(rng, CARE_LINES[lang]))}</p>`);
  return parts.join('');
}

function lv(label: { en: string; it: string }, value: { en: string; it: string } | string, lang: Lang): LabelValue {
  return {
    label: label[lang],
    value: typeof value === 'string' ? (lang === 'it' ? value.replace(/(\d)\.(\d)/g, '$1,$2') : value) : value[lang],
  };
}

/** Additional information: [{label, value}]. */
export function attributes(p: TextInput, lang: Lang): LabelValue[] {
  const t = typeOf(p);
  const model = t.models[p.model_idx];
  const rows: LabelValue[] = [lv(A.brand, p.brand, lang), lv(A.material, t.material, lang)];
  for (const [l, v] of model?.attrs ?? []) rows.push(lv(l, v, lang));
  for (const [l, v] of t.attrs) if (!rows.some((r) => r.label === l[lang])) rows.push(lv(l, v, lang));
  if (p.colors.length) {
    rows.push({
      label: lang === 'it' ? 'Colori' : 'Colours',
      value: p.colors.map((c) => colorLabel(c, lang)).join(', '),
    });
  }
  if (p.sizes.length) {
    rows.push({
      label: lang === 'it' ? 'Misure' : 'Sizes',
      value: p.sizes.map((s) => sizeLabel(t, s, lang)).join(', '),
    });
  }
  rows.push({ label: A.warranty[lang], value: guarantee(t.warranty, lang) });
  if (!rows.some((r) => r.label === A.origin[lang])) {
    rows.push(
      lv(
        A.origin,
        mulberry32(p.gen ^ 0x1234)() < 0.55
          ? { en: 'Italy', it: 'Italia' }
          : { en: 'European Union', it: 'Unione Europea' },
        lang,
      ),
    );
  }
  return rows;
}

const LEGAL_GUARANTEE_YEARS = 2;

/**
 * The guarantee row: the legal guarantee of conformity (2 years, the least a seller may give a
 * consumer, as the shop's guarantee notice on the same page says), or a producer's commercial
 * guarantee worded as one, on top of the legal one. Never fewer than 2 years.
 */
function guarantee(years: number, lang: Lang): string {
  if (years <= LEGAL_GUARANTEE_YEARS) return lang === 'it' ? '2 anni (garanzia legale)' : '2 years (legal guarantee)';
  return lang === 'it'
    ? `${years} anni del produttore, oltre alla garanzia legale di 2 anni`
    : `${years} years from the manufacturer, on top of the 2-year legal guarantee`;
}

/** The "size guide": dimensions and specifications, [{label, value}]. */
export function specifications(p: TextInput, lang: Lang): LabelValue[] {
  const t = typeOf(p);
  const rng = mulberry32(p.gen ^ 0x2545f491);
  const j = () => 0.92 + rng() * 0.16;
  const seriesScale = p.series === 'Compact' ? 0.85 : p.series === 'Max' ? 1.15 : 1;
  const [w, hgt, d] = t.dims.map((x) => x * seriesScale * j()) as [number, number, number];
  const weight = t.weight * seriesScale * j();
  const cm = (x: number) => fmtNumber(x, lang, x < 10 ? 1 : 0);
  const rows: LabelValue[] = [
    {
      label: lang === 'it' ? 'Dimensioni (L × A × P)' : 'Dimensions (W × H × D)',
      value: `${cm(w)} × ${cm(hgt)} × ${cm(d)} cm`,
    },
    {
      label: lang === 'it' ? 'Peso' : 'Weight',
      value: weight < 1 ? `${Math.round(weight * 1000)} g` : `${fmtNumber(weight, lang)} kg`,
    },
  ];
  if (p.sizes.length) {
    rows.push({
      label: lang === 'it' ? 'Misure disponibili' : 'Available sizes',
      value: p.sizes.map((s) => sizeLabel(t, s, lang)).join(' / '),
    });
  }
  if (p.colors.length) {
    rows.push({
      label: lang === 'it' ? 'Colori disponibili' : 'Available colours',
      value: p.colors.map((c) => colorLabel(c, lang)).join(' / '),
    });
  }
  if (t.contents)
    rows.push({ label: lang === 'it' ? 'Contenuto della confezione' : 'Package contents', value: t.contents[lang] });
  rows.push({ label: lang === 'it' ? 'Codice articolo' : 'Item code', value: p.sku });
  rows.push({ label: 'EAN', value: p.gtin });
  return rows;
}

/** Words for the full-text index (name, brand, description, attributes) in one language. */
export function searchBody(p: TextInput, lang: Lang): string {
  const t = typeOf(p);
  const model = t.models[p.model_idx]!;
  return [
    lang === 'it' ? itLabel(model) : model.en,
    t.blurb[lang],
    t.points[lang].join(' '),
    t.material[lang],
    p.colors.map((c) => colorLabel(c, lang)).join(' '),
  ].join(' ');
}
