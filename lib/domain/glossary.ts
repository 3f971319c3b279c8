/**
 * The shop's vocabulary in the shopper's language, for a search that found nothing in the
 * catalogue's (docs/backend/catalogue.md "A search in the shopper's language"). A glossary is built once
 * from entries (the shopper's words or phrases → the catalogue's words) into maps, so a search
 * looks each word up instead of walking the list: the words as the shopper may type them (lower
 * case, accents dropped: "vŕtačka" and "vrtacka" are one key), and every spelling one or two
 * letters short of a known word, so a misspelt word ("dril", "vŕtačkka") finds its known word by
 * the same lookups (a deletion index: a typo and its word share a shortened form).
 *
 * Pure: no I/O, no package.
 */
import { allowedEdits, editDistance } from './search-query';

export interface GlossaryEntry {
  /** The shopper's word or phrase ("drill", "aku vŕtačka"). */
  words: string;
  /** The catalogue's ("trapano", "trapano avvitatore"). */
  catalogue: string;
}

export interface Glossary {
  /** Known phrases, by their folded words joined with one space → the catalogue's words. */
  phrases: ReadonlyMap<string, string>;
  /** Every folded word of a phrase → how the glossary spells it (accents kept). */
  words: ReadonlyMap<string, string>;
  /** A folded word with one or two letters dropped → the known words it comes from. */
  shortened: ReadonlyMap<string, readonly string[]>;
  /** The longest phrase, in words. */
  longest: number;
}

/** Words left out of a translated search: they join words in a phrase but find nothing alone. */
const JOINING_WORDS = new Set([
  // English
  'a',
  'an',
  'and',
  'for',
  'in',
  'of',
  'on',
  'the',
  'to',
  'with',
  // Slovak
  'do',
  'k',
  'ku',
  'na',
  'od',
  'po',
  'pre',
  's',
  'so',
  'v',
  'vo',
  'z',
  'zo',
]);

/** Shortest word a typo is looked for in (shorter ones are too easy to "correct" into another). */
const MIN_TYPO_WORD = 4;

/**
 * A word or label as compared: lower case, accents and marks dropped, typographic apostrophes
 * made plain, runs of spaces made one ("Vivere all’aperto" = "vivere all'aperto").
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a search or a phrase, folded ("Aku-vŕtačka 18V" → aku, vrtacka, 18v). */
function foldedWords(text: string): string[] {
  return foldText(text).match(/[\p{L}\p{N}']+/gu) ?? [];
}

/** Every form of `word` with up to `n` letters dropped (the word itself excluded). */
function shortenings(word: string, n: number): Set<string> {
  const out = new Set<string>();
  let level = [word];
  for (let i = 0; i < n; i++) {
    const next: string[] = [];
    for (const w of level) {
      const chars = [...w];
      for (let j = 0; j < chars.length; j++) {
        const s = [...chars.slice(0, j), ...chars.slice(j + 1)].join('');
        if (!out.has(s)) {
          out.add(s);
          next.push(s);
        }
      }
    }
    level = next;
  }
  return out;
}

/** The glossary's maps. Later entries win over earlier ones for the same phrase. */
export function buildGlossary(entries: Iterable<GlossaryEntry>): Glossary {
  const phrases = new Map<string, string>();
  const words = new Map<string, string>();
  let longest = 1;
  for (const entry of entries) {
    const folded = foldedWords(entry.words);
    const catalogue = entry.catalogue.trim();
    if (folded.length === 0 || !catalogue) continue;
    phrases.set(folded.join(' '), catalogue);
    longest = Math.max(longest, folded.length);
    const spelled = entry.words.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
    folded.forEach((w, i) => {
      // The accented spelling is kept for showing the word back to the shopper.
      const shown = spelled[i] ?? w;
      if (!words.has(w) || shown !== w) words.set(w, shown);
    });
  }
  const shortened = new Map<string, string[]>();
  for (const w of words.keys()) {
    const length = [...w].length;
    if (length < MIN_TYPO_WORD || /\d/.test(w)) continue;
    for (const s of shortenings(w, allowedEdits(length))) {
      const list = shortened.get(s);
      if (list) list.push(w);
      else shortened.set(s, [w]);
    }
  }
  return { phrases, words, shortened, longest };
}

/**
 * The known word a typed (folded) word stands for: itself when known, else the known word
 * closest to it within the allowance, found through the shortened forms they share; null when
 * none is close enough. Ties go to the word nearest in length, then to the first alphabetically,
 * so the answer never depends on the glossary's order.
 */
export function knownWord(glossary: Glossary, word: string): string | null {
  if (glossary.words.has(word)) return word;
  const length = [...word].length;
  if (length < MIN_TYPO_WORD || /\d/.test(word)) return null;
  const max = allowedEdits(length);
  const candidates = new Set<string>();
  for (const form of [word, ...shortenings(word, max)])
    for (const known of glossary.shortened.get(form) ?? []) candidates.add(known);
  let best: { w: string; rank: [number, number, string] } | null = null;
  for (const w of candidates) {
    const d = editDistance(word, w, max);
    if (d > Math.min(max, allowedEdits([...w].length))) continue;
    const rank: [number, number, string] = [d, Math.abs([...w].length - length), w];
    if (!best || compareRank(rank, best.rank) < 0) best = { w, rank };
  }
  return best?.w ?? null;
}

function compareRank(a: [number, number, string], b: [number, number, string]): number {
  return a[0] - b[0] || a[1] - b[1] || (a[2] < b[2] ? -1 : a[2] > b[2] ? 1 : 0);
}

export interface TranslatedSearch {
  /** The search in the catalogue's words ("trapano 18v"). */
  term: string;
  /** The shopper's words as the glossary spells them, typos corrected ("drill 18v", "vŕtačka"). */
  understood: string;
}

/**
 * A search in the shopper's words put in the catalogue's: each word corrected to a known word
 * when it is one typo away from one, then the longest known phrases first ("cordless drill" before
 * "drill"). Words the glossary does not know stay as typed (a brand, a model, "18V"); joining
 * words ("for", "na") are left out. Null when no word was translated.
 */
export function translateSearch(glossary: Glossary, term: string): TranslatedSearch | null {
  const typed = foldedWords(term).slice(0, 8);
  const known = typed.map((w) => (JOINING_WORDS.has(w) ? w : knownWord(glossary, w)));
  const out: string[] = [];
  const understood: string[] = [];
  let translated = false;
  for (let i = 0; i < typed.length;) {
    let matched = 0;
    for (let n = Math.min(glossary.longest, typed.length - i); n >= 1 && matched === 0; n--) {
      const words = known.slice(i, i + n);
      if (words.some((w) => w === null)) continue;
      const catalogue = glossary.phrases.get(words.join(' '));
      if (catalogue === undefined) continue;
      out.push(catalogue);
      understood.push(...words.map((w) => glossary.words.get(w!) ?? w!));
      matched = n;
    }
    if (matched > 0) {
      translated = true;
      i += matched;
      continue;
    }
    const word = typed[i]!;
    if (!JOINING_WORDS.has(word)) out.push(word);
    understood.push(word);
    i += 1;
  }
  if (!translated || out.length === 0) return null;
  return { term: out.join(' '), understood: understood.join(' ') };
}
