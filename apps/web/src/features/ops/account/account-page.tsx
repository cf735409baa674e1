import type { OpsPageProps } from '../shell/ops-app.tsx';
import { formatTime } from '../lib/format.ts';
import { useOpsMe } from '../lib/ops-session.ts';
import ui from '../lib/ui.module.css';
import styles from './account.module.css';
import { PasswordPanel } from './password-panel.tsx';
import { TokensPanel } from './tokens-panel.tsx';

// My account (every role, area self): who I am and how this session signed in, the one-time code (always on: every
// login asks for it; an admin resets it), my password, my personal API tokens. The bootstrap credential has no
// account: it sees who it is and nothing to change.

export function AccountPage({ operator }: OpsPageProps) {
  const me = useOpsMe();
  const via = me.data?.via;
  return (
    <div className={ui.page} data-testid="ops-account">
      <section className={ui.panel} aria-label="Who I am">
        <dl className={styles.facts}>
          <div>
            <dt>Name</dt>
            <dd>{operator.name}</dd>
          </div>
          <div>
            <dt>Role</dt>
            <dd>{operator.role}</dd>
          </div>
          <div>
            <dt>Editions</dt>
            <dd>{operator.editions === 'all' ? 'All' : operator.editions.join(', ')}</dd>
          </div>
          <div>
            <dt>Last login</dt>
            <dd>{formatTime(operator.lastLoginAt)}</dd>
          </div>
          <div>
            <dt>One-time codes (TOTP)</dt>
            <dd data-testid="account-totp">On — asked at every login and password change; an admin can reset it</dd>
          </div>
        </dl>
      </section>
      {via === 'bootstrap' ? (
        <p className={ui.muted}>Signed in with the bootstrap credential: it has no password or tokens of its own.</p>
      ) : (
        <>
          <PasswordPanel name={operator.name} />
          <TokensPanel />
        </>
      )}
    </div>
  );
}
