import { useApiRead } from '@/components/ui/use-api-read';

const CONSENT = { url: '/api/consent', shared: true };

function tagIdOf(body: unknown): string | null {
  return body && typeof body === 'object' && 'tagId' in body && typeof body.tagId === 'string' ? body.tagId : null;
}

/** The shop's tag manager id (app/api/consent), or null: then there is nothing to consent to. */
export function useTagManagerId(): string | null {
  const { data } = useApiRead(CONSENT, tagIdOf, { revalidateIfStale: false });
  return data ?? null;
}
