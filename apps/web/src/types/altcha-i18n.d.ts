// altcha's language packs register themselves on import and export nothing; the package ships no types for them.
declare module 'altcha/i18n/zh-cn';
declare module 'altcha/i18n/zh-tw';
