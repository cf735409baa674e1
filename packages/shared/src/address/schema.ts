import { z } from 'zod';
import type { ErrorKey } from '../errors/catalogue.ts';

// The shipping address of SPEC §3 (name, phone, postal code, region, country, city, detailed address, receiver
// e-mail), validated per shipping region (SPEC §9: mainland China, Hong Kong, Macau, Taiwan, Japan). One schema
// for cumulative top-up prizes, the points mall and the anniversary draw. Each issue's message is an ErrorKey, so
// the server answers its catalogue code and the app names the field in the player's language before sending.
const key = (k: ErrorKey) => ({ error: k });

export const SHIPPING_REGIONS = ['CN', 'HK', 'MO', 'TW', 'JP'] as const;
export type ShippingRegion = (typeof SHIPPING_REGIONS)[number];

interface RegionRule {
  country: string;
  phone: RegExp;
  /** null: the region has no postal codes (Hong Kong, Macau). */
  postcode: RegExp | null;
}
export const REGION_RULES: Record<ShippingRegion, RegionRule> = {
  CN: { country: 'CN', phone: /^(\+?86)?1[3-9]\d{9}$/, postcode: /^\d{6}$/ },
  HK: { country: 'HK', phone: /^(\+?852)?[4-9]\d{7}$/, postcode: null },
  MO: { country: 'MO', phone: /^(\+?853)?6\d{7}$/, postcode: null },
  TW: { country: 'TW', phone: /^(\+?886|0)9\d{8}$/, postcode: /^\d{3}(\d{2,3})?$/ },
  JP: { country: 'JP', phone: /^(\+?81|0)[789]0\d{8}$|^0\d{9}$/, postcode: /^\d{3}-?\d{4}$/ },
};

/** Spaces, hyphens and brackets people type in phone numbers do not count. */
export const normalisePhone = (raw: string) => raw.replace(/[\s\-()]/g, '');

const field = (max: number) =>
  z
    .string(key('fillShipping'))
    .trim()
    .min(1, key('addressEmpty'))
    .max(max, key('addressTooLong'))
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), key('paramError'));

export const shippingAddressSchema = z
  .strictObject({
    name: field(40),
    phone: field(24),
    postcode: z.string(key('addressPostcodeInvalid')).trim().max(10, key('addressPostcodeInvalid')).default(''),
    region: z.enum(SHIPPING_REGIONS, key('addressRegionInvalid')),
    country: z.string().trim().max(40, key('addressTooLong')).default(''),
    city: field(60),
    detail: field(200),
    email: z.union([z.literal(''), z.email(key('addressEmailInvalid')).max(120, key('addressTooLong'))]).default(''),
  })
  .superRefine((a, ctx) => {
    const rule = REGION_RULES[a.region];
    if (!rule.phone.test(normalisePhone(a.phone))) ctx.addIssue({ code: 'custom', path: ['phone'], message: 'addressPhoneInvalid' });
    if (rule.postcode && !rule.postcode.test(a.postcode)) ctx.addIssue({ code: 'custom', path: ['postcode'], message: 'addressPostcodeInvalid' });
  });
export type ShippingAddress = z.output<typeof shippingAddressSchema>;
/** What is stored: the phone without separators, the country that goes with the region, no postcode where none exists. */
export const normaliseAddress = (a: ShippingAddress): ShippingAddress => ({ ...a, phone: normalisePhone(a.phone), country: REGION_RULES[a.region].country, postcode: REGION_RULES[a.region].postcode ? a.postcode : '' });
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;
