'use client';
import { useEffect, useSyncExternalStore } from 'react';
import dynamic from 'next/dynamic';
import { whenIdle } from '@/lib/idle';
import { loadToastLibrary, subscribeToaster, toasterWanted } from './toast';

const ToastContainer = dynamic(() => import('./toast-container'), { ssr: false });

/**
 * Mounts the toast container with the first toast (see ./toast). The library's script loads when
 * the browser is idle, so the first toast is quick; the container and its stylesheet wait for
 * that toast, because the stylesheet sets custom properties on :root and inserting it restyles
 * the whole page (25–40 ms of main thread on a listing, measured in a trace).
 */
export function Toaster() {
  const wanted = useSyncExternalStore(subscribeToaster, toasterWanted, () => false);
  useEffect(() => (wanted ? undefined : whenIdle(() => void loadToastLibrary(), 5000, 3000)), [wanted]);
  return wanted ? <ToastContainer /> : null;
}
