import { z } from 'zod';
import { editionSchema } from '../account/schemas.ts';

// What the app needs to know about the server it talks to, fetched once at start.
export const appConfigData = z.object({
  /** `sim` shows the demo hint (sample UIDs and the mailed code). */
  gateway: z.enum(['sim', 'http']),
  /** Set when the host the app was loaded from fixes the edition; otherwise the edition follows the language. */
  fixedEdition: editionSchema.nullable(),
  /**
   * Host patterns (`news.example.com`, `*.example.com`; see hosts.ts) the webview page may frame: official and
   * partner sites and the edition hosts. The page's own host is allowed too; any other address gets a notice.
   */
  webviewHosts: z.array(z.string()),
  /** This host picks the first language from the visitor's country (GET /api/ip) when none was chosen (IP_LANGUAGE_HOSTS). */
  ipLanguage: z.boolean(),
});
export type AppConfigData = z.infer<typeof appConfigData>;
