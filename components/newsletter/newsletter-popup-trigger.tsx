'use client';
import { useEffect } from 'react';
import dynamic from 'next/dynamic';
import { usePathname } from '@/i18n/navigation';
import { useUi } from '@/stores/ui';
import { useNewsletterPopup } from '@/stores/newsletter-popup';
import { popupAllowed, popupDue } from '@/lib/domain/newsletter-popup';
import { NewsletterPopupTexts } from './newsletter-popup-texts';

// The dialog's code loads only when it is about to open: nothing on the first paint.
const NewsletterDialog = dynamic(() => import('./newsletter-dialog').then((m) => m.NewsletterDialog), { ssr: false });

const NEWSLETTER_MODAL = 'newsletter';

/**
 * The newsletter popup's trigger, loaded by the shell (components/layout/shell-later) when the
 * page is idle: once per browser (remembered in the store), never on
 * cart, checkout, payment or sign-in pages, never for automated browsers, and only after some
 * time on the page or some scrolling. Opening it goes through the shell's modal state, so a route
 * change closes it.
 */
export default function NewsletterPopupTrigger() {
  const pathname = usePathname();
  const open = useUi((s) => s.modal === NEWSLETTER_MODAL);

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    const started = performance.now();
    const ratio = () => {
      const max = document.documentElement.scrollHeight - window.innerHeight;
      return max > 0 ? window.scrollY / max : 0;
    };
    const check = () => {
      if (cancelled) return;
      const { status, markShown } = useNewsletterPopup.getState();
      if (!popupAllowed(pathname, status)) return stop();
      if (useUi.getState().modal || useUi.getState().drawer) return; // never on top of another dialog
      if (!popupDue({ elapsedMs: performance.now() - started, scrollRatio: ratio() })) return;
      markShown();
      useUi.getState().openModal(NEWSLETTER_MODAL);
      stop();
    };
    const stop = () => {
      clearInterval(timer);
      window.removeEventListener('scroll', check);
    };
    // Automated browsers (crawlers, monitoring, test robots) never get a marketing popup.
    if (navigator.webdriver) return;
    void Promise.resolve(useNewsletterPopup.persist.rehydrate()).then(() => {
      if (cancelled || !popupAllowed(pathname, useNewsletterPopup.getState().status)) return;
      timer = setInterval(check, 1000);
      window.addEventListener('scroll', check, { passive: true });
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [pathname]);

  // Should its words not arrive, the popup does not show: it is an offer, not a step.
  return open ? (
    <NewsletterPopupTexts failed={() => null}>
      <NewsletterDialog onClose={() => useUi.getState().closeAll()} />
    </NewsletterPopupTexts>
  ) : null;
}
