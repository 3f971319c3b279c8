import { describe, expect, it } from 'vitest';
import { absoluteUrl, articleJsonLd, serializeJsonLd } from '@/lib/structured-data';

describe('articleJsonLd', () => {
  it('describes a blog post with its headline, date, author, picture and publisher', () => {
    const data = articleJsonLd({
      title: 'How to sharpen a chisel',
      description: 'Ten minutes and a whetstone.',
      url: 'https://shop.example/pages/single/sharpen-a-chisel',
      image: 'https://shop.example/files/blog/chisel.svg',
      author: 'Giulia Bianchi',
      published: '2026-10-02',
      publisher: 'Bottega',
    });
    expect(JSON.parse(serializeJsonLd(data))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'How to sharpen a chisel',
      description: 'Ten minutes and a whetstone.',
      mainEntityOfPage: 'https://shop.example/pages/single/sharpen-a-chisel',
      url: 'https://shop.example/pages/single/sharpen-a-chisel',
      image: ['https://shop.example/files/blog/chisel.svg'],
      datePublished: '2026-10-02',
      author: { '@type': 'Person', name: 'Giulia Bianchi' },
      publisher: { '@type': 'Organization', name: 'Bottega' },
    });
  });

  it('leaves out what the back-end did not give, and an unreadable date', () => {
    const data = articleJsonLd({
      title: 'x'.repeat(200),
      description: '',
      url: 'https://shop.example/p',
      published: 'soon',
      publisher: 'Bottega',
    });
    expect(data).not.toHaveProperty('datePublished');
    expect(data).not.toHaveProperty('author');
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('description');
    expect((data.headline as string).length).toBe(110);
  });
});

describe('absoluteUrl', () => {
  it('resolves back-end paths against the shop and refuses what is not a URL', () => {
    expect(absoluteUrl('/files/blog/a.svg', 'https://shop.example')).toBe('https://shop.example/files/blog/a.svg');
    expect(absoluteUrl('https://cdn.example/a.jpg', 'https://shop.example')).toBe('https://cdn.example/a.jpg');
    expect(absoluteUrl('http://', 'https://shop.example')).toBeNull();
    expect(absoluteUrl(null, 'https://shop.example')).toBeNull();
  });
});
