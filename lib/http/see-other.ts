import { NextResponse } from 'next/server';

/**
 * A 303 to a path of this site, written as a relative Location. An absolute one would be built
 * from the URL the server believes it serves (localhost:3000 behind a proxy), and a path that
 * starts with "//" would become another host; `path` must come from `safeNextPath`.
 */
export function seeOther(path: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { Location: path } });
}
