/**
 * `text` cut to at most `max` characters, at the last word boundary, with "…" when anything was
 * cut: what a card shows of a longer text, clamped to a few lines by CSS anyway, so the page does
 * not carry the rest twice (in its markup and its RSC payload).
 */
export function excerpt(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const cut = trimmed.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}
