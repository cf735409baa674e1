import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { OPS_COMP_PATHS, type OpsMatch, type OpsSeedData, type OpsTournament } from '@mecha/shared/competition/ops-api';
import { useId, useState } from 'react';
import { formatNumber, formatTime } from '../lib/format.ts';
import { opsRequest } from '../lib/ops-request.ts';
import { ReasonDialog } from '../lib/reason-dialog.tsx';
import { ErrorLine, NoticeLine } from '../lib/status-lines.tsx';
import ui from '../lib/ui.module.css';
import { roundLabel, roundsOf, takesResult } from './bracket-view.ts';
import { COMP_KEY, explain, withIssues } from './tournaments-api.ts';
import styles from './tournaments.module.css';

// Bracket: a stage's single-elimination bracket. Not seeded yet: a dry run shows the pairings the server would make
// (nothing written), then Seed confirms. Seeded: the rounds with each match's sides, scores and winner; a match with
// both sides takes a result (winner = the higher score), and the view refreshes with the winner carried on.

function MatchCard({ m, onResult }: { m: OpsMatch; onResult: (m: OpsMatch, a: number, b: number) => void }) {
  const [a, setA] = useState(m.scoreA === null ? '' : String(m.scoreA));
  const [b, setB] = useState(m.scoreB === null ? '' : String(m.scoreB));
  const id = useId();
  const ok = /^\d{1,2}$/.test(a) && /^\d{1,2}$/.test(b) && a !== b;
  const side = (team: string | null, name: string | null) => (team === null ? <span className={ui.muted}>—</span> : <span className={team === m.winner ? styles.winner : undefined}>{name}</span>);
  return (
    <li className={styles.match} data-match={m.id ?? `${m.round}.${m.slot}`}>
      <div>{side(m.teamA, m.nameA)} <span className={ui.muted}>v</span> {side(m.teamB, m.nameB)}</div>
      <div className={ui.muted}>{m.state}{m.scoreA !== null ? ` · ${m.scoreA}:${m.scoreB}` : ''} · {formatTime(m.startsAt)}</div>
      {takesResult(m) && (
        <form className={styles.inline} onSubmit={(e) => { e.preventDefault(); if (ok) onResult(m, Number(a), Number(b)); }}>
          <label className={styles.score} htmlFor={`${id}-a`}>{m.nameA}</label>
          <input id={`${id}-a`} className={ui.input} inputMode="numeric" size={2} maxLength={2} value={a} onChange={(e) => setA(e.target.value)} aria-label={`Score of ${m.nameA}`} />
          <span>:</span>
          <input id={`${id}-b`} className={ui.input} inputMode="numeric" size={2} maxLength={2} value={b} onChange={(e) => setB(e.target.value)} aria-label={`Score of ${m.nameB}`} />
          <label className={styles.score} htmlFor={`${id}-b`}>{m.nameB}</label>
          <button type="submit" className={ui.secondary} disabled={!ok}>{m.state === 'done' ? 'Correct…' : 'Enter result…'}</button>
        </form>
      )}
    </li>
  );
}

export function BracketPanel({ tournament, canSeed }: { tournament: OpsTournament; canSeed: boolean }) {
  const queryClient = useQueryClient();
  const [stageId, setStageId] = useState(tournament.stages[0]?.id ?? '');
  const [preview, setPreview] = useState<OpsSeedData | null>(null);
  const [confirm, setConfirm] = useState<{ title: string; changes: string[]; label: string; run: () => Promise<unknown> } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const stageSelect = useId();
  const matches = useQuery({
    queryKey: [...COMP_KEY, 'matches', tournament.id],
    queryFn: ({ signal }) => opsRequest<{ list: OpsMatch[] }>(OPS_COMP_PATHS.matches, { query: { tournamentId: tournament.id }, signal }),
    refetchOnWindowFocus: false,
  });
  const dryRun = useMutation({
    mutationFn: () => opsRequest<OpsSeedData>(OPS_COMP_PATHS.seed, { body: { tournamentId: tournament.id, stageId, dryRun: true } }),
    onSuccess: setPreview,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: COMP_KEY });
  const rounds = roundsOf(matches.data?.list ?? [], stageId);
  const last = rounds.at(-1)?.round ?? 0;

  function seed(p: OpsSeedData) {
    setConfirm({
      title: `Seed ${p.stageId}`,
      label: 'Seed bracket',
      changes: [`${p.teams.length} teams, ${p.rounds} round(s), ${p.matches.length} matches; ${p.advance} go on`, ...p.matches.filter((m) => m.round === 1).map((m) => `${m.nameA ?? 'bye'} v ${m.nameB ?? 'bye'}`)],
      run: async () => {
        await withIssues(() => opsRequest(OPS_COMP_PATHS.seed, { body: { tournamentId: tournament.id, stageId: p.stageId, dryRun: false } }));
        setPreview(null);
        setNotice(`Bracket of ${p.stageId} seeded.`);
        await refresh();
      },
    });
  }
  function result(m: OpsMatch, scoreA: number, scoreB: number) {
    const winner = scoreA > scoreB ? m.nameA : m.nameB;
    setConfirm({
      title: 'Enter the result',
      label: 'Save result',
      changes: [`${m.nameA} ${scoreA} : ${scoreB} ${m.nameB}`, `${winner} wins and goes on`],
      run: async () => {
        await withIssues(() => opsRequest(OPS_COMP_PATHS.result, { body: { matchId: m.id, scoreA, scoreB } }));
        setNotice(`Result saved: ${winner} wins.`);
        await refresh();
      },
    });
  }

  return (
    <section className={ui.panel} aria-labelledby="bracket-h" data-testid="tournament-bracket">
      <h2 id="bracket-h" className={ui.panelTitle}>Bracket</h2>
      <div className={ui.toolbar}>
        <label className={ui.field} htmlFor={stageSelect}>
          Stage
          <select id={stageSelect} className={ui.input} value={stageId} onChange={(e) => { setStageId(e.target.value); setPreview(null); }}>
            {tournament.stages.map((s) => <option key={s.id} value={s.id}>{s.id} ({s.kind}, {s.checkins} checked in)</option>)}
          </select>
        </label>
        {rounds.length === 0 && (
          <button type="button" className={ui.secondary} onClick={() => dryRun.mutate()} disabled={!stageId || dryRun.isPending} data-testid="seed-dry-run">
            Dry run seeding
          </button>
        )}
      </div>
      <ErrorLine error={matches.error} />
      {dryRun.isError && <p className={ui.error} role="alert">{explain(dryRun.error)}</p>}
      <NoticeLine text={notice} />
      {preview && rounds.length === 0 && (
        <div data-testid="seed-preview">
          <p className={ui.note}>Dry run — nothing written. {preview.teams.length} teams, {preview.rounds} round(s), {preview.advance} go on.</p>
          <ol className={styles.seeds}>
            {preview.teams.map((t) => <li key={t.id}>{t.name} <span className={ui.muted}>strength {formatNumber(t.strength)}</span></li>)}
          </ol>
          <ul className={styles.round}>{preview.matches.filter((m) => m.round === 1).map((m) => <li key={m.slot} className={styles.match}>{m.nameA ?? 'bye'} v {m.nameB ?? 'bye'}{m.state === 'walkover' ? ' (walkover)' : ''}</li>)}</ul>
          {canSeed ? <button type="button" className={ui.button} onClick={() => seed(preview)} data-testid="seed-confirm">Seed this bracket…</button> : <p className={ui.muted}>Seeding needs an operator of every edition.</p>}
        </div>
      )}
      {matches.data && rounds.length === 0 && !preview && <p className={ui.muted}>No bracket for this stage yet.</p>}
      <div className={styles.rounds} data-testid="bracket-rounds">
        {rounds.map((r) => (
          <div key={r.round}>
            <h3 className={styles.subTitle}>{roundLabel(r.round, last)}</h3>
            <ul className={styles.round}>{r.matches.map((m) => <MatchCard key={`${m.id}-${m.state}-${m.teamA}-${m.teamB}`} m={m} onResult={result} />)}</ul>
          </div>
        ))}
      </div>
      {confirm && <ReasonDialog title={confirm.title} changes={confirm.changes} confirmLabel={confirm.label} onConfirm={confirm.run} onClose={() => setConfirm(null)} />}
    </section>
  );
}
