/** Words of a search: lower case, accents removed, split on anything not a letter or digit. */
export function searchTokens(text: string, max = 8): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, max);
}
