'use client';
import { useEffect, useSyncExternalStore } from 'react';
import dynamic from 'next/dynamic';
import { whenIdle } from '@/lib/idle';
import { subscribeToaster, toasterWanted, wantToaster } from './toast';

const ToastContainer = dynamic(() => import('./toast-container'), { ssr: false });

/** Mounts the toast container when the first toast is shown or the browser is idle (see ./toast). */
export function Toaster() {
  const wanted = useSyncExternalStore(subscribeToaster, toasterWanted, () => false);
  useEffect(() => {
    if (wanted) return;
    return whenIdle(wantToaster, 5000, 3000);
  }, [wanted]);
  return wanted ? <ToastContainer /> : null;
}
