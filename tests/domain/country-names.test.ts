import { describe, expect, it } from 'vitest';
import { countryCodeOf, countryNameIn } from '@/lib/domain/country-names';

describe('country names in the shopper’s language', () => {
  it('names a country from its code in the page’s locale', () => {
    expect(countryNameIn('it', { code: 'it', name: 'Italy' })).toBe('Italia');
    expect(countryNameIn('sk', { code: 'IT', name: 'Italy' })).toBe('Taliansko');
    expect(countryNameIn('en', { code: 'DE', name: 'Germany' })).toBe('Germany');
  });

  it('finds the code of a Frappe Country name, Frappe’s own spellings included', () => {
    expect(countryCodeOf('Italy')).toBe('IT');
    expect(countryCodeOf('slovakia')).toBe('SK');
    expect(countryCodeOf('Czech Republic')).toBe('CZ');
    expect(countryCodeOf('Atlantis')).toBeNull();
    expect(countryNameIn('it', { name: 'Slovakia' })).toBe('Slovacchia');
    expect(countryNameIn('sk', { name: 'Czech Republic' })).toBe('Česko');
  });

  it('keeps the back-end’s name when no code gives another', () => {
    expect(countryNameIn('it', { name: 'Atlantis' })).toBe('Atlantis');
    expect(countryNameIn('it', { code: 'QQ', name: 'Somewhere' })).toBe('Somewhere');
    expect(countryNameIn('it', { name: null })).toBe('');
  });
});
