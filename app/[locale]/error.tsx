'use client';
import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { log } from '@/lib/log';

/** A page that failed to render: a designed message and a retry, never a stack trace. */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('Error');
  useEffect(() => {
    log.error('page.error', { digest: error.digest, message: error.message });
  }, [error]);
  return (
    <section className="container" style={{ textAlign: 'center', paddingBlock: 'var(--space-16)' }}>
      <h1>{t('title')}</h1>
      <p style={{ color: 'var(--color-muted)' }}>{t('text')}</p>
      <div style={{ display: 'flex', gap: 'var(--space-3)', justifyContent: 'center' }}>
        <button type="button" className={buttonClass('primary')} onClick={reset}>
          {t('retry')}
        </button>
        <Link href="/" className={buttonClass('secondary')}>
          {t('home')}
        </Link>
      </div>
    </section>
  );
}
