import { render, screen } from '@testing-library/react';
import { PaymentCheck } from '@/components/checkout/payment-check';

const retrieve = vi.fn();
vi.mock('@stripe/stripe-js', () => ({
  loadStripe: vi.fn(async () => ({ retrievePaymentIntent: retrieve })),
}));

const replace = vi.fn();

function check() {
  return render(
    <PaymentCheck
      publishableKey="pk_test_1"
      clientSecret="pi_1_secret_2"
      failedHref="/pages/payment-failed?order=SAL-ORD-1"
      checking="Checking your payment…"
      paid={<p>Paid view</p>}
      processing={<p>Processing view</p>}
      unknown={<p>Not paid view</p>}
    />,
  );
}

describe('the result page after Stripe sent the shopper back', () => {
  beforeEach(() => {
    retrieve.mockReset();
    replace.mockReset();
    vi.stubGlobal('location', { ...window.location, replace });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks Stripe for the intent with its client secret, and shows the order once it succeeded', async () => {
    retrieve.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    check();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your payment…');
    expect(await screen.findByText('Paid view')).toBeInTheDocument();
    expect(retrieve).toHaveBeenCalledWith('pi_1_secret_2');
  });

  it('says a processing payment will be confirmed, not that it is paid', async () => {
    retrieve.mockResolvedValue({ paymentIntent: { status: 'processing' } });
    check();
    expect(await screen.findByText('Processing view')).toBeInTheDocument();
    expect(screen.queryByText('Paid view')).toBeNull();
  });

  it('sends a payment that needs another method to the failed page, which offers to pay the same order', async () => {
    retrieve.mockResolvedValue({ paymentIntent: { status: 'requires_payment_method' } });
    check();
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('/pages/payment-failed?order=SAL-ORD-1'));
    expect(screen.queryByText('Paid view')).toBeNull();
  });

  it('shows the back-end’s word when Stripe cannot be asked', async () => {
    retrieve.mockResolvedValue({ error: { type: 'invalid_request_error' } });
    check();
    expect(await screen.findByText('Not paid view')).toBeInTheDocument();
  });
});
