'use client';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { ConsentChoice } from '@/lib/consent/consent-mode';
import { buttonClass } from '@/components/ui/button';
import styles from './consent-banner.module.css';

/**
 * The cookie question: accept, reject and choose side by side in one style (the law wants refusing
 * as easy as agreeing), and under "Choose" one switch per purpose. The X in its corner closes it
 * keeping only the technical cookies, as the Garante's guidelines of 10 June 2021 want (§7.2(i)),
 * and the banner says so. Not modal: the shop stays usable; scrolling it decides nothing.
 */
export function ConsentBanner({
  initial,
  focusOnOpen,
  onDecide,
}: {
  initial: ConsentChoice | null;
  focusOnOpen: boolean;
  onDecide: (choice: ConsentChoice) => void;
}) {
  const t = useTranslations('Consent');
  const [choosing, setChoosing] = useState(false);
  const [choice, setChoice] = useState<ConsentChoice>(initial ?? { analytics: false, ads: false });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen]);

  const button = buttonClass('secondary', { small: true, className: styles.button });
  return (
    <section className={styles.banner} aria-labelledby="consent-title">
      <button
        type="button"
        className={styles.close}
        onClick={() => onDecide({ analytics: false, ads: false })}
        aria-label={t('close')}
      >
        <span aria-hidden="true">×</span>
      </button>
      <h2 id="consent-title" ref={heading} tabIndex={-1} className={styles.title}>
        {t('title')}
      </h2>
      <p className={styles.text}>{t('text')}</p>
      <p className={styles.text}>{t('closeNote')}</p>
      {choosing && (
        <fieldset className={styles.purposes}>
          <legend className="visually-hidden">{t('purposes')}</legend>
          {(['analytics', 'ads'] as const).map((purpose) => (
            <label key={purpose} className={styles.purpose}>
              <input
                type="checkbox"
                checked={choice[purpose]}
                onChange={(e) => setChoice({ ...choice, [purpose]: e.target.checked })}
              />
              <span>
                <strong>{t(`${purpose}Title`)}</strong>
                <span>{t(`${purpose}Text`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <div className={styles.actions}>
        <button type="button" className={button} onClick={() => onDecide({ analytics: false, ads: false })}>
          {t('reject')}
        </button>
        {choosing ? (
          <button type="button" className={button} onClick={() => onDecide(choice)}>
            {t('save')}
          </button>
        ) : (
          <button type="button" className={button} onClick={() => setChoosing(true)} aria-expanded={false}>
            {t('choose')}
          </button>
        )}
        <button type="button" className={button} onClick={() => onDecide({ analytics: true, ads: true })}>
          {t('accept')}
        </button>
      </div>
    </section>
  );
}
