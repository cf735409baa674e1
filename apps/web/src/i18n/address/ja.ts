import type { AddressMessages } from './en.ts';

export const addressJa: AddressMessages = {
  address: {
    name: '受取人氏名',
    phone: '電話番号',
    postcode: '郵便番号',
    noPostcode: '{{region}}は郵便番号不要です',
    region: '配送地域',
    country: '国・地域',
    city: '市区町村',
    detail: '番地・建物名',
    detailPlaceholder: '町名・番地・建物名・部屋番号',
    email: '受取人メールアドレス（任意）',
    regions: { CN: '中国本土', HK: '香港', MO: 'マカオ', TW: '台湾', JP: '日本' },
    submit: '住所を送信',
  },
};
