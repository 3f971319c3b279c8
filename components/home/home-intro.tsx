import { getTranslations } from 'next-intl/server';
import { svgDataUri } from '@/lib/content/inline-image';
import { IntroSlider } from './intro-slider';
import { HOME_SLIDES } from './home-slides';

/** The first slide's drawing as a data URI, inlined so it paints with the HTML: read beside the page's data. */
export function firstSlideImage(): Promise<string> {
  return svgDataUri(HOME_SLIDES[0].image);
}

/** The intro slider with its texts. */
export async function HomeIntro({ firstImage }: { firstImage: string }) {
  const t = await getTranslations('Home');
  const slides = HOME_SLIDES.map((s, i) => ({
    ...s,
    image: i === 0 ? firstImage : s.image,
    kicker: t(`slides.${s.key}.kicker`),
    title: t(`slides.${s.key}.title`),
    text: t(`slides.${s.key}.text`),
    cta: t(`slides.${s.key}.cta`),
    imageAlt: t(`slides.${s.key}.imageAlt`),
  }));
  return (
    <IntroSlider
      slides={slides}
      slideLabels={slides.map((_, i) => t('slideLabel', { index: i + 1, count: slides.length }))}
      labels={{
        region: t('sliderLabel'),
        previous: t('sliderPrevious'),
        next: t('sliderNext'),
        goTo: slides.map((_, i) => t('sliderGoTo', { index: i + 1, count: slides.length })),
        pause: t('sliderPause'),
        play: t('sliderPlay'),
      }}
    />
  );
}
