import type { ShippingRegion } from '@mecha/shared/address/schema';
import { useId } from 'react';
import { AddressForm } from '../../../components/address-form.tsx';
import { Overlay } from '../../../components/overlay.tsx';
import { errorMessage } from '../../../i18n/error-texts.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { editionOf } from '../../../lib/locale.ts';
import { isApiError } from '../../../lib/request.ts';
import { useAppState } from '../../../lib/store.ts';
import { showToast } from '../../../lib/toast.ts';
import { useSetAddress } from '../api/set-address.ts';
import styles from '../../../components/address-sheet.module.css';

// The edition's own shipping region comes first; the Steam edition ships to the five regions too but has no home one.
const HOME_REGION = { cn: 'CN', hk: 'HK', jp: 'JP', global: null } as const satisfies Record<string, ShippingRegion | null>;

/** The physical prize's address, once: after it is sent it is locked (SPEC §8 "info cannot be changed"). */
export function AddressSheet({ claimId, onClose }: { claimId: number | null; onClose: () => void }) {
  const { t, language } = useTranslation();
  const titleId = useId();
  const save = useSetAddress();
  const edition = useAppState(editionOf);
  const error = save.error ? (isApiError(save.error) ? save.error.message : t('common.requestException')) : null;
  const close = () => {
    save.reset();
    onClose();
  };
  return (
    <Overlay open={claimId !== null} onClose={close} kind="sheet" labelledBy={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('act.addressTitle')}
      </h2>
      <p className={styles.note}>{t('act.addressNote')}</p>
      <AddressForm
        key={claimId}
        defaultRegion={HOME_REGION[edition]}
        busy={save.isPending}
        error={error}
        onSubmit={(address) =>
          claimId !== null &&
          save.mutate(
            { claimId, address },
            {
              onSuccess: () => {
                showToast(t('act.addressToast'), 'success');
                close();
              },
            },
          )
        }
      />
      <p className={styles.locked}>{errorMessage('infoLocked', language)}</p>
    </Overlay>
  );
}
