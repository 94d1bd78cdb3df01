import { type MessageSlot, rememberDismissal } from '../../lib/dismissed-messages.ts';
import type { ShellMessage } from '../../lib/shell-data.ts';
import { useT } from '../../lib/strings.ts';
import { uiStore, useUi } from '../../state/ui-store.ts';
import { Icon } from './icons.tsx';

const hiddenFlag = { store: 'headerMessageHidden', footer: 'footerMessageHidden' } as const;

/**
 * Spec 1 and 2: the store message bar (widget store-message) and the footer message (widget
 * store-message-footer). Both can be hidden and the dismissal is remembered (a cookie, see
 * dismissed-messages.ts). The root loader applies the rules (lib/message-rules.ts: the store
 * message only when longer than 20 characters, neither once dismissed), so a message that
 * arrives here is shown.
 */
export function DismissibleMessage({ slot, message }: { slot: MessageSlot; message: ShellMessage | null }) {
  const t = useT();
  const hidden = useUi((state) => state[hiddenFlag[slot]]);
  if (!message || hidden) return null;
  const block = slot === 'store' ? 'store-message' : 'footer-message';
  return (
    <section
      className={block}
      aria-label={t(slot === 'store' ? 'shell.message.label' : 'shell.footerMessage.label')}
      data-store-message={slot === 'store' ? '' : undefined}
      data-footer-message={slot === 'footer' ? '' : undefined}
    >
      <div className={`${block}__inner shell-width`}>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: widget content is HTML the shop wrote itself (spec 3; contracts: never shopper input). */}
        <div className={`${block}__text`} dangerouslySetInnerHTML={{ __html: message.html }} />
        <button
          type="button"
          className="shell-icon-button"
          aria-label={t('shell.message.close')}
          onClick={() => {
            rememberDismissal(slot, message.fingerprint);
            uiStore.setState({ [hiddenFlag[slot]]: true });
          }}
        >
          <Icon name="close" size={18} />
        </button>
      </div>
    </section>
  );
}
