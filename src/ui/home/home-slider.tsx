import type { TemplateItem } from '../../domain/catalogue/site';
import { useT } from '../i18n/use-t';
import { AppLink } from '../app/app-link';

/**
 * Hero slides of the `home_slider` template, side by side in a scroll-snapping strip: it works
 * before hydration and without timers. The creatives carry their headline, so it is their alt
 * text; the first one is the page's largest paint and loads first.
 */
export function HomeSlider({ slides }: { slides: TemplateItem[] }) {
  const t = useT();
  return (
    <section className="home-slider" aria-label={t('home.slider.label')}>
      <ul className="home-slider__track">
        {slides.map((slide, index) => (
          <li key={slide.slug} className="home-slider__slide">
            <AppLink to={slide.link} className="home-slider__link">
              <picture>
                {slide.imageMobile && <source media="(max-width: 640px)" srcSet={slide.imageMobile} width={750} height={1000} />}
                <img
                  className="home-slider__image"
                  src={slide.image}
                  alt={slide.title}
                  width={1600}
                  height={700}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  decoding={index === 0 ? 'sync' : 'async'}
                />
              </picture>
              <span className="home-slider__cta" aria-hidden="true">
                {t('home.slider.cta')}
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
