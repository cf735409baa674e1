// The one place the app's components get their translator from, so the translator behind it can change in one file.
export { useTranslation } from 'react-i18next';
export type { TFunction } from 'i18next';
