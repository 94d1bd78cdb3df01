import type { WidgetResponse, WidgetSlug } from '@shop/contracts/content';
import type { ApiCall } from './api-client.ts';

export type { WidgetSlug };
export type Widget = WidgetResponse;
export type FooterColumn = NonNullable<WidgetResponse['columns']>[number];

/**
 * Spec 7: GET /api/widget-by-slug/{slug} -> {content, hidden}. Spec 8: a widget failure is
 * silent (the widget stays empty), so any failure answers null.
 */
export async function fetchWidget(call: ApiCall, slug: WidgetSlug): Promise<Widget | null> {
  try {
    const answer = await call<Widget>({ method: 'GET', path: `/api/widget-by-slug/${slug}` });
    return typeof answer.body?.content === 'string' ? answer.body : null;
  } catch {
    return null;
  }
}

/** A widget worth showing: present, not hidden, with text. */
export function visibleContent(widget: Widget | null | undefined): string | null {
  if (!widget || widget.hidden) return null;
  const content = widget.content.trim();
  return content === '' ? null : content;
}
