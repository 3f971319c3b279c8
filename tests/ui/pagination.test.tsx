import { render, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { Pagination } from '@/components/ui/pagination';

vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const texts = { label: 'Pages', previous: 'Previous', next: 'Next', page: (page: number) => `Page ${page}` };
const href = (page: number) => `/shop?page=${page}`;

describe('Pagination', () => {
  it('shows nothing for a single page', () => {
    const { container } = render(<Pagination current={1} pages={1} href={href} texts={texts} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('on the first page offers next but no previous link, and marks the current page', () => {
    render(<Pagination current={1} pages={3} href={href} texts={texts} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(within(nav).getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/shop?page=2');
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('links the first, the last and the pages around the current one, with gaps between', () => {
    render(<Pagination current={10} pages={20} href={href} texts={texts} />);
    const numbers = screen.getAllByRole('link', { name: /^Page / }).map((a) => a.textContent);
    expect(numbers).toEqual(['1', '8', '9', '10', '11', '12', '20']);
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/shop?page=9');
  });

  it('a page past the last is read as the last', () => {
    render(<Pagination current={99} pages={4} href={href} texts={texts} />);
    expect(screen.getByRole('link', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
  });
});
