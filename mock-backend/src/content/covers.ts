import { BLOG_POSTS, EXTRA_POSTS, type SeedPost } from '../routes/content-data';

// ---------------------------------------------------------------------------------------------
// Cover drawings
// ---------------------------------------------------------------------------------------------

const MOTIFS: Record<SeedPost['motif'], string> = {
  drill:
    '<rect x="250" y="150" width="250" height="90" rx="30" fill="#2b2623"/><rect x="500" y="178" width="110" height="34" rx="8" fill="#8a817a"/><rect x="300" y="235" width="70" height="150" rx="18" fill="#2b2623"/><rect x="285" y="380" width="110" height="60" rx="14" fill="HUEDARK"/>',
  paint:
    '<rect x="240" y="170" width="200" height="230" rx="18" fill="HUEDARK"/><rect x="240" y="170" width="200" height="36" rx="12" fill="#2b2623"/><rect x="270" y="250" width="140" height="80" rx="8" fill="#f7f3ee"/><rect x="470" y="120" width="60" height="170" rx="10" fill="#2b2623"/><rect x="455" y="280" width="90" height="120" rx="16" fill="HUELIGHT"/>',
  leaf: '<path d="M250 420 C250 240 380 150 560 140 C550 320 450 420 250 420Z" fill="HUEDARK"/><path d="M260 410 L470 230" stroke="#f7f3ee" stroke-width="10" stroke-linecap="round"/>',
  tap: '<rect x="260" y="160" width="260" height="60" rx="26" fill="#8a817a"/><rect x="360" y="110" width="60" height="70" rx="12" fill="#2b2623"/><rect x="470" y="210" width="50" height="90" rx="14" fill="#8a817a"/><circle cx="495" cy="350" r="18" fill="HUEDARK"/><circle cx="495" cy="410" r="12" fill="HUEDARK"/>',
  crate:
    '<rect x="220" y="230" width="360" height="170" rx="10" fill="HUEDARK"/><rect x="220" y="285" width="360" height="8" fill="#2b2623" opacity="0.35"/><rect x="220" y="340" width="360" height="8" fill="#2b2623" opacity="0.35"/><path d="M300 230 C300 180 330 160 350 150 M420 230 C420 170 460 150 480 140" stroke="#3f7d3a" stroke-width="16" stroke-linecap="round" fill="none"/>',
  bulb: '<circle cx="400" cy="220" r="110" fill="HUELIGHT"/><rect x="350" y="320" width="100" height="70" rx="10" fill="#8a817a"/><rect x="365" y="390" width="70" height="30" rx="10" fill="#2b2623"/><path d="M370 250 L400 200 L430 250" stroke="#2b2623" stroke-width="8" fill="none"/>',
  store:
    '<rect x="210" y="210" width="380" height="210" fill="#f7f3ee"/><path d="M190 210 L250 140 H550 L610 210Z" fill="HUEDARK"/><rect x="260" y="280" width="110" height="140" fill="#2b2623"/><rect x="420" y="270" width="130" height="80" fill="HUELIGHT"/>',
  goggles:
    '<rect x="220" y="200" width="360" height="140" rx="60" fill="#2b2623"/><circle cx="320" cy="270" r="52" fill="HUELIGHT"/><circle cx="480" cy="270" r="52" fill="HUELIGHT"/><rect x="180" y="255" width="60" height="24" rx="10" fill="HUEDARK"/><rect x="560" y="255" width="60" height="24" rx="10" fill="HUEDARK"/>',
};

/** An 800 × 500 drawing per post: a tinted background and the post's motif (no external images). */
export function coverSvg(post: Pick<SeedPost, 'hue' | 'motif'>): string {
  const h = post.hue;
  const art = MOTIFS[post.motif].replaceAll('HUEDARK', `hsl(${h} 55% 38%)`).replaceAll('HUELIGHT', `hsl(${h} 75% 72%)`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500"><rect width="800" height="500" fill="hsl(${h} 45% 92%)"/><circle cx="660" cy="90" r="150" fill="hsl(${h} 50% 86%)"/><ellipse cx="400" cy="440" rx="300" ry="26" fill="hsl(${h} 30% 80%)"/>${art}</svg>`;
}

export function coverOf(name: string): Pick<SeedPost, 'hue' | 'motif'> | undefined {
  return (
    BLOG_POSTS.find((p) => p.route === name) ??
    (EXTRA_POSTS.some((p) => p.name === name) ? { hue: 30, motif: 'crate' } : undefined)
  );
}
