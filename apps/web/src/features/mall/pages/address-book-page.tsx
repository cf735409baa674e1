import { ADDRESS_BOOK_MAX, type SavedAddress } from '@mecha/shared/mall/api';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PlusIcon } from '../../../components/icons.tsx';
import { NavBar } from '../../../components/nav-bar.tsx';
import { PageBody } from '../../../components/page.tsx';
import { PullToRefresh } from '../../../components/pull-to-refresh.tsx';
import { EmptyBlock, ErrorBlock, Skeleton } from '../../../components/states.tsx';
import { errorMessage } from '../../../i18n/error-texts.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { isApiError } from '../../../lib/request.ts';
import { showToast } from '../../../lib/toast.ts';
import { addressesKey } from '../api/account-keys.ts';
import { useDeleteAddress } from '../api/delete-address.ts';
import { useAddresses } from '../api/get-addresses.ts';
import { useMallScope } from '../api/mall-keys.ts';
import { useSaveAddress } from '../api/save-address.ts';
import { AccountAccess } from '../components/account-access.tsx';
import { AddressBookEntry } from '../components/address-book-entry.tsx';
import { AddressBookSheet } from '../components/address-book-sheet.tsx';
import { bookIsFull, withoutBookFields } from '../lib/address-choice.ts';
import styles from './address-book-page.module.css';

// act/address-book/index: the account's saved shipping addresses (up to 10, one default) that the mall's address
// picker offers. Orders keep their own copy, so editing or deleting here never moves an order.
export function AddressBookPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = addressesKey(useMallScope());
  return (
    <>
      <NavBar title={t('mall.orders.book.title')} back />
      <PullToRefresh onRefresh={() => queryClient.invalidateQueries({ queryKey: key })}>
        <PageBody>
          <AccountAccess>
            <Book />
          </AccountAccess>
        </PageBody>
      </PullToRefresh>
    </>
  );
}

function Book() {
  const { t, language } = useTranslation();
  const book = useAddresses();
  const save = useSaveAddress();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<SavedAddress | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const [fullShown, setFullShown] = useState(false);

  if (book.isPending) return [0, 1, 2].map((i) => <Skeleton key={i} height="9rem" />);
  if (book.isError) return <ErrorBlock error={book.error} onRetry={() => void book.refetch()} />;
  const { list, max } = book.data;
  const full = bookIsFull(book.data);
  const failed = (error: unknown) => showToast(isApiError(error) ? error.message : t('common.requestException'), 'error');

  const add = () => {
    // A full book is refused by the server anyway: say so before the player types a whole address.
    if (full) return setFullShown(true);
    setEditing('new');
  };
  const makeDefault = (a: SavedAddress) =>
    save.mutate({ id: a.id, address: withoutBookFields(a), isDefault: true }, { onSuccess: () => showToast(t('mall.orders.book.defaultSet'), 'success'), onError: failed });
  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => {
        showToast(t('mall.orders.book.deleted'), 'success');
        setDeleting(null);
      },
      onError: (error) => {
        setDeleting(null);
        failed(error);
      },
    });

  return (
    <>
      <div className={styles.head}>
        <span className={styles.count} data-testid="book-count">
          {t('mall.orders.book.count', { count: list.length, max: max || ADDRESS_BOOK_MAX })}
        </span>
        <Button size="sm" onClick={add} data-testid="book-add">
          <PlusIcon size="1.4rem" />
          {t('mall.orders.book.add')}
        </Button>
      </div>
      {full && fullShown && (
        <p className={styles.full} role="alert" data-testid="book-full">
          {errorMessage('mallAddressBookFull', language)}
        </p>
      )}
      {list.length === 0 ? (
        <EmptyBlock>{t('mall.orders.book.empty')}</EmptyBlock>
      ) : (
        <ul className={styles.list} data-testid="book-list">
          {list.map((a) => (
            <li key={a.id} className={styles.card} data-default={a.isDefault || undefined} data-testid="book-entry" data-id={a.id}>
              <AddressBookEntry address={a} />
              <div className={styles.actions}>
                {!a.isDefault && (
                  <Button variant="ghost" size="sm" loading={save.isPending && save.variables?.id === a.id} onClick={() => makeDefault(a)} data-testid="book-set-default">
                    {t('mall.orders.book.setDefault')}
                  </Button>
                )}
                <Button variant="secondary" size="sm" onClick={() => setEditing(a)} data-testid="book-edit">
                  {t('mall.orders.book.edit')}
                </Button>
                <Button variant="ghost" size="sm" className={styles.delete} onClick={() => setDeleting(a)} data-testid="book-delete">
                  {t('mall.orders.book.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <AddressBookSheet editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('mall.orders.book.deleteTitle')}
        body={t('mall.orders.book.deleteBody')}
        confirmLabel={t('mall.orders.book.delete')}
        tone="danger"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
