import useSWR from 'swr';

interface ConsentConfig {
  tagId: string | null;
}

async function fetchConfig(url: string): Promise<ConsentConfig> {
  const response = await fetch(url);
  if (!response.ok) return { tagId: null };
  const body: unknown = await response.json();
  const tagId =
    body && typeof body === 'object' && 'tagId' in body && typeof body.tagId === 'string' ? body.tagId : null;
  return { tagId };
}

/** The shop's tag manager id (app/api/consent), or null: then there is nothing to consent to. */
export function useTagManagerId(): string | null {
  const { data } = useSWR('/api/consent', fetchConfig, { revalidateOnFocus: false, revalidateIfStale: false });
  return data?.tagId ?? null;
}
