import { dataLayer, gtag } from '@/lib/analytics';

/** The shopper's choice; `analytics` drives Consent Mode's analytics signal, `ads` the other three. */
export interface ConsentChoice {
  analytics: boolean;
  ads: boolean;
}

/** Google Tag Manager's container id, as its snippet checks it. */
export const TAG_MANAGER_ID = /^GTM-[A-Z0-9]{4,12}$/;

function consentSignals(choice: ConsentChoice) {
  const state = (granted: boolean) => (granted ? 'granted' : 'denied');
  return {
    analytics_storage: state(choice.analytics),
    ad_storage: state(choice.ads),
    ad_user_data: state(choice.ads),
    ad_personalization: state(choice.ads),
  };
}

/** Puts the consent default (everything denied) in the data layer, if nothing is there yet. */
export function denyUntilAsked() {
  dataLayer();
}

/** The shopper's choice, to the tag manager (loaded or yet to load). */
export function updateConsent(choice: ConsentChoice) {
  gtag('consent', 'update', consentSignals(choice));
}

/** Loads the tag manager once (its own snippet, without the inline script the policy would refuse). */
export function loadTagManager(id: string) {
  if (!TAG_MANAGER_ID.test(id) || document.getElementById('tag-manager')) return;
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = 'tag-manager';
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}
