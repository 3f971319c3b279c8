import { notFound } from 'next/navigation';

/** Any path no route claims: the localized 404 screen with status 404. */
export default function UnknownPath() {
  notFound();
}
