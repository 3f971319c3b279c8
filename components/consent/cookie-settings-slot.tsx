'use client';
import dynamic from 'next/dynamic';

// Loaded after the page: it must ask app/api/consent first, and most shops show nothing here.
const CookieSettingsLink = dynamic(() => import('./cookie-settings-link'), { ssr: false });

export function CookieSettingsSlot({ className }: { className?: string }) {
  return <CookieSettingsLink className={className} />;
}
