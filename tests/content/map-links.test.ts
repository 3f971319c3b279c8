import { describe, expect, it } from 'vitest';
import { mapEmbedUrl, mapLink } from '@/components/contact/map-links';

describe('OpenStreetMap links', () => {
  it('frames a box around the point with a marker on it, from the origin the CSP allows', () => {
    const url = new URL(mapEmbedUrl(44.5029, 11.3466));
    expect(url.origin).toBe('https://www.openstreetmap.org');
    expect(url.searchParams.get('bbox')).toBe('11.33660,44.49790,11.35660,44.50790');
    expect(url.searchParams.get('marker')).toBe('44.50290,11.34660');
  });

  it('links the full map at street zoom', () => {
    expect(mapLink(45.4869, 9.1887)).toBe(
      'https://www.openstreetmap.org/?mlat=45.48690&mlon=9.18870#map=17/45.48690/9.18870',
    );
  });
});
