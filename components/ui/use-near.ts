'use client';
import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element has come within `margin` of the screen (once true, it stays): for parts of
 * a page read only when the shopper gets near them. An element inside a hidden tab is not near
 * until the tab opens. A browser without IntersectionObserver counts as near once the page is drawn.
 */
export function useNear<T extends Element>(margin: string) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setNear(true));
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: `${margin} 0px`,
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near] as const;
}
