import type { ShipCsvLine } from '@mecha/shared/annual/ops-api';
import { TrackingImport } from '../lib/tracking-import.tsx';

// Anniversary prizes shipped by a tracking file: the console's tracking import (lib/tracking-import.tsx) on the
// anniversary's call, with its refusals in words.
const WHY: Record<string, string> = {
  infoLocked: 'already shipped',
  fillShipping: 'no address yet',
  annualForfeited: 'forfeited',
  annualDrawNotFound: 'no such draw',
  annualAddressNotNeeded: 'a virtual prize',
  opsEditionForbidden: 'not one of your editions',
};

export function WinnersImport({ onApplied }: { onApplied: (message: string) => void }) {
  return (
    <TrackingImport<ShipCsvLine>
      path="/api/ops/annual/winners/ship-csv"
      title="Ship by tracking CSV"
      format={
        <>
          One prize per line: <code>drawId,carrier,tracking</code> (a header line is allowed).
        </>
      }
      noun="prize"
      idLabel="Draw"
      idOf={(l) => l.drawId}
      trackingOf={(l) => l.tracking}
      why={WHY}
      testIds={{ panel: 'winners-import', file: 'winners-file', dryRun: 'winners-dry-run', result: 'winners-import-result' }}
      onApplied={onApplied}
    />
  );
}
