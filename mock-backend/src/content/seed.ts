import type { Database } from 'better-sqlite3';
import { docFields } from './rows';
import { frappeNow } from './text';
import {
  aboutUsHtml,
  BLOG_CATEGORIES,
  BLOG_POSTS,
  BLOG_TAGS,
  bloggerId,
  BLOGGERS,
  CATEGORY_DESCRIPTIONS,
  CONTENT_PAGES,
  EXTRA_POSTS,
  FAQS,
  RICH_TEXT_POSTS,
  WHERE_WE_ARE_HTML,
} from '../routes/content-data';

function blogPostRow(
  p: {
    name: string;
    category: string;
    blogger: string;
    published: 0 | 1;
    published_on: string;
    read_time: number;
    title: string;
    intro: string;
    disable_comments: 0 | 1;
  },
  body: { type: 'HTML' | 'Rich Text' | 'Markdown'; text: string },
) {
  const creation = `${p.published_on} 08:00:00.000000`;
  return {
    ...docFields(p.name, creation),
    title: p.title,
    blog_category: p.category,
    blogger: p.blogger,
    route: `blog/${p.category}/${p.name}`,
    read_time: p.read_time,
    published_on: p.published_on,
    published: p.published,
    featured: 0,
    hide_cta: 0,
    enable_email_notification: 1,
    disable_comments: p.disable_comments,
    disable_likes: 0,
    blog_intro: p.intro,
    content_type: body.type,
    content: body.type === 'Rich Text' ? body.text : null,
    content_md: body.type === 'Markdown' ? body.text : null,
    content_html: body.type === 'HTML' ? body.text : null,
    email_sent: 0,
    meta_title: p.title,
    meta_description: p.intro.slice(0, 160),
    meta_image: `/files/blog/${p.name}.svg`,
  };
}

export function fillContent(db: Database): void {
  const put = (table: string) => db.prepare(`INSERT OR REPLACE INTO ${table} (name, data) VALUES (?, ?)`);
  const epoch = '2026-01-01 09:00:00.000000';

  const category = db.prepare('INSERT OR REPLACE INTO cms_blog_category (name, idx, data) VALUES (?, ?, ?)');
  BLOG_CATEGORIES.forEach((c, i) =>
    category.run(
      c.name,
      i,
      JSON.stringify({
        ...docFields(c.name, epoch),
        title: c.title.it,
        route: `blog/${c.name}`,
        description: CATEGORY_DESCRIPTIONS[c.name] ?? '',
        published: 1,
      }),
    ),
  );
  const blogger = put('cms_blogger');
  for (const b of BLOGGERS)
    blogger.run(
      b.name,
      JSON.stringify({
        ...docFields(b.name, epoch),
        short_name: b.name,
        full_name: b.full_name,
        user: null,
        bio: b.bio,
        avatar: null,
        disabled: 0,
      }),
    );

  const post = db.prepare('INSERT OR REPLACE INTO cms_blog_post (name, creation, data) VALUES (?, ?, ?)');
  const comment = db.prepare(
    'INSERT INTO cms_comment (name, reference_doctype, reference_name, comment_by, comment_email, content, published, creation, reply_to) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const tag = put('cms_tag_link');
  for (const p of BLOG_POSTS) {
    const body = RICH_TEXT_POSTS.has(p.route)
      ? { type: 'Rich Text' as const, text: p.content.it }
      : { type: 'HTML' as const, text: p.content.it };
    const row = blogPostRow(
      {
        name: p.route,
        category: p.category,
        blogger: bloggerId(p.blogger),
        published: 1,
        published_on: p.published_on,
        read_time: p.read_minutes,
        title: p.title.it,
        intro: p.intro.it,
        disable_comments: 0,
      },
      body,
    );
    post.run(row.name, row.creation, JSON.stringify(row));
    for (const t of p.tags)
      tag.run(
        `${p.route}:${t}`,
        JSON.stringify({
          ...docFields(`${p.route}:${t}`, epoch),
          document_type: 'Blog Post',
          document_name: p.route,
          tag: BLOG_TAGS.find((x) => x.name === t)?.label.it ?? t,
          title: row.title,
        }),
      );
    const names: string[] = [];
    p.comments.forEach((c, i) => {
      const at = new Date(`${p.published_on}T10:00:00Z`);
      at.setUTCDate(at.getUTCDate() + c.after);
      const name = `${p.route.slice(0, 6)}${String(i).padStart(4, '0')}`;
      names.push(name);
      const parent = c.replyTo === undefined ? null : (names[c.replyTo] ?? null);
      comment.run(
        name,
        'Blog Post',
        p.route,
        c.by,
        c.email,
        `<p>${c.text}</p>`,
        c.status === 'approved' ? 1 : 0,
        frappeNow(at.getTime()),
        parent,
      );
    });
  }
  for (const p of EXTRA_POSTS) {
    const row = blogPostRow({ ...p, intro: p.intro }, { type: 'Markdown', text: p.markdown });
    post.run(row.name, row.creation, JSON.stringify(row));
  }

  const page = db.prepare('INSERT OR REPLACE INTO cms_web_page (route, data) VALUES (?, ?)');
  const webPage = (slug: string, title: string, description: string, type: 'HTML' | 'Rich Text', text: string) => {
    const route = `web-page/${slug}`;
    page.run(
      route,
      JSON.stringify({
        ...docFields(slug, '2026-09-01 09:00:00.000000'),
        title,
        route,
        published: 1,
        content_type: type,
        main_section: type === 'Rich Text' ? text : null,
        main_section_md: null,
        main_section_html: type === 'HTML' ? text : null,
        dynamic_template: 0,
        meta_title: title,
        meta_description: description,
        meta_image: null,
        show_title: 1,
        full_width: 0,
        show_sidebar: 0,
        css: null,
        javascript: null,
        header: null,
        insert_style: 0,
        text_align: 'Left',
        start_date: null,
        end_date: null,
      }),
    );
  };
  for (const p of CONTENT_PAGES) {
    if (p.route === 'about-us') webPage('about-us', p.title.it, p.intro.it, 'HTML', aboutUsHtml(p.content.it));
    else webPage(p.route, p.title.it, p.intro.it, 'Rich Text', p.content.it);
  }
  webPage('where-we-are', 'Dove siamo', 'I negozi Bottega a Bologna, Milano e Torino.', 'HTML', WHERE_WE_ARE_HTML);
  // A Web Page route may hold slashes: the storefront finds it at /pages/single/legal/cookie-policy.
  webPage(
    'legal/cookie-policy',
    'Informativa sui cookie',
    'Quali cookie usa il negozio e come scegliere.',
    'Rich Text',
    '<p>Il negozio usa i cookie necessari al carrello e all’accesso. Statistiche e marketing solo con il tuo consenso, che puoi cambiare da «Impostazioni cookie» in fondo a ogni pagina.</p>',
  );

  const helpCategory = put('cms_help_category');
  const helpArticle = put('cms_help_article');
  const categories = [...new Set(FAQS.map((f) => f.category.it))];
  categories.forEach((name, i) =>
    helpCategory.run(
      name,
      JSON.stringify({
        ...docFields(name, epoch, i),
        category_name: name,
        category_description: null,
        published: 1,
        route: `kb/${name.toLowerCase()}`,
      }),
    ),
  );
  FAQS.forEach((f, i) => {
    const name = `HA-${String(i + 1).padStart(4, '0')}`;
    helpArticle.run(
      name,
      JSON.stringify({
        ...docFields(name, epoch, i),
        title: f.question.it,
        category: f.category.it,
        published: 1,
        author: 'Administrator',
        level: 'Beginner',
        content: `<p>${f.answer.it}</p>`,
        likes: 0,
        route: `kb/${f.category.it.toLowerCase()}/${name.toLowerCase()}`,
        helpful: 0,
        not_helpful: 0,
      }),
    );
  });
}
