import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import italian from '@/messages/it.json';
import { unlistedPage } from '@/lib/unlisted-page';

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: string; namespace: 'Pages' }) =>
    createTranslator({ locale, messages: locale === 'it' ? italian : en, namespace }),
}));

describe('the title of a page search engines must not list', () => {
  it('is the page’s title in the address’s language, with noindex', async () => {
    const metadata = unlistedPage('login');
    expect(await metadata({ params: Promise.resolve({ locale: 'it' }) })).toEqual({
      title: italian.Pages.login,
      robots: { index: false },
    });
    expect((await metadata({ params: Promise.resolve({ locale: 'en' }) })).title).toBe(en.Pages.login);
    expect(italian.Pages.login).not.toBe(en.Pages.login);
  });
});
