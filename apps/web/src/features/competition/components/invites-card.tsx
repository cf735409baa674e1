import type { Invite } from '@mecha/shared/competition/api';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { MailIcon } from '../../../components/icons.tsx';
import { Panel } from '../../../components/panel.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { Chip } from '../../../components/chip.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { usePartnerSuggestions } from '../api/get-partner-suggestions.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import styles from './invites-card.module.css';

interface InvitesCardProps {
  received: Invite[];
  sent: Invite[];
  /** The leader of a forming team may invite by UID. */
  canInvite: boolean;
  busy: string | null;
  onAccept: (invite: Invite) => void;
  onReject: (invite: Invite) => void;
  onInvite: (uid: string) => void;
}

/** Invitations: those waiting for the player's answer (accept / reject) and, for a forming team's leader, inviting by UID. */
export function InvitesCard({ received, sent, canInvite, busy, onAccept, onReject, onInvite }: InvitesCardProps) {
  const { t } = useTranslation();
  const [uid, setUid] = useState('');
  const waiting = received.filter((i) => i.state === 'pending');
  const pendingSent = sent.filter((i) => i.state === 'pending');
  if (waiting.length === 0 && !canInvite) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = uid.trim();
    if (value) onInvite(value);
  };

  return (
    <Panel title={t(canInvite ? 'competition.invites.send' : 'competition.invites.title')} data-testid={canInvite ? 'comp-invite-by-uid' : 'comp-invites'}>
      {waiting.length > 0 && (
        <ul className={styles.list}>
          {waiting.map((invite) => (
            <li key={invite.id} className={styles.item} data-testid="comp-invite">
              <p className={styles.text}>
                <MailIcon size="1.6rem" className={styles.icon} />
                {t('competition.invites.from', { name: invite.from.nickname, team: invite.team.name })}
              </p>
              <div className={styles.actions}>
                <Button size="sm" variant="secondary" loading={busy === `reject-${invite.id}`} onClick={() => onReject(invite)} data-testid="comp-invite-reject">
                  {t('competition.invites.reject')}
                </Button>
                <Button size="sm" loading={busy === `accept-${invite.id}`} onClick={() => onAccept(invite)} data-testid="comp-invite-accept">
                  {t('competition.invites.accept')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {canInvite && (
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField
            label={t('competition.invites.uid')}
            value={uid}
            inputMode="numeric"
            autoComplete="off"
            onChange={(e) => setUid(e.target.value)}
            data-testid="comp-invite-uid"
            trailing={
              <Button type="submit" size="sm" loading={busy === 'invite'} disabled={!uid.trim()} data-testid="comp-invite-send">
                {t('competition.invites.invite')}
              </Button>
            }
          />
          <PartnerSuggestions invited={pendingSent.map((i) => i.to.uid)} onPick={setUid} />
          {pendingSent.map((i) => (
            <p key={i.id} className={styles.sent} data-testid="comp-invite-sent">
              {t('competition.invites.waiting', { name: i.to.nickname })}
            </p>
          ))}
        </form>
      )}
    </Panel>
  );
}

/** This season's most played-with 2v2 partners, a tap away from the UID field (nothing shown when there are none). */
function PartnerSuggestions({ invited, onPick }: { invited: string[]; onPick: (uid: string) => void }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const suggestions = (usePartnerSuggestions(true).data ?? []).filter((p) => !invited.includes(p.uid));
  if (suggestions.length === 0) return null;
  return (
    <div className={styles.suggest} role="group" aria-label={t('competition.invites.suggested')} data-testid="comp-partner-suggestions">
      <span className={styles.suggestLabel}>{t('competition.invites.suggested')}</span>
      {suggestions.map((p) => (
        <Chip key={p.uid} onClick={() => onPick(p.uid)} data-testid="comp-partner-suggestion" data-uid={p.uid} aria-label={t('competition.invites.suggestion', { name: p.nickname, uid: p.uid, count: p.together, rate: f.winRate(p.wins / p.together) })}>
          {p.nickname} · {t('competition.invites.together', { count: p.together })}
        </Chip>
      ))}
    </div>
  );
}
