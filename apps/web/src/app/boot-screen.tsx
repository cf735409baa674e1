import { Spinner } from '../components/spinner.tsx';

/** Drawn while the first page's chunk loads. */
export function BootScreen() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '60vh', color: 'var(--cyan)' }}>
      <Spinner size="2.8rem" label="Loading" />
    </div>
  );
}
