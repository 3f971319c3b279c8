import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { vi } from 'vitest';
import en from '@/messages/en.json';
import sk from '@/messages/sk.json';

vi.mock('@/i18n/navigation', async () => ({ Link: (await import('../support/link-stub')).LinkStub }));
const { Unavailable } = await import('@/components/ui/unavailable');
const { TextsFailed } = await import('@/components/ui/texts-failed');

function renderIn(messages: typeof en, ui: React.ReactNode) {
  const onError = vi.fn();
  render(
    <NextIntlClientProvider locale="en" messages={messages} timeZone="Europe/Rome" onError={onError}>
      {ui}
    </NextIntlClientProvider>,
  );
  return onError;
}

describe('Unavailable', () => {
  it('a whole page says so in its h1, with home and contact as the ways on', () => {
    const onError = renderIn(en, <Unavailable texts="content" whole />);
    expect(screen.getByRole('heading', { level: 1, name: en.Unavailable.content.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/pages/contact-us');
    expect(onError).not.toHaveBeenCalled();
  });

  it('a part of a page is a status with its own words and a retry link', () => {
    const onError = renderIn(sk, <Unavailable texts="home" ways={[{ href: '/shop?page=2', label: 'retry' }]} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(sk.Unavailable.home.title);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(sk.Unavailable.home.title);
    expect(screen.getByRole('link', { name: 'Skúsiť znova' })).toHaveAttribute('href', '/shop?page=2');
    expect(onError).not.toHaveBeenCalled();
  });

  it.each(['account', 'content', 'home', 'blog', 'listing'] as const)('the %s area has its words', (area) => {
    const onError = renderIn(
      en,
      <Unavailable
        texts={area}
        ways={[
          { href: '/', label: 'home' },
          { href: '/shop', label: 'shop' },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toBeInTheDocument();
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('TextsFailed', () => {
  it('is the same message, as an alert in the shell’s error words, with a button that tries again', async () => {
    const retry = vi.fn();
    const onError = renderIn(en, <TextsFailed retry={retry} />);
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(en.Error.title);
    expect(alert).toHaveTextContent(en.Error.text);
    screen.getByRole('button', { name: en.Error.retry }).click();
    expect(retry).toHaveBeenCalledOnce();
    expect(onError).not.toHaveBeenCalled();
  });
});
