'use client';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAuth } from '@/stores/auth';

// The reader (SWR) loads only when the browser shows a signed-in name to check.
const SessionRefresh = lazy(() => import('./session-refresh').then((m) => ({ default: m.SessionRefresh })));

/**
 * On the sign-in pages: when the browser still shows a name but the session cookie has expired or
 * was refused, `get_user_info` says so and the stale name goes away; when the session is still
 * good, the display fields are refreshed.
 */
export function SessionCheck() {
  const [rehydrated, setRehydrated] = useState(false);
  const signedIn = useAuth((s) => s.user !== null);
  useEffect(() => {
    void useAuth.persist.rehydrate().then(() => setRehydrated(true));
  }, []);
  if (!rehydrated || !signedIn) return null;
  return (
    <Suspense fallback={null}>
      <SessionRefresh />
    </Suspense>
  );
}
