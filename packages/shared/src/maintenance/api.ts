import { z } from 'zod';
import { MAINTENANCE_FEATURES } from './features.ts';

// The maintenance switch's calls (decision 0053): what the app reads, and the operator calls that switch it.

export const maintenanceFeature = z.enum(MAINTENANCE_FEATURES);

/** What players learn: which features are under repair and until when (the operator's reason stays internal). */
export const maintenanceData = z.object({
  list: z.array(z.object({ feature: maintenanceFeature, until: z.string().nullable() })),
});
export type MaintenanceData = z.infer<typeof maintenanceData>;

/** The data of an underRepair (1013) answer: the feature the call belongs to and the expected end, if given. */
export const underRepairDetail = z.object({ feature: maintenanceFeature, until: z.string().nullable() });
export type UnderRepairDetail = z.infer<typeof underRepairDetail>;

const reason = z.string().trim().min(1).max(300);

export const maintenanceOnBody = z.strictObject({
  feature: maintenanceFeature,
  reason,
  /** The expected end (ISO 8601 with offset); the switch turns itself off then. Omitted: until switched off. */
  until: z.iso.datetime({ offset: true }).max(40).nullish(),
});
export type MaintenanceOnBody = z.infer<typeof maintenanceOnBody>;

export const maintenanceOffBody = z.strictObject({ feature: maintenanceFeature, reason });
export type MaintenanceOffBody = z.infer<typeof maintenanceOffBody>;

export const maintenanceSwitch = z.object({
  feature: maintenanceFeature,
  reason: z.string(),
  until: z.string().nullable(),
  since: z.string(),
  by: z.string(),
});
export type MaintenanceSwitch = z.infer<typeof maintenanceSwitch>;

export const maintenanceOpsList = z.object({ list: z.array(maintenanceSwitch) });
export type MaintenanceOpsList = z.infer<typeof maintenanceOpsList>;
