import type { Generated } from 'kysely';

// Operations tables (migrations/0018-operations.ts, decision 0191).
export interface StatusApiMinutesTable {
  /** The minute the answers were sent in (truncated). */
  minute: Date;
  /** Index into the latency bounds (platform/api-latency.ts); the last one is "slower than every bound". */
  bucket: number;
  requests: string | number;
  /** Of those, answered 5xx. */
  errors: string | number;
}

export interface IngestFreshnessTable {
  edition: string;
  last_received_at: Date;
  newest_ended_at: Date;
}

export interface StatusIncidentsTable {
  id: Generated<number>;
  severity: 'info' | 'minor' | 'major';
  /** `{ [language]: { title, body } }`, at least one language. */
  texts: Record<string, { title: string; body: string }>;
  started_at: Date;
  resolved_at: Date | null;
  updated_at: Date;
  created_by: string;
}
