import { useTranslation } from '../i18n/use-translation.ts';
import { Button } from '../components/button.tsx';
import { NavBar } from '../components/nav-bar.tsx';
import { PageBody } from '../components/page.tsx';
import { Panel } from '../components/panel.tsx';

// Shown when a page chunk fails or times out (a new deploy removed it, or the network dropped): a reload fetches
// the current build.
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (import.meta.env.DEV) console.error(error);
  return (
    <>
      <NavBar title={t('common.appName')} />
      <PageBody>
        <Panel title={t('common.pageLoadFailed')}>
          <Button block onClick={() => window.location.reload()}>
            {t('common.retry')}
          </Button>
        </Panel>
      </PageBody>
    </>
  );
}
