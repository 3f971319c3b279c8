'use client';
import { useId, type ReactNode } from 'react';
import { Dialog } from './dialog';
import { Icon } from './icon';
import styles from './drawer.module.css';

/** A side panel (mini cart, mobile menu): the shop's modal dialog placed along one edge. */
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
  const titleId = useId();
  if (!open) return null;
  return (
    <Dialog onClose={onClose} titleId={titleId} placement={side} className={styles.panel} style={{ width }}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
          <Icon name="close" size={20} />
        </button>
      </div>
      <div className={styles.body}>{children}</div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </Dialog>
  );
}
