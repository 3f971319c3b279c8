/**
 * The shop owner's translations of the menu, category and filter names into English and Slovak,
 * as Translation rows carry them (routes/translations.ts). Most categories are translated; a few
 * are left out on purpose, so the storefront shows both a translated label and an Italian one:
 * "Misura e tracciatura", "Rubinetteria", "Terricci e concimi", "Ombrelloni e gazebo", and the
 * filters other than the few named here.
 */
import { CATEGORY_TREE, type CategoryDef } from '../seed/categories';

/** Slovak names by category slug. */
const SLOVAK: Record<string, string> = {
  tools: 'Náradie',
  'power-tools': 'Elektrické náradie',
  'hand-tools': 'Ručné náradie',
  'tool-storage': 'Úložné boxy na náradie',
  hardware: 'Železiarstvo',
  'screws-fixings': 'Skrutky a hmoždinky',
  'locks-security': 'Zámky a zabezpečenie',
  'door-furniture': 'Kľučky a pánty',
  'adhesives-tapes': 'Lepidlá a pásky',
  electrical: 'Elektroinštalácia',
  'light-bulbs': 'Žiarovky',
  'cables-extensions': 'Káble a predlžovačky',
  'switches-sockets': 'Vypínače a zásuvky',
  plumbing: 'Inštalatérstvo',
  'pipes-fittings': 'Rúry a tvarovky',
  'showers-bathroom': 'Sprchy a kúpeľňa',
  'paint-decorating': 'Maľovanie a dekorácia',
  'wall-paint': 'Farby na steny',
  'wood-finishes': 'Lazúry a laky',
  'brushes-rollers': 'Štetce a valčeky',
  garden: 'Záhrada',
  'garden-tools': 'Záhradné náradie',
  watering: 'Zavlažovanie',
  'pots-planters': 'Kvetináče a truhlíky',
  home: 'Domácnosť',
  'shelving-storage': 'Regály a úložné boxy',
  lamps: 'Lampy',
  cleaning: 'Upratovanie',
  ladders: 'Rebríky a schodíky',
  'outdoor-living': 'Život vonku',
  'garden-furniture': 'Záhradný nábytok',
  barbecues: 'Grily',
  'outdoor-lighting': 'Vonkajšie osvetlenie',
};

/** Filter (feature) names: Italian → [English, Slovak]. */
const FILTERS: Record<string, [string, string]> = {
  Potenza: ['Power', 'Výkon'],
  Tensione: ['Voltage', 'Napätie'],
  Batteria: ['Battery', 'Batéria'],
  Alimentazione: ['Power supply', 'Napájanie'],
  Materiale: ['Material', 'Materiál'],
  Garanzia: ['Warranty', 'Záruka'],
};

export interface LabelTranslation {
  language: 'en' | 'sk';
  source_text: string;
  translated_text: string;
  context: 'menu' | 'filter';
}

function categories(list: CategoryDef[]): CategoryDef[] {
  return list.flatMap((c) => [c, ...categories(c.children ?? [])]);
}

/** Every category with a Slovak name, in English and Slovak; then the filters named above. */
export function labelTranslations(): LabelTranslation[] {
  const out: LabelTranslation[] = [];
  for (const c of categories(CATEGORY_TREE)) {
    const sk = SLOVAK[c.slug];
    if (!sk) continue;
    out.push({ language: 'en', source_text: c.name.it, translated_text: c.name.en, context: 'menu' });
    out.push({ language: 'sk', source_text: c.name.it, translated_text: sk, context: 'menu' });
  }
  for (const [it, [en, sk]] of Object.entries(FILTERS)) {
    out.push({ language: 'en', source_text: it, translated_text: en, context: 'filter' });
    out.push({ language: 'sk', source_text: it, translated_text: sk, context: 'filter' });
  }
  return out;
}
