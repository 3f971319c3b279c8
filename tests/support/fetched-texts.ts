import en from '@/messages/en.json';
import { pickMessages, textSet } from '@/i18n/client-messages';

/**
 * What `GET /api/texts/<set>?locale=en` answers (app/api/texts/[set]/route.ts), for a test that
 * stubs `fetch`: the set's English texts, or null for any other address.
 */
export function textsAnswer(url: string): Promise<Response> | null {
  const { pathname } = new URL(url, 'http://shop.test');
  const set = /^\/api\/texts\/([\w-]+)$/.exec(pathname)?.[1];
  const namespaces = set ? textSet(set) : undefined;
  return namespaces ? Promise.resolve(Response.json(pickMessages(en, namespaces))) : null;
}
