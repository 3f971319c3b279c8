'use client';
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { useLocale } from 'next-intl';
import { whenIdle } from '@/lib/idle';
import type { BandForm } from './newsletter-band-form';
import type { NewsletterStart } from './newsletter-form';
import type { NewsletterLook } from './newsletter-fields';
import styles from './newsletter-form.module.css';

/**
 * The band's newsletter form (home page, and the footer of every other page), which no page needs
 * before it has painted: the server's HTML of the form (`children`, newsletter-fields.tsx) stands
 * in, and the working form loads with its texts when the browser is idle or the shopper reaches
 * for it, taking over what was typed, the focus and a Subscribe already pressed. So the form
 * mechanism, its field and its texts cost the pages' first load nothing.
 */
export function NewsletterSlot({ children, ...look }: NewsletterLook & { children: ReactNode }) {
  const locale = useLocale();
  const box = useRef<HTMLDivElement>(null);
  const asked = useRef(false);
  const sent = useRef(false);
  const [loaded, setLoaded] = useState<{ Form: typeof BandForm; start: NewsletterStart } | null>(null);

  const load = () => {
    if (asked.current) return;
    asked.current = true;
    void import('./newsletter-band-form')
      .then(async ({ BandForm: Form, readBandTexts }) => {
        await readBandTexts(locale);
        const input = box.current?.querySelector('input');
        const start = { email: input?.value ?? '', focused: input === document.activeElement, sent: sent.current };
        setLoaded({ Form, start });
      })
      // Offline or a stale deploy (the code or the texts): the next touch tries again.
      .catch(() => (asked.current = false));
  };
  const loadWhenIdle = useEffectEvent(load);
  useEffect(() => whenIdle(() => loadWhenIdle(), 3000, 1500), []);

  return (
    <div
      ref={box}
      className={styles.slot}
      // Marks the server's stand-in until the working form has taken over.
      data-stand-in={loaded ? undefined : ''}
      onFocus={load}
      onPointerEnter={load}
      onSubmit={(event) => {
        // The stand-in cannot send: the working form does, once here.
        event.preventDefault();
        sent.current = true;
        load();
      }}
    >
      {loaded ? <loaded.Form {...look} start={loaded.start} standIn={children} /> : children}
    </div>
  );
}
