'use client';
import { useRef, type ReactNode } from 'react';
import { Icon } from './icon';
import { useFocusTrap } from './use-focus-trap';
import styles from './drawer.module.css';

/** A side panel (mini cart, mobile menu): a modal dialog with focus trap, Escape and overlay to close. */
export function Drawer({
  open,
  onClose,
  side,
  title,
  closeLabel,
  width,
  children,
  footer,
}: {
  open: boolean;
  onClose: () => void;
  side: 'left' | 'right';
  title: string;
  closeLabel: string;
  width: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, open, onClose);
  if (!open) return null;
  return (
    <div className={styles.root}>
      <div className={styles.overlay} onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
        className={`${styles.panel} ${side === 'left' ? styles.left : styles.right}`}
        style={{ width }}
      >
        <div className={styles.head}>
          <h2 className={styles.title}>{title}</h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
            <Icon name="close" size={20} />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>
  );
}
