import { isHostPattern } from '@mecha/shared/app/hosts';
import type { Config } from '../config.ts';

/**
 * The hosts the in-app webview may frame: the configured official and partner sites plus every host that serves
 * an edition of this app. One list feeds both the app (`/api/app-config`) and the CSP `frame-src`, so the page
 * never offers to frame what the browser would then refuse.
 */
export function allowedWebviewHosts(config: Pick<Config, 'webviewHosts' | 'hostEditions'>): string[] {
  // HOST_EDITIONS keys are not checked as host names when parsed; only real ones may reach a CSP.
  const editionHosts = Object.keys(config.hostEditions).filter(isHostPattern);
  return [...new Set([...config.webviewHosts, ...editionHosts])];
}
