import { API } from '@mecha/shared/api-paths';
import type { PayBody, PayData } from '@mecha/shared/pay/api';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request.ts';

export interface PayAttempt {
  body: PayBody;
  /** One per attempt: a retry of the same attempt (a lost answer) sends it again, so it answers the same order. */
  idempotencyKey: string;
}

/** pay: creates the order (or answers the one this key made) and its checkout address. */
export function createPayment({ body, idempotencyKey }: PayAttempt): Promise<PayData> {
  return request<PayData>(API.pay, { body, headers: { 'Idempotency-Key': idempotencyKey }, toast: false });
}

export function useCreatePayment() {
  return useMutation({ mutationFn: createPayment });
}
