/**
 * Site furniture:
 *   omnicommerce.controllers.html.get_footers → {data: {footer_b2c_html, footer_b2b_html}}
 *   GET /api/resource/Promo Slider             → {data: [{name, order, icon, text, url, status, b2b, b2c}]} (Guest may read)
 *   omnicommerce_cms.omnicommerce_cms.home.get_promo_slider (GET) → [{icon, url, text, b2b, b2c}], Draft and
 *       Published alike, by `order`, each url with `&tab_name=<text>` appended
 *   ping                                       → "pong" (frappe/handler.py, Guest)
 * The footer and slides are stored content: Italian whatever Accept-Language says (catalogue/content-lang.ts).
 */
import { DELIVERY_BUSINESS_DAYS, FREE_SHIPPING_THRESHOLD, SHOP_NAME, SUPPORT_DAYS_PER_WEEK } from '../business';
import type { Lang, MockModule } from '../context';
import { CONTENT_LANG } from '../catalogue/content-lang';
import { method, resource } from '../frappe';

const FOOTER_METHOD = 'omnicommerce.controllers.html.get_footers';
const PROMO_METHOD = 'omnicommerce_cms.omnicommerce_cms.home.get_promo_slider';

/** omnicommerce_cms's map_promo_slider over every slide (no status filter), by `order`. */
function promoSliderMethod() {
  return promoSlides()
    .sort((a, b) => a.order - b.order)
    .map((slide) => ({
      icon: slide.icon,
      url: slide.text ? `${slide.url}&tab_name=${slide.text}` : slide.url,
      text: slide.text,
      b2b: slide.b2b,
      b2c: slide.b2c,
    }));
}

/** An Italian VAT number (partita IVA) with a valid check digit. */
function partitaIva(first10: string): string {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let d = Number(first10[i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return first10 + String((10 - (sum % 10)) % 10);
}

export const COMPANY = {
  name: `${SHOP_NAME} Casa & Fai da te S.r.l.`,
  street: 'Via dei Mille 24',
  city: '40121 Bologna (BO)',
  country: { en: 'Italy', it: 'Italia' },
  vat: partitaIva('0381294037'),
  phone: '+39 051 123 4567',
  email: 'info@bottega.example',
};

function euro(n: number, lang: Lang): string {
  return lang === 'it' ? `${n.toFixed(2).replace('.', ',')} €` : `€${n.toFixed(2)}`;
}

function footerHtml(lang: Lang, b2b: boolean): string {
  const it = lang === 'it';
  const col = (title: string, links: Array<[string, string]>) =>
    `<div class="footer-column"><h4 class="widget-title">${title}</h4><ul class="widget-body">${links
      .map(([href, label]) => `<li><a href="${href}">${label}</a></li>`)
      .join('')}</ul></div>`;
  const about = `<div class="footer-column footer-about"><h4 class="widget-title">${SHOP_NAME}</h4><p>${
    it
      ? `Dal 1978 il negozio di ferramenta e fai da te di Bologna, ora anche online. Spedizione gratuita da ${euro(FREE_SHIPPING_THRESHOLD, lang)}, consegna in ${DELIVERY_BUSINESS_DAYS} giorni lavorativi.`
      : `Bologna's hardware and DIY store since 1978, now online too. Free shipping from ${euro(FREE_SHIPPING_THRESHOLD, lang)}, delivery in ${DELIVERY_BUSINESS_DAYS} business days.`
  }</p><address>${COMPANY.street}<br>${COMPANY.city}<br>${COMPANY.country[lang]}<br><a href="tel:${COMPANY.phone.replace(/\s/g, '')}">${COMPANY.phone}</a><br><a href="mailto:${COMPANY.email}">${COMPANY.email}</a></address></div>`;
  const shop = col(it ? 'Negozio' : 'Shop', [
    ['/shop?category=Utensili', it ? 'Utensili' : 'Tools'],
    ['/shop?category=Ferramenta', it ? 'Ferramenta' : 'Hardware'],
    ['/shop?category=Pittura-e-decorazione', it ? 'Pittura e decorazione' : 'Paint & decorating'],
    ['/shop?category=Giardino', it ? 'Giardino' : 'Garden'],
    ['/shop?category=Vivere-all’aperto', it ? 'Vivere all’aperto' : 'Outdoor living'],
  ]);
  const help = col(it ? 'Assistenza' : 'Customer service', [
    ['/pages/contact-us', it ? 'Contattaci' : 'Contact us'],
    ['/pages/single/faq', it ? 'Domande frequenti' : 'FAQ'],
    ['/pages/single/shipping', it ? 'Spedizioni' : 'Shipping'],
    ['/pages/single/returns', it ? 'Resi e rimborsi' : 'Returns & refunds'],
    ['/pages/orders', it ? 'I miei ordini' : 'My orders'],
  ]);
  const company = col(it ? 'Azienda' : 'Company', [
    ['/pages/about-us', it ? 'Chi siamo' : 'About us'],
    ['/pages/blog', 'Blog'],
    ['/pages/single/stores', it ? 'I nostri negozi' : 'Our stores'],
    ['/pages/single/privacy-policy', 'Privacy policy'],
    ['/pages/single/terms-and-conditions', it ? 'Termini e condizioni' : 'Terms and conditions'],
  ]);
  const b2bCol = b2b
    ? col(it ? 'Aziende' : 'Business', [
        ['/b2b', it ? 'Area professionisti' : 'Trade area'],
        ['/pages/contact-us', it ? 'Richiedi un preventivo' : 'Request a quote'],
      ])
    : '';
  const support = it
    ? `Assistenza ${SUPPORT_DAYS_PER_WEEK} giorni su 7, dal lunedì al sabato 8:30–19:00`
    : `Support ${SUPPORT_DAYS_PER_WEEK} days a week, Monday to Saturday 8:30–19:00`;
  return [
    '<div class="footer-middle"><div class="row">',
    about,
    shop,
    help,
    company,
    b2bCol,
    '</div></div>',
    `<div class="footer-bottom"><p class="support">${support}</p><p class="copyright">© 2026 ${COMPANY.name} — ${
      it ? 'P.IVA' : 'VAT no.'
    } IT${COMPANY.vat} — ${COMPANY.street}, ${COMPANY.city}</p></div>`,
  ].join('');
}

function promoSlides(lang: Lang = CONTENT_LANG) {
  const it = lang === 'it';
  const threshold = euro(FREE_SHIPPING_THRESHOLD, lang);
  return [
    {
      name: 'PROMO-0001',
      order: 1,
      icon: 'truck',
      text: it ? `Spedizione gratuita da ${threshold}` : `Free shipping on orders over ${threshold}`,
      url: '/pages/single/shipping',
      status: 1,
      b2b: 0,
      b2c: 1,
    },
    {
      name: 'PROMO-0002',
      order: 2,
      icon: 'tag',
      text: it ? 'Fino al 40% di sconto su articoli selezionati' : 'Up to 40% off selected items',
      url: '/shop?on_sale=true',
      status: 1,
      b2b: 0,
      b2c: 1,
    },
    {
      name: 'PROMO-0003',
      order: 3,
      icon: 'percent',
      text: it ? 'Settimana della pittura: tinte e smalti' : 'Paint week: wall paints and enamels',
      url: '/shop?category=Pittura-e-decorazione,Pitture-murali',
      status: 1,
      b2b: 0,
      b2c: 1,
    },
    {
      name: 'PROMO-0004',
      order: 4,
      icon: 'leaf',
      text: it ? 'Stagione del giardino: tutto per il tuo verde' : 'Garden season: everything for your green space',
      url: '/shop?category=Giardino',
      status: 1,
      b2b: 0,
      b2c: 1,
    },
    {
      name: 'PROMO-0005',
      order: 5,
      icon: 'rotate-ccw',
      text: it ? 'Reso gratuito entro 30 giorni' : 'Free returns within 30 days',
      url: '/pages/single/returns',
      status: 1,
      b2b: 0,
      b2c: 1,
    },
    {
      name: 'PROMO-0006',
      order: 6,
      icon: 'headset',
      text: it ? `Assistenza ${SUPPORT_DAYS_PER_WEEK} giorni su 7` : `Support ${SUPPORT_DAYS_PER_WEEK} days a week`,
      url: '/pages/contact-us',
      status: 1,
      b2b: 1,
      b2c: 1,
    },
    // Not for shoppers: a trade-only slide and a draft (the storefront shows Published b2c slides only).
    {
      name: 'PROMO-0007',
      order: 7,
      icon: 'briefcase',
      text: it ? 'Prezzi riservati ai professionisti' : 'Trade prices for professionals',
      url: '/b2b',
      status: 1,
      b2b: 1,
      b2c: 0,
    },
    {
      name: 'PROMO-0008',
      order: 8,
      icon: 'gift',
      text: it ? 'Saldi invernali (terminati)' : 'Winter sale (ended)',
      url: '/shop',
      status: 0,
      b2b: 0,
      b2c: 1,
    },
  ].map((slide) => ({
    ...slide,
    status: slide.status === 1 ? 'Published' : 'Draft',
    modified: '2025-01-10 10:00:00.000000',
  }));
}

export const siteModule: MockModule = {
  name: 'site',
  register(app) {
    method(app, FOOTER_METHOD, () => ({
      data: { footer_b2c_html: footerHtml(CONTENT_LANG, false), footer_b2b_html: footerHtml(CONTENT_LANG, true) },
    }));
    // The DocType grants Guest read: the one resource a call without the app token may list.
    resource(app, 'Promo Slider', { list: () => promoSlides(), guest: true });
    method(app, PROMO_METHOD, () => promoSliderMethod(), { http: 'GET' });
    method(app, 'ping', () => 'pong');
  },
};
