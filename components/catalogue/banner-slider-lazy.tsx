'use client';
import dynamic from 'next/dynamic';

/**
 * The boxed-slider banner through next/dynamic: Swiper's code (~35 KiB) then loads only on the
 * page that shows the slider, not on every listing that shares this component tree. Still
 * server-rendered, so the banner is there before hydration.
 */
export const LazyBannerSlider = dynamic(() => import('./banner-slider').then((m) => m.BannerSlider));
