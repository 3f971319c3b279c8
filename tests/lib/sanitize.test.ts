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
