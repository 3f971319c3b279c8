/**
 * The CMS side of the mock, answering as the real back-end does (docs/backend/content.md): content
 * is stored in one language (Italian) and served whatever Accept-Language says.
 *
 * Real profile
 *   omnicommerce.controllers.blog.get_blog_post (POST, JSON: limit, page, filters) → {data: [Blog Post rows], count: rows in this page}
 *   omnicommerce.controllers.blog.get_blog_post_detail (GET: route)                → {data: Blog Post row} | 200 {error}
 *   frappe.client.get_count (doctype, filters)  Token (403 as Guest)                → n
 *   frappe.templates.includes.comments.comments.add_comment (six arguments)         → HTML snippet | false + _server_messages
 *   omnicommerce.controllers.newsletter.subscribe (email, email_group)              → {status, message}; mails a signed link
 *   omnicommerce.controllers.newsletter.confirm_subscription (signed GET)           → {status, message} | 200 text/html "Invalid Link"
 *   frappe.www.contact.send_message (sender, message, subject)                      → {}
 *   omnicommerce_cms.omnicommerce_cms.web_page.get_web_page_detail (GET: route)    → {data: Web Page row} | 200 {error}
 *   resources Blog Category, Blog Post, Blogger (+ /<name>), Comment, Tag Link, Help Article, Help Category
 *     (Help Article 403 under the site condition no-help-roles: the API user lacks the Knowledge Base roles)
 * Extended profile only (optional methods the real apps lack)
 *   omnicommerce.controllers.blog.get_blog_meta → {categories, tags (with their posts), recent}
 *   omnicommerce.controllers.blog.get_comments (reference_name) → comments with reply_to
 *   omnicommerce.controllers.blog.add_comment (reference_name, comment, comment_by, comment_email, reply_to)
 *   omnicommerce.controllers.contact.send_message (full_name, email, subject, message)
 *   omnicommerce.controllers.content.get_page (route), .get_faq, .get_stores
 * Files: /files/blog/<name>.svg, the posts' cover drawings.
 */

import { countRows, listPosts, postDetail, webPageDetail } from '../content/blog';
import { addComment, addThreadedComment, threadedComments } from '../content/comments';
import { sendMessage, sendNamedMessage } from '../content/contact';
import { coverOf, coverSvg } from '../content/covers';
import { blogMeta, getFaq, getPage, getStores } from '../content/extended';
import { confirmSubscription, subscribe } from '../content/newsletter';
import { blogPosts, commentRows, type Row, rows } from '../content/rows';
import { migrate } from '../content/tables';
import type { App, AppContext, MockModule } from '../context';
import { type Args, args, countResource, json, method, missingArgument, notFound, resource, str } from '../frappe';
import { siteHas } from '../site';

const BLOG = 'omnicommerce.controllers.blog';
export const NEWSLETTER = 'omnicommerce.controllers.newsletter';
const ADD_COMMENT = 'frappe.templates.includes.comments.comments.add_comment';
const WEB_PAGE = 'omnicommerce_cms.omnicommerce_cms.web_page.get_web_page_detail';

// ---------------------------------------------------------------------------------------------
// Module
// ---------------------------------------------------------------------------------------------

function registerResources(app: App): void {
  const table = (sql: string) => (c: AppContext) => rows(c.get('db'), sql);
  resource(app, 'Blog Category', table('SELECT data FROM cms_blog_category ORDER BY idx'));
  resource(app, 'Blog Post', (c) => blogPosts(c.get('db')));
  resource(app, 'Blogger', {
    list: table('SELECT data FROM cms_blogger ORDER BY name'),
    get: (c, name) => {
      const row = c.get('db').prepare('SELECT data FROM cms_blogger WHERE name = ?').get(name) as
        { data: string } | undefined;
      return row ? (JSON.parse(row.data) as Row) : undefined;
    },
  });
  resource(app, 'Comment', commentRows);
  resource(app, 'Tag Link', table('SELECT data FROM cms_tag_link ORDER BY name'));
  resource(app, 'Help Category', table('SELECT data FROM cms_help_category ORDER BY name'));
  resource(app, 'Help Article', {
    list: table('SELECT data FROM cms_help_article ORDER BY name'),
    forbidden: (c) => siteHas(c, 'no-help-roles'),
  });
}

export const contentModule: MockModule = {
  name: 'content',
  migrate,
  register(app) {
    const withArgs = (handler: (c: AppContext, a: Args) => unknown) => async (c: AppContext) =>
      handler(c, await args(c));

    method(app, `${BLOG}.get_blog_post`, withArgs(listPosts), { http: 'POST' });
    method(app, `${BLOG}.get_blog_post_detail`, withArgs(postDetail), { http: 'GET' });
    method(app, WEB_PAGE, withArgs(webPageDetail), { http: 'GET' });
    method(app, ADD_COMMENT, addComment, { http: 'POST' });
    method(app, `${NEWSLETTER}.subscribe`, subscribe);
    method(app, `${NEWSLETTER}.confirm_subscription`, confirmSubscription);
    method(app, 'frappe.www.contact.send_message', sendMessage, { http: 'POST' });

    // frappe.client.get_count (whitelisted without allow_guest): the blog's doctypes with their
    // operator filters, any other registered DocType by its list; an unknown one is Frappe's 404.
    method(
      app,
      'frappe.client.get_count',
      async (c) => {
        const a = await args(c);
        const doctype = str(a, 'doctype');
        if (doctype === undefined) throw missingArgument('get_count', 'doctype');
        const n = countRows(c, a) ?? (await countResource(app, c, doctype, json<unknown>(a, 'filters')));
        if (n === undefined) throw notFound(`DocType ${doctype} not found`);
        return n;
      },
      { guest: false },
    );

    method(app, `${BLOG}.get_blog_meta`, blogMeta, { extended: true });
    method(app, `${BLOG}.get_comments`, withArgs(threadedComments), { extended: true });
    method(app, `${BLOG}.add_comment`, addThreadedComment, { extended: true, http: 'POST' });
    method(app, 'omnicommerce.controllers.contact.send_message', sendNamedMessage, { extended: true, http: 'POST' });
    method(app, 'omnicommerce.controllers.content.get_page', withArgs(getPage), { extended: true });
    method(app, 'omnicommerce.controllers.content.get_faq', getFaq, { extended: true });
    method(app, 'omnicommerce.controllers.content.get_stores', getStores, { extended: true });

    registerResources(app);

    app.get('/files/blog/:file{[a-z0-9-]+\\.svg}', (c) => {
      const cover = coverOf(c.req.param('file').replace(/\.svg$/, ''));
      if (!cover) return c.text('Not found', 404);
      return c.body(coverSvg(cover), 200, {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': 'public, max-age=86400',
      });
    });
  },
};
