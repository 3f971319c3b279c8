import { nativeErrors } from '@/components/ui/form-native';
import { readValues, writeValues } from '@/components/ui/form-values';

function form(html: string): HTMLFormElement {
  const element = document.createElement('form');
  element.innerHTML = html;
  document.body.replaceChildren(element);
  return element;
}

describe('reading and writing a form the shopper filled', () => {
  const page = () =>
    form(`
      <input name="city" value="Milano" />
      <input type="radio" name="kind" value="Shipping" checked /><input type="radio" name="kind" value="Billing" />
      <input type="checkbox" name="primary" />
      <select name="country"><option value="IT">Italia</option><option value="SK">Slovensko</option></select>`);

  it('reads text, the chosen radio, a tick box as true/false and the selected option; a field not on the page keeps its default', () => {
    const element = page();
    expect(readValues(element, { city: '', kind: '', primary: true, country: '', hidden: 'key-1' })).toEqual({
      city: 'Milano',
      kind: 'Shipping',
      primary: false,
      country: 'IT',
      hidden: 'key-1',
    });
  });

  it('writes values back without touching the other fields', () => {
    const element = page();
    writeValues(element, { kind: 'Billing', primary: true, country: 'SK' });
    expect(readValues(element, { city: '', kind: '', primary: false, country: '' })).toEqual({
      city: 'Milano',
      kind: 'Billing',
      primary: true,
      country: 'SK',
    });
  });

  it('names the first constraint each field breaks in the form’s own words', () => {
    const element = form(
      '<input name="email" type="email" required value="" /><input name="code" pattern="[0-9]+" value="ab" /><input name="ok" required value="x" />',
    );
    const keys = nativeErrors(element, ['email', 'code', 'ok'], (field, flag) => `${field}:${flag}`);
    expect(keys).toEqual({ email: 'email:valueMissing', code: 'code:patternMismatch' });
  });
});
