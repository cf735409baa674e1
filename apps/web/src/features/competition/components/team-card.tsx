import type { Member, Team } from '@mecha/shared/competition/api';
import { Button } from '../../../components/button.tsx';
import { CheckIcon, CrownIcon, HistoryIcon, LinkIcon, ShareIcon, TrashIcon } from '../../../components/icons.tsx';
import { Panel } from '../../../components/panel.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formattersFor } from '../../../lib/format.ts';
import { formatWhen } from '../../../lib/format-when.ts';
import type { CheckinView } from '../lib/checkin.ts';
import { spacedCode } from '../lib/share-link.ts';
import styles from './team-card.module.css';

interface TeamCardProps {
  team: Team;
  /** The stage whose check-in is open, and whether this team is in; null when none is. */
  checkin: CheckinView | null;
  /** Which action is running (its button spins). */
  busy: string | null;
  onCopy: (code: string) => void;
  onShare: (code: string) => void;
  onCode: (action: 'regenerate' | 'revoke') => void;
  onRemove: (member: Member) => void;
  onLeave: () => void;
  onCheckIn: (stageId: string) => void;
  onHistory: () => void;
}

/**
 * The player's team: name, region, state, members (leader badge, best 2v2 score), the contact (members only), the
 * invitation code with copy and share, the leader's code and roster actions, check-in, history and leaving.
 * Roster actions are hidden once the roster is locked (check-in opened); the server refuses them either way.
 */
export function TeamCard({ team, checkin, busy, onCopy, onShare, onCode, onRemove, onLeave, onCheckIn, onHistory }: TeamCardProps) {
  const { t, language } = useTranslation();
  const f = formattersFor(language);
  const leader = team.me === 'leader';
  const open = !team.locked && (team.state === 'forming' || team.state === 'full');
  return (
    <Panel
      title={team.name}
      id="comp-team"
      data-testid="comp-team"
      data-state={team.state}
      action={
        <span className={styles.state} data-state={team.state} data-testid="comp-team-state">
          {t(`competition.team.state.${team.state}`)}
        </span>
      }
    >
      <p className={styles.sub}>{t('competition.team.region', { region: team.region })}</p>
      {team.state === 'disqualified' && team.disqualifiedReason && (
        <p className={styles.warn} role="note">
          {t('competition.team.disqualified', { reason: team.disqualifiedReason })}
        </p>
      )}
      {team.locked && (
        <p className={styles.locked} data-testid="comp-locked" role="note">
          {t('competition.team.locked')}
        </p>
      )}

      {checkin && (
        <div className={styles.checkin} data-testid="comp-checkin" data-checked={checkin.checkedIn}>
          {checkin.checkedIn ? (
            <p className={styles.checked} data-testid="comp-checked-in">
              <CheckIcon size="1.6rem" /> {t('competition.team.checkedIn', { stage: checkin.stage.name })}
            </p>
          ) : (
            <>
              <p className={styles.checkinText}>
                {t('competition.team.checkinOpen', { stage: checkin.stage.name, time: formatWhen(language, checkin.stage.startsAt) })}
              </p>
              <Button block loading={busy === 'checkIn'} onClick={() => onCheckIn(checkin.stage.id)} data-testid="comp-check-in">
                {t('competition.team.checkIn')}
              </Button>
            </>
          )}
        </div>
      )}

      <h3 className={styles.heading}>{t('competition.team.members')}</h3>
      <ul className={styles.members} data-testid="comp-members">
        {team.members.map((m) => (
          <li key={m.uid} className={styles.member} data-testid="comp-member" data-uid={m.uid} data-role={m.role}>
            <div className={styles.who}>
              <span className={styles.name}>
                {m.nickname}
                {m.role === 'leader' && (
                  <span className={styles.badge} data-testid="comp-leader-badge">
                    <CrownIcon size="1.2rem" /> {t('competition.team.leader')}
                  </span>
                )}
              </span>
              <span className={styles.facts}>
                UID {m.uid} · {t('competition.team.best', { score: f.number(m.best) })}
              </span>
            </div>
            {leader && open && m.role !== 'leader' && (
              <Button
                variant="ghost"
                size="sm"
                className={styles.remove}
                aria-label={t('competition.team.remove', { name: m.nickname })}
                onClick={() => onRemove(m)}
                data-testid="comp-remove"
              >
                <TrashIcon size="1.6rem" />
              </Button>
            )}
          </li>
        ))}
      </ul>

      <dl className={styles.rows}>
        <div>
          <dt>{t('competition.team.contact')}</dt>
          <dd data-testid="comp-contact">
            {t(`competition.team.contactKind.${team.contact.kind}`)} · {team.contact.value}
          </dd>
        </div>
      </dl>
      <p className={styles.hint}>{t('competition.team.contactNote')}</p>

      {open && (
        <div className={styles.code} data-testid="comp-code-box">
          <h3 className={styles.heading}>{t('competition.team.code')}</h3>
          {team.inviteCode ? (
            <>
              <p className={styles.codeValue} data-testid="comp-code" data-code={team.inviteCode}>
                {spacedCode(team.inviteCode)}
              </p>
              <div className={styles.row}>
                <Button variant="secondary" size="sm" onClick={() => onCopy(team.inviteCode!)} data-testid="comp-copy">
                  <LinkIcon size="1.4rem" /> {t('competition.team.copy')}
                </Button>
                <Button variant="secondary" size="sm" onClick={() => onShare(team.inviteCode!)} data-testid="comp-share">
                  <ShareIcon size="1.4rem" /> {t('competition.team.share')}
                </Button>
              </div>
            </>
          ) : (
            <p className={styles.hint} data-testid="comp-no-code">
              {t('competition.team.noCode')}
            </p>
          )}
          {leader && (
            <div className={styles.row}>
              <Button variant="ghost" size="sm" loading={busy === 'regenerate'} onClick={() => onCode('regenerate')} data-testid="comp-regenerate">
                {t('competition.team.regenerate')}
              </Button>
              {team.inviteCode && (
                <Button variant="ghost" size="sm" loading={busy === 'revoke'} onClick={() => onCode('revoke')} data-testid="comp-revoke">
                  {t('competition.team.revoke')}
                </Button>
              )}
            </div>
          )}
          {team.state === 'forming' && <p className={styles.hint}>{t('competition.team.waiting')}</p>}
        </div>
      )}

      <div className={styles.foot}>
        <Button variant="secondary" size="sm" onClick={onHistory} data-testid="comp-history">
          <HistoryIcon size="1.4rem" /> {t('competition.team.history')}
        </Button>
        {open && (
          <Button variant="danger" size="sm" loading={busy === 'leave'} onClick={onLeave} data-testid="comp-leave">
            {t('competition.team.leave')}
          </Button>
        )}
      </div>
    </Panel>
  );
}
