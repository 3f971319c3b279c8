import { sanitizeRichText } from '@/lib/sanitize';

describe('back-end HTML is rendered inert', () => {
  it('drops scripts, event handlers and javascript: links but keeps the content', () => {
    const html = sanitizeRichText(
      '<div class="footer-columns"><h3>Help</h3><script>alert(1)</script><a href="javascript:alert(2)">x</a><img src=x onerror=alert(3)><a href="/pages/contact-us" onclick="steal()">Contact</a></div>',
    );
    expect(html).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(html).toContain('<h3>Help</h3>');
    expect(html).toContain('href="/pages/contact-us"');
  });

  it('opens other sites safely', () => {
    expect(sanitizeRichText('<a href="https://example.org">x</a>')).toContain('rel="noopener noreferrer"');
  });
});

describe('embedded headings follow the page outline', () => {
  it('gives every heading the level asked for, keeping its class and text', () => {
    const html = sanitizeRichText('<h4 class="widget-title">Help</h4><h3>Shop</h3><p>x</p>', { headingsAs: 'h2' });
    expect(html).toBe('<h2 class="widget-title">Help</h2><h2>Shop</h2><p>x</p>');
  });

  it('keeps the levels the back-end chose when none is asked for', () => {
    expect(sanitizeRichText('<h4>Help</h4>')).toBe('<h4>Help</h4>');
  });
});

describe("back-end links to a listing go to the listing's own address", () => {
  it('writes a query link as the path the shop keeps, and leaves other links as they are', () => {
    const html = sanitizeRichText(
      '<a href="/shop?category=Utensili">Tools</a><a href="/shop?search_term=trapano">Drills</a><a href="/pages/blog">Blog</a><a href="/shop/category=Giardino">Garden</a>',
    );
    expect(html).toBe(
      '<a href="/shop/category=Utensili">Tools</a><a href="/shop/search_term=trapano">Drills</a><a href="/pages/blog">Blog</a><a href="/shop/category=Giardino">Garden</a>',
    );
  });
});
