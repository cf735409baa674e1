import { TrackingImport } from '../lib/tracking-import.tsx';
import { ORDERS_PATH, REFUSAL_TEXT, type ImportLine } from './types.ts';

// "Import tracking CSV" for mall orders: the console's tracking import (lib/tracking-import.tsx) on the mall's call.
export function ImportPanel({ onApplied }: { onApplied: (message: string) => void }) {
  return (
    <TrackingImport<ImportLine>
      path={`${ORDERS_PATH}/import-tracking`}
      title="Import tracking CSV"
      format={
        <>
          One order per line: <code>orderId,carrier,trackingNo</code> (a header line is allowed).
        </>
      }
      noun="order"
      idLabel="Order"
      idOf={(l) => l.orderId}
      trackingOf={(l) => l.trackingNo}
      why={REFUSAL_TEXT}
      testIds={{ panel: 'import-panel', file: 'tracking-file', dryRun: 'import-dry-run', result: 'import-result' }}
      onApplied={onApplied}
    />
  );
}
