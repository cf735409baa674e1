import type { ShippingRegion } from '@mecha/shared/address/schema';
import type { SavedAddress } from '@mecha/shared/mall/api';
import { useId, useState } from 'react';
import { AddressForm } from '../../../components/address-form.tsx';
import { Overlay } from '../../../components/overlay.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { editionOf } from '../../../lib/locale.ts';
import { isApiError } from '../../../lib/request.ts';
import { useAppState } from '../../../lib/store.ts';
import { showToast } from '../../../lib/toast.ts';
import { useSaveAddress } from '../api/save-address.ts';
import { withoutBookFields } from '../lib/address-choice.ts';
import styles from './address-book-sheet.module.css';

const HOME_REGION = { cn: 'CN', hk: 'HK', jp: 'JP', global: null } as const satisfies Record<string, ShippingRegion | null>;

/** Adds an address to the book (`editing` 'new') or edits one; either may make it the default. */
export function AddressBookSheet({ editing, onClose }: { editing: SavedAddress | 'new' | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <Overlay open={editing !== null} onClose={onClose} kind="sheet" labelledBy={titleId}>
      {editing !== null && <SheetBody key={editing === 'new' ? 'new' : editing.id} titleId={titleId} editing={editing} onClose={onClose} />}
    </Overlay>
  );
}

function SheetBody({ titleId, editing, onClose }: { titleId: string; editing: SavedAddress | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveAddress();
  const edition = useAppState(editionOf);
  const current = editing === 'new' ? null : editing;
  const [makeDefault, setMakeDefault] = useState(current?.isDefault ?? false);
  const error = save.error ? (isApiError(save.error) ? save.error.message : t('common.requestException')) : null;
  return (
    <>
      <h2 id={titleId} className={styles.title}>
        {current ? t('mall.orders.book.editTitle') : t('mall.orders.book.addTitle')}
      </h2>
      {/* The default already is one: it stops being default only when another is made so. */}
      {!current?.isDefault && (
        <label className={styles.default}>
          <input type="checkbox" checked={makeDefault} onChange={(e) => setMakeDefault(e.target.checked)} data-testid="book-make-default" />
          {t('mall.orders.book.makeDefault')}
        </label>
      )}
      <AddressForm
        defaultRegion={HOME_REGION[edition]}
        initial={current ? withoutBookFields(current) : undefined}
        submitLabel={t('mall.orders.book.save')}
        busy={save.isPending}
        error={error}
        onSubmit={(address) =>
          save.mutate(
            { id: current?.id, address, isDefault: makeDefault },
            {
              onSuccess: () => {
                showToast(t('mall.orders.book.saved'), 'success');
                onClose();
              },
            },
          )
        }
      />
    </>
  );
}
