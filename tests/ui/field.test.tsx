import { render, screen } from '@testing-library/react';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/field';

describe('the one form field', () => {
  it('names the control by its label and lets the browser know it is required', () => {
    render(<TextField label="Email" name="email" required />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('announces the hint, then the error, and marks the control invalid', () => {
    render(<TextField label="Email" hint="We never share it." error="Enter a valid email address." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it. Enter a valid email address.');
  });

  it('keeps a description the caller already gave', () => {
    render(
      <>
        <p id="note">Note</p>
        <TextField label="Code" aria-describedby="note" error="Wrong code." />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription('Note Wrong code.');
  });

  it('marks an optional field in its label, not as required', () => {
    render(<TextField label="Phone" optionalLabel="(optional)" />);
    expect(screen.getByRole('textbox', { name: 'Phone (optional)' })).not.toBeRequired();
  });

  it('serves text areas, selects and tick boxes the same way', () => {
    render(
      <>
        <TextAreaField label="Message" required error="Too short." />
        <SelectField label="Country" error="Choose a country.">
          <option value="IT">Italy</option>
        </SelectField>
        <CheckboxField label="Accept the terms" hint="Needed to order." error="Please accept." />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('Too short.');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('checkbox', { name: 'Accept the terms' })).toHaveAccessibleDescription(
      'Needed to order. Please accept.',
    );
  });
});
