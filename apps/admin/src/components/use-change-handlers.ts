import { useCallback, useState } from 'react';
import type { AdminApiError } from '../api/admin-client.ts';
import { useAnnounce } from './notice-region.tsx';
import { keepFocusInPage } from './page-heading.tsx';

/**
 * What a page of one order or one return does with the answer of an action: an update replaces
 * what is shown and is announced; a refusal (409: the entity changed or its state does not allow
 * it) is shown, and the entity is read again. Focus stays in the page either way.
 */
export function useChangeHandlers<Entity>(resource: {
  readonly replace: (next: Entity) => void;
  readonly reload: () => void;
}) {
  const announce = useAnnounce();
  const [refusal, setRefusal] = useState<AdminApiError>();
  const { replace, reload } = resource;
  const onUpdated = useCallback(
    (next: Entity, notice: string) => {
      replace(next);
      setRefusal(undefined);
      announce(notice);
      keepFocusInPage();
    },
    [replace, announce],
  );
  const onRefused = useCallback(
    (error: AdminApiError) => {
      setRefusal(error);
      reload();
      keepFocusInPage();
    },
    [reload],
  );
  return { refusal, onUpdated, onRefused };
}
