import type { ShippingRegion } from '@mecha/shared/address/schema';
import { useId, useState, type FormEvent } from 'react';
import { AddressForm } from '../../../components/address-form.tsx';
import { Overlay } from '../../../components/overlay.tsx';
import { errorMessage } from '../../../i18n/error-texts.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { editionOf } from '../../../lib/locale.ts';
import { isApiError } from '../../../lib/request.ts';
import { useAppState } from '../../../lib/store.ts';
import { showToast } from '../../../lib/toast.ts';
import { useSetPrizeAddress } from '../api/set-prize-address.ts';
// The top-up prizes' sheet's look (title, note, locked line), and this sheet's one line of its own.
import styles from '../../../components/address-sheet.module.css';
import own from '../../../components/address-sheet.module.css';

// The edition's own shipping region comes first; the Steam edition ships to the five regions too but has no home one.
const HOME_REGION = { cn: 'CN', hk: 'HK', jp: 'JP', global: null } as const satisfies Record<string, ShippingRegion | null>;

/**
 * A won physical prize's address, once (SPEC §5): name and phone first (the shared form checks them with the
 * server's schema), then locked — "info cannot be changed after submission".
 */
export function PrizeAddressSheet({ drawId, onClose }: { drawId: number | null; onClose: () => void }) {
  const { t, language } = useTranslation();
  const titleId = useId();
  const save = useSetPrizeAddress();
  const edition = useAppState(editionOf);
  const error = save.error ? (isApiError(save.error) ? save.error.message : t('common.requestException')) : null;
  // SPEC §5's "please fill in name and phone" for the draw's form: read as the form is sent (capture phase, before
  // the shared form's own per-field check), so the player reads the spec's words above the fields it marks.
  const [namePhoneMissing, setNamePhoneMissing] = useState(false);
  const checkNamePhone = (event: FormEvent<HTMLDivElement>) => {
    const form = event.target as HTMLFormElement;
    const value = (name: string) => ((form.elements?.namedItem(name) as HTMLInputElement | null)?.value ?? '').trim();
    const missing = value('name') === '' || value('phone') === '';
    setNamePhoneMissing(missing);
    // The form scrolls to the first empty field, past the line above it: the toast says it where the eye is.
    if (missing) showToast(errorMessage('fillNamePhone', language), 'error');
  };
  const close = () => {
    save.reset();
    setNamePhoneMissing(false);
    onClose();
  };
  return (
    <Overlay open={drawId !== null} onClose={close} kind="sheet" labelledBy={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('lottery.address.title')}
      </h2>
      <p className={styles.note}>{t('lottery.address.note')}</p>
      {namePhoneMissing && (
        <p className={own.missing} role="alert" data-testid="prize-name-phone">
          {errorMessage('fillNamePhone', language)}
        </p>
      )}
      <div onSubmitCapture={checkNamePhone}>
      <AddressForm
        key={drawId}
        defaultRegion={HOME_REGION[edition]}
        busy={save.isPending}
        error={error}
        onSubmit={(address) =>
          drawId !== null &&
          save.mutate(
            { drawId, address },
            {
              onSuccess: () => {
                showToast(t('lottery.address.toast'), 'success');
                close();
              },
            },
          )
        }
      />
      </div>
      <p className={styles.locked}>{errorMessage('infoLocked', language)}</p>
    </Overlay>
  );
}
