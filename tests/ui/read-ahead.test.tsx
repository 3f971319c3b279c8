import { render, screen } from '@testing-library/react';
import { readAhead, useApiRead } from '@/components/ui/use-api-read';

const question = { url: '/api/texts/example?locale=sk', shared: true };
const read = (answer: unknown) => (answer as { greeting: string }).greeting;

function Greeting({ renders }: { renders: (shown: string) => void }) {
  const { data } = useApiRead(question, read);
  renders(data ?? '(nothing yet)');
  return <p>{data ?? '(nothing yet)'}</p>;
}

describe('a read made ahead of its island', () => {
  it('is drawn on the island’s first render, with no empty moment', async () => {
    const fetch = vi.fn(async () => Response.json({ greeting: 'Ahoj' }));
    vi.stubGlobal('fetch', fetch);
    await readAhead(question, read);
    const shown: string[] = [];
    render(<Greeting renders={(s) => shown.push(s)} />);
    expect(screen.getByText('Ahoj')).toBeInTheDocument();
    expect(shown[0]).toBe('Ahoj');
    vi.unstubAllGlobals();
  });

  it('rejects when the answer cannot be had, so its caller can keep what stands in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    await expect(readAhead({ url: '/api/texts/other?locale=sk' }, read)).rejects.toThrow('503');
    vi.unstubAllGlobals();
  });
});
