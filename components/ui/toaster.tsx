'use client';
import { useEffect, useSyncExternalStore } from 'react';
import dynamic from 'next/dynamic';
import { subscribeToaster, toasterWanted, wantToaster } from './toast';

const ToastContainer = dynamic(() => import('./toast-container'), { ssr: false });

/** Mounts the toast container when the first toast is shown or the browser is idle (see ./toast). */
export function Toaster() {
  const wanted = useSyncExternalStore(subscribeToaster, toasterWanted, () => false);
  useEffect(() => {
    if (wanted) return;
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(wantToaster, { timeout: 5000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(wantToaster, 3000);
    return () => clearTimeout(id);
  }, [wanted]);
  return wanted ? <ToastContainer /> : null;
}
