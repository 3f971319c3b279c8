import { NextResponse } from 'next/server';
import { TAG_MANAGER_ID } from '@/lib/consent/consent-mode';
import { tagManagerSetting } from '@/lib/env';

export const dynamic = 'force-dynamic';

/**
 * The tag manager's container id, read when asked (not at build time): the pages are prerendered,
 * so one build serves shops with and without a tag, and the banner learns here whether to show.
 * No id (or a malformed one): `{tagId: null}`, and no banner, no tag, no "Cookie settings" link.
 */
export function GET() {
  const raw = tagManagerSetting();
  const tagId = TAG_MANAGER_ID.test(raw) ? raw : null;
  return NextResponse.json({ tagId }, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
