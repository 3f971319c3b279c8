'use client';
import { useRouter } from '@/i18n/navigation';
import { LoginDialog } from './login-dialog';
import { SignInTexts } from './sign-in-texts';

/**
 * The header's login/register popup with its texts, which it reads when it first opens. Should
 * they not arrive, the shopper gets the sign-in page instead of a dialog without words.
 */
export function LoginModal({ onClose }: { onClose: () => void }) {
  const router = useRouter();
  return (
    <SignInTexts
      failed={() => null}
      onError={() => {
        onClose();
        router.push('/pages/login');
      }}
    >
      <LoginDialog onClose={onClose} />
    </SignInTexts>
  );
}
