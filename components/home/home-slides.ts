/**
 * The home page's intro slides: the texts live in messages (Home.slides.<key>), the drawings in
 * public/images/home (same-origin static files: the first one is the page's LCP element).
 */
export const HOME_SLIDES = [
  { key: 'tools', image: '/images/home/slide-tools.svg', href: '/shop/category=Utensili' },
  { key: 'paint', image: '/images/home/slide-paint.svg', href: '/shop/category=Pittura-e-decorazione' },
  { key: 'garden', image: '/images/home/slide-garden.svg', href: '/shop/category=Giardino' },
] as const;

export interface SlideView {
  key: string;
  image: string;
  href: string;
  kicker: string;
  title: string;
  text: string;
  cta: string;
  imageAlt: string;
}
