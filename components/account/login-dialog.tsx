'use client';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { Icon } from '@/components/ui/icon';
import { Dialog } from '@/components/ui/dialog';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';
import styles from './login-dialog.module.css';

type Tab = 'login' | 'register';
const TABS: Tab[] = ['login', 'register'];

/**
 * The login/register popup of the header (a modal 525 px wide, next to the full sign-in page).
 * The shopper stays on the page they were reading; the page refreshes once signed in. The two
 * forms are ARIA tabs (arrow keys move between them).
 */
export function LoginDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations('Account');
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ login: null, register: null });
  const id = useId();
  const [tab, setTab] = useState<Tab>('login');

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft' && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const index = TABS.indexOf(tab);
    const next =
      event.key === 'Home'
        ? TABS[0]!
        : event.key === 'End'
          ? TABS[TABS.length - 1]!
          : TABS[(index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length]!;
    setTab(next);
    tabRefs.current[next]?.focus();
  }

  const titleId = `${id}-title`;
  return (
    <Dialog onClose={onClose} titleId={titleId} className={styles.panel}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {tab === 'login' ? t('signInTitle') : t('registerTitle')}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('closeDialog')}>
          <Icon name="close" size={20} />
        </button>
      </div>
      <div className={styles.tabs} role="tablist" aria-label={t('authTabs')}>
        {TABS.map((key) => (
          <button
            key={key}
            ref={(node) => {
              tabRefs.current[key] = node;
            }}
            type="button"
            role="tab"
            id={`${id}-${key}-tab`}
            aria-selected={tab === key}
            aria-controls={`${id}-panel`}
            tabIndex={tab === key ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(key)}
            onKeyDown={onTabKey}
          >
            {key === 'login' ? t('signInTab') : t('registerTab')}
          </button>
        ))}
      </div>
      <div className={styles.body} role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}-tab`}>
        {tab === 'login' ? <SignInForm onDone={onClose} /> : <RegisterForm onDone={onClose} />}
        <p className={styles.more}>
          <Link href={tab === 'login' ? '/pages/login' : '/pages/register'} onClick={onClose}>
            {t('openFullPage')}
          </Link>
        </p>
      </div>
    </Dialog>
  );
}
