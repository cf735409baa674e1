import { API } from '@mecha/shared/api-paths';
import type { drawEnterData } from '@mecha/shared/mall/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/request.ts';
import type { ExchangeInput } from './exchange.ts';
import { MALL_KEY } from './mall-keys.ts';

export type DrawEntry = z.infer<typeof drawEnterData>;

/** score/draw/enter: one entry of this account into a draw drop's window, with its address; no points move now. */
export function enterDraw({ productId, choice }: ExchangeInput): Promise<DrawEntry> {
  return request<DrawEntry>(API.scoreDrawEnter, { body: { productId, ...choice }, toast: false });
}

export function useEnterDraw() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: enterDraw, onSettled: () => queryClient.invalidateQueries({ queryKey: MALL_KEY }) });
}
