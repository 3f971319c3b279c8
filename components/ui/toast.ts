'use client';
import type { ToastContent, ToastOptions } from 'react-toastify';

/**
 * The shop's toasts. react-toastify is about 14 KiB gzip, and most visits never show
 * a toast, so the library loads on the first toast or when the browser is idle, not with the page.
 * Toasts shown before the container mounts wait in react-toastify's own queue.
 */
type Kind = 'success' | 'info' | 'error';
type Show = (content: ToastContent, options?: ToastOptions) => void;

let library: Promise<typeof import('react-toastify')> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

export function loadToastLibrary() {
  return (library ??= import('react-toastify'));
}

/** Asks the Toaster to mount its container (once). */
function wantToaster() {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

export function subscribeToaster(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const toasterWanted = () => wanted;

function show(kind: Kind | null): Show {
  return (content, options) => {
    wantToaster();
    void loadToastLibrary().then(({ toast: library }) =>
      kind ? library[kind](content, options) : library(content, options),
    );
  };
}

export const toast = Object.assign(show(null), { success: show('success'), info: show('info'), error: show('error') });
