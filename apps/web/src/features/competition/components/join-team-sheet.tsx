import type { TeamInfo } from '@mecha/shared/competition/api';
import { normaliseInviteCode } from '@mecha/shared/competition/rules';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { Overlay } from '../../../components/overlay.tsx';
import { Skeleton } from '../../../components/states.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formattersFor } from '../../../lib/format.ts';
import { RulesTick } from './rules-tick.tsx';
import styles from './team-sheet.module.css';

interface JoinTeamSheetProps {
  open: boolean;
  /** The code typed or from the share link (normalised); the preview shows for it. */
  code: string;
  onCode: (code: string) => void;
  /** The team the code leads to, loading, or null before the player asked. */
  preview: TeamInfo | null;
  previewLoading: boolean;
  onPreview: (code: string) => void;
  busy: boolean;
  ticked: boolean;
  onTick: (ticked: boolean) => void;
  onJoin: (code: string) => void;
  onClose: () => void;
}

/**
 * Join with a code: the code as typed (case, spaces and dashes do not matter), then the team it leads to — name,
 * region, members — before the player commits; a share link opens this sheet with the preview already shown.
 */
export function JoinTeamSheet({ open, code, onCode, preview, previewLoading, onPreview, busy, ticked, onTick, onJoin, onClose }: JoinTeamSheetProps) {
  const { t, language } = useTranslation();
  const f = formattersFor(language);
  const titleId = useId();
  const [typed, setTyped] = useState(code);
  const normalised = normaliseInviteCode(typed);
  // The preview belongs to the code it was asked for: typing another code hides it until asked again.
  const shown = preview && normalised === code ? preview : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (shown) onJoin(normalised);
    else {
      onCode(normalised);
      onPreview(normalised);
    }
  };

  return (
    <Overlay open={open} onClose={onClose} kind="sheet" labelledBy={titleId}>
      <form className={styles.form} onSubmit={submit} noValidate data-testid="comp-join-sheet">
        <h2 id={titleId} className={styles.title}>
          {t('competition.join.title')}
        </h2>
        <TextField
          label={t('competition.join.code')}
          value={typed}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          placeholder={t('competition.join.placeholder')}
          onChange={(e) => setTyped(e.target.value)}
          data-testid="comp-code-input"
        />
        {previewLoading && normalised === code ? (
          <Skeleton height="8.6rem" />
        ) : shown ? (
          <div className={styles.preview} data-testid="comp-preview">
            <p className={styles.previewTitle}>{shown.name}</p>
            <p className={styles.previewMeta}>
              {shown.tournamentTitle} · {t('competition.team.region', { region: shown.region })} · {t(`competition.team.state.${shown.state}`)}
            </p>
            <ul className={styles.previewMembers}>
              {shown.members.map((m) => (
                <li key={m.uid}>
                  {m.nickname}
                  {m.role === 'leader' ? ` · ${t('competition.team.leader')}` : ''} · {t('competition.team.best', { score: f.number(m.best) })}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {shown && <RulesTick ticked={ticked} onTick={onTick} testId="comp-join-tick" />}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          {shown ? (
            <Button type="submit" loading={busy} data-testid="comp-join-submit">
              {t('competition.join.submit', { name: shown.name })}
            </Button>
          ) : (
            <Button type="submit" loading={previewLoading && normalised === code} data-testid="comp-preview-go">
              {t('competition.join.preview')}
            </Button>
          )}
        </div>
      </form>
    </Overlay>
  );
}
