import type { ShellMessage } from '../../lib/shell-data.ts';
import type { FooterColumn } from '../../lib/widgets.api.ts';
import { DismissibleMessage } from './dismissible-message.tsx';
import { SellingPointsStrip } from './selling-points-strip.tsx';
import { SiteFooter } from './site-footer.tsx';

export const belowTheFoldId = 'shell-below-the-fold';

/** The shell under the screen: footer message, selling points and the footer (spec 1). */
export function BelowTheFold({
  footerMessage,
  footerColumns,
}: {
  footerMessage: ShellMessage | null;
  footerColumns: readonly FooterColumn[];
}) {
  return (
    <div id={belowTheFoldId}>
      <DismissibleMessage slot="footer" message={footerMessage} />
      <SellingPointsStrip />
      <SiteFooter columns={footerColumns} />
    </div>
  );
}
