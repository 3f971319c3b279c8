import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import type { SubscribeResult } from '@/components/newsletter/newsletter-schema';
import type { ContactResult } from '@/components/contact/contact-schema';
import type { CommentResult } from '@/components/blog/comment-schema';

// Server actions resolve in a transition; on a busy machine that can take over a second.
configure({ asyncUtilTimeout: 4000 });

const subscribeToNewsletter = vi.fn<(input: unknown) => Promise<SubscribeResult>>();
const sendContact = vi.fn<(input: unknown) => Promise<ContactResult>>();
const postComment = vi.fn<(route: unknown, input: unknown, asShopper: boolean) => Promise<CommentResult>>();
const refresh = vi.fn();

vi.mock('@/components/newsletter/newsletter-actions', () => ({
  subscribeToNewsletter: (input: unknown) => subscribeToNewsletter(input),
}));
vi.mock('@/components/contact/contact-actions', () => ({
  sendContact: (input: unknown) => sendContact(input),
}));
vi.mock('@/components/blog/comment-actions', () => ({
  postComment: (route: unknown, input: unknown, asShopper: boolean) => postComment(route, input, asShopper),
}));
vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
  useRouter: () => ({ refresh, push: vi.fn(), replace: vi.fn() }),
}));

const { NewsletterForm } = await import('@/components/newsletter/newsletter-form');
const { ContactForm } = await import('@/components/contact/contact-form');
const { CommentsThread } = await import('@/components/blog/comments-thread');
const { useNewsletterPopup } = await import('@/stores/newsletter-popup');
const { useAuth } = await import('@/stores/auth');

const wrap = (ui: React.ReactNode) =>
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Europe/Rome">
      {ui}
    </NextIntlClientProvider>,
  );

beforeEach(() => {
  subscribeToNewsletter.mockReset();
  sendContact.mockReset();
  postComment.mockReset();
  refresh.mockReset();
  localStorage.clear();
  useNewsletterPopup.setState({ status: 'unseen', at: null });
  useAuth.getState().clear();
});

describe('newsletter form', () => {
  it('refuses an invalid address next to the field without calling the back-end', async () => {
    wrap(<NewsletterForm />);
    const field = screen.getByLabelText(/Email address/);
    await userEvent.type(field, 'anna@');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(/valid email address/)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/valid email address/);
    expect(subscribeToNewsletter).not.toHaveBeenCalled();
  });

  it('tells the shopper to check the inbox, and the popup will not offer itself any more', async () => {
    subscribeToNewsletter.mockResolvedValue({ ok: true, status: 'pending' });
    wrap(<NewsletterForm />);
    await userEvent.type(screen.getByLabelText(/Email address/), 'anna@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Almost done: check your inbox')).toBeInTheDocument();
    expect(screen.getByText(/We have sent an email to anna@example.com/)).toBeInTheDocument();
    expect(subscribeToNewsletter).toHaveBeenCalledWith({ email: 'anna@example.com' });
    expect(useNewsletterPopup.getState().status).toBe('subscribed');
  });

  it('keeps the text on a failure, then says a link is on its way', async () => {
    subscribeToNewsletter.mockResolvedValueOnce({ ok: false, reason: 'rate-limited' });
    wrap(<NewsletterForm />);
    const field = screen.getByLabelText(/Email address/);
    await userEvent.type(field, 'busy@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
    expect(field).toHaveValue('busy@example.com');
    subscribeToNewsletter.mockResolvedValueOnce({ ok: true, status: 'pending' });
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Almost done: check your inbox')).toBeInTheDocument();
  });
});

describe('contact form', () => {
  async function fill(email: string) {
    await userEvent.type(screen.getByLabelText(/Full name/), 'Rosa Bruno');
    await userEvent.type(screen.getByLabelText(/^Email/), email);
    await userEvent.type(screen.getByLabelText(/Subject/), 'Opening hours');
    await userEvent.type(screen.getByLabelText(/^Message/), 'Are you open on Sunday in Bologna?');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
  }

  it('refuses an invalid email next to the field', async () => {
    wrap(<ContactForm />);
    await fill('rosa.example.com');
    expect(await screen.findByText(/valid email address/)).toBeInTheDocument();
    expect(sendContact).not.toHaveBeenCalled();
  });

  it('sends a valid message, says so and clears only subject and message', async () => {
    sendContact.mockResolvedValue({ ok: true, reference: '' });
    wrap(<ContactForm />);
    await fill('rosa@example.com');
    expect(await screen.findByText('Thank you, your message has been sent.')).toBeInTheDocument();
    expect(sendContact).toHaveBeenCalledWith({
      full_name: 'Rosa Bruno',
      email: 'rosa@example.com',
      subject: 'Opening hours',
      message: 'Are you open on Sunday in Bologna?',
    });
    await waitFor(() => expect(screen.getByLabelText(/Subject/)).toHaveValue(''));
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Rosa Bruno');
  });

  it('shows the server’s field errors next to their fields', async () => {
    sendContact.mockResolvedValue({ ok: false, reason: 'invalid', fieldErrors: { email: 'errorEmailInvalid' } });
    wrap(<ContactForm />);
    await fill('rosa@example.com');
    expect(await screen.findByText(/valid email address/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Rosa Bruno');
  });
});

describe('blog comments', () => {
  const route = 'blog/guides/a-post';
  const comments = [
    {
      name: 'c1',
      replyTo: null,
      by: 'Giulia Ferri',
      html: '<p>Very clear, thank you!</p>',
      at: '2026-11-19 10:00:00.000000',
    },
    { name: 'c2', replyTo: 'c1', by: 'Luca Bianchi', html: '<p>Glad it helped!</p>', at: '2026-11-20 10:00:00.000000' },
  ];
  const thread = (props: Partial<React.ComponentProps<typeof CommentsThread>> = {}) => (
    <CommentsThread
      route={route}
      comments={comments}
      replies={false}
      closed={false}
      unavailable={false}
      locale="en"
      {...props}
    />
  );

  it('shows a flat list without reply buttons when the back-end keeps no replies, and asks guests for name and email', () => {
    wrap(thread());
    expect(screen.getByRole('heading', { name: '2 comments' })).toBeInTheDocument();
    expect(screen.getByText('Glad it helped!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reply to/ })).toBeNull();
    expect(screen.getByLabelText(/^Name/)).toBeInTheDocument();
  });

  it('refuses a link in the comment before sending it', async () => {
    wrap(thread());
    await userEvent.type(screen.getByLabelText(/^Name/), 'Ugo');
    await userEvent.type(screen.getByLabelText(/^Email/), 'ugo@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: /^Comment/ }), 'See https://spam.example');
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText(/cannot contain links or email addresses/)).toBeInTheDocument();
    expect(postComment).not.toHaveBeenCalled();
  });

  it('offers no form on a post with comments closed', () => {
    wrap(thread({ closed: true }));
    expect(screen.getByText('Comments are closed for this post.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post comment' })).toBeNull();
  });

  it('posts a signed-in shopper’s reply to a comment and refreshes the page', async () => {
    useAuth.getState().setUser({ first_name: 'Mario', last_name: 'Rossi', email: 'mario.rossi@example.com' });
    postComment.mockResolvedValue({ ok: true });
    wrap(thread({ replies: true }));
    expect(screen.getByText('You are commenting as Mario Rossi.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Name/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reply to Giulia Ferri' }));
    expect(screen.getByRole('heading', { name: 'Reply to Giulia Ferri' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /^Comment/ }), 'Same here, great guide.');
    await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText('Thank you! Your comment has been published.')).toBeInTheDocument();
    expect(postComment).toHaveBeenCalledWith(route, { comment: 'Same here, great guide.', reply_to: 'c1' }, true);
    expect(refresh).toHaveBeenCalled();
  });

  it('publishes a guest’s comment at once', async () => {
    postComment.mockResolvedValue({ ok: true });
    wrap(thread({ comments: [] }));
    expect(screen.getByText(/No comments yet/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Name/), 'Ugo');
    await userEvent.type(screen.getByLabelText(/^Email/), 'ugo@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: /^Comment/ }), 'Which roller do you recommend?');
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Thank you! Your comment has been published.')).toBeInTheDocument();
    expect(postComment).toHaveBeenCalledWith(
      route,
      { comment: 'Which roller do you recommend?', comment_by: 'Ugo', comment_email: 'ugo@example.com' },
      false,
    );
    expect(refresh).toHaveBeenCalled();
  });
});
