'use client';
import dynamic from 'next/dynamic';

/**
 * The boxed-slider banner through next/dynamic: its code then loads only on the page that shows
 * the slider, not on every listing that shares this component tree (a client component imported
 * straight into the listing ships with all of them). Still server-rendered, so the banner is
 * there before hydration.
 */
export const LazyBannerSlider = dynamic(() => import('./banner-slider').then((m) => m.BannerSlider));
