import { describe, expect, it } from 'vitest';
import { intentIsTheOrders, paymentReturnOf, verdictOfIntent } from '@/lib/domain/payment-return';

const SECRET = 'pi_3Abc_secret_Xyz123';

describe('Stripe’s return to the shop', () => {
  it('reads the intent and its client secret, and nothing else', () => {
    expect(paymentReturnOf({ payment_intent: 'pi_3Abc', payment_intent_client_secret: SECRET })).toEqual({
      intent: 'pi_3Abc',
      clientSecret: SECRET,
    });
    expect(paymentReturnOf({ payment_intent: 'pi_3Abc' })).toBeNull();
    expect(paymentReturnOf({ payment_intent: ['pi_3Abc'], payment_intent_client_secret: SECRET })).toBeNull();
  });

  it('refuses a client secret of another intent or a malformed one', () => {
    expect(paymentReturnOf({ payment_intent: 'pi_other', payment_intent_client_secret: SECRET })).toBeNull();
    expect(
      paymentReturnOf({ payment_intent: 'pi_3Abc', payment_intent_client_secret: `${SECRET}"><script>` }),
    ).toBeNull();
    expect(
      paymentReturnOf({ payment_intent: 'seti_3Abc', payment_intent_client_secret: 'seti_3Abc_secret_x' }),
    ).toBeNull();
  });

  it('takes the back-end’s word on whose intent it is, else the secret this browser was given', () => {
    const returned = { intent: 'pi_3Abc', clientSecret: SECRET };
    expect(intentIsTheOrders(returned, { orderIntent: 'pi_3Abc', rememberedSecret: 'pi_zzz_secret_1' })).toBe(true);
    expect(intentIsTheOrders(returned, { orderIntent: 'pi_someone_else' })).toBe(false);
    expect(intentIsTheOrders(returned, { rememberedSecret: SECRET })).toBe(true);
    expect(intentIsTheOrders(returned, { rememberedSecret: 'pi_3AbcD_secret_1' })).toBe(false);
    expect(intentIsTheOrders(returned, {})).toBeNull();
  });

  it('believes the intent’s status: paid, on its way, failed or unknown', () => {
    expect(verdictOfIntent('succeeded')).toBe('paid');
    expect(verdictOfIntent('processing')).toBe('processing');
    expect(verdictOfIntent('requires_capture')).toBe('processing');
    expect(verdictOfIntent('requires_payment_method')).toBe('failed');
    expect(verdictOfIntent('canceled')).toBe('failed');
    expect(verdictOfIntent('requires_action')).toBe('unknown');
    expect(verdictOfIntent(null)).toBe('unknown');
  });
});
