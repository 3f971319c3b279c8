'use client';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useLocale, useTranslations } from 'next-intl';
import { contentLang } from '@/lib/content-lang';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { Link } from '@/i18n/navigation';
import { useAddToCart } from '@/components/cart/use-add-to-cart';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useFocusTrap } from '@/components/ui/use-focus-trap';
import { MAX_QTY, MIN_QTY, isValidQuantity } from '@/lib/domain/cart';
import { productHref } from '@/lib/routes';
import type { Product, Variant } from '@/lib/backend/schemas/catalogue';
import { ProductPrice } from './product-price';
import { ProductPicture } from './product-picture';
import { VariantChoice } from './variant-choice';
import { loadQuickViewProduct } from './quick-view-actions';
import styles from './quick-view.module.css';

function initialVariant(product: Product): Variant | null {
  return product.variants.find((v) => v.stock > 0) ?? product.variants[0] ?? null;
}

/**
 * The quick-view modal (issue 3): pictures in a slider, price, variant choice, quantity 1..99,
 * add to cart and a link to the product page. Focus stays inside, Escape and the overlay close it,
 * and the shell closes every modal on a route change (spec §4). It opens at once with what the
 * card had (one picture per variant) and fills in every variant's pictures when the whole product
 * arrives from the server.
 */
export function QuickView({ product: cardProduct, onClose }: { product: Product; onClose: () => void }) {
  const t = useTranslations('Product');
  const lang = contentLang(useLocale());
  const add = useAddToCart();
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const qtyId = useId();
  const qtyErrorId = useId();
  const [full, setFull] = useState<Product | null>(null);
  useEffect(() => {
    let live = true;
    loadQuickViewProduct(cardProduct.slug)
      .then((whole) => live && whole && setFull(whole))
      .catch((error: unknown) => console.warn('quick-view.product-unavailable', String(error)));
    return () => {
      live = false;
    };
  }, [cardProduct.slug]);
  const product = full ?? cardProduct;
  const [chosen, setVariant] = useState<Variant | null>(() => initialVariant(cardProduct));
  const variant = chosen ? (product.variants.find((v) => v.sku === chosen.sku) ?? chosen) : null;
  const [qtyText, setQtyText] = useState('1');
  useFocusTrap(panel, true, onClose);

  const qty = /^\d+$/.test(qtyText.trim()) ? Number(qtyText.trim()) : NaN;
  const qtyValid = isValidQuantity(qty);
  const stock = variant ? variant.stock : product.stock;
  const available = stock > 0;
  const variantPictures = variant?.pictures ?? [];
  const pictures = variantPictures.length > 0 ? variantPictures : product.gallery_pictures.length > 0 ? product.gallery_pictures : [...product.large_pictures, ...product.small_pictures].slice(0, 1);

  function step(delta: number) {
    const base = qtyValid ? qty : MIN_QTY;
    setQtyText(String(Math.min(MAX_QTY, Math.max(MIN_QTY, base + delta))));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!qtyValid || !available) return;
    const result = add(product, variant, qty);
    if (result.ok) onClose();
  }

  return createPortal(
    <div className={styles.root}>
      <div className={styles.overlay} onClick={onClose} aria-hidden="true" />
      <div ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={styles.panel}>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('cardQuickViewClose')}>
          <Icon name="close" size={22} />
        </button>
        <div className={styles.gallery}>
          <Swiper
            key={variant?.sku ?? product.sku}
            modules={[Navigation, Pagination, A11y, Keyboard]}
            navigation={pictures.length > 1}
            pagination={pictures.length > 1 ? { clickable: true } : false}
            keyboard={{ enabled: true, onlyInViewport: true }}
            a11y={{ prevSlideMessage: t('cardPreviousPicture'), nextSlideMessage: t('cardNextPicture'), paginationBulletMessage: t('cardGoToPicture', { index: '{{index}}' }) }}
            className={styles.swiper}
          >
            {pictures.map((picture, i) => (
              <SwiperSlide key={`${picture.url}-${i}`} className={styles.slide}>
                <ProductPicture
                  picture={picture}
                  alt={i === 0 ? product.name : t('cardPictureOf', { name: product.name, index: i + 1 })}
                  sizes="(max-width: 767px) 90vw, 420px"
                  priority={i === 0}
                  className={styles.picture}
                />
              </SwiperSlide>
            ))}
          </Swiper>
        </div>
        <form className={styles.info} onSubmit={submit} noValidate>
          {product.groups.length > 0 && (
            <p className={styles.category} lang={lang}>
              {product.groups.at(-1)}
            </p>
          )}
          <h2 id={titleId} className={styles.title} lang={lang}>
            {product.name}
          </h2>
          <ProductPrice product={product} variant={variant} size="lg" />
          {product.short_description && (
            <p className={styles.summary} lang={lang}>
              {product.short_description}
            </p>
          )}
          {product.variants.length > 1 && <VariantChoice variants={product.variants} value={variant} onChange={setVariant} />}
          <p className={available ? styles.inStock : styles.outOfStock} aria-live="polite">
            {available ? t('cardInStock') : t('cardOutOfStock')}
            {variant && <span className={styles.sku}> · {t('cardSku', { sku: variant.sku })}</span>}
          </p>
          <div className={styles.buy}>
            <div className={styles.qty}>
              <label htmlFor={qtyId} className="visually-hidden">
                {t('cardQuantity')}
              </label>
              <button type="button" className={styles.step} onClick={() => step(-1)} aria-label={t('cardQuantityLess')} disabled={qtyValid && qty <= MIN_QTY}>
                <Icon name="minus" size={16} />
              </button>
              <input
                id={qtyId}
                className={styles.qtyInput}
                inputMode="numeric"
                pattern="[0-9]*"
                value={qtyText}
                onChange={(e) => setQtyText(e.target.value)}
                aria-invalid={!qtyValid || undefined}
                aria-describedby={qtyValid ? undefined : qtyErrorId}
                maxLength={2}
              />
              <button type="button" className={styles.step} onClick={() => step(1)} aria-label={t('cardQuantityMore')} disabled={qtyValid && qty >= MAX_QTY}>
                <Icon name="plus" size={16} />
              </button>
            </div>
            <button type="submit" className={buttonClass('primary', { className: styles.add })} disabled={!available || !qtyValid}>
              <Icon name="cart" size={18} />
              {available ? t('cardAddToCart') : t('cardOutOfStock')}
            </button>
          </div>
          {!qtyValid && (
            <p id={qtyErrorId} className={styles.error} role="alert">
              {t('cardQuantityInvalid')}
            </p>
          )}
          <Link href={productHref(product.slug)} className={styles.details}>
            {t('cardViewDetails')}
            <Icon name="chevron-right" size={16} />
          </Link>
        </form>
      </div>
    </div>,
    document.body,
  );
}
