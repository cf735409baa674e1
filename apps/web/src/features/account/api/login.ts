import type { LoginData } from '@mecha/shared/account/schemas';
import { API } from '@mecha/shared/api-paths';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request.ts';
import { applyLogin } from '../session.ts';

export type LoginInput = { uid: string; code: string } | { wztoken: string };

export function login(input: LoginInput, options: { toast?: boolean } = {}): Promise<LoginData> {
  return request<LoginData>(API.login, { method: 'POST', body: input, toast: options.toast });
}

export function useLogin() {
  return useMutation({ mutationFn: (input: LoginInput) => login(input), onSuccess: applyLogin });
}
