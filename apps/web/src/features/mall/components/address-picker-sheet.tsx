import type { ShippingAddress, ShippingRegion } from '@mecha/shared/address/schema';
import { useEffect, useId, useState } from 'react';
import { AddressForm } from '../../../components/address-form.tsx';
import { Button } from '../../../components/button.tsx';
import { Overlay } from '../../../components/overlay.tsx';
import { ErrorBlock, Skeleton } from '../../../components/states.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { editionOf } from '../../../lib/locale.ts';
import { isApiError } from '../../../lib/request.ts';
import { useAppState } from '../../../lib/store.ts';
import { useAddresses } from '../api/get-addresses.ts';
import { useSaveAddress } from '../api/save-address.ts';
import { bookIsFull, newestId, preselectedId, type AddressChoice } from '../lib/address-choice.ts';
import { AddressBookEntry } from './address-book-entry.tsx';
import styles from './address-picker-sheet.module.css';

export type { AddressChoice } from '../lib/address-choice.ts';

// The edition's own region comes first in a new address; the Steam edition has no home region.
const HOME_REGION = { cn: 'CN', hk: 'HK', jp: 'JP', global: null } as const satisfies Record<string, ShippingRegion | null>;

interface AddressPickerSheetProps {
  open: boolean;
  /** The sheet's heading; "Shipping address" unless given. */
  title?: string;
  onPick: (choice: AddressChoice) => void;
  onClose: () => void;
  /** The pick is being sent (an exchange, an address change): its button spins. */
  busy?: boolean;
}

/**
 * Where a mall order ships: an address of the book (the default preselected), or a new one, saved to the book and
 * picked by id. A full book cannot take it, so the player may use it for this order only. The caller sends the
 * choice (score/order, score/draw/enter, score/order/modify) and closes the sheet.
 */
export function AddressPickerSheet({ open, title, onPick, onClose, busy }: AddressPickerSheetProps) {
  const titleId = useId();
  return (
    <Overlay open={open} onClose={onClose} kind="sheet" labelledBy={titleId}>
      {/* Mounted only while open, so each opening starts from the book with the default picked. */}
      {open && <PickerBody titleId={titleId} title={title} onPick={onPick} busy={busy} />}
    </Overlay>
  );
}

function PickerBody({ titleId, title, onPick, busy }: { titleId: string; title?: string; onPick: (c: AddressChoice) => void; busy?: boolean }) {
  const { t } = useTranslation();
  const book = useAddresses();
  const save = useSaveAddress();
  const edition = useAppState(editionOf);
  const [mode, setMode] = useState<'list' | 'add'>('list');
  const [picked, setPicked] = useState<number | null>(null);
  /** A typed address the full book refused: offered for this order only. */
  const [unsaved, setUnsaved] = useState<ShippingAddress | null>(null);
  const list = book.data?.list ?? [];
  const full = book.data ? bookIsFull(book.data) : false;
  // An empty book goes straight to a new address, in the render that shows the book: set from an effect, the
  // empty list and its disabled "Use" button were painted for a frame first.
  const adding = mode === 'add' || (book.data !== undefined && list.length === 0);

  // The default is picked once the book arrives.
  useEffect(() => {
    if (!book.data) return;
    setPicked((p) => (p !== null && book.data.list.some((a) => a.id === p) ? p : preselectedId(book.data.list)));
  }, [book.data]);

  const submitNew = (address: ShippingAddress) => {
    if (full) return onPick({ address });
    save.mutate(
      { address, isDefault: false },
      {
        onSuccess: (answer) => {
          const id = newestId(answer.list);
          if (id !== null) onPick({ addressId: id });
        },
        onError: (error) => {
          if (isApiError(error, 'mallAddressBookFull')) setUnsaved(address);
        },
      },
    );
  };

  const saveError = save.error && !isApiError(save.error, 'mallAddressBookFull') ? (isApiError(save.error) ? save.error.message : t('common.requestException')) : null;

  let body;
  if (book.isPending) body = [0, 1].map((i) => <Skeleton key={i} height="6.4rem" />);
  else if (book.isError) body = <ErrorBlock error={book.error} onRetry={() => void book.refetch()} />;
  else if (!adding)
    body = (
      <>
        <div className={styles.list} role="radiogroup" aria-labelledby={titleId} data-testid="picker-list">
          {list.map((a) => (
            <label key={a.id} className={styles.option} data-picked={picked === a.id || undefined} data-testid="picker-option" data-id={a.id}>
              <input type="radio" name={`${titleId}-address`} className={styles.radio} checked={picked === a.id} onChange={() => setPicked(a.id)} />
              <AddressBookEntry address={a} />
            </label>
          ))}
        </div>
        <Button variant="ghost" block onClick={() => setMode('add')} data-testid="picker-add">
          {t('mall.orders.picker.add')}
        </Button>
        {/* Kept in view at the sheet's foot: a book of ten is taller than the phone. */}
        <div className={styles.foot}>
          <Button block disabled={picked === null} loading={busy} onClick={() => picked !== null && onPick({ addressId: picked })} data-testid="picker-use">
            {t('mall.orders.picker.use')}
          </Button>
        </div>
      </>
    );
  else if (unsaved)
    body = (
      <div className={styles.full} role="alert" data-testid="picker-full">
        <p>{t('mall.orders.picker.full', { max: book.data.max })}</p>
        <Button block loading={busy} onClick={() => onPick({ address: unsaved })} data-testid="picker-use-once">
          {t('mall.orders.picker.useOnce')}
        </Button>
        <Button variant="ghost" block onClick={() => (setUnsaved(null), save.reset(), setMode('list'))}>
          {t('mall.orders.picker.back')}
        </Button>
      </div>
    );
  else
    body = (
      <>
        {full && (
          <p className={styles.note} data-testid="picker-full-note">
            {t('mall.orders.picker.full', { max: book.data.max })}
          </p>
        )}
        <AddressForm
          defaultRegion={HOME_REGION[edition]}
          submitLabel={full ? t('mall.orders.picker.useOnce') : t('mall.orders.picker.saveAndUse')}
          busy={save.isPending || busy}
          error={saveError}
          onSubmit={submitNew}
        />
        {list.length > 0 && (
          <Button variant="ghost" block className={styles.back} onClick={() => (save.reset(), setMode('list'))} data-testid="picker-back">
            {t('mall.orders.picker.back')}
          </Button>
        )}
      </>
    );

  return (
    <>
      <h2 id={titleId} className={styles.title}>
        {adding && !unsaved ? t('mall.orders.picker.addTitle') : (title ?? t('mall.orders.picker.title'))}
      </h2>
      <div className={styles.body}>{body}</div>
    </>
  );
}
