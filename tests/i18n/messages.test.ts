import { readFileSync } from 'node:fs';

type Tree = { [key: string]: string | Tree };
const load = (locale: string) => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Tree;
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>((acc, [key, value]) => {
    if (typeof value === 'string') acc[prefix + key] = value;
    else Object.assign(acc, flatten(value, `${prefix}${key}.`));
    return acc;
  }, {});

const en = flatten(load('en'));
// Arguments only: `{count, plural, one {# item}}` names `count`; the branch texts are not arguments.
const placeholders = (text: string) =>
  [
    ...new Set(
      [...text.matchAll(/(?<!(?:=\d+|\b(?:zero|one|two|few|many|other))\s?)\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]),
    ),
  ].sort();

describe.each(['it', 'sk'])('messages/%s.json', (locale) => {
  const other = flatten(load(locale));

  it('has every key of en.json and no other', () => {
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
  });

  it('uses the same placeholders as English in every message', () => {
    const mismatched = Object.keys(en).filter(
      (k) => other[k] !== undefined && placeholders(other[k]!).join() !== placeholders(en[k]!).join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('leaves no sentence in English (names, codes and units may stay)', () => {
    // A message identical to English and longer than a couple of words was not translated.
    const untranslated = Object.keys(en).filter(
      (k) => other[k] === en[k] && en[k]!.split(/\s+/).length > 2 && !/^\{|©|%s/.test(en[k]!),
    );
    expect(untranslated).toEqual([]);
  });
});
