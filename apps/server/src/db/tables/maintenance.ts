// The per-feature maintenance switch (migrations/0017-maintenance.ts, decision 0053): one row per feature under
// repair; switching off deletes the row (the audit log keeps the history).
export interface MaintenanceSwitchesTable {
  feature: string;
  reason: string;
  /** The expected end: past it the switch counts as off without anyone touching it. */
  until: Date | null;
  since: Date;
  /** The operator who switched it on (as the audit log names them). */
  switched_by: string;
}
