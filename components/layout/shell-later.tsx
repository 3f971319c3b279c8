'use client';
import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';

// Both wait for the shopper anyway (400 px of scrolling; time on the page or scrolling), so their
// code waits for an idle main thread instead of riding with every page's first load.
const ScrollTop = dynamic(() => import('./scroll-top').then((m) => m.ScrollTop), { ssr: false });
const NewsletterPopupTrigger = dynamic(() => import('@/components/content/newsletter-popup-trigger'), { ssr: false });

/** The shell's parts that matter only after the first paint: scroll-to-top and the newsletter popup. */
export function ShellLater() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 4000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(() => setIdle(true), 2000);
    return () => clearTimeout(id);
  }, []);
  if (!idle) return null;
  return (
    <>
      <ScrollTop />
      <NewsletterPopupTrigger />
    </>
  );
}
