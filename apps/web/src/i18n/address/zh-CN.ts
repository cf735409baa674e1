import type { AddressMessages } from './en.ts';

export const addressZhCN: AddressMessages = {
  address: {
    name: '收件人姓名',
    phone: '手机号码',
    postcode: '邮政编码',
    noPostcode: '{{region}}无需邮政编码',
    region: '收货地区',
    country: '国家或地区',
    city: '城市',
    detail: '详细地址',
    detailPlaceholder: '区县、街道、楼栋、楼层及门牌号',
    email: '收件人邮箱（选填）',
    regions: { CN: '中国大陆', HK: '中国香港', MO: '中国澳门', TW: '中国台湾', JP: '日本' },
    submit: '提交地址',
  },
};
