import type { AddressMessages } from './en.ts';

export const addressZhHK: AddressMessages = {
  address: {
    name: '收件人姓名',
    phone: '電話號碼',
    postcode: '郵遞區號',
    noPostcode: '{{region}}無需郵遞區號',
    region: '收貨地區',
    country: '國家或地區',
    city: '城市',
    detail: '詳細地址',
    detailPlaceholder: '區域、街道、大廈、樓層及單位',
    email: '收件人電郵（選填）',
    regions: { CN: '中國內地', HK: '香港', MO: '澳門', TW: '台灣', JP: '日本' },
    submit: '提交地址',
  },
};
