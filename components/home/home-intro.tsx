import { getTranslations } from 'next-intl/server';
import { IntroSlider } from './intro-slider';
import { HOME_SLIDES } from './home-slides';

/**
 * The intro slider with its texts. The first slide's drawing is a file like the others, preloaded
 * with the page: inlined as a data URI it travelled twice in the HTML (markup and payload, 1.5 KB
 * gzip), which took the Slovak home over its 25 KB budget, and it painted no sooner behind the
 * HTTP/2 front (docs/performance.md, "Page weight").
 */
export async function HomeIntro() {
  const t = await getTranslations('Home');
  const slides = HOME_SLIDES.map((s) => ({
    ...s,
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
