import type { Generated } from 'kysely';
import type { EditionCode } from '@mecha/shared/editions';

export interface SimRolesTable {
  uid: string;
  nickname: string;
  level: number;
  avatar: string;
  edition: EditionCode;
  region: string;
}

export interface SimMailTable {
  id: Generated<number>;
  uid: string;
  kind: string;
  title: string;
  body: string;
  code: string | null;
  created_at: Date;
  dedupe_key: string | null;
}
