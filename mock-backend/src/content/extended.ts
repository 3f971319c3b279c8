import { blogPosts, rows } from './rows';
import type { AppContext } from '../context';
import { type Args, notFound, str } from '../frappe';
import { BLOG_TAGS, CONTENT_PAGES, FAQS, STORES } from '../routes/content-data';

// ---------------------------------------------------------------------------------------------
// Extended: blog metadata, page, FAQ and stores in the mock's own shapes
// ---------------------------------------------------------------------------------------------

export function blogMeta(c: AppContext) {
  const db = c.get('db');
  const published = blogPosts(db).filter((p) => p.published === 1);
  const categories = rows(db, 'SELECT data FROM cms_blog_category ORDER BY idx').map((r) => ({
    name: String(r.name),
    title: String(r.title),
    count: published.filter((p) => p.blog_category === r.name).length,
  }));
  const byTag = new Map<string, string[]>();
  for (const link of rows(db, 'SELECT data FROM cms_tag_link ORDER BY name')) {
    if (!published.some((p) => p.name === link.document_name)) continue;
    byTag.set(String(link.tag), [...(byTag.get(String(link.tag)) ?? []), String(link.document_name)]);
  }
  const slug = (label: string) => BLOG_TAGS.find((t) => t.label.it === label)?.name ?? label.toLowerCase();
  const tags = [...byTag.entries()]
    .map(([label, posts]) => ({ name: slug(label), label, count: posts.length, posts }))
    .sort((x, y) => y.count - x.count || x.label.localeCompare(y.label));
  return { categories, tags, recent: published.slice(0, 3) };
}

export function getPage(c: AppContext, a: Args) {
  const slug = str(a, 'route') ?? '';
  const page = CONTENT_PAGES.find((p) => p.route === slug);
  if (!page) throw notFound('Pagina non trovata');
  return {
    route: page.route,
    title: page.title.it,
    intro: page.intro.it,
    content: page.content.it,
    modified: '2026-09-01',
  };
}

export function getFaq() {
  return FAQS.map((f, i) => ({
    name: `FAQ-${i + 1}`,
    order: i + 1,
    category: f.category.it,
    question: f.question.it,
    answer: f.answer.it,
  }));
}

export function getStores() {
  return STORES.map((s) => ({
    name: s.name,
    title: s.title,
    address_line1: s.address_line1,
    pincode: s.pincode,
    city: s.city,
    province: s.province,
    country: 'Italia',
    phone: s.phone,
    email_id: s.email,
    latitude: s.latitude,
    longitude: s.longitude,
    opening_hours: s.hours.map((h) => ({ days: h.days.it, hours: h.hours })),
    services: s.services.map((x) => x.it),
  }));
}
