import { describe, expect, it } from 'vitest';
import { setUpBackendTests } from './backend-setup';
import { backend, failedWith, requests } from './content-support';

/** Web pages and the FAQ fed the contract's example answers (docs/backend/content.md). */

setUpBackendTests({ timeoutMs: 1_000 });

const content = await import('@/lib/backend/content');

describe('content pages and FAQ', () => {
  it('reads web-page/<slug> with its HTML body, and the {error} answer as not found', async () => {
    backend(
      {
        body: {
          message: {
            data: {
              title: 'Chi siamo',
              route: 'web-page/about-us',
              published: 1,
              content_type: 'HTML',
              main_section: null,
              main_section_md: null,
              main_section_html: '<div class="breadcrumbs">Home</div><p>Dal 1978</p>',
              meta_description: 'Una ferramenta',
              modified: '2026-09-01 09:00:00.000000',
            },
          },
        },
      },
      { body: { message: { error: 'No Web Page found for the given route.' } } },
    );
    const page = await content.getWebPage('about-us');
    expect(requests[0]!.url.searchParams.get('route')).toBe('web-page/about-us');
    expect(page.ok && page.data).toMatchObject({
      title: 'Chi siamo',
      body: { format: 'html' },
      description: 'Una ferramenta',
      modified: '2026-09-01',
    });
    expect(failedWith(await content.getWebPage('nope'))).toBe('not-found');
  });

  it('builds the FAQ from Help Article rows under their Help Category names', async () => {
    backend(
      {
        body: {
          data: [
            {
              name: 'HA-0001',
              title: 'Come seguo il mio ordine?',
              category: 'ordini',
              content: '<p>Dal tuo account.</p>',
              route: 'kb/ordini/ha-0001',
              level: 'Beginner',
            },
          ],
        },
      },
      { body: { data: [{ name: 'ordini', category_name: 'Ordini', category_description: null }] } },
    );
    const faq = await content.getFaq();
    expect(faq).toEqual({
      ok: true,
      data: [
        {
          name: 'HA-0001',
          topic: 'Ordini',
          question: 'Come seguo il mio ordine?',
          answerHtml: '<p>Dal tuo account.</p>',
        },
      ],
    });
  });

  it('reports a Help Article the token may not read as unauthorised (the page then points to the contact form)', async () => {
    backend(
      { status: 403, body: { exc_type: 'PermissionError' } },
      { status: 403, body: { exc_type: 'PermissionError' } },
    );
    expect(failedWith(await content.getFaq())).toBe('unauthorised');
  });
});
