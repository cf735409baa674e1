import type { CodeSendBody, CodeSendData } from '@mecha/shared/account/schemas';
import { API } from '@mecha/shared/api-paths';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request.ts';

export function sendCode(input: CodeSendBody): Promise<CodeSendData> {
  return request<CodeSendData>(API.codeSend, { method: 'POST', body: input });
}

export function useSendCode() {
  return useMutation({ mutationFn: sendCode });
}
