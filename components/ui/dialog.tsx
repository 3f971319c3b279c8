'use client';
import { useLayoutEffect, useRef, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import styles from './dialog.module.css';

export type DialogPlacement = 'center' | 'left' | 'right' | 'full';

/**
 * The one modal dialog of the shop, on the native `<dialog>` opened with `showModal()`: the
 * browser keeps focus inside, makes the page behind inert, closes on Escape and gives focus back
 * to the opener. We add the backdrop click and the scroll lock (see the stylesheet). Mount it to
 * open it, unmount it to close it; `onClose` is called when the shopper closes it (Escape or the
 * backdrop). Labelled by its visible title (`titleId`), or by `label` when it has none.
 */
export function Dialog({
  onClose,
  titleId,
  label,
  describedBy,
  placement = 'center',
  className,
  style,
  children,
}: {
  onClose: () => void;
  titleId?: string;
  label?: string;
  describedBy?: string;
  placement?: DialogPlacement;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);

  // Layout effect: its clean-up runs before React removes the element, so close() (and the
  // browser's focus return) happens while the dialog is still in the page.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      dialog.close();
      // Browsers that do not restore focus themselves leave it on <body>.
      if (opener?.isConnected && document.activeElement === document.body) opener.focus({ preventScroll: true });
    };
  }, []);

  function onBackdrop(event: MouseEvent<HTMLDialogElement>) {
    // A click on ::backdrop targets the dialog itself, outside its box.
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) onClose();
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-label={titleId ? undefined : label}
      aria-describedby={describedBy}
      className={`${styles.dialog} ${styles[placement]} ${className ?? ''}`}
      style={style}
      onClose={onClose}
      onClick={onBackdrop}
    >
      {children}
    </dialog>
  );
}
