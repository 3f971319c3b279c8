import { beforeEach, describe, expect, it } from 'vitest';
import {
  isQuietPath,
  popupAllowed,
  popupDue,
  POPUP_DELAY_MS,
  POPUP_SCROLL_MIN_MS,
} from '@/lib/domain/newsletter-popup';
import { useNewsletterPopup } from '@/stores/newsletter-popup';
import { STORAGE_KEYS } from '@/lib/storage-keys';

describe('when the newsletter popup may open', () => {
  it('never on cart, checkout, payment and sign-in pages', () => {
    for (const path of [
      '/pages/cart',
      '/pages/checkout',
      '/pages/pay',
      '/pages/pay-stripe',
      '/pages/payment-success',
      '/pages/login',
      '/pages/register',
      '/pages/pay/',
    ]) {
      expect(isQuietPath(path), path).toBe(true);
      expect(popupAllowed(path, 'unseen'), path).toBe(false);
    }
    for (const path of ['/', '/shop', '/pages/blog', '/pages/payments-info', '/product/fullwidth/drill']) {
      expect(popupAllowed(path, 'unseen'), path).toBe(true);
    }
  });

  it('only once: not after it was shown, nor for a shopper who subscribed', () => {
    expect(popupAllowed('/', 'shown')).toBe(false);
    expect(popupAllowed('/', 'subscribed')).toBe(false);
  });

  it('not before the shopper has spent some seconds or scrolled half the page after a pause', () => {
    expect(popupDue({ elapsedMs: 1000, scrollRatio: 0.9 })).toBe(false);
    expect(popupDue({ elapsedMs: POPUP_SCROLL_MIN_MS, scrollRatio: 0.5 })).toBe(true);
    expect(popupDue({ elapsedMs: POPUP_DELAY_MS - 1, scrollRatio: 0.1 })).toBe(false);
    expect(popupDue({ elapsedMs: POPUP_DELAY_MS, scrollRatio: 0 })).toBe(true);
  });
});

describe('useNewsletterPopup', () => {
  beforeEach(() => {
    localStorage.clear();
    useNewsletterPopup.setState({ status: 'unseen', at: null });
  });

  it('remembers that the popup was shown, under its storage key', () => {
    useNewsletterPopup.getState().markShown(123);
    expect(useNewsletterPopup.getState().status).toBe('shown');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.newsletterPopup)!)).toMatchObject({
      state: { status: 'shown', at: 123 },
      version: 1,
    });
    // Shown does not downgrade a subscription.
    useNewsletterPopup.getState().markSubscribed(200);
    useNewsletterPopup.getState().markShown(300);
    expect(useNewsletterPopup.getState().status).toBe('subscribed');
  });

  it('treats a corrupt or foreign stored value as "unseen"', async () => {
    localStorage.setItem(STORAGE_KEYS.newsletterPopup, '{not json');
    await useNewsletterPopup.persist.rehydrate();
    expect(useNewsletterPopup.getState().status).toBe('unseen');
    localStorage.setItem(STORAGE_KEYS.newsletterPopup, JSON.stringify({ state: { status: 'maybe' }, version: 1 }));
    await useNewsletterPopup.persist.rehydrate();
    expect(useNewsletterPopup.getState().status).toBe('unseen');
    localStorage.setItem(
      STORAGE_KEYS.newsletterPopup,
      JSON.stringify({ state: { status: 'shown', at: 5 }, version: 1 }),
    );
    await useNewsletterPopup.persist.rehydrate();
    expect(useNewsletterPopup.getState()).toMatchObject({ status: 'shown', at: 5 });
  });
});
