// English texts of the shared shipping-address form (components/address-form.tsx): an area of its own, loaded by
// every page that ships a prize (top-up tiers, the mall, the anniversary draw).
export const addressEn = {
  address: {
    name: 'Recipient name',
    phone: 'Phone',
    postcode: 'Postal code',
    noPostcode: 'No postal code in {{region}}',
    region: 'Shipping region',
    country: 'Country or area',
    city: 'City',
    detail: 'Detailed address',
    detailPlaceholder: 'District, street, building, floor and room',
    email: 'Receiver e-mail (optional)',
    regions: { CN: 'Mainland China', HK: 'Hong Kong', MO: 'Macau', TW: 'Taiwan', JP: 'Japan' },
    submit: 'Submit address',
  },
};

export type AddressMessages = typeof addressEn;
