import { NextResponse } from 'next/server';
import { z } from 'zod';
import { getItemReviews } from '@/lib/backend/reviews';
import { normaliseReviews, type ReviewsPage } from '@/lib/domain/reviews';
import { itemCodeSchema } from '@/lib/reviews/review-schema';

const startSchema = z.coerce.number().int().min(0).max(10_000);

/**
 * GET /api/reviews/<sku>?start=N: the product page's next pages of reviews (the first is the
 * page's own read, /api/product/reviews). Public like the reviews themselves, so a browser may keep it a minute; the server asks the
 * back-end each time, since any visitor could make up endless items and starts to fill its cache.
 */
export async function GET(request: Request, { params }: RouteContext<'/api/reviews/[item]'>) {
  const item = itemCodeSchema.safeParse((await params).item);
  const start = startSchema.safeParse(new URL(request.url).searchParams.get('start') ?? '0');
  if (!item.success || !start.success) return NextResponse.json({ error: 'bad-request' }, { status: 400 });
  const result = await getItemReviews(item.data, { start: start.data, kept: false });
  if (!result.ok)
    return NextResponse.json({ error: result.error.kind }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  const { reviews, total } = normaliseReviews(result.data);
  const answer: ReviewsPage = { reviews, total };
  return NextResponse.json(answer, { headers: { 'Cache-Control': 'public, max-age=60' } });
}
