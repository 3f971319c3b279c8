'use client';
import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { whenIdle } from '@/lib/idle';

// These wait for the shopper anyway (400 px of scrolling; time on the page or scrolling), so their
// code waits for an idle main thread instead of riding with every page's first load.
const ScrollTop = dynamic(() => import('./scroll-top').then((m) => m.ScrollTop), { ssr: false });
const NewsletterPopupTrigger = dynamic(() => import('@/components/newsletter/newsletter-popup-trigger'), {
  ssr: false,
});
// The cookie banner asks before any tag loads, so nothing waits on it; most shops configure no tag.
const ConsentManager = dynamic(() => import('@/components/consent/consent-manager'), { ssr: false });

/** The shell's parts that matter only after the first paint: scroll-to-top, the newsletter popup, the cookie banner. */
export function ShellLater() {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), 4000, 2000), []);
  if (!idle) return null;
  return (
    <>
      <ScrollTop />
      <NewsletterPopupTrigger />
      <ConsentManager />
    </>
  );
}
