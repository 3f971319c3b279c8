import type { ComponentProps } from 'react';
import { TextField } from './field';

/**
 * A form's e-mail address: an e-mail keyboard, the browser's own check of its form and the
 * address book's suggestion, and required unless said otherwise. The caller gives its words.
 */
export function EmailField(props: ComponentProps<typeof TextField>) {
  return <TextField type="email" inputMode="email" autoComplete="email" required {...props} />;
}
