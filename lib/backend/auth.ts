import 'server-only';
import { z } from 'zod';
import { call } from './call';

export const userInfoSchema = z.object({
  email: z.string(),
  first_name: z.string().nullish().transform((v) => v ?? ''),
  last_name: z.string().nullish().transform((v) => v ?? ''),
  roles: z.array(z.string()).nullish(),
  customer: z.string().nullish(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** `sigin` (sic) answers `{message, jwt}` at the top level, not inside `message`. */
export function signIn(email: string, password: string) {
  return call({
    path: 'mymb_ecommerce.utils.auth.sigin',
    method: 'POST',
    params: { usr: email, pwd: password },
    schema: z.object({ jwt: z.string().min(10) }),
    unwrap: 'body',
  });
}

export function getUserInfo(jwt?: string) {
  return call({
    path: 'mymb_ecommerce.utils.auth.get_user_info',
    method: 'POST',
    schema: userInfoSchema,
    session: 'required',
    jwt,
  });
}
